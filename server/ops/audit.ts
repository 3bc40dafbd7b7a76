import type { Queryable } from '../db/adapter.ts';

export type AuditAction = 'publish' | 'rollback' | 'refused';

export interface AuditEntry {
  id: number;
  created: number;
  actor: string;
  action: AuditAction;
  target: string;
  version: number | null;
  base_version: number | null;
  message: string;
  detail: Record<string, unknown>;
}

export async function writeAudit(db: Queryable, entry: Omit<AuditEntry, 'id'>): Promise<void> {
  await db.query(
    `INSERT INTO ops_audit (created, actor, action, target, version, base_version, message, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
    [
      entry.created,
      entry.actor,
      entry.action,
      entry.target,
      entry.version,
      entry.base_version,
      entry.message,
      JSON.stringify(entry.detail),
    ],
  );
}

/** Newest first; `target` narrows to one file or the remote menu. */
export async function listAudit(db: Queryable, options: { limit: number; target?: string }): Promise<AuditEntry[]> {
  const rows = await db.query<AuditEntry>(
    `SELECT id::int AS id, created, actor, action, target, version, base_version, message, detail FROM ops_audit
     WHERE ($1::text IS NULL OR target = $1) ORDER BY id DESC LIMIT $2`,
    [options.target ?? null, options.limit],
  );
  return rows.map((r) => ({ ...r, created: Number(r.created) }));
}
