/**
 * Faults a deployment on PostgreSQL meets, against a throwaway cluster of its own (started here
 * from the installed server binaries, as .ci/run does; the test fails, saying why, when it cannot).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, startCluster } from '../../bench/postgres.ts';
import type { Json } from '../../engine/configMerge.ts';
import { UnreadNumResponse, UserInfoResponse } from '../../schemas/api/index.ts';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import { Browser, overHttp } from './helpers.ts';
import { killAllServerProcesses, type ServerProc, startServerProcess } from './serverProcess.ts';

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster();
});
afterAll(async () => {
  killAllServerProcesses();
  await cluster?.close();
});

interface Target {
  name: string;
  version: number;
  json: Json;
}

async function mainTarget(ops: Browser): Promise<Target> {
  const res = await ops.request(ENDPOINTS.opsState.path);
  if (res.status !== 200) throw new Error(`ops state: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { targets: Target[] } }).data.targets.find((t) => t.name === 'main')!;
}

describe('two server instances on one PostgreSQL', () => {
  it('share sessions, logoutAll, read state and published configs (live on the other on its next request)', async () => {
    const env = { DATABASE_URL: cluster.url, DATA_DIR: 'memory://' };
    // Started together: both migrate and seed the same empty database at once.
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    try {
      // A session made on A is a session on B.
      const onA = new Browser(overHttp, a.url);
      expect((await onA.login('trader')).status).toBe(200);
      const onB = new Browser(overHttp, b.url);
      for (const [k, v] of onA.jar) onB.jar.set(k, v);
      expect((await onB.get(ENDPOINTS.userInfo.path, UserInfoResponse)).data.nickname).toBe('trader');

      // Read state: marked read on A, read on B.
      const before = (await onB.get(ENDPOINTS.heraldUnread.path, UnreadNumResponse)).data;
      expect(before.trade).toBeGreaterThan(0);
      expect((await onA.request(ENDPOINTS.heraldRead.path, { form: { msg_type: 'trade' } })).status).toBe(200);
      expect((await onB.get(ENDPOINTS.heraldUnread.path, UnreadNumResponse)).data).toEqual({ ...before, trade: 0 });

      // A publish on B is live on A on A's next request.
      const ops = new Browser(overHttp, b.url);
      expect((await ops.login('ops')).status).toBe(200);
      const live = await mainTarget(ops);
      const draft = { ...(live.json as Record<string, Json>), name: 'Global (published on B)' };
      const pub = await ops.request(pathOf('opsPublish', { name: 'main' }), {
        json: { json: draft, baseVersion: live.version, message: 'two instances' },
      });
      expect(pub.status).toBe(200);
      ops.base = a.url;
      const seenOnA = await mainTarget(ops);
      expect(seenOnA.version).toBe(live.version + 1);
      expect(seenOnA.json).toEqual(draft);

      // logoutAll on B ends the trader's sessions everywhere, the one used on A included.
      const second = new Browser(overHttp, b.url);
      expect((await second.login('trader')).status).toBe(200);
      const out = await second.request(ENDPOINTS.logoutAll.path);
      expect(out.status).toBe(200);
      expect((await onA.request(ENDPOINTS.userInfo.path)).status).toBe(401);
      expect((await onB.request(ENDPOINTS.userInfo.path)).status).toBe(401);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});

interface Sample {
  path: string;
  started: number;
  ms: number;
  status: number;
  retryAfter: string | null;
}

describe('PostgreSQL stopped and started under load', () => {
  it('answers 503 while it is gone (public lists still 200) and recovers without a restart', async () => {
    const server: ServerProc = await startServerProcess({ DATABASE_URL: cluster.url, DATA_DIR: 'memory://' });
    try {
      const browser = new Browser(overHttp, server.url);
      expect((await browser.login('vip')).status).toBe(200);
      const NEEDS_DB: string[] = [ENDPOINTS.heraldUnread.path, ENDPOINTS.userInfo.path, ENDPOINTS.favourites.path];
      const PUBLIC = [`${ENDPOINTS.spots.path}?exchange_type=ALL&timezone=`, `${ENDPOINTS.tradeTabs.path}?area=web_trade`];
      const samples: Sample[] = [];
      let running = true;
      // Four browsers' worth of steady traffic, each cycling through the calls.
      const worker = async (w: number) => {
        const paths = [...NEEDS_DB, ...PUBLIC];
        for (let i = w; running; i++) {
          const path = paths[i % paths.length]!;
          const started = Date.now();
          const res = await browser.request(path);
          await res.arrayBuffer();
          samples.push({ path, started, ms: Date.now() - started, status: res.status, retryAfter: res.headers.get('retry-after') });
        }
      };
      const workers = [0, 1, 2, 3].map(worker);
      const count = (from: number, test: (s: Sample) => boolean) => samples.filter((s) => s.started >= from && test(s)).length;
      const waitFor = async (what: string, cond: () => boolean, ms = 60_000) => {
        const until = Date.now() + ms;
        while (!cond()) {
          if (Date.now() > until) throw new Error(`no ${what} within ${ms} ms`);
          await new Promise((r) => setTimeout(r, 50));
        }
      };

      const t0 = Date.now();
      await waitFor('40 answers before the stop', () => count(t0, () => true) >= 40);
      // pg_ctl blocks this process until the server is down: a call sent just before the stop
      // may meet it going down, so "before" is what was answered before the stop began, and
      // what straddles the stop may be either a 200 or a 503, never anything else.
      const stopping = Date.now();
      cluster.stop();
      const stopped = Date.now();
      await waitFor('30 database calls while stopped', () => count(stopped, (s) => NEEDS_DB.includes(s.path)) >= 30);
      await waitFor('10 public list calls while stopped', () => count(stopped, (s) => PUBLIC.includes(s.path)) >= 10);
      cluster.start();
      const restarted = Date.now();
      await waitFor('40 answers after the start', () => count(restarted, () => true) >= 40);
      running = false;
      await Promise.all(workers);

      const before = samples.filter((s) => s.started + s.ms < stopping);
      const straddling = samples.filter((s) => s.started < stopped && s.started + s.ms >= stopping);
      expect(straddling.filter((s) => s.status !== 200 && s.status !== 503)).toEqual([]);
      const during = samples.filter((s) => s.started >= stopped && s.started < restarted);
      expect(before.length).toBeGreaterThanOrEqual(40);
      expect(before.filter((s) => s.status !== 200)).toEqual([]);
      // While gone: every call that needs the database is a 503, never a 500 or a hang (a call
      // held past the server's own 3 s limit would be its 504); the public lists keep being served
      // from their snapshots.
      const dbDuring = during.filter((s) => NEEDS_DB.includes(s.path));
      expect(dbDuring.filter((s) => s.status !== 503)).toEqual([]);
      expect(during.filter((s) => PUBLIC.includes(s.path) && s.status !== 200)).toEqual([]);
      expect(dbDuring.every((s) => s.retryAfter === '5')).toBe(true);
      // Back: the same process answers 200 again, the session still valid.
      const after = samples.filter((s) => s.started >= restarted);
      expect(after.filter((s) => s.status !== 200)).toEqual([]);
      expect(server.proc.exitCode).toBeNull();
      expect((await browser.get(ENDPOINTS.userInfo.path, UserInfoResponse)).data.nickname).toBe('vip');
      // Faults repeated on every request are written once per kind and window of 10 s, then
      // counted (server/log.ts): a few lines, not one per 503 (7,351 for a 10 s stop).
      const faults = server
        .log()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { level: number; fault?: string })
        .filter((l) => l.level >= 50);
      const kinds = new Set(faults.map((l) => l.fault));
      expect(faults.length).toBeGreaterThan(0);
      expect(kinds.size).toBeLessThanOrEqual(4);
      const windows = Math.ceil((Date.now() - stopped) / 10_000) + 1;
      expect(faults.length, faults.map((l) => JSON.stringify(l)).join('\n')).toBeLessThanOrEqual(kinds.size * 2 * windows);
      console.log(
        `PostgreSQL stop/start under load: ${before.length} answers before (all 200), ${during.length} while stopped ` +
          `(${dbDuring.length} database calls, all 503, slowest ${Math.max(...dbDuring.map((s) => s.ms))} ms), ${after.length} after (all 200); ` +
          `${faults.length} fault log lines (${[...kinds].join(', ')})`,
      );
    } finally {
      await server.stop();
    }
  });
});
