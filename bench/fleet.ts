/**
 * The fleet through nginx (`BENCH_ONLY=fleet npm run bench`, or `npx tsx bench/fleet.ts`): two
 * instances of server/main.ts on one PostgreSQL behind nginx with the shipped
 * deploy/nginx/exchange-layer.conf (tests/browser/fleetProcesses.ts), against the same nginx binary
 * serving the very bytes and headers the fleet sent from disk (a static location each, the same
 * compression: the files are those bytes). The visitor page, a layer fragment and a public list
 * come from nginx's cache (HIT, checked); the logged-in page is passed through to an instance.
 * At 10 and 100 connections, the two sides taking turns (bench/load.ts versusStatic). Skips, and
 * says why, without nginx or PostgreSQL.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { ENDPOINTS } from '../schemas/endpoints.ts';
import { buildAppIfStale } from '../scripts/buildApp.ts';
import { fleetDatabase, type Nginx, startNginx, startStaticNginx } from '../tests/browser/fleetProcesses.ts';
import { LIST_ROUNDS, logIn, versusStatic } from './load.ts';
import { type ServerChild, startServerChild } from './serverChild.ts';

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' };
const CONNECTIONS = [10, 100] as const;

/** Why the bench cannot run here, or null. */
function missing(): string | null {
  const nginx =
    existsSync('/usr/sbin/nginx') ||
    (() => {
      try {
        execFileSync('nginx', ['-v'], { stdio: 'ignore' });
        return true;
      } catch {
        return false;
      }
    })();
  if (!nginx) return 'nginx is not installed (Debian: apt-get install nginx-light)';
  if (!process.env.TEST_DATABASE_URL && !existsSync('/usr/lib/postgresql'))
    return 'PostgreSQL is needed for the fleet: set TEST_DATABASE_URL or install it (Debian: apt-get install postgresql)';
  return null;
}

const commit = (): string => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};

/** Prints the table; false when a request failed or a visitor's answer was not a cache HIT. */
export async function fleetBench(): Promise<boolean> {
  console.log('\n## The fleet through nginx');
  const why = missing();
  if (why) {
    console.log(`skipped: ${why}`);
    return true;
  }
  if (!buildAppIfStale('warn')) return false;
  const seconds = Math.max(1, Math.min(5, Math.round(Number(process.env.LOAD_SECONDS || 24) / 12)));
  const db = await fleetDatabase();
  const instances: ServerChild[] = [];
  let nginx: Nginx | undefined;
  try {
    // One after the other: both would seed the same empty database.
    for (let i = 0; i < 2; i++) instances.push(await startServerChild({ DATABASE_URL: db.url }));
    nginx = await startNginx(instances.map((s) => new URL(s.url).host));
    const sid = (await logIn(nginx.url)).split('; ').find((c) => c.startsWith('sid='))!;
    const rows = [
      { label: 'visitor home /', path: '/', headers: BROWSER, cached: true },
      { label: 'header fragment (eu, en)', path: '/layer/header?site=eu&lang=en', headers: BROWSER, cached: true },
      { label: 'footer fragment (uk)', path: '/layer/footer?site=uk', headers: BROWSER, cached: true },
      {
        label: 'small public list (tabs)',
        path: `${ENDPOINTS.tradeTabs.path}?area=web_trade`,
        headers: { ...BROWSER, accept: 'application/json' },
        cached: true,
      },
      { label: 'logged-in home / (trader)', path: '/', headers: { ...BROWSER, cookie: sid }, cached: false },
    ];
    let ok = true;
    // Visitors' answers from nginx's cache (asked twice: the first may fill it), the trader's passed through.
    for (const row of rows) {
      await fetch(`${nginx.url}${row.path}`, { headers: row.headers }).then((r) => r.arrayBuffer());
      const res = await fetch(`${nginx.url}${row.path}`, { headers: row.headers });
      await res.arrayBuffer();
      const status = res.headers.get('x-cache-status');
      if ((status === 'HIT') !== row.cached) {
        console.log(`${row.label}: X-Cache-Status ${status}, expected ${row.cached ? 'HIT' : 'not HIT'}`);
        ok = false;
      }
    }
    console.log(
      `machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), commit ${commit()}, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} before the run`,
    );
    console.log(`(${LIST_ROUNDS} rounds of ${seconds} s per side, taking turns; req/s over all rounds, worst p99)`);
    console.log('| answer | connections | bytes | fleet req/s | p99 | nginx from disk req/s | p99 | ratio |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const connections of CONNECTIONS) {
      const results = await versusStatic(nginx, rows, seconds, connections, (manifest) => startStaticNginx(manifest));
      results.forEach((r, i) => {
        if (r.app.failures + r.static.failures > 0) ok = false;
        console.log(
          `| ${rows[i]!.label} | ${connections} | ${(r.bytes / 1024).toFixed(1)} KB ${r.encoding} | ${r.app.rps.toFixed(0)} | ${r.app.p99} ms | ` +
            `${r.static.rps.toFixed(0)} | ${r.static.p99} ms | **${(r.app.rps / r.static.rps).toFixed(2)}** |` +
            (r.app.failures + r.static.failures > 0 ? ` ${r.app.failures} + ${r.static.failures} failed` : ''),
        );
      });
    }
    console.log(`(load average ${loadavg()[0]!.toFixed(1)} after the run)`);
    return ok;
  } finally {
    await nginx?.stop();
    await Promise.all(instances.map((s) => s.stop()));
    await db.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!(await fleetBench())) process.exitCode = 1;
}
