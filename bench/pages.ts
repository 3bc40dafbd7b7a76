/**
 * Pages and fragments at the front door. Each from the reference server (its own
 * process, PGlite on disk) against a bare static server answering the very bytes the server sent,
 * taking turns in the same run, at 10 and at 100 connections: the visitor's home page, the header and footer
 * fragments a host page includes, and the logged-in trader's home page. Then the render cache's
 * memory with every sub-site and language drawn (in this process). Targets (DESIGN.md Budgets): a
 * visitor page or fragment at 0.8x the static server or better with p99 under 20 ms; a logged-in
 * page at 0.2x or better with p99 under 100 ms. Alone: `npx tsx bench/pages.ts` (or BENCH_ONLY=pages npm run bench).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { langPrefix } from '../engine/links.ts';
import { LANG_CODES, SITE_CODES } from '../schemas/siteConstants.ts';
import { buildAppIfStale } from '../scripts/buildApp.ts';
import { createApp } from '../server/app.ts';
import { log } from '../server/log.ts';
import { openServerDeps } from '../server/openDeps.ts';
import { RENDER_CACHE_MAX_BYTES, RENDER_CACHE_MAX_ENTRIES, renderCacheStats } from '../server/renderCache.ts';
import { LIST_ROUNDS, type ListVsStatic, logIn, versusStatic } from './load.ts';
import { startServerChild } from './serverChild.ts';

/**
 * At 10 a connection waits for each answer before it asks again, so a request's fixed cost weighs
 * in full; at 100 the server answers many requests per turn of its loop, as a busy front door does.
 */
const CONNECTIONS = [10, 100] as const;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' };

interface Row {
  label: string;
  /** req/s measured from outside before the page caching work, for the "x before" column. */
  before: number;
  target: { ratio: number; p99: number };
  personal: boolean;
  path: string;
}

const ROWS: Row[] = [
  { label: 'visitor home /', before: 80, target: { ratio: 0.8, p99: 20 }, personal: false, path: '/' },
  {
    label: 'fragment /layer/header (eu, en)',
    before: 176,
    target: { ratio: 0.8, p99: 20 },
    personal: false,
    path: '/layer/header?site=eu&lang=en',
  },
  {
    label: 'fragment /layer/footer (eu, en)',
    before: 176,
    target: { ratio: 0.8, p99: 20 },
    personal: false,
    path: '/layer/footer?site=eu&lang=en',
  },
  { label: 'logged-in home / (trader)', before: 46, target: { ratio: 0.2, p99: 100 }, personal: true, path: '/' },
];

function printRows(rows: { row: Row; r: ListVsStatic }[], seconds: number, connections: number): boolean {
  console.log(
    `\nPages and fragments against a static server of the same bytes (${connections} connections, ${LIST_ROUNDS} rounds of ${seconds} s each, taking turns; ` +
      'each round measured on its open connections after a first second in which they open, whose p99 is the last column):',
  );
  console.log(
    '| page | bytes sent | server req/s | p50 | p99 | static req/s | ratio | target | before caching | x before | p99 while connecting: server, static |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  let met = true;
  for (const { row, r } of rows) {
    const ratio = r.app.rps / r.static.rps;
    const ok = ratio >= row.target.ratio && r.app.p99 < row.target.p99 && r.app.failures === 0;
    met &&= ok;
    console.log(
      `| ${row.label} | ${(r.bytes / 1024).toFixed(1)} KB ${r.encoding} | ${r.app.rps.toFixed(0)} | ${r.app.p50} ms | ${r.app.p99} ms | ` +
        `${r.static.rps.toFixed(0)} | **${ratio.toFixed(2)}** | ${row.target.ratio}x, p99 < ${row.target.p99} ms ${ok ? 'met' : 'NOT met'} | ` +
        `${row.before} req/s | ${(r.app.rps / row.before).toFixed(1)}x | ${r.app.connectingP99} ms, ${r.static.connectingP99} ms |`,
    );
  }
  return met;
}

/** The render cache with every sub-site and language drawn for a visitor: how much it holds. */
async function renderCacheMemory(): Promise<void> {
  // This app runs in the bench's own process: its request log lines would land in the bench's
  // output (after the table, pino writes asynchronously). Warnings and faults are still written.
  const level = log.level;
  log.level = 'warn';
  try {
    await drawEverySiteAndLanguage();
  } finally {
    log.level = level;
  }
}

async function drawEverySiteAndLanguage(): Promise<void> {
  const deps = await openServerDeps({ dataDir: 'memory://', staticDir: join(new URL('..', import.meta.url).pathname, 'dist') });
  try {
    const app = createApp(deps);
    for (const site of SITE_CODES)
      for (const lang of LANG_CODES) {
        const res = await app.request(`http://127.0.0.1${langPrefix(lang)}/`, { headers: { host: '127.0.0.1', cookie: `site=${site}` } });
        await res.arrayBuffer();
      }
    const s = renderCacheStats(deps);
    console.log(
      `\nrender cache after every sub-site x language home page (${SITE_CODES.length * LANG_CODES.length}): ${s.entries} drawings, ` +
        `${(s.bytes / 1024 / 1024).toFixed(1)} MB of markup (${(s.bytes / s.entries / 1024).toFixed(0)} KB each); ` +
        `cap ${RENDER_CACHE_MAX_ENTRIES} drawings or ${RENDER_CACHE_MAX_BYTES / 1024 / 1024} MB`,
    );
  } finally {
    await deps.db.close();
  }
}

/** Prints the table; false when a target was missed or a request failed. */
export async function pagesBench(): Promise<boolean> {
  const seconds = Math.max(2, Math.min(5, Math.round(Number(process.env.LOAD_SECONDS || 60) / 12)));
  console.log('\n## Pages and fragments at the front door');
  // The pages are drawn from the built app: a fresh clone has none until this builds it.
  if (!buildAppIfStale('warn')) return false;
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-pages-'));
  const server = await startServerChild({ DATA_DIR: dataDir });
  let met = false;
  try {
    const cookie = await logIn(server.url);
    const sid = cookie.split('; ').find((c) => c.startsWith('sid='))!;
    const rows = ROWS.map((row) => ({ path: row.path, headers: { ...BROWSER, ...(row.personal ? { cookie: sid } : {}) } }));
    met = true;
    for (const connections of CONNECTIONS) {
      const results = await versusStatic(server, rows, seconds, connections);
      const ok = printRows(
        ROWS.map((row, i) => ({ row, r: results[i]! })),
        seconds,
        connections,
      );
      met &&= ok;
    }
    const before = server.memory();
    console.log(`server RSS ${before.rssMb.toFixed(0)} MB (peak ${before.peakMb.toFixed(0)} MB)`);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  await renderCacheMemory();
  console.log(`(load generator and server share this machine's ${cpus().length} cores; load average now ${loadavg()[0]!.toFixed(1)})`);
  return met;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!(await pagesBench())) process.exitCode = 1;
}
