/**
 * Load on the reference server over loopback: the calls every page makes (spot and futures lists,
 * the logged-in unread count, the remote menu) from autocannon for LOAD_SECONDS (60) per database,
 * against PGlite on disk and against a real PostgreSQL; and each public list against a bare static
 * server of the same bytes in the same run (the ratio is the figure). Any error or non-2xx answer
 * fails the run.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get, type IncomingHttpHeaders } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ENDPOINTS, type EndpointName, queryString } from '../schemas/endpoints.ts';
import { benchPostgres } from './postgres.ts';
import { type ServerChild, startChild, startServerChild } from './serverChild.ts';

/** An endpoint's path with the query the browser sends. */
const urlOf = (name: EndpointName) => `${ENDPOINTS[name].path}${queryString(name)}`;

/** The calls every page makes, as the browser sends them (their queries from schemas/endpoints.ts). */
export const MIX = (['spots', 'futures', 'heraldUnread', 'remoteMenu'] as const).map((name) => urlOf(name));
/** The mixed load before the server's load work (docs/budgets.md), and the target: ten times that. */
const MIX_BEFORE_RPS = 165;
const CONNECTIONS = 10;
// What Chromium sends: the lists go out compressed as they would to a page.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };

/** The public lists, each compared with a static server of the same bytes. */
export const PUBLIC_LISTS = (
  [
    'spots',
    'futures',
    'delivery',
    'options',
    'pilot',
    'preMarket',
    'alpha',
    'tradeTabs',
    'fiatList',
    'remoteMenu',
    'headerMenu',
    'bulletin',
  ] as const
).map((name) => urlOf(name));

/** One side of a comparison; `connectingP99`: the worst round's p99 while its connections opened (see cannon). */
export interface RunFigures {
  rps: number;
  p50: number;
  p99: number;
  connectingP99: number;
  failures: number;
}

export interface ListVsStatic {
  path: string;
  bytes: number;
  encoding: string;
  app: RunFigures;
  static: RunFigures;
}

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
  /**
   * Each public list against a static server of the same bytes (first database only), at the mix's
   * 10 connections and at the pages bench's 100 (bench/pages.ts).
   */
  lists: { connections: number; rows: ListVsStatic[] }[];
}

/** Logs `trader` in the way the login page does and returns the cookie header of that browser. */
export async function logIn(base: string): Promise<string> {
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
  // The browser's own token, as the page's code makes it (app/layer/api/csrfToken.ts).
  jar.set('csrftoken', 'bench-token');
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

function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * One load run, started `connectSeconds` before it is measured: autocannon
 * opens its connections then, and the figures count only the requests sent after it on those open
 * connections and answered before the end (a proxy keeps its connections to the upstream open:
 * deploy/nginx, `keepalive`). Why: a burst of 100 new connections to a Node process whose core is
 * busy is accepted about one per turn of its event loop (strace: one accept4 per turn, never
 * EAGAIN), so on this server's logged-in page the last ones wait 1-2 s before their first request is
 * even read; a bare node:http server doing 0.5 ms of work per request does the same.
 * That is the connecting, not the page: it is reported apart (`connectingP99`).
 */
async function cannon(url: string, seconds: number, headers: Record<string, string>, connections: number, connectSeconds: number) {
  const start = performance.now();
  const from = start + connectSeconds * 1000;
  const to = from + seconds * 1000;
  const measured: number[] = [];
  const connecting: number[] = [];
  let failures = 0;
  let run!: autocannon.Instance;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    run = autocannon({ url, connections, duration: connectSeconds + seconds, headers }, (e, result) => (e ? reject(e) : resolve(result)));
  });
  run.on('response', (_client, status, _bytes, ms) => {
    const end = performance.now();
    if (status >= 300) failures++;
    if (end - ms < from) connecting.push(ms);
    else if (end <= to) measured.push(ms);
  });
  const r = await done;
  const at = (sorted: number[], q: number) =>
    sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!) : 0;
  measured.sort((a, b) => a - b);
  connecting.sort((a, b) => a - b);
  return {
    rps: measured.length / seconds,
    p50: at(measured, 0.5),
    p99: at(measured, 0.99),
    // Errors (a reset, a timeout) over the whole run, the connecting second included.
    failures: failures + r.errors,
    requests: measured.length,
    connectingP99: at(connecting, 0.99),
  };
}

/** Seconds of unmeasured load on each side before a comparison's rounds. */
const WARM_UP_SECONDS = 2;
/** Seconds at the start of each round in which its connections open, measured apart (see cannon). */
const CONNECT_SECONDS = 1;

/** Rounds of the server-against-static comparison: the two take turns, so a burst of other work on the machine hits both. */
export const LIST_ROUNDS = 3;

/** The figures of several equal runs as one: req/s over their whole time, the median p50, the worst p99. */
function combined(runs: Awaited<ReturnType<typeof cannon>>[], seconds: number): ListVsStatic['app'] {
  const p50s = runs.map((r) => r.p50).sort((a, b) => a - b);
  return {
    rps: runs.reduce((n, r) => n + r.requests, 0) / (seconds * runs.length),
    p50: p50s[Math.floor(p50s.length / 2)]!,
    p99: Math.max(...runs.map((r) => r.p99)),
    connectingP99: Math.max(...runs.map((r) => r.connectingP99)),
    failures: runs.reduce((n, r) => n + r.failures, 0),
  };
}

/** Headers node's server writes on its own (the yardstick's too): not copied. */
const NODE_WRITES: ReadonlySet<string> = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** What the server and its static yardstick are asked: a path with the headers of one kind of client. */
export interface Target {
  path: string;
  headers: Record<string, string>;
}

/** The bytes and headers a yardstick answers for each of its paths (/t0, /t1, ...). */
export type StaticManifest = Record<string, { file: string; headers: Record<string, string> }>;
/** A static server of the very bytes the server sent. */
export type Yardstick = Pick<ServerChild, 'url' | 'stop'>;
/** The bench's own yardstick: a bare node:http server (bench/staticServer.ts). */
const nodeYardstick = (_: StaticManifest, manifestFile: string): Promise<Yardstick> =>
  startChild([join(new URL('.', import.meta.url).pathname, 'staticServer.ts'), manifestFile]);

/**
 * Each target from the server against a bare static server answering the very bytes the server
 * sent (same encoding, same headers), one after the other in the same run, so machine load hits
 * both alike. Ratio = server req/s / static req/s.
 */
export async function versusStatic(
  server: Pick<ServerChild, 'url'>,
  targets: Target[],
  seconds: number,
  connections = CONNECTIONS,
  startYardstick: (manifest: StaticManifest, manifestFile: string) => Promise<Yardstick> = nodeYardstick,
): Promise<ListVsStatic[]> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-static-'));
  let yardstick: Yardstick | undefined;
  try {
    const manifest: StaticManifest = {};
    const sizes: { bytes: number; encoding: string }[] = [];
    for (const [i, { path, headers: asked }] of targets.entries()) {
      // node:http, not fetch: fetch would decompress, and the yardstick must send what was sent.
      const res = await rawGet(`${server.url}${path}`, asked);
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
      const { body } = res;
      const headers: Record<string, string> = {};
      // Every header the server sent (the request id as sent once), but those node writes itself.
      for (const [h, v] of Object.entries(res.headers)) if (typeof v === 'string' && !NODE_WRITES.has(h)) headers[h] = v;
      const file = join(dir, `${i}.bin`);
      await writeFile(file, body);
      manifest[`/t${i}`] = { file, headers };
      sizes.push({ bytes: body.length, encoding: headers['content-encoding'] ?? 'identity' });
    }
    const manifestFile = join(dir, 'manifest.json');
    await writeFile(manifestFile, JSON.stringify(manifest));
    yardstick = await startYardstick(manifest, manifestFile);
    const out: ListVsStatic[] = [];
    for (const [i, { path, headers }] of targets.entries()) {
      const app: Awaited<ReturnType<typeof cannon>>[] = [];
      const bare: Awaited<ReturnType<typeof cannon>>[] = [];
      const runApp = async () => app.push(await cannon(`${server.url}${path}`, seconds, headers, connections, CONNECT_SECONDS));
      const runStatic = async () => bare.push(await cannon(`${yardstick!.url}/t${i}`, seconds, headers, connections, CONNECT_SECONDS));
      // Both warmed up first, unmeasured, as load tests do: the first burst of 100 connections on a
      // cold process (code not yet compiled by the JIT, caches empty) is not the steady state.
      await autocannon({ url: `${server.url}${path}`, connections, duration: WARM_UP_SECONDS, headers });
      await autocannon({ url: `${yardstick!.url}/t${i}`, connections, duration: WARM_UP_SECONDS, headers });
      // Server, static, then static, server, ...: each goes first as often as the other.
      for (let round = 0; round < LIST_ROUNDS; round++) {
        if (round % 2 === 0) {
          await runApp();
          await runStatic();
        } else {
          await runStatic();
          await runApp();
        }
      }
      out.push({ path, ...sizes[i]!, app: combined(app, seconds), static: combined(bare, seconds) });
    }
    return out;
  } finally {
    await yardstick?.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The connections each list is compared at. At 10 a connection waits for each answer before it
 * asks again, so a request's fixed cost (the Host check, the request id, the log line, the
 * histogram) weighs in full; at 100 the server answers many requests per turn of its loop, as a
 * busy front door does (the pages bench's figure).
 */
const LIST_CONNECTIONS = [CONNECTIONS, 100] as const;

/** Each public list against a static server of the same bytes (target 0.5 or better). */
async function listsVsStatic(server: ServerChild, cookie: string, seconds: number): Promise<LoadResult['lists']> {
  const targets = PUBLIC_LISTS.map((path) => ({ path, headers: { cookie, ...BROWSER_HEADERS } }));
  const out: LoadResult['lists'] = [];
  for (const connections of LIST_CONNECTIONS) out.push({ connections, rows: await versusStatic(server, targets, seconds, connections) });
  return out;
}

function printLists({ connections, rows }: LoadResult['lists'][number], seconds: number) {
  console.log(
    `\neach public list against a static server of the same bytes at ${connections} connections (${LIST_ROUNDS} rounds of ${seconds} s each, taking turns; ` +
      'req/s over all rounds, median p50, worst p99):',
  );
  console.log('| list | bytes sent | server req/s | p50 | p99 | static req/s | p50 | p99 | ratio |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows)
    console.log(
      `| ${r.path.split('?')[0]} | ${(r.bytes / 1024).toFixed(1)} KB ${r.encoding} | ${r.app.rps.toFixed(0)} | ${r.app.p50} ms | ` +
        `${r.app.p99} ms | ${r.static.rps.toFixed(0)} | ${r.static.p50} ms | ${r.static.p99} ms | **${(r.app.rps / r.static.rps).toFixed(2)}** |`,
    );
}

const perCallSeconds = (seconds: number) => Math.max(2, Math.min(5, Math.round(seconds / 12)));
/** One turn of a list or of its static yardstick (2 s at the default 60 s). */
const listSeconds = (seconds: number) => Math.max(1, Math.min(2, Math.round(seconds / 30)));

async function loadOne(label: string, env: Record<string, string>, seconds: number, compareLists: boolean): Promise<LoadResult> {
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
      lists: compareLists ? await listsVsStatic(server, cookie, listSeconds(seconds)) : [],
    };
    console.log(
      `${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.requests} requests ` +
        `(${result.mbPerSec.toFixed(1)} MB/s), non-2xx ${result.non2xx}, errors ${result.errors} (timeouts ${result.timeouts}), ` +
        `server RSS ${before.rssMb.toFixed(0)} MB before, ${after.rssMb.toFixed(0)} MB after (peak ${after.peakMb.toFixed(0)} MB)`,
    );
    console.log(`each call alone (${perCallSeconds(seconds)} s each):`);
    for (const c of perCall)
      console.log(`  ${c.path.padEnd(32)} ${c.rps.toFixed(0).padStart(6)} req/s, p50 ${c.p50} ms, p99 ${c.p99} ms, failures ${c.failures}`);
    for (const lists of result.lists) printLists(lists, listSeconds(seconds));
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
    results.push(await loadOne('PGlite (DATA_DIR on disk)', { DATA_DIR: dataDir }, seconds, true));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const pg = await benchPostgres();
  if ('skipped' in pg) console.log(`\n### PostgreSQL: skipped (${pg.skipped})`);
  else {
    try {
      results.push(await loadOne(pg.label, { DATABASE_URL: pg.url, DATA_DIR: 'memory://' }, seconds, false));
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
  for (const r of results)
    console.log(
      `${r.label}: mixed load ${(r.rps / MIX_BEFORE_RPS).toFixed(1)}x the ${MIX_BEFORE_RPS} req/s before the load work (target 10x)`,
    );
  const failed = results.filter(
    (r) =>
      r.non2xx > 0 ||
      r.errors > 0 ||
      r.perCall.some((c) => c.failures > 0) ||
      r.lists.some(({ rows }) => rows.some((l) => l.app.failures > 0 || l.static.failures > 0)),
  );
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
