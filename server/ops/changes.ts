import type { ChangeRecord, ChangeState } from '../../engine/ops/changes.ts';
import { isTarget, type TargetName } from '../../engine/ops/targets.ts';
import type { Queryable } from '../db/types.ts';
import { HttpError } from '../http.ts';

/** A change with its content, as stored (server/db/migrations/036_ops_changes.sql). */
export interface StoredChange extends ChangeRecord {
  json: unknown;
}

interface Row {
  id: number;
  target: string;
  base_version: number;
  json: unknown;
  message: string;
  requested_by: string;
  created: string | number;
  state: ChangeState;
  needs_approval: boolean;
  reviewer: string | null;
  review_comment: string;
  reviewed: string | number | null;
  publish_at: string | number | null;
  scheduled_by: string | null;
  published_version: number | null;
  closed_by: string | null;
  outcome: string;
  group_key: string | null;
}

const COLUMNS = `id::int AS id, target, base_version::int AS base_version, json, message, requested_by, created, state, needs_approval,
  reviewer, review_comment, reviewed, publish_at, scheduled_by, published_version::int AS published_version, closed_by, outcome, group_key`;

const num = (v: string | number | null) => (v === null ? null : Number(v));

function fromRow(r: Row): StoredChange {
  return {
    id: r.id,
    target: (isTarget(r.target) ? r.target : 'base') as TargetName,
    baseVersion: r.base_version,
    json: typeof r.json === 'string' ? JSON.parse(r.json) : r.json,
    message: r.message,
    requestedBy: r.requested_by,
    created: Number(r.created),
    state: r.state,
    needsApproval: r.needs_approval,
    reviewer: r.reviewer,
    reviewComment: r.review_comment,
    reviewed: num(r.reviewed),
    publishAt: num(r.publish_at),
    scheduledBy: r.scheduled_by,
    publishedVersion: r.published_version,
    closedBy: r.closed_by,
    outcome: r.outcome,
    group: r.group_key,
  };
}

export interface NewChange {
  target: TargetName;
  baseVersion: number;
  json: unknown;
  message: string;
  requestedBy: string;
  now: number;
  /**
   * `published`: made and published in one step (a change of a group, server/routes/opsAnnouncementGroups.ts);
   * `approved`: made ready to publish where none is needed (a publisher's own rollout, server/routes/opsRolloutDraft.ts).
   */
  state: 'pending' | 'approved' | 'scheduled' | 'published';
  needsApproval: boolean;
  publishAt: number | null;
  /** The changes made together share it (one announcement for several sub-sites). */
  group?: string;
  publishedVersion?: number;
}

export async function insertChange(db: Queryable, c: NewChange): Promise<StoredChange> {
  const rows = await db.query<Row>(
    `INSERT INTO ops_changes (target, base_version, json, message, requested_by, created, state, needs_approval, publish_at, scheduled_by,
       updated, group_key, published_version, closed_by)
     VALUES ($1, $2, $3::json, $4, $5, $6, $7, $8, $9, $10, $6, $11, $12, $13) RETURNING ${COLUMNS}`,
    [
      c.target,
      c.baseVersion,
      JSON.stringify(c.json, null, 2),
      c.message,
      c.requestedBy,
      c.now,
      c.state,
      c.needsApproval,
      c.publishAt,
      c.publishAt === null ? null : c.requestedBy,
      c.group ?? null,
      c.publishedVersion ?? null,
      c.state === 'published' ? c.requestedBy : null,
    ],
  );
  return fromRow(rows[0]!);
}

export async function getChange(db: Queryable, id: number): Promise<StoredChange> {
  const rows = await db.query<Row>(`SELECT ${COLUMNS} FROM ops_changes WHERE id = $1`, [id]);
  if (!rows[0]) throw new HttpError(404, `no change ${id}`);
  return fromRow(rows[0]);
}

/** The open changes (and, with `all`, the closed ones too) of a target or of every target, newest first. */
export async function listChanges(
  db: Queryable,
  options: { targets: readonly string[]; all: boolean; limit: number },
): Promise<StoredChange[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM ops_changes WHERE target = ANY($1::text[])
       AND ($2 OR state IN ('pending', 'approved', 'scheduled')) ORDER BY id DESC LIMIT $3`,
    [options.targets, options.all, options.limit],
  );
  return rows.map(fromRow);
}

/** The changes of a group (made together), of the targets given, in the order they were made. */
export async function changesOfGroup(db: Queryable, group: string, targets: readonly string[]): Promise<StoredChange[]> {
  const rows = await db.query<Row>(`SELECT ${COLUMNS} FROM ops_changes WHERE group_key = $1 AND target = ANY($2::text[]) ORDER BY id`, [
    group,
    targets,
  ]);
  return rows.map(fromRow);
}

/** The fields a step of a change sets (column names as stored). */
export interface ChangeUpdate {
  state: ChangeState;
  reviewer?: string;
  review_comment?: string;
  reviewed?: number;
  publish_at?: number | null;
  scheduled_by?: string | null;
  published_version?: number;
  closed_by?: string;
  outcome?: string;
}

/**
 * Moves a change from `from` to a new state, or returns null when it was no longer in `from`
 * (someone else got there first): the state in the WHERE makes every step happen once.
 */
export async function moveChange(
  db: Queryable,
  id: number,
  from: readonly ChangeState[],
  update: ChangeUpdate,
  now: number,
): Promise<StoredChange | null> {
  const fields = Object.entries(update);
  const sets = fields.map(([k], i) => `${k} = $${i + 3}`).join(', ');
  const rows = await db.query<Row>(
    `UPDATE ops_changes SET ${sets}, updated = $2 WHERE id = $1 AND state = ANY($${fields.length + 3}::text[]) RETURNING ${COLUMNS}`,
    [id, now, ...fields.map(([, v]) => v), [...from]],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

/** The scheduled changes due at `now`, oldest first (what the scheduler then claims one by one). */
export async function dueChanges(db: Queryable, now: number): Promise<StoredChange[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM ops_changes WHERE state = 'scheduled' AND publish_at <= $1 ORDER BY publish_at, id LIMIT 50`,
    [now],
  );
  return rows.map(fromRow);
}

/**
 * Takes a due change for this transaction: locks its row unless another instance holds it (SKIP
 * LOCKED), and only while it is still scheduled. PostgreSQL and PGlite both do this.
 */
export async function claimScheduled(tx: Queryable, id: number): Promise<boolean> {
  const rows = await tx.query("SELECT id FROM ops_changes WHERE id = $1 AND state = 'scheduled' FOR UPDATE SKIP LOCKED", [id]);
  return rows.length === 1;
}
