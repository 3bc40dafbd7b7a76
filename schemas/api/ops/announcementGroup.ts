import * as z from 'zod';
import { SITE_CODES } from '../../siteConstants.ts';
import { apiResponse } from '../envelope.ts';

/**
 * POST /api/ops/v1/announcement-groups: one announcement for several sub-sites at once. Each
 * sub-site's bar gets its own change (its four-eyes rules apply: UK and EU wait for an approver),
 * linked by a group key. Strict: this is what the console makes.
 */
export const AnnouncementGroupBody = z.strictObject({
  sites: z
    .array(z.enum(SITE_CODES))
    .min(2, 'choose at least two sub-sites (one sub-site is an ordinary publish)')
    .max(SITE_CODES.length)
    .refine((sites) => new Set(sites).size === sites.length, 'each sub-site once'),
  /** The announcement, as in a bar's items (checked by each sub-site's rules). */
  item: z.unknown(),
  message: z.string().trim().min(1, 'a message saying what changed and why is required').max(500),
  /** When it goes live (epoch ms), as a change's publishAt; a proposal where approval is needed. */
  publishAt: z.number().int().optional(),
});
export type AnnouncementGroupBody = z.infer<typeof AnnouncementGroupBody>;

/** One change of a group, as the console lists it beside the others. */
export const GroupMember = z.object({
  id: z.number().int(),
  target: z.string(),
  state: z.string(),
  needsApproval: z.boolean(),
  publishedVersion: z.number().int().nullable(),
});
export type GroupMember = z.infer<typeof GroupMember>;

export const AnnouncementGroupData = z.object({ group: z.string(), changes: z.array(GroupMember) });
export type AnnouncementGroupData = z.infer<typeof AnnouncementGroupData>;

/** What the group's POST answers: the group key and each sub-site's change. */
export const AnnouncementGroupResponse = apiResponse(AnnouncementGroupData);
