import type { Json } from '../../engine/configMerge.ts';
import { resolveRegionSet } from '../../engine/regionSet.ts';
import { decideRollout, type RolloutDecision, type RolloutKey, visitorKey } from '../../engine/rollout.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import { Rollout, type RolloutStep } from '../../schemas/rollout.ts';
import { SITE_CODES, type SiteCode } from '../../schemas/site.ts';
import type { Queryable } from '../db/types.ts';
import { HttpError } from '../http.ts';

/**
 * Rollouts as stored (server/db/migrations/040_ops_rollouts.sql) and as every request reads them:
 * the running ones, each with the region config its change makes, held beside deps.configs and
 * reloaded with them (server/ops/configStore.ts), so all instances pick the same version.
 */

/**
 * At most one running rollout per sub-site: a page then has two versions (the change or the live
 * one), so the render cache keeps at most two drawings per audience, and no two changes made on
 * the same live version are mixed.
 */
export const MAX_RUNNING_PER_REGION = 1;

interface Row {
  id: number;
  change_id: number;
  target: string;
  percent: number;
  steps: unknown;
  started_by: string;
  created: string | number;
}

const COLUMNS = 'id::int AS id, change_id::int AS change_id, target, percent, steps, started_by, created';

const fromRow = (r: Row): Rollout =>
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
  r: { changeId: number; target: SiteCode; percent: number; steps: RolloutStep[]; startedBy: string; now: number },
): Promise<Rollout> {
  const running = await db.query<{ id: number }>("SELECT id::int AS id FROM ops_rollouts WHERE target = $1 AND state = 'running'", [
    r.target,
  ]);
  if (running.length >= MAX_RUNNING_PER_REGION)
    throw new HttpError(
      409,
      `${r.target} already has a running rollout (#${running[0]!.id}): one sub-site runs at most ${MAX_RUNNING_PER_REGION} at a time, so finish or stop it first`,
    );
  const rows = await db.query<Row>(
    `INSERT INTO ops_rollouts (change_id, target, percent, steps, state, started_by, created, updated)
     VALUES ($1, $2, $3, $4::json, 'running', $5, $6, $6) RETURNING ${COLUMNS}`,
    [r.changeId, r.target, r.percent, JSON.stringify(r.steps), r.startedBy, r.now],
  );
  return fromRow(rows[0]!);
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

/** A running rollout as requests read it: with the config its change makes of the sub-site. */
export interface ActiveRollout {
  rollout: Rollout;
  config: RegionConfig;
}

const active = new WeakMap<object, Partial<Record<SiteCode, ActiveRollout>>>();

/** What changes the running rollouts (part of the store's stamp: a widening redraws pages). */
export const ROLLOUTS_STAMP_SQL =
  "SELECT COALESCE(string_agg(id || ':' || percent || ':' || updated, ',' ORDER BY id), '') AS stamp FROM ops_rollouts WHERE state = 'running'";

/**
 * Reads the running rollouts for the live files `live` and keeps them beside `configs`. A rollout
 * whose change was made on a version no longer live is left out: its config would undo the newer
 * publish, so everyone sees the live version until ops rebase the change.
 */
export async function loadRollouts(db: Queryable, configs: object, live: Record<string, { json: Json; version: number }>): Promise<void> {
  const rows = await db.query<Row & { json: unknown; base_version: number }>(
    `SELECT r.id::int AS id, r.change_id::int AS change_id, r.target, r.percent, r.steps, r.started_by, r.created, c.json, c.base_version::int AS base_version
       FROM ops_rollouts r JOIN ops_changes c ON c.id = r.change_id WHERE r.state = 'running'`,
  );
  const next: Partial<Record<SiteCode, ActiveRollout>> = {};
  for (const r of rows) {
    const site = SITE_CODES.find((s) => s === r.target);
    if (!site || live[site]?.version !== r.base_version) continue;
    const files = Object.fromEntries(Object.entries(live).map(([n, f]) => [n, f.json]));
    files[site] = (typeof r.json === 'string' ? JSON.parse(r.json) : r.json) as Json;
    const config = resolveRegionSet(files, [site]).configs[site];
    if (config) next[site] = { rollout: fromRow(r), config };
  }
  active.set(configs, next);
}

/** The running rollout of a sub-site, if any. */
export const activeRollout = (configs: object, site: SiteCode): ActiveRollout | undefined => active.get(configs)?.[site];

/** The region config a request of `site` sees, and the rollout's decision when one is running. */
export function configFor(
  configs: Record<SiteCode, RegionConfig>,
  site: SiteCode,
  key: RolloutKey | null,
  now: number,
): { config: RegionConfig; decision?: RolloutDecision } {
  const running = activeRollout(configs, site);
  if (!running) return { config: configs[site] };
  const decision = decideRollout(running.rollout, key, now);
  return { config: decision.variant ? running.config : configs[site], decision };
}

/**
 * A visitor's bucket (server/cacheKeyCookies.ts bucketOfHeader) as part of the page cache's key:
 * which running rollouts the bucket is in, not the cookie itself, so the visitors of one variant
 * share one kept page. (Whether consent lets the bucket count is decided by the consent state,
 * itself part of the key.)
 */
export function rolloutCachePart(configs: object, bucket: number | null, now: number): string {
  const running = active.get(configs);
  if (bucket === null || !running) return '';
  return Object.values(running)
    .map((r) => `${r.rollout.id}:${decideRollout(r.rollout, visitorKey(bucket), now).variant ? 1 : 0}`)
    .join(',');
}
