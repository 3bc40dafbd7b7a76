import * as z from 'zod/mini';
import { apiResponse, Decimal, readRow, rowsOf } from './envelope.ts';

export const Settle = z.enum(['usdt', 'btc']);
export type Settle = z.infer<typeof Settle>;

/**
 * SPEC §3 futures contract. `categories` is comma-separated; `name` is BASE_QUOTE (BTC_USDT, or
 * BTC_USD for BTC-settled). Prices are extras the menus may show.
 */
export const FuturesContract = z.strictObject({
  settle: Settle,
  name: z.string().check(z.regex(/^[A-Z0-9]+_[A-Z0-9]+$/)),
  coin_name: z.string(),
  categories: z.string(),
  is_tag_st: z.boolean(),
  icon: z.string(),
  last_price: Decimal,
  change_percentage: Decimal,
  leverage_max: z.int().check(z.minimum(1)),
  /** Unix seconds the contract opens (0 = open); a future time is an upcoming listing (SPEC §4). */
  opening_time: z.optional(z.int().check(z.minimum(0))),
  /** 24h traded value in the quote currency (USDT, or USD for BTC-settled); 0 before opening. */
  volume_24h_quote: z.optional(Decimal),
});
export type FuturesContract = z.infer<typeof FuturesContract>;

/** GET /apiw/v2/market/futures?exchange_type=CONTRACT_ALL&timezone=&is_testnet=0; accepted only with code 200. */
export const FuturesResponse = apiResponse(z.array(FuturesContract));
export type FuturesResponse = z.infer<typeof FuturesResponse>;

/** A contract as the browser reads it: SPEC §3's fields, settle and name in either case. */
export const FuturesContractRead = readRow(FuturesContract, ['settle', 'name', 'coin_name', 'categories', 'is_tag_st', 'icon'], {
  settle: z.pipe(z.string().check(z.toLowerCase()), Settle),
  name: z.string().check(z.toUpperCase(), z.regex(/^[A-Z0-9]+_[A-Z0-9]+$/)),
});
export const FuturesRead = apiResponse(rowsOf(FuturesContractRead));
