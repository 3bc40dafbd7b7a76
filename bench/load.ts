/**
 * Load on the reference server over loopback: the calls every page makes (spot and futures lists,
 * the logged-in unread count, the remote menu) from autocannon for LOAD_SECONDS (60) per database,
 * against PGlite on disk and against a real PostgreSQL. Any error or non-2xx answer fails the run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchPostgres } from './postgres.ts';
import { type ServerChild, startServerChild } from './serverChild.ts';

export const MIX = [
  '/apiw/v2/market/spots?exchange_type=ALL',
  '/apiw/v2/market/futures?exchange_type=CONTRACT_ALL',
  '/apiw/v2/herald/msg/unread/num',
  '/apiw/v2/site/remote_menu?lang=en',
];
const CONNECTIONS = 10;
// What a browser sends: the lists go out gzip-compressed as they would to a page.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate', accept: 'application/json' };

export interface LoadResult {
  label: string;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  mbPerSec: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  rssBefore: number;
  rssAfter: number;
  rssPeak: number;
  /** The same figures for each call on its own (a shorter run each), to show which call costs what. */
  perCall: { path: string; rps: number; p50: number; p99: number; failures: number }[];
}

/** Logs `trader` in the way the login page does and returns the cookie header of that browser. */
async function logIn(base: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep(await fetch(`${base}/api/web/v1/site/currFiatMarketRates`));
  const res = await fetch(`${base}/api/web/v1/usercenter/login`, {
    method: 'POST',
    headers: { cookie: cookie(), csrftoken: jar.get('csrftoken') ?? '', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'trader', password: 'demo1234' }).toString(),
  });
  if (res.status !== 200) throw new Error(`login failed: HTTP ${res.status} ${await res.text()}`);
  keep(res);
  if (!jar.has('sid')) throw new Error('login set no sid cookie');
  return cookie();
}

/** Each call of the mix answers 200 with data before any load (a 401 here means the login did not hold). */
async function checkMix(base: string, cookie: string): Promise<string[]> {
  const sizes: string[] = [];
  for (const path of MIX) {
    const res = await fetch(`${base}${path}`, { headers: { cookie, ...BROWSER_HEADERS } });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${body.slice(0, 200)}`);
    sizes.push(`${path.split('?')[0]} ${(body.length / 1024).toFixed(1)} KB`);
  }
  return sizes;
}

const perCallSeconds = (seconds: number) => Math.max(2, Math.min(5, Math.round(seconds / 12)));

async function loadOne(label: string, env: Record<string, string>, seconds: number): Promise<LoadResult> {
  let server: ServerChild | undefined;
  try {
    server = await startServerChild(env);
    const cookie = await logIn(server.url);
    console.log(`\n### ${label}: ${CONNECTIONS} connections, ${seconds} s, server pid ${server.pid} at ${server.url}`);
    console.log(`mix (JSON sizes uncompressed): ${(await checkMix(server.url, cookie)).join(', ')}`);
    const before = server.memory();
    const r = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: seconds,
      headers: { cookie, ...BROWSER_HEADERS },
      requests: MIX.map((path) => ({ method: 'GET' as const, path })),
    });
    const after = server.memory();
    const perCall: LoadResult['perCall'] = [];
    for (const path of MIX) {
      const one = await autocannon({
        url: `${server.url}${path}`,
        connections: CONNECTIONS,
        duration: perCallSeconds(seconds),
        headers: { cookie, ...BROWSER_HEADERS },
      });
      perCall.push({
        path: path.split('?')[0]!,
        rps: one.requests.average,
        p50: one.latency.p50,
        p99: one.latency.p99,
        failures: one.non2xx + one.errors,
      });
    }
    const result: LoadResult = {
      label,
      seconds,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      requests: r.requests.total,
      mbPerSec: r.throughput.average / 1024 / 1024,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      rssBefore: before.rssMb,
      rssAfter: after.rssMb,
      rssPeak: after.peakMb,
      perCall,
    };
    console.log(
      `${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.requests} requests ` +
        `(${result.mbPerSec.toFixed(1)} MB/s), non-2xx ${result.non2xx}, errors ${result.errors} (timeouts ${result.timeouts}), ` +
        `server RSS ${before.rssMb.toFixed(0)} MB before, ${after.rssMb.toFixed(0)} MB after (peak ${after.peakMb.toFixed(0)} MB)`,
    );
    console.log(`each call alone (${perCallSeconds(seconds)} s each):`);
    for (const c of perCall)
      console.log(`  ${c.path.padEnd(32)} ${c.rps.toFixed(0).padStart(6)} req/s, p50 ${c.p50} ms, p99 ${c.p99} ms, failures ${c.failures}`);
    return result;
  } finally {
    await server?.stop();
  }
}

/** Prints every database's figures and the comparison; false when any call failed. */
export async function loadBench(): Promise<boolean> {
  const seconds = Number(process.env.LOAD_SECONDS || 60);
  if (!(seconds > 0)) throw new Error(`LOAD_SECONDS must be a positive number, got "${process.env.LOAD_SECONDS}"`);
  console.log(`\n## Load on the reference server (autocannon on loopback, mix: ${MIX.map((p) => p.split('?')[0]).join(', ')})`);
  const results: LoadResult[] = [];

  const dataDir = await mkdtemp(join(tmpdir(), 'bench-pglite-'));
  try {
    results.push(await loadOne('PGlite (DATA_DIR on disk)', { DATA_DIR: dataDir }, seconds));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const pg = await benchPostgres();
  if ('skipped' in pg) console.log(`\n### PostgreSQL: skipped (${pg.skipped})`);
  else {
    try {
      results.push(await loadOne(pg.label, { DATABASE_URL: pg.url, DATA_DIR: 'memory://' }, seconds));
    } finally {
      await pg.close();
    }
  }

  console.log('\n| database | req/s | p50 | p99 | requests | non-2xx | errors | server RSS before -> after (peak) |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results) {
    console.log(
      `| ${r.label} | ${r.rps.toFixed(0)} | ${r.p50} ms | ${r.p99} ms | ${r.requests.toLocaleString('en')} | ${r.non2xx} | ${r.errors} | ` +
        `${r.rssBefore.toFixed(0)} -> ${r.rssAfter.toFixed(0)} MB (${r.rssPeak.toFixed(0)} MB) |`,
    );
  }
  const failed = results.filter((r) => r.non2xx > 0 || r.errors > 0 || r.perCall.some((c) => c.failures > 0));
  for (const r of failed)
    console.log(`FAILED: ${r.label} had ${r.non2xx} non-2xx answers and ${r.errors} errors (mix), or a call failed alone`);
  if (results.length === 2) {
    const [a, b] = results as [LoadResult, LoadResult];
    console.log(`${b.label} vs ${a.label}: ${(b.rps / a.rps).toFixed(2)}x the requests per second`);
  }
  // Other work on the machine shows in these figures: the load average says how much there was.
  console.log(`(load generator and server share this machine's ${cpus().length} cores; load average now ${loadavg()[0]!.toFixed(1)})`);
  return failed.length === 0;
}
