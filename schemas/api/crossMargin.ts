import * as z from 'zod/mini';
import { apiResponse, Decimal } from './envelope.ts';

/** SPEC §3 cross-margin info. */
export const CrossMarginInfo = z.object({
  userTier: z.int().check(z.minimum(0)),
  userSpotBalance: Decimal,
  crossMarginUid: z.int(),
});
export type CrossMarginInfo = z.infer<typeof CrossMarginInfo>;

/**
 * GET /apiweb/v1/spot/cross_margin/info: the info for a logged-in user; visitors get an empty array,
 * which the client treats as "no info" (SPEC §5).
 */
export const CrossMarginResponse = apiResponse(z.union([CrossMarginInfo, z.array(z.never()).check(z.maxLength(0))]));
export type CrossMarginResponse = z.infer<typeof CrossMarginResponse>;
