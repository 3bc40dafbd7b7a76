import { ALL_TARGETS, isOpsAction, type OpsGrant } from '../../engine/ops/access.ts';
import { isTarget } from '../../engine/ops/targets.ts';
import { MEMO_MS } from '../auth/sessionMemo.ts';
import type { Queryable } from '../db/types.ts';
import { ShortMemo } from '../shortMemo.ts';

/** A person's grants; rows naming an unknown target or action are ignored. */
export async function grantsOf(db: Queryable, userId: number): Promise<OpsGrant[]> {
  const rows = await db.query<{ target: string; can: string }>('SELECT target, can FROM ops_grants WHERE user_id = $1', [userId]);
  return rows.flatMap((r) =>
    isOpsAction(r.can) && (r.target === ALL_TARGETS || isTarget(r.target)) ? [{ target: r.target as OpsGrant['target'], can: r.can }] : [],
  );
}

/** Whether a person holds any grant (the site's link to the console). */
export async function holdsGrants(db: Queryable, userId: number): Promise<boolean> {
  return (await grantsOf(db, userId)).length > 0;
}

// As a server-drawn page reads its session (server/auth/sessionMemo.ts): a grant change on this
// instance is seen at once, one on another instance at most MEMO_MS later.
const holding = new ShortMemo<number, boolean>(MEMO_MS, 10_000);

/** holdsGrants as a server-drawn page asks it: at most once a second per person. */
export function recallHoldsGrants(db: Queryable, userId: number): Promise<boolean> {
  return holding.recall(userId, () => holdsGrants(db, userId));
}

/** Gives a person grants (idempotent). */
export async function addGrants(db: Queryable, userId: number, grants: readonly OpsGrant[]): Promise<void> {
  holding.forget(userId);
  for (const g of grants)
    await db.query('INSERT INTO ops_grants (user_id, target, can) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [userId, g.target, g.can]);
}

/** Takes one grant from a person; whether they held it. */
export async function removeGrant(db: Queryable, userId: number, grant: OpsGrant): Promise<boolean> {
  holding.forget(userId);
  const rows = await db.query('DELETE FROM ops_grants WHERE user_id = $1 AND target = $2 AND can = $3 RETURNING user_id', [
    userId,
    grant.target,
    grant.can,
  ]);
  return rows.length > 0;
}

/**
 * Inside a transaction: waits for every other grant change to end and keeps the next ones out
 * until this one does, so the check that allows a change reads the grants it changes (two
 * administrators revoking each other: the second finds it no longer may). Readers are not held.
 */
export async function lockGrants(tx: Queryable): Promise<void> {
  await tx.query('LOCK TABLE ops_grants IN SHARE ROW EXCLUSIVE MODE');
}

/** How many people hold `admin` on every region (`*`). */
export async function globalAdminCount(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(DISTINCT user_id)::int AS n FROM ops_grants WHERE target = '*' AND can = 'admin'`,
  );
  return row?.n ?? 0;
}

export interface OpsPerson {
  id: number;
  username: string;
  /** The display name of the account (its nickname in the account info). */
  name: string;
  grants: OpsGrant[];
}

const PEOPLE_SQL = `SELECT id::int AS id, username, COALESCE(info->>'user_nick', '') AS name FROM users WHERE role = 'ops'`;

/** Every ops account and its grants, by username. */
export async function opsPeople(db: Queryable): Promise<OpsPerson[]> {
  const rows = await db.query<{ id: number; username: string; name: string }>(`${PEOPLE_SQL} ORDER BY username`);
  return Promise.all(rows.map(async (r) => ({ ...r, grants: await grantsOf(db, r.id) })));
}

/** One ops account and its grants, or undefined (no such account, or not an ops account). */
export async function opsPerson(db: Queryable, username: string): Promise<OpsPerson | undefined> {
  const [row] = await db.query<{ id: number; username: string; name: string }>(`${PEOPLE_SQL} AND username = $1`, [username]);
  return row ? { ...row, grants: await grantsOf(db, row.id) } : undefined;
}
