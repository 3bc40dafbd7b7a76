import * as z from 'zod';
import { BUBBLE_TARGETS } from './bubbleTargets.ts';
import { apiResponse } from './envelope.ts';

export { BUBBLE_TARGETS };

/**
 * SPEC §7 "a header bubble text is fetched on the main site (path not shown)": a short promotional
 * text shown in a callout under a header action. `id` changes with the campaign, so a dismissal
 * holds for one campaign only.
 */
export const HeaderBubble = z.object({
  id: z.string().min(1).max(80),
  text: z.string().min(1).max(160),
  target: z.enum(BUBBLE_TARGETS),
});
export type HeaderBubble = z.infer<typeof HeaderBubble>;

/** GET /api/web/v1/site/header_bubble: null off the main site or when no campaign runs. */
export const HeaderBubbleResponse = apiResponse(HeaderBubble.nullable());
export type HeaderBubbleResponse = z.infer<typeof HeaderBubbleResponse>;
