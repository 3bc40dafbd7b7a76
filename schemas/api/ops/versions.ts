import * as z from 'zod';
import { apiResponse } from '../envelope.ts';
import { VersionNumber, VersionParam } from '../versionNumber.ts';

/** A target's versions: the list, one version's content, validating a draft, publishing and rolling back. */

export const VersionInfo = z.object({ version: z.number().int(), author: z.string(), created: z.number().nullable(), message: z.string() });
export type VersionInfo = z.infer<typeof VersionInfo>;

/** GET …/targets/:name/versions. */
export const VersionsResponse = apiResponse(z.object({ list: z.array(VersionInfo) }));
/** GET …/targets/:name/versions/:version: that version's whole file. */
export const VersionResponse = apiResponse(z.object({ version: z.number().int(), json: z.unknown() }));

/** POST …/targets/:name/validate: the console's draft. */
export const ValidateRequest = z.object({ json: z.unknown() });
const PathIssue = z.object({ file: z.string(), path: z.string(), reason: z.string() });
const DraftChange = z.object({
  kind: z.enum(['added', 'removed', 'changed', 'moved']),
  path: z.string(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
/** Its issues, what it changes against the live version, and the regions whose approval it needs. */
export const ValidateResponse = apiResponse(
  z.object({ issues: z.array(PathIssue), changes: z.array(DraftChange), liveVersion: z.number().int(), approvalFrom: z.array(z.string()) }),
);

/** POST …/targets/:name/publish. */
export const PublishRequest = z.object({
  json: z.unknown(),
  baseVersion: VersionNumber,
  message: z.string().trim().min(1, 'a publish message is required').max(500),
});
/** POST …/targets/:name/rollback: the old content written as a new version. */
export const RollbackRequest = z.object({
  toVersion: VersionNumber,
  baseVersion: VersionNumber,
  message: z.string().trim().max(500).optional(),
});
/** A publish, a rollback or a change published: the version now live. */
export const PublishedResponse = apiResponse(z.object({ version: z.number().int() }));

/** GET …/targets/:name/export: the live file, or `?version=N`, as a download. */
export const ExportQuery = z.object({ version: z.optional(VersionParam) });
