/**
 * Scheduled changes on PostgreSQL: two server instances (each its own connection pool) on one
 * throwaway cluster look for due changes at the same moment; each change goes live once. (The
 * same race on PGlite: tests/server/opsSchedule.test.ts.)
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Cluster, startCluster } from '../../bench/postgres.ts';
import type { Deps } from '../../server/appDeps.ts';
import { openServerDeps } from '../../server/openDeps.ts';
import { insertChange } from '../../server/ops/changes.ts';
import { configStoreFor } from '../../server/ops/configStore.ts';
import { publishDue } from '../../server/ops/scheduler.ts';
import { T0 } from './helpers.ts';

let cluster: Cluster;
const clock = { now: T0 };
let a: Deps;
let b: Deps;
beforeAll(async () => {
  cluster = await startCluster();
  a = await openServerDeps({ databaseUrl: cluster.url, seedDemo: false, now: () => clock.now });
  b = await openServerDeps({ databaseUrl: cluster.url, seedDemo: false, now: () => clock.now });
}, 120_000);
afterAll(async () => {
  await a?.db.close();
  await b?.db.close();
  await cluster?.close();
});

it('two instances publish each due change once (FOR UPDATE SKIP LOCKED)', { timeout: 120_000 }, async () => {
  const store = await configStoreFor(a);
  const sites = ['jp', 'sg', 'au', 'hk'] as const;
  const ids: number[] = [];
  for (const site of sites) {
    const json = { ...(store.live[site]!.json as Record<string, unknown>), name: `${site} on time` };
    const change = await insertChange(a.db, {
      target: site,
      baseVersion: store.live[site]!.version,
      json,
      message: 'scheduled',
      requestedBy: 'publisher',
      now: clock.now,
      state: 'scheduled',
      needsApproval: false,
      publishAt: T0 + 60_000,
    });
    ids.push(change.id);
  }
  clock.now = T0 + 60_000;
  const results = (await Promise.all([publishDue(a), publishDue(b), publishDue(a), publishDue(b)])).flat();
  for (const id of ids) {
    const outcomes = results.filter((r) => r.change === id).map((r) => r.outcome);
    expect(
      outcomes.filter((o) => o === 'published'),
      `change ${id}: ${outcomes.join(', ')}`,
    ).toHaveLength(1);
    expect(
      outcomes.every((o) => o === 'published' || o === 'taken'),
      `change ${id}: ${outcomes.join(', ')}`,
    ).toBe(true);
  }
  const rows = await a.db.query<{ site: string; n: number }>(
    'SELECT site, COUNT(*)::int AS n FROM region_config_versions WHERE site = ANY($1::text[]) GROUP BY site ORDER BY site',
    [[...sites]],
  );
  expect(rows).toEqual([...sites].sort().map((site) => ({ site, n: 1 })));
  const states = await a.db.query<{ state: string }>('SELECT state FROM ops_changes WHERE id = ANY($1::bigint[])', [ids]);
  expect(states.map((s) => s.state)).toEqual(ids.map(() => 'published'));
});
