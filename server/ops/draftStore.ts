import type { OpsDraft } from '../../schemas/api/ops/drafts.ts';
import type { Queryable } from '../db/types.ts';

/** The shared drafts as stored (server/db/migrations/044_ops_drafts.sql). */
interface Row {
  target: string;
  text: string;
  base_version: number;
  revision: number;
  saved_by: string;
  saved: string | number;
}

const COLUMNS = 'target, text, base_version::int AS base_version, revision::int AS revision, saved_by, saved';

const fromRow = (r: Row): OpsDraft => ({
  target: r.target,
  text: r.text,
  baseVersion: r.base_version,
  revision: r.revision,
  savedBy: r.saved_by,
  saved: Number(r.saved),
});

export async function getDraft(db: Queryable, target: string): Promise<OpsDraft | null> {
  const rows = await db.query<Row>(`SELECT ${COLUMNS} FROM ops_drafts WHERE target = $1`, [target]);
  return rows[0] ? fromRow(rows[0]) : null;
}

/** The drafts of `targets`, without their text, most recently saved first. */
export async function listDrafts(db: Queryable, targets: readonly string[]): Promise<Omit<OpsDraft, 'text'>[]> {
  const rows = await db.query<Row>(`SELECT ${COLUMNS} FROM ops_drafts WHERE target = ANY($1::text[]) ORDER BY saved DESC`, [targets]);
  return rows.map(fromRow).map(({ text: _text, ...rest }) => rest);
}

export interface DraftSave {
  target: string;
  text: string;
  baseVersion: number;
  /** The revision replaced; 0 for a new draft. */
  revision: number;
  by: string;
  now: number;
}

/**
 * Saves a draft over the revision it was made on, in one statement: null when that revision is no
 * longer the stored one (someone saved or discarded after it), so a save never overwrites unseen.
 */
export async function saveDraft(db: Queryable, s: DraftSave): Promise<OpsDraft | null> {
  const rows =
    s.revision === 0
      ? await db.query<Row>(
          `INSERT INTO ops_drafts (target, text, base_version, revision, saved_by, saved) VALUES ($1, $2, $3, 1, $4, $5)
           ON CONFLICT (target) DO NOTHING RETURNING ${COLUMNS}`,
          [s.target, s.text, s.baseVersion, s.by, s.now],
        )
      : await db.query<Row>(
          `UPDATE ops_drafts SET text = $2, base_version = $3, revision = revision + 1, saved_by = $4, saved = $5
           WHERE target = $1 AND revision = $6 RETURNING ${COLUMNS}`,
          [s.target, s.text, s.baseVersion, s.by, s.now, s.revision],
        );
  return rows[0] ? fromRow(rows[0]) : null;
}

/** Deletes the draft if it is still at `revision`; whether it was. */
export async function discardDraft(db: Queryable, target: string, revision: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM ops_drafts WHERE target = $1 AND revision = $2 RETURNING target', [target, revision]);
  return rows.length === 1;
}
