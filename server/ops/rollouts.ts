import { REMOTE_MENU, regionOfTarget } from '../../engine/ops/targets.ts';
import { Rollout, type RolloutStep, type RolloutTarget } from '../../schemas/rollout.ts';
import { SITE_CODES, type SiteCode } from '../../schemas/site.ts';
import type { Queryable } from '../db/types.ts';
import { HttpError } from '../http.ts';
import { writeAudit } from './audit.ts';

/**
 * Rollouts as stored (server/db/migrations/040_ops_rollouts.sql); what requests read of the running
 * ones is server/ops/activeRollouts.ts.
 */

/**
 * At most one running rollout per sub-site, counting its region file, its announcement bar and the
 * remote menu (which every sub-site shows): a page then has two versions (the change or the live
 * one), so the render cache keeps at most two drawings per audience, a page's events count in one
 * rollout, and no two changes made on the same live version are mixed.
 */
export const MAX_RUNNING_PER_REGION = 1;

/** The sub-sites whose pages a change to `target` alters: its own, or every one for the remote menu. */
export const sitesOf = (target: RolloutTarget): readonly SiteCode[] => {
  if (target === REMOTE_MENU) return SITE_CODES;
  const site = regionOfTarget(target);
  return site ? [site] : [];
};

export interface Row {
  id: number;
  change_id: number;
  target: string;
  percent: number;
  steps: unknown;
  started_by: string;
  created: string | number;
}

const COLUMNS = 'id::int AS id, change_id::int AS change_id, target, percent, steps, started_by, created';

export const fromRow = (r: Row): Rollout =>
  Rollout.parse({
    id: r.id,
    changeId: r.change_id,
    target: r.target,
    percent: r.percent,
    steps: typeof r.steps === 'string' ? JSON.parse(r.steps) : r.steps,
    startedBy: r.started_by,
    created: Number(r.created),
  });

export async function insertRollout(
  db: Queryable,
  r: { changeId: number; target: RolloutTarget; percent: number; steps: RolloutStep[]; startedBy: string; now: number },
): Promise<Rollout> {
  // Two instances starting rollouts of one sub-site's file and of the remote menu at once: the
  // unique index holds one per target, this lock the cap across targets.
  await db.query('LOCK TABLE ops_rollouts IN SHARE ROW EXCLUSIVE MODE');
  const mine = sitesOf(r.target);
  const running = (
    await db.query<{ id: number; target: RolloutTarget }>("SELECT id::int AS id, target FROM ops_rollouts WHERE state = 'running'")
  ).filter((o) => sitesOf(o.target).some((s) => mine.includes(s)));
  if (running.length >= MAX_RUNNING_PER_REGION) {
    const [other] = running;
    const shared = sitesOf(other!.target).filter((s) => mine.includes(s));
    const where = shared.length === 1 ? shared[0] : `${shared.length} sub-sites`;
    throw new HttpError(
      409,
      `${where} already has a running rollout (#${other!.id}, of ${other!.target}): a sub-site runs at most ${MAX_RUNNING_PER_REGION} at a time, counting its region file, its announcement bar and the remote menu, so finish or stop it first`,
    );
  }
  const rows = await db.query<Row>(
    `INSERT INTO ops_rollouts (change_id, target, percent, steps, state, started_by, created, updated)
     VALUES ($1, $2, $3, $4::json, 'running', $5, $6, $6) RETURNING ${COLUMNS}`,
    [r.changeId, r.target, r.percent, JSON.stringify(r.steps), r.startedBy, r.now],
  );
  return fromRow(rows[0]!);
}

/**
 * Starts the rollout of a change inside the caller's transaction and audits it as `rollout`, with
 * the change, the rollout and its steps (and whatever `detail` adds).
 */
export async function startRollout(
  tx: Queryable,
  change: { id: number; baseVersion: number; message: string },
  r: { target: RolloutTarget; percent: number; steps: RolloutStep[]; startedBy: string; now: number },
  detail: Record<string, unknown> = {},
): Promise<Rollout> {
  const made = await insertRollout(tx, { changeId: change.id, ...r });
  await writeAudit(tx, {
    created: r.now,
    actor: r.startedBy,
    action: 'rollout',
    target: r.target,
    version: null,
    base_version: change.baseVersion,
    message: change.message,
    detail: { change: change.id, rollout: made.id, percent: made.percent, steps: made.steps, ...detail },
  });
  return made;
}

/** A stored rollout with where it stands: running, stopped (rolled back) or finished, and who or what ended it and why. */
export type StoredRollout = Rollout & { state: RolloutState; endedBy: string | null; endReason: string | null };
export type RolloutState = 'running' | 'stopped' | 'finished';
type StateRow = Row & { state: RolloutState; ended_by: string | null; end_reason: string | null };
const STATE_COLUMNS = `${COLUMNS}, state, ended_by, end_reason`;
const storedOf = (r: StateRow): StoredRollout => ({ ...fromRow(r), state: r.state, endedBy: r.ended_by, endReason: r.end_reason });

export async function getRollout(db: Queryable, id: number): Promise<StoredRollout> {
  const rows = await db.query<StateRow>(`SELECT ${STATE_COLUMNS} FROM ops_rollouts WHERE id = $1`, [id]);
  if (!rows[0]) throw new HttpError(404, `no rollout ${id}`);
  return storedOf(rows[0]);
}

/**
 * Ends a running rollout (stopped: everyone back on the live version; finished: its change
 * published), only while it is still running: of two instances or people ending it at once, one
 * gets the row and the other null.
 */
export async function endRollout(
  db: Queryable,
  id: number,
  end: { state: 'stopped' | 'finished'; by: string; reason: string; now: number },
): Promise<StoredRollout | null> {
  const rows = await db.query<StateRow>(
    `UPDATE ops_rollouts SET state = $2, ended_by = $3, end_reason = $4, updated = $5 WHERE id = $1 AND state = 'running' RETURNING ${STATE_COLUMNS}`,
    [id, end.state, end.by, end.reason, end.now],
  );
  return rows[0] ? storedOf(rows[0]) : null;
}

/**
 * A change published by any road (its publish, its schedule, its rollout's finish) ends its running
 * rollout as finished, in the publishing transaction: the sub-site is free for the next one.
 * Returns the rollout's id, or null when none was running.
 */
export async function finishRolloutOf(db: Queryable, changeId: number, by: string, version: number, now: number): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    `UPDATE ops_rollouts SET state = 'finished', ended_by = $2, end_reason = $3, updated = $4
      WHERE change_id = $1 AND state = 'running' RETURNING id::int AS id`,
    [changeId, by, `finished by ${by}: published to everyone as version ${version}`, now],
  );
  return rows[0]?.id ?? null;
}

/** Sets a running rollout's share now; the later steps it already passed are dropped. */
export async function widenRollout(db: Queryable, id: number, percent: number, now: number): Promise<Rollout> {
  const current = await getRollout(db, id);
  if (current.state !== 'running') throw new HttpError(409, `rollout ${id} is ${current.state}: only a running rollout widens`);
  if (percent <= current.percent)
    throw new HttpError(
      409,
      `rollout ${id} already reaches ${current.percent}%: widening only adds visitors, so ask for more than ${current.percent}%`,
    );
  const steps = current.steps.filter((s) => s.percent > percent);
  const rows = await db.query<Row>(
    `UPDATE ops_rollouts SET percent = $2, steps = $3::json, updated = $4 WHERE id = $1 AND state = 'running' RETURNING ${COLUMNS}`,
    [id, percent, JSON.stringify(steps), now],
  );
  if (!rows[0]) throw new HttpError(409, `rollout ${id} is no longer running`);
  return fromRow(rows[0]);
}

export async function listRollouts(db: Queryable): Promise<StoredRollout[]> {
  const rows = await db.query<StateRow>(`SELECT ${STATE_COLUMNS} FROM ops_rollouts ORDER BY id DESC LIMIT 100`);
  return rows.map(storedOf);
}
