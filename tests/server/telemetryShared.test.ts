import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { createApp } from '../../server/app.ts';
import { openDb } from '../../server/db/adapter.ts';
import type { Db } from '../../server/db/types.ts';
import { DbUnavailableError } from '../../server/db/unavailable.ts';
import { openServerDeps } from '../../server/openDeps.ts';
import type { TelemetryLimits } from '../../server/telemetryLimitValues.ts';
import { fromAddress } from './helpers.ts';
import { openMemoryDb } from './memoryDb.ts';

/**
 * Two instances of the server on one database give a client one telemetry budget, not
 * one per instance (server/telemetryLimits.ts). On PGlite the two apps share one database in this
 * process, as they would share a folder one after the other; on PostgreSQL (TEST_DATABASE_URL,
 * as .ci/run provides) each instance has its own connection pool, as two processes would.
 */
const LIMITS: TelemetryLimits = { analyticsPosts: 6, errorReports: 3, windowMs: 60_000, analyticsRows: 1_000, errorGroups: 50 };

const targets: { name: string; open: () => Promise<{ dbs: [Db, Db]; cleanup: () => Promise<void> }> }[] = [
  {
    name: 'PGlite (one database, two apps)',
    open: async () => {
      const db = await openMemoryDb();
      return { dbs: [db, db], cleanup: () => db.close() };
    },
  },
];
const url = process.env.TEST_DATABASE_URL;
if (url) {
  targets.push({
    name: 'PostgreSQL (TEST_DATABASE_URL, a pool per instance)',
    open: async () => {
      const schema = `test_${randomBytes(6).toString('hex')}`;
      const a = await openDb({ databaseUrl: url, schema });
      const b = await openDb({ databaseUrl: url, schema });
      return {
        dbs: [a, b],
        cleanup: async () => {
          await a.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
          await Promise.all([a.close(), b.close()]);
        },
      };
    },
  });
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

describe.each(targets)('telemetry limits shared by two instances on $name', ({ open }) => {
  async function instances() {
    const { dbs, cleanup } = await open();
    cleanups.push(cleanup);
    // The first opens (migrates, seeds); the second finds the database ready, as a second process would.
    const apps = [];
    for (const db of dbs) apps.push(createApp({ ...(await openServerDeps({ db, seedDemo: false })), telemetryLimits: LIMITS }));
    return { apps, db: dbs[0] };
  }
  const post = (app: ReturnType<typeof createApp>, client: string, path: string, body: unknown) =>
    fromAddress(app, client).request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'csrftoken=t', csrftoken: 't' },
      body: JSON.stringify(body),
    });
  const click = { events: [{ name: 'login_click', props: {} }] };
  const counted = async (db: Db, key: string) =>
    (await db.query<{ points: number }>('SELECT points FROM telemetry_rate WHERE key = $1', [key]))[0]?.points;

  it('a client posting to both in turn gets the limit once; refused posts past the first on each instance write nothing', async () => {
    const { apps, db } = await instances();
    const client = '198.51.100.20';
    const statuses: number[] = [];
    for (let i = 0; i < 2 * LIMITS.analyticsPosts; i++) {
      const res = await post(apps[i % 2]!, client, ENDPOINTS.analytics.path, click);
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      await res.arrayBuffer();
    }
    // Per instance it would be 12 accepted; shared, the first 6 are and the rest are refused, on both.
    expect(statuses).toEqual([...Array(LIMITS.analyticsPosts).fill(200), ...Array(LIMITS.analyticsPosts).fill(429)]);
    // The instance that counted the 6th post blocked the client in memory at once; the other learnt
    // of it from the database with one refused post (the 7th); from then on both refuse from memory.
    const points = await counted(db, `analytics:${client}`);
    expect(points).toBe(LIMITS.analyticsPosts + 1);
    for (let i = 0; i < 20; i++) expect((await post(apps[i % 2]!, client, ENDPOINTS.analytics.path, click)).status).toBe(429);
    expect(await counted(db, `analytics:${client}`)).toBe(points);

    // Another client has its own budget; error reports have theirs, shared the same way.
    expect((await post(apps[1]!, '198.51.100.21', ENDPOINTS.analytics.path, click)).status).toBe(200);
    const report = { message: 'boom', stack: 'at x', url: '/', release: 'test' };
    const reports: number[] = [];
    for (let i = 0; i < 2 * LIMITS.errorReports; i++)
      reports.push((await post(apps[i % 2]!, client, ENDPOINTS.errorReport.path, report)).status);
    expect(reports).toEqual([...Array(LIMITS.errorReports).fill(200), ...Array(LIMITS.errorReports).fill(429)]);
  });
});

describe('telemetry limits while the counter table cannot be reached', () => {
  it('each instance goes on counting in memory: the limit holds, no 500', async () => {
    const db = await openMemoryDb('migrated');
    cleanups.push(() => db.close());
    const deps = await openServerDeps({ db, seedDemo: false });
    // The telemetry_rate statements fail as on a lost connection; the rest of the database answers.
    const cut: Db = {
      ...db,
      query: (sql, params) =>
        sql.includes('telemetry_rate') ? Promise.reject(new DbUnavailableError(new Error('connection refused'))) : db.query(sql, params),
    };
    const app = createApp({ ...deps, db: cut, telemetryLimits: LIMITS });
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.analyticsPosts + 2; i++) {
      const res = await fromAddress(app, '198.51.100.30').request(`http://localhost${ENDPOINTS.analytics.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: 'csrftoken=t', csrftoken: 't' },
        body: JSON.stringify({ events: [{ name: 'login_click', props: {} }] }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(LIMITS.analyticsPosts).fill(200), 429, 429]);
  });
});
