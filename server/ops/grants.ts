import { ALL_TARGETS, isOpsAction, type OpsGrant } from '../../engine/ops/access.ts';
import { isTarget } from '../../engine/ops/targets.ts';
import type { Queryable } from '../db/types.ts';

/** A person's grants (issue 35 item 1); rows naming an unknown target or action are ignored. */
export async function grantsOf(db: Queryable, userId: number): Promise<OpsGrant[]> {
  const rows = await db.query<{ target: string; can: string }>('SELECT target, can FROM ops_grants WHERE user_id = $1', [userId]);
  return rows.flatMap((r) =>
    isOpsAction(r.can) && (r.target === ALL_TARGETS || isTarget(r.target)) ? [{ target: r.target as OpsGrant['target'], can: r.can }] : [],
  );
}

/** Gives a person grants (idempotent). */
export async function addGrants(db: Queryable, userId: number, grants: readonly OpsGrant[]): Promise<void> {
  for (const g of grants)
    await db.query('INSERT INTO ops_grants (user_id, target, can) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [userId, g.target, g.can]);
}
