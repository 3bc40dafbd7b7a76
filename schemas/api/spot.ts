import * as z from 'zod/mini';
import { apiResponse, Decimal, rowsOf } from './envelope.ts';

/**
 * SPEC §3 spot market source row, positional. Column order (read them by name: SPOT_COL, schemas/api/spotColumns.ts):
 * pair (BASE_QUOTE), display name, rate percent (signed, vs the reference time), rate, previous rate,
 * volume in base, margin multiple (0 = none), credit enabled, categories (comma-separated), opening
 * time (unix seconds, 0 = open), cross multiple, ST flag (anything but "false" means ST), icon.
 */
export const SpotSourceRow = z.tuple([
  z.string().check(z.regex(/^[A-Z0-9]+_[A-Z0-9]+$/)),
  z.string(),
  Decimal,
  Decimal,
  Decimal,
  Decimal,
  z.number().check(z.minimum(0)),
  z.boolean(),
  z.string(),
  z.int().check(z.minimum(0)),
  z.number().check(z.minimum(0)),
  z.string(),
  z.string(),
]);
export type SpotSourceRow = z.infer<typeof SpotSourceRow>;

/** GET /apiw/v2/market/spots?exchange_type=ALL&timezone= */
export const SpotsResponse = apiResponse(z.array(SpotSourceRow));
export type SpotsResponse = z.infer<typeof SpotsResponse>;

/**
 * A spot row as the browser reads it: SPEC §5 skips rows without curr_a, so what a row needs is its
 * pair (either case: the menus upper-case it); the other columns are read as the markets code can.
 */
export const SpotRowRead = z.tuple([z.string().check(z.regex(/^[A-Za-z0-9]+_[A-Za-z0-9]+$/))], z.unknown());
export const SpotsRead = apiResponse(rowsOf(SpotRowRead));
