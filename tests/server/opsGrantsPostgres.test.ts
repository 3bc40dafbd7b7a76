/**
 * Grant changes on a PostgreSQL fleet: two server instances (each its own connection pool) on one
 * throwaway cluster, two administrators of `*` revoking each other at the same moment. The check
 * and the change are one transaction behind the grants lock, so one revoke wins and the other is
 * refused: somebody always keeps `admin` on `*`.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Cluster, startCluster } from '../../bench/postgres.ts';
import { isGlobalAdmin } from '../../engine/ops/grantRules.ts';
import { pathOf } from '../../schemas/endpoints.ts';
import { createApp } from '../../server/app.ts';
import type { Deps } from '../../server/appDeps.ts';
import { openServerDeps } from '../../server/openDeps.ts';
import { opsPeople } from '../../server/ops/grants.ts';
import { type Browser, signedIn, T0 } from './helpers.ts';

let cluster: Cluster;
const instances: Deps[] = [];
let onA: Record<string, Browser>;
let onB: Record<string, Browser>;
beforeAll(async () => {
  cluster = await startCluster();
  for (const seedDemo of [true, false]) instances.push(await openServerDeps({ databaseUrl: cluster.url, seedDemo, now: () => T0 }));
  onA = await signedIn(createApp(instances[0]!), ['ops']);
  onB = await signedIn(createApp(instances[1]!), ['approver']);
}, 120_000);
afterAll(async () => {
  for (const d of instances) await d.db.close();
  await cluster?.close();
});

const ADMIN_ALL = { target: '*', can: 'admin' } as const;
/** Who holds admin on `*`, read from the database (whoever holds it may be the one who lost it). */
const globalAdmins = async () => (await opsPeople(instances[0]!.db)).filter((p) => isGlobalAdmin(p.grants)).map((p) => p.username);

it('two administrators revoking each other at once: one wins, the other is refused', { timeout: 120_000 }, async () => {
  expect(await globalAdmins()).toEqual(['ops']);
  for (let round = 0; round < 8; round++) {
    expect((await onA.ops!.request(pathOf('opsGrant', { username: 'approver' }), { json: ADMIN_ALL })).status).toBe(200);
    expect(await globalAdmins()).toEqual(['approver', 'ops']);
    const [byOps, byApprover] = await Promise.all([
      onA.ops!.request(pathOf('opsRevoke', { username: 'approver' }), { json: ADMIN_ALL }),
      onB.approver!.request(pathOf('opsRevoke', { username: 'ops' }), { json: ADMIN_ALL }),
    ]);
    const statuses = [byOps.status, byApprover.status].sort();
    expect(statuses, `round ${round}`).toEqual([200, 403]);
    const left = await globalAdmins();
    expect(left, `round ${round}`).toHaveLength(1);
    // Put the fleet back as it started: ops the one administrator of *.
    if (left[0] === 'approver') {
      expect((await onB.approver!.request(pathOf('opsGrant', { username: 'ops' }), { json: ADMIN_ALL })).status).toBe(200);
      expect((await onA.ops!.request(pathOf('opsRevoke', { username: 'approver' }), { json: ADMIN_ALL })).status).toBe(200);
    }
  }
});
