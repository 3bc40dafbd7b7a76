import { createHash } from 'node:crypto';
import type { ErrorReportRequest } from '../schemas/api/telemetry.ts';
import type { Queryable } from './db/types.ts';
import type { Measured } from './rolloutMeasure.ts';

/** Stack lines that make a fingerprint: where it was thrown and the two calls before. */
const FRAMES = 3;

/**
 * What makes two reports the same error: level, release, the message with its numbers and quoted
 * values blanked (an id or a count in it must not split a group) and the top of the stack without
 * query strings (cache-busting hashes).
 */
export function errorFingerprint(r: Pick<ErrorReportRequest, 'message' | 'stack' | 'level' | 'release'>): string {
  const message = r.message
    .replace(/(["'`]).*?\1/g, '$1…$1')
    .replace(/\d+/g, '0')
    .slice(0, 300);
  const frames = (r.stack ?? '')
    .split('\n')
    .map((l) => l.trim())
    // Frames only ("at fn (url:1:2)" in V8, "fn@url:1:2" elsewhere): the "TypeError: …" line
    // repeats the message, numbers and all.
    .filter((l) => l.startsWith('at ') || l.includes('@'))
    .slice(0, FRAMES)
    .map((l) => l.replace(/\?[^:)\s]*/g, ''));
  return createHash('sha256')
    .update([r.level, r.release ?? '', message, ...frames].join('\n'))
    .digest('base64url');
}

export interface StoredReport {
  report: ErrorReportRequest;
  userAgent: string;
  userId: number | null;
  site: string;
  now: number;
  /** The running rollout the reporter is counted in, if any (server/rolloutMeasure.ts). */
  rollout?: Measured | null;
}

/**
 * Stores a report in its group: a new fingerprint is a new row (the first report's details), a
 * known one adds to its count and last_seen. When a new group brings the table over `maxGroups`,
 * the groups seen least recently go. Returns the group's id.
 */
export async function storeErrorReport(db: Queryable, s: StoredReport, maxGroups: number): Promise<number> {
  const r = s.report;
  // In a rollout, each variant counts its own group of the same error, so the two are compared.
  const m = s.rollout ?? null;
  const fingerprint = m ? `${errorFingerprint(r)}:rollout${m.rollout}:${m.variant ? 'change' : 'live'}` : errorFingerprint(r);
  const [row] = await db.query<{ id: number; count: number }>(
    `INSERT INTO error_reports (message, stack, url, level, release, user_agent, user_id, site, created, fingerprint, count, last_seen, rollout_id, variant)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 1, $9, $11, $12)
     ON CONFLICT (fingerprint) DO UPDATE SET count = error_reports.count + 1, last_seen = GREATEST(error_reports.last_seen, $9)
     RETURNING id::int AS id, count`,
    [
      r.message,
      r.stack ?? null,
      r.url ?? null,
      r.level,
      r.release ?? null,
      s.userAgent,
      s.userId,
      s.site,
      s.now,
      fingerprint,
      m?.rollout ?? null,
      m?.variant ?? null,
    ],
  );
  if (row!.count === 1)
    await db.query('DELETE FROM error_reports WHERE id IN (SELECT id FROM error_reports ORDER BY last_seen DESC, id DESC OFFSET $1)', [
      maxGroups,
    ]);
  return row!.id;
}
