// zod/mini: the browser checks the bubble with this very schema as the header draws, and mini
// keeps classic zod out of that chunk.
import * as z from 'zod/mini';
import { BUBBLE_TARGETS } from './bubbleTargets.ts';
import { apiResponse } from './envelope.ts';

export { BUBBLE_TARGETS };

/**
 * SPEC §7 "a header bubble text is fetched on the main site (path not shown)": a short promotional
 * text shown in a callout under a header action. `id` changes with the campaign, so a dismissal
 * holds for one campaign only.
 */
export const HeaderBubble = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(80)),
  text: z.string().check(z.minLength(1), z.maxLength(160)),
  target: z.enum(BUBBLE_TARGETS),
});
export type HeaderBubble = z.infer<typeof HeaderBubble>;

/** GET /api/web/v1/site/header_bubble: null off the main site or when no campaign runs. */
export const HeaderBubbleResponse = apiResponse(z.nullable(HeaderBubble));
export type HeaderBubbleResponse = z.infer<typeof HeaderBubbleResponse>;
