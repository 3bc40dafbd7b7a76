import * as z from 'zod/mini';
import { apiResponse, Decimal, pagedFields, pagedRead, readRow } from './envelope.ts';

/** Which of the two pre-market lists (SPEC §3 "premint and pre_market") a row belongs to. */
export const PreMarketKind = z.enum(['pre_market', 'premint']);
export type PreMarketKind = z.infer<typeof PreMarketKind>;

/** SPEC §3 pre-market row; links go to /pre-market/{CURRENCY}. */
export const PreMarketRow = z.strictObject({
  currency: z.string().check(z.regex(/^[A-Z0-9]+$/)),
  market: PreMarketKind,
  full_name: z.string(),
  icon: z.string(),
  tags: z.array(z.enum(['hot', 'new'])),
  price: Decimal,
  change_percentage: Decimal,
});
export type PreMarketRow = z.infer<typeof PreMarketRow>;

/** GET /apiw/v2/pre-market/service/currencies/simple-info?limit=100&page=1 */
export const PreMarketResponse = apiResponse(z.object(pagedFields(PreMarketRow)));
export type PreMarketResponse = z.infer<typeof PreMarketResponse>;

/**
 * A pre-market row as the browser reads it: SPEC §3's currency, market, full_name and tags; the
 * currency in either case (SPEC §2 links upper-case it), tags the menus do not know ignored.
 */
export const PreMarketRowRead = readRow(PreMarketRow, ['currency', 'market', 'full_name', 'tags'], {
  currency: z.string().check(z.toUpperCase(), z.regex(/^[A-Z0-9]+$/)),
  tags: z.array(z.string()),
});
export const PreMarketRead = apiResponse(z.object(pagedRead(PreMarketRowRead)));
