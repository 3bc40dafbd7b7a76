import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { createApp } from '../../server/app.ts';
import { createSession, endAllSessions, endSession, sessionUserId } from '../../server/auth/sessions.ts';
import { findUserByName } from '../../server/auth/users.ts';
import { openDb } from '../../server/db/adapter.ts';
import { migrate } from '../../server/db/migrate.ts';
import type { Db } from '../../server/db/types.ts';
import { loadRegionConfigs } from '../../server/regionConfigLoader.ts';
import { seedBase, seedDemo } from '../../server/seed/seed.ts';
import { Browser, T0 } from './helpers.ts';
import { openMemoryDb } from './memoryDb.ts';

const TABLES = [
  'analytics_events',
  'announcement_versions',
  'error_reports',
  'favourites',
  'login_lockouts',
  'login_throttle',
  'market_favourites',
  'notifications',
  'oauth_codes',
  'ops_audit',
  'ops_changes',
  'ops_draft_links',
  'ops_drafts',
  'ops_grants',
  'ops_rollouts',
  'region_config_versions',
  'remote_menu_versions',
  'schema_migrations',
  'server_secrets',
  'sessions',
  'telemetry_rate',
  'users',
];

/** The same checks against embedded PGlite and, when TEST_DATABASE_URL is set (CI), a real PostgreSQL. */
const targets: { name: string; open: () => Promise<{ db: Db; cleanup: () => Promise<void> }> }[] = [
  { name: 'PGlite (memory)', open: async () => ({ db: await openMemoryDb(), cleanup: async () => {} }) },
];
const url = process.env.TEST_DATABASE_URL;
if (url) {
  targets.push({
    name: 'PostgreSQL (TEST_DATABASE_URL)',
    open: async () => {
      const schema = `test_${randomBytes(6).toString('hex')}`;
      const db = await openDb({ databaseUrl: url, schema });
      return {
        db,
        cleanup: async () => {
          const admin = await openDb({ databaseUrl: url });
          await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
          await admin.close();
        },
      };
    },
  });
}

describe.each(targets)('storage on $name', ({ open }) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await open());
  });
  afterAll(async () => {
    await db?.close();
    await cleanup?.();
  });

  it('applies the migrations once, in order, tracked in a table', async () => {
    const [first, again] = await Promise.all([migrate(db), migrate(db)]);
    const files = readdirSync(new URL('../../server/db/migrations/', import.meta.url)).filter((f) => f.endsWith('.sql'));
    expect(files.length).toBeGreaterThanOrEqual(4);
    // Both concurrent runs together apply each file exactly once, in name order.
    expect([...first, ...again]).toEqual(files.sort());
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ table_name: string }>(
      'SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name',
    );
    expect(rows.map((r) => r.table_name)).toEqual(TABLES);
  });

  it('seeds idempotently and returns BIGINT and JSONB columns as numbers and objects', async () => {
    expect(await seedDemo(db, T0)).toEqual(['trader', 'vip', 'sub', 'weak', 'nodeposit', 'ops', 'editor', 'publisher', 'approver']);
    expect(await seedDemo(db, T0)).toEqual([]);
    await seedBase(db, T0);
    await seedBase(db, T0);
    const [menus] = await db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM remote_menu_versions');
    expect(menus?.n).toBe(1);
    const trader = await findUserByName(db, 'Trader');
    expect(trader).toMatchObject({ uid: 26184753, role: 'user', info: { tier_level: 0 } });
    expect(typeof trader?.id).toBe('number');
    expect(trader?.password_hash).toMatch(/^scrypt\$/);
  });

  it('keeps sessions: create, look up, end one, end all', async () => {
    const user = (await findUserByName(db, 'trader'))!;
    const a = await createSession(db, user.id, T0, 'test');
    const b = await createSession(db, user.id, T0);
    expect(await sessionUserId(db, a, T0 + 1000)).toBe(user.id);
    expect(await sessionUserId(db, 'forged-token', T0)).toBeNull();
    const [row] = await db.query<{ created: number; expires: number }>('SELECT created, expires FROM sessions LIMIT 1');
    expect(row?.created).toBe(T0);
    expect(await endSession(db, a)).toBe(1);
    expect(await sessionUserId(db, a, T0)).toBeNull();
    expect(await sessionUserId(db, b, T0)).toBe(user.id);
    expect(await endAllSessions(db, user.id)).toBe(1);
    expect(await sessionUserId(db, b, T0)).toBeNull();
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO favourites (user_id, market, pair, created) SELECT id, 'SPOT', 'BTC_USDT', 0 FROM users LIMIT 1");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const [row] = await db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM favourites');
    expect(row?.n).toBe(0);
  });

  it('serves a login round trip through the app', async () => {
    const app = createApp({ db, configs: await loadRegionConfigs(), now: () => T0, seedDemo: true });
    const browser = new Browser(app);
    expect((await browser.login('vip')).status).toBe(200);
    const info = await (await browser.request(ENDPOINTS.userInfo.path)).json();
    expect(info.data.tier_level).toBe(3);
  });
});
