import * as z from 'zod/mini';
import { apiResponse, Decimal, readRow, rowsOf } from './envelope.ts';

/** SPEC §3 options underlying: name is BASE_QUOTE; links go to /options/{name}. */
export const OptionsUnderlying = z.strictObject({
  name: z.string().check(z.regex(/^[A-Z0-9]+_[A-Z0-9]+$/)),
  icon_url_64: z.string(),
  index_price: Decimal,
  /** Change of the index since the reference time (an extra the menus show). */
  change_percentage: z.optional(Decimal),
});
export type OptionsUnderlying = z.infer<typeof OptionsUnderlying>;

/** GET /apiw/v2/options/underlying */
export const OptionsResponse = apiResponse(z.array(OptionsUnderlying));
export type OptionsResponse = z.infer<typeof OptionsResponse>;

/** An underlying as the browser reads it: SPEC §3's name (either case) and icon. */
export const OptionsUnderlyingRead = readRow(OptionsUnderlying, ['name', 'icon_url_64'], {
  name: z.string().check(z.toUpperCase(), z.regex(/^[A-Z0-9]+_[A-Z0-9]+$/)),
});
export const OptionsRead = apiResponse(rowsOf(OptionsUnderlyingRead));
