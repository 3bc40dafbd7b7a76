import * as z from 'zod/mini';
import { chainTokenShown } from './chain.ts';
import { apiResponse, Decimal, readRow, rowsOf } from './envelope.ts';

/** SPEC §3 pilot row; `cate` is comma-separated; links go to /pilot/{seo_path}. */
export const PilotRow = z.strictObject({
  address: z.string().check(z.minLength(1)),
  ...chainTokenShown,
  seo_path: z.string().check(z.regex(/^[a-z0-9]+-[A-Za-z0-9]+$/)),
  is_hot: z.boolean(),
  cate: z.string(),
  price: Decimal,
  change_percentage: Decimal,
});
export type PilotRow = z.infer<typeof PilotRow>;

/** GET /apiw/v2/pilot/markets?exchange_type=PILOT_ALL&timezone= */
export const PilotResponse = apiResponse(z.array(PilotRow));
export type PilotResponse = z.infer<typeof PilotResponse>;

/** A pilot row as the browser reads it: SPEC §3's fields (the chain is not one of them). */
export const PilotRowRead = readRow(PilotRow, ['address', 'show_pair', 'icon', 'chain_icon', 'seo_path', 'is_hot', 'cate']);
export const PilotRead = apiResponse(rowsOf(PilotRowRead));
