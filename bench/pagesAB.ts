/**
 * Two checkouts of the server side by side on one page, taking turns, so a loaded machine hits
 * both alike: `npx tsx bench/pagesAB.ts BEFORE_DIR AFTER_DIR [path] [user]` (default `/` as the
 * trader). Each runs as its own process on its own PGlite in memory (the checkout's dist/ must
 * be built); for each, req/s, p50 and p99 of every round, and the server's CPU time per answer (all
 * its threads, from /proc), which other work on the machine disturbs far less than req/s.
 * A tool for comparing a change, not part of `npm run bench`. AB_ROUNDS (4), AB_SECONDS (5).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { loginCookie } from './loginCookie.ts';
import { type ServerChild, startServerChild } from './serverChild.ts';

const [before, after, path = '/', user = 'trader'] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: npx tsx bench/pagesAB.ts BEFORE_DIR AFTER_DIR [path] [user]');
const ROUNDS = Number(process.env.AB_ROUNDS ?? 4);
const SECONDS = Number(process.env.AB_SECONDS ?? 5);

/** CPU time of the process so far (user + system, every thread), in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

interface Side {
  label: string;
  server: ServerChild;
  headers: Record<string, string>;
  runs: { rps: number; p50: number; p99: number; failures: number }[];
  requests: number;
  cpu: number;
}

const sides: Side[] = [];
try {
  for (const [label, root] of [
    ['before', before],
    ['after', after],
  ] as const) {
    const server = await startServerChild({ DATA_DIR: 'memory://' }, undefined, resolve(root));
    const cookie = user === 'visitor' ? undefined : await loginCookie(server.url, user);
    const headers = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html', ...(cookie ? { cookie } : {}) };
    sides.push({ label: `${label} (${root})`, server, headers, runs: [], requests: 0, cpu: 0 });
  }
  const run = async (side: Side, seconds: number) => {
    const cpu0 = cpuMs(side.server.pid);
    const r = await autocannon({ url: `${side.server.url}${path}`, connections: 100, duration: seconds, headers: side.headers });
    return { r, cpu: cpuMs(side.server.pid) - cpu0 };
  };
  for (const side of sides) await run(side, 2); // warm-up, unmeasured
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
      const { r, cpu } = await run(side, SECONDS);
      side.runs.push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failures: r.non2xx + r.errors });
      side.requests += r.requests.total;
      side.cpu += cpu;
    }
  }
  console.log(
    `${path} as ${user}, 100 connections, ${ROUNDS} rounds of ${SECONDS} s, taking turns; load average now ${loadavg()[0]!.toFixed(1)}`,
  );
  for (const s of sides)
    console.log(
      `${s.label}: req/s ${s.runs.map((r) => r.rps.toFixed(0)).join(' / ')}, p50 ${s.runs.map((r) => r.p50).join(' / ')} ms, ` +
        `p99 ${s.runs.map((r) => r.p99).join(' / ')} ms, failures ${s.runs.reduce((n, r) => n + r.failures, 0)}, ` +
        `server CPU ${((s.cpu * 1000) / s.requests).toFixed(1)} µs per answer`,
    );
} finally {
  for (const s of sides) await s.server.stop();
}
