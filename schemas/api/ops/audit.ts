import * as z from 'zod';
import { apiResponse } from '../envelope.ts';

/** The audit log: every publish, refusal, review, link and grant, as the console lists and exports it. */

export const AUDIT_ACTIONS = [
  'publish',
  'rollback',
  'refused',
  'request',
  'approve',
  'reject',
  'schedule',
  'cancel',
  // A draft link made, or revoked.
  'draft-link',
  'revoke-link',
  // A grant given, or taken.
  'grant',
  'revoke',
  // A change released to a share of visitors, widened, finished (published to all) or stopped
  // (rolled back by a person, or by its guardrail).
  'rollout',
  'widen',
  'finish',
  'stop',
  // A shared draft saved on the server, or discarded.
  'draft-save',
  'draft-discard',
] as const;

export const AuditEntry = z.object({
  id: z.number(),
  created: z.number(),
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  target: z.string(),
  version: z.number().nullable(),
  base_version: z.number().nullable(),
  message: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** GET /api/ops/v1/audit: the latest entries, newest first, of one target or all. */
export const AuditQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100), target: z.string().optional() });
export const AuditResponse = apiResponse(z.object({ list: z.array(AuditEntry) }));

/** A moment: epoch milliseconds, or ISO 8601 with its offset. */
const Moment = z.union([z.coerce.number().int().min(0), z.iso.datetime({ offset: true }).transform((s) => Date.parse(s))]);

/**
 * GET /api/ops/v1/audit/export: a download (CSV or JSON) narrowed by region (`target`), person
 * (`actor`) and time (`from` inclusive, `to` exclusive).
 */
export const AuditExportQuery = z.object({
  format: z.enum(['csv', 'json']).default('csv'),
  target: z.string().max(40).optional(),
  actor: z.string().max(80).optional(),
  from: Moment.optional(),
  to: Moment.optional(),
});
