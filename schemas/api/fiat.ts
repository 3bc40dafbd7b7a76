import * as z from 'zod/mini';
import { apiResponse, readRow, rowsOf } from './envelope.ts';

/** SPEC §3 currency option of the buy-crypto pay-with selector (default USD with all true). */
export const CurrencyOption = z.strictObject({
  fiat: z.string().check(z.regex(/^[A-Z]{3}$/)),
  bank_transfer: z.boolean(),
  credit_card: z.boolean(),
  p2p: z.boolean(),
});
export type CurrencyOption = z.infer<typeof CurrencyOption>;
export const DEFAULT_CURRENCY_OPTION: CurrencyOption = { fiat: 'USD', bank_transfer: true, credit_card: true, p2p: true };

/** GET /api/web/v1/site/buyCryptoFiatList */
export const BuyCryptoFiatListResponse = apiResponse(z.object({ list: z.array(CurrencyOption) }));
export type BuyCryptoFiatListResponse = z.infer<typeof BuyCryptoFiatListResponse>;

/** An option as the browser reads it: SPEC §3's fields, the fiat code in either case. */
export const CurrencyOptionRead = readRow(CurrencyOption, ['fiat', 'bank_transfer', 'credit_card', 'p2p'], {
  fiat: z.string().check(z.toUpperCase(), z.regex(/^[A-Z]{3}$/)),
});
export const BuyCryptoFiatListRead = apiResponse(z.object({ list: rowsOf(CurrencyOptionRead) }));

/** GET /api/web/v1/site/currFiatMarketRates: fiat code -> units of that fiat per 1 USD (USD is 1). */
export const FiatRates = z.record(z.string().check(z.regex(/^[A-Z]{3}$/)), z.number().check(z.positive()));
export type FiatRates = z.infer<typeof FiatRates>;
export const CurrFiatMarketRatesResponse = apiResponse(FiatRates);
export type CurrFiatMarketRatesResponse = z.infer<typeof CurrFiatMarketRatesResponse>;
