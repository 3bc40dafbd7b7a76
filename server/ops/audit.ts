import type { Queryable } from '../db/types.ts';

export type AuditAction =
  | 'publish'
  | 'rollback'
  | 'refused'
  | 'request'
  | 'approve'
  | 'reject'
  | 'schedule'
  | 'cancel'
  // A draft link made, or revoked.
  | 'draft-link'
  | 'revoke-link'
  // A grant given, or taken.
  | 'grant'
  | 'revoke'
  // A change released to a share of visitors, widened, finished (published to all) or stopped
  // (rolled back by a person, or by its guardrail).
  | 'rollout'
  | 'widen'
  | 'finish'
  | 'stop';

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

/** What an audit export is narrowed to (by region, person and time). */
export interface AuditFilter {
  target?: string;
  actor?: string;
  /** Epoch milliseconds, inclusive. */
  from?: number;
  /** Epoch milliseconds, exclusive. */
  to?: number;
}

/** Every entry matching `filter`, oldest first, at most `limit`. */
export async function exportAudit(db: Queryable, filter: AuditFilter, limit: number): Promise<AuditEntry[]> {
  const rows = await db.query<AuditEntry>(
    `SELECT id::int AS id, created, actor, action, target, version, base_version, message, detail FROM ops_audit
     WHERE ($1::text IS NULL OR target = $1) AND ($2::text IS NULL OR actor = $2)
       AND ($3::bigint IS NULL OR created >= $3) AND ($4::bigint IS NULL OR created < $4)
     ORDER BY id ASC LIMIT $5`,
    [filter.target ?? null, filter.actor ?? null, filter.from ?? null, filter.to ?? null, limit],
  );
  return rows.map((r) => ({ ...r, created: Number(r.created) }));
}

const CSV_COLUMNS = [
  'id',
  'time_utc',
  'actor',
  'action',
  'target',
  'base_version',
  'version',
  'message',
  'reason',
  'change',
  'requested_by',
  'approved_by',
  'comment',
] as const;

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? v : '');

/** One CSV field (RFC 4180), and never a formula a spreadsheet would run (OWASP CSV injection). */
function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The entries as CSV with a header row; times in UTC (ISO 8601). */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const lines = entries.map((e) =>
    [
      e.id,
      new Date(e.created).toISOString(),
      e.actor,
      e.action,
      e.target,
      e.base_version,
      e.version,
      e.message,
      text(e.detail.reason),
      text(e.detail.change),
      text(e.detail.requestedBy),
      // The approval itself is the approver's entry; a publish names who approved it.
      e.action === 'approve' ? e.actor : text(e.detail.approvedBy),
      text(e.detail.comment),
    ]
      .map(csvField)
      .join(','),
  );
  return `${[CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}
