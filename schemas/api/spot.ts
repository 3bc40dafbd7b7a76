import * as z from 'zod';
import { apiResponse, Decimal } from './envelope.ts';

/**
 * SPEC §3 spot market source row, positional. Column order (use SPOT_COL, never bare numbers):
 * pair (BASE_QUOTE), display name, rate percent (signed, vs the reference time), rate, previous rate,
 * volume in base, margin multiple (0 = none), credit enabled, categories (comma-separated), opening
 * time (unix seconds, 0 = open), cross multiple, ST flag (anything but "false" means ST), icon.
 */
export const SpotSourceRow = z.tuple([
  z.string().regex(/^[A-Z0-9]+_[A-Z0-9]+$/),
  z.string(),
  Decimal,
  Decimal,
  Decimal,
  Decimal,
  z.number().min(0),
  z.boolean(),
  z.string(),
  z.number().int().min(0),
  z.number().min(0),
  z.string(),
  z.string(),
]);
export type SpotSourceRow = z.infer<typeof SpotSourceRow>;

export const SPOT_COL = {
  pair: 0,
  name: 1,
  ratePercent: 2,
  rate: 3,
  prevRate: 4,
  volume: 5,
  multiple: 6,
  credit: 7,
  categories: 8,
  openingTime: 9,
  crossMultiple: 10,
  st: 11,
  icon: 12,
} as const;

/** GET /apiw/v2/market/spots?exchange_type=ALL&timezone= */
export const SpotsResponse = apiResponse(z.array(SpotSourceRow));
export type SpotsResponse = z.infer<typeof SpotsResponse>;
