import * as z from 'zod/mini';
import { apiResponse } from '../envelope.ts';
import { VersionNumber } from '../versionNumber.ts';

/**
 * Draft links (server/routes/draftLinks.ts). The content is a target's whole file
 * (a region file, an announcement bar, the remote menu), checked by the same validation as a
 * publish; the hours the link lives are bounded.
 */
const Hours = z.optional(z.int().check(z.minimum(1), z.maximum(30 * 24)));

/** POST /api/ops/v1/targets/:name/draft-links: the console's draft and the live version it was made on. */
export const DraftLinkRequest = z.object({
  json: z.unknown(),
  baseVersion: VersionNumber,
  hours: Hours,
});

/** POST /api/ops/v1/changes/:id/draft-link. */
export const ChangeDraftLinkRequest = z.object({ hours: Hours });

const LinkFields = {
  id: z.int(),
  target: z.string(),
  changeId: z.nullable(z.int()),
  baseVersion: z.int(),
  createdBy: z.string(),
  created: z.number(),
  expires: z.number(),
  /** What it previews, in ops' words. */
  subject: z.string(),
};

/** A new link: `path` (with the token) is shown once, to the person who made it. */
export const DraftLinkIssued = z.object({ ...LinkFields, path: z.string().check(z.startsWith('/draft/')) });
export type DraftLinkIssued = z.infer<typeof DraftLinkIssued>;
export const DraftLinkIssuedResponse = apiResponse(DraftLinkIssued);

/** GET /api/ops/v1/draft-links: of one target, or of all. */
export const DraftLinksQuery = z.object({ target: z.optional(z.string().check(z.maxLength(40))) });

/** The links still open, without their tokens (only hashes are stored). */
export const DraftLinkListResponse = apiResponse(z.object({ list: z.array(z.object({ ...LinkFields, revoked: z.nullable(z.number()) })) }));
export const DraftLinkRevokeResponse = apiResponse(z.object({ id: z.int(), revoked: z.boolean() }));
