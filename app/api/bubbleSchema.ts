/**
 * The header bubble check in zod/mini, so the bubble (requested as the header draws) does not
 * bring classic zod in with it. Mirrors schemas/api/headerBubble.ts HeaderBubbleResponse;
 * tests/engine/bubbleSchema.test.ts holds the two to the same answers.
 */
import './zodJitless.ts';
import * as z from 'zod/mini';
import { BUBBLE_TARGETS } from '../../schemas/api/bubbleTargets.ts';

export const HeaderBubble = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(80)),
  text: z.string().check(z.minLength(1), z.maxLength(160)),
  target: z.enum(BUBBLE_TARGETS),
});
export type HeaderBubble = z.infer<typeof HeaderBubble>;

export const HeaderBubbleResponse = z.object({
  code: z.number().check(z.int()),
  message: z.string(),
  data: z.nullable(HeaderBubble),
});
