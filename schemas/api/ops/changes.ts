import * as z from 'zod';
import { CHANGE_STATES } from '../../../engine/ops/changes.ts';
import { TARGETS } from '../../../engine/ops/targets.ts';
import { apiResponse } from '../envelope.ts';
import { VersionNumber } from '../versionNumber.ts';
import { GroupMember } from './announcementGroup.ts';

/** Change requests (four-eyes approval where a region's config says requireApproval) and scheduled publishing. */

export const Change = z.object({
  id: z.number().int(),
  target: z.enum(TARGETS),
  baseVersion: z.number().int(),
  message: z.string(),
  requestedBy: z.string(),
  created: z.number(),
  state: z.enum(CHANGE_STATES),
  needsApproval: z.boolean(),
  reviewer: z.string().nullable(),
  reviewComment: z.string(),
  reviewed: z.number().nullable(),
  publishAt: z.number().nullable(),
  scheduledBy: z.string().nullable(),
  publishedVersion: z.number().nullable(),
  closedBy: z.string().nullable(),
  outcome: z.string(),
  /** The group it was made in (one announcement for several sub-sites), or null. */
  group: z.string().nullable(),
});
export type Change = z.infer<typeof Change>;
/** A change as a step answers it, without its content. */
export const ChangeResponse = apiResponse(Change);

/** A change as listed: with its content, the target's live version, and whether it was made on an older one. */
export const ListedChange = Change.extend({
  json: z.unknown(),
  liveVersion: z.number().int(),
  stale: z.boolean(),
  /** The regions whose approval an open request needs, as the live files resolve now. */
  approvalFrom: z.array(z.string()),
  /** The other changes made with it (one announcement for several sub-sites) that the reader may see. */
  together: z.array(GroupMember),
});
export type ListedChange = z.infer<typeof ListedChange>;

/** GET /api/ops/v1/changes: the open changes (of one target, or every one the caller may read); `all=1` adds the latest closed. */
export const ChangesQuery = z.object({
  target: z.enum(TARGETS).optional(),
  all: z.enum(['0', '1']).default('0'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const ChangesResponse = apiResponse(z.object({ list: z.array(ListedChange) }));

/** POST …/targets/:name/changes: ask for approval, or schedule (with `publishAt`). */
export const ChangeRequest = z.object({
  json: z.unknown(),
  baseVersion: VersionNumber,
  message: z.string().trim().min(1, 'a message saying what changed and why is required').max(500),
  publishAt: z.number().int().optional(),
});

/** POST …/changes/:id/approve. */
export const ApproveRequest = z.object({ comment: z.string().trim().max(1000).default('') });
/** POST …/changes/:id/reject: the requester reads why. */
export const RejectRequest = z.object({ comment: z.string().trim().min(1, 'say why it is rejected: the requester reads it').max(1000) });
/** POST …/changes/:id/schedule. */
export const ScheduleRequest = z.object({ publishAt: z.number().int() });
/** POST …/changes/:id/cancel. */
export const CancelRequest = z.object({ comment: z.string().trim().max(500).default('') });
