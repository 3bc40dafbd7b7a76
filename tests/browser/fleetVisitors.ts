/**
 * Simulated visitors for tests/browser/fleet.test.ts: many clients, each with cookies of its own,
 * over plain HTTP (no browser) on kept-alive connections, a bounded number at a time.
 */
import { type Agent, get } from 'node:http';
import { gunzipSync } from 'node:zlib';

export interface Answer {
  status: number;
  cacheStatus: string | undefined;
  etag: string | undefined;
  /** The body as sent (gzip when the server compressed it). */
  body: Buffer;
  encoding: string | undefined;
}

/** A GET over one of a base URL's kept-alive connections. */
export function answerOf(agent: Agent, url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(url, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          cacheStatus: res.headers['x-cache-status'] as string | undefined,
          etag: res.headers.etag,
          body: Buffer.concat(chunks),
          encoding: res.headers['content-encoding'],
        }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

export const textOf = (a: Answer): string => (a.encoding === 'gzip' ? gunzipSync(a.body) : a.body).toString();

/** Runs `work` for 0..count-1, at most `concurrency` at once; the first failure fails the whole. */
export async function pool(count: number, concurrency: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

/** A seeded generator (mulberry32): the same visitors on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
