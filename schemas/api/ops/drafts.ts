import * as z from 'zod/mini';
import { apiResponse } from '../envelope.ts';
import { VersionNumber } from '../versionNumber.ts';

/**
 * Drafts kept on the server (server/routes/opsDrafts.ts): one shared draft per target, which every
 * ops person with a grant on it reads and whoever may edit it saves. `revision` counts the saves:
 * a save names the revision it was made on and is refused (409, with the newer draft) when
 * someone saved after it, so nobody overwrites a colleague's work unseen.
 */

/** The most characters a draft's text holds (a region file is far smaller). */
export const DRAFT_TEXT_MAX = 1_000_000;

/** POST …/targets/:name/draft: the text as typed (it may not parse yet) and what it was made on. */
export const OpsDraftSaveBody = z.object({
  text: z.string().check(z.maxLength(DRAFT_TEXT_MAX)),
  baseVersion: VersionNumber,
  /** The revision this save replaces; 0 when there was no draft. */
  revision: z.int().check(z.minimum(0), z.maximum(2 ** 31 - 1)),
});
export type OpsDraftSaveBody = z.infer<typeof OpsDraftSaveBody>;

/** POST …/targets/:name/draft/discard. */
export const OpsDraftDiscardBody = z.object({ revision: z.int().check(z.minimum(1), z.maximum(2 ** 31 - 1)) });

export const OpsDraft = z.object({
  target: z.string(),
  text: z.string(),
  baseVersion: z.int(),
  revision: z.int(),
  savedBy: z.string(),
  saved: z.number(),
});
export type OpsDraft = z.infer<typeof OpsDraft>;

/** GET …/targets/:name/draft: the draft, or null when there is none. */
export const OpsDraftResponse = apiResponse(z.nullable(OpsDraft));
/** GET …/drafts: the drafts of the targets the reader has a grant on, without their text. */
export const OpsDraftListResponse = apiResponse(z.object({ list: z.array(z.omit(OpsDraft, { text: true })) }));
/** A save or a discard: the draft as it is now (null once discarded). */
export const OpsDraftSavedResponse = OpsDraftResponse;
