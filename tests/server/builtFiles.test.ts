/**
 * The built app's files (server/staticFiles.ts) as a static server serves them: compressed once,
 * answered from memory by the fast path after the chain's first answer, with the chain's very
 * status, headers and bytes for every encoding, a 304 for a held ETag, and a changed file seen again.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import { nodeRequestListener } from '../../server/nodeListener.ts';
import { FILE_RECHECK_MS } from '../../server/staticFiles.ts';
import { startTestServer, type TestServer } from './helpers.ts';

const SCRIPT = `${'export const menu = ["spot", "futures", "earn"];\n'.repeat(200)}console.log(menu);\n`;
const PICTURE = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let dist: string;
let server: TestServer;
let viaNode: Server;
let viaChain: Server;
/** Requests the node server handed to the app's chain: the fast path answers without it. */
let chainCalls = 0;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'dist-files-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(join(dist, 'assets', 'layer-abc123.js'), SCRIPT);
  await writeFile(join(dist, 'assets', 'mark-abc123.png'), PICTURE);
  await writeFile(join(dist, 'early-tap.js'), 'window.earlyTap = 1;');
  server = await startTestServer({ staticDir: dist });
  // One Deps for the app and its node listener, as server/main.ts has it: the kept files are its own.
  const deps = { ...server.deps, staticDir: dist };
  const app = createApp(deps);
  const chain = createApp(deps, { fastPath: false });
  viaNode = createServer(
    nodeRequestListener((req, env) => {
      chainCalls++;
      return app.fetch(req, env);
    }, deps),
  );
  viaChain = createServer(nodeRequestListener(chain.fetch, deps, { fastPath: false }));
  for (const s of [viaNode, viaChain]) await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
});
afterAll(async () => {
  for (const s of [viaNode, viaChain]) if (s?.listening) await new Promise((r) => s.close(r));
  await server?.close();
  if (dist) await rm(dist, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

interface Seen {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One GET over HTTP, its bytes as sent (undecoded), without the request id (new for each request). */
function get(s: Server, path: string, headers: Record<string, string> = {}): Promise<Seen> {
  const { port } = s.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host: 'localhost', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const { 'x-request-id': _id, date: _date, connection: _c, 'keep-alive': _k, ...rest } = res.headers as Record<string, string>;
        resolve({ status: res.statusCode!, headers: rest, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const decoded = (seen: Seen): Buffer => {
  const encoding = seen.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(seen.body);
  if (encoding === 'gzip') return gunzipSync(seen.body);
  if (encoding === 'deflate') return inflateSync(seen.body);
  return seen.body;
};

/** The node server's answer, and whether its chain was asked (false: the fast path answered). */
async function viaFast(path: string, headers: Record<string, string> = {}): Promise<Seen & { chained: boolean }> {
  const before = chainCalls;
  const seen = await get(viaNode, path, headers);
  return { ...seen, chained: chainCalls > before };
}

function expectSame(a: Seen, b: Seen, label: string) {
  expect(a.status, label).toBe(b.status);
  expect(a.headers, label).toEqual(b.headers);
  expect(a.body.equals(b.body), `${label}: the bytes differ`).toBe(true);
}

describe('built files', () => {
  it('a hashed script: the chain answers it first, then the fast path, the same answer in every encoding and as a 304', async () => {
    const path = '/assets/layer-abc123.js';
    const first = await viaFast(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(first.chained).toBe(true);
    for (const [headers, encoding] of [
      [{ 'accept-encoding': 'gzip, deflate, br, zstd' }, 'br'],
      [{ 'accept-encoding': 'gzip' }, 'gzip'],
      [{ 'accept-encoding': 'br;q=0, gzip' }, 'gzip'],
      [{}, undefined],
      [{ 'x-forwarded-proto': 'https', 'accept-encoding': 'br' }, 'br'],
    ] as const) {
      const label = JSON.stringify(headers);
      const fast = await viaFast(path, headers);
      expect(fast.chained, `${label}: the fast path passed`).toBe(false);
      const chain = await get(viaChain, path, headers);
      expectSame(fast, chain, label);
      expect(fast.status).toBe(200);
      expect(fast.headers['content-encoding'], label).toBe(encoding);
      expect(decoded(fast).toString(), label).toBe(SCRIPT);
      expect(fast.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(fast.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(fast.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(fast.headers['x-content-type-options']).toBe('nosniff');
      expect(fast.headers.vary).toBe('Accept-Encoding');
      expect(fast.headers['strict-transport-security'] !== undefined, label).toBe('x-forwarded-proto' in headers);
      const etag = fast.headers.etag!;
      for (const held of [etag, `W/${etag}`, `"other", ${etag}`]) {
        const notModified = await viaFast(path, { ...headers, 'if-none-match': held });
        expect(notModified.chained).toBe(false);
        expectSame(notModified, await get(viaChain, path, { ...headers, 'if-none-match': held }), `${label} ${held}`);
        expect(notModified.status).toBe(304);
        expect(notModified.body.length).toBe(0);
      }
    }
  });

  it('brotli is smaller than gzip, and both far smaller than the script', async () => {
    const path = '/assets/layer-abc123.js';
    const br = await get(viaNode, path, { 'accept-encoding': 'br' });
    const gzip = await get(viaNode, path, { 'accept-encoding': 'gzip' });
    expect(br.body.length).toBeLessThan(gzip.body.length);
    expect(gzip.body.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('a picture is sent as it is, whatever the client takes', async () => {
    const path = '/assets/mark-abc123.png';
    await get(viaNode, path, { 'accept-encoding': 'br' });
    const fast = await viaFast(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(fast.chained).toBe(false);
    expect(fast.headers['content-encoding']).toBeUndefined();
    expect(fast.headers['content-type']).toBe('image/png');
    expect(fast.body.equals(PICTURE)).toBe(true);
    expectSame(fast, await get(viaChain, path, { 'accept-encoding': 'gzip, deflate, br, zstd' }), path);
  });

  it('leaves to the chain what only the chain answers: a query string, a client taking only deflate, a missing file', async () => {
    const path = '/assets/layer-abc123.js';
    await get(viaNode, path);
    const queried = await viaFast(`${path}?v=2`, { 'accept-encoding': 'br' });
    expect(queried.chained).toBe(true);
    expect(decoded(queried).toString()).toBe(SCRIPT);
    const deflated = await viaFast(path, { 'accept-encoding': 'deflate' });
    expect(deflated.chained).toBe(true);
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(decoded(deflated).toString()).toBe(SCRIPT);
    const missing = await viaFast('/assets/gone-abc123.js');
    expect(missing.chained).toBe(true);
    expect(missing.status).toBe(404);
  });

  it('a file without a hash is looked at again once FILE_RECHECK_MS has passed, and a changed one is read again', async () => {
    const path = '/early-tap.js';
    expect(decoded(await get(viaNode, path, { 'accept-encoding': 'br' })).toString()).toBe('window.earlyTap = 1;');
    const kept = await viaFast(path, { 'accept-encoding': 'br' });
    expect(kept.chained).toBe(false);
    expect(kept.headers['cache-control']).toBe('public, max-age=3600');
    await writeFile(join(dist, 'early-tap.js'), 'window.earlyTap = 22;');
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + FILE_RECHECK_MS + 1);
    const changed = await viaFast(path, { 'accept-encoding': 'br' });
    expect(changed.chained).toBe(true);
    expect(decoded(changed).toString()).toBe('window.earlyTap = 22;');
    expect(changed.headers.etag).not.toBe(kept.headers.etag);
    const again = await viaFast(path, { 'accept-encoding': 'br' });
    expect(again.chained).toBe(false);
    expectSame(again, changed, 'the changed file, from memory');
  });
});
