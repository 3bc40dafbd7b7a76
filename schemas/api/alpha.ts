import * as z from 'zod/mini';
import { Chain, chainTokenShown } from './chain.ts';
import { apiResponse, Decimal, pagedFields, pagedRead, readRow, rowsOf } from './envelope.ts';

/** SPEC §3 Alpha token row. `pair` is the symbol the memebox path lookup takes (e.g. PEPE_USDT). */
export const AlphaToken = z.strictObject({
  address: z.string().check(z.minLength(8)),
  ...chainTokenShown,
  pair: z.string().check(z.regex(/^[A-Z0-9]+_USDT$/)),
  name: z.string(),
  price: Decimal,
  change_percentage: Decimal,
  volume_24h: Decimal,
  market_cap: Decimal,
});
export type AlphaToken = z.infer<typeof AlphaToken>;

/** One side-menu entry of the Alpha panel (SPEC §3 "Alpha tab options include web3_chain"). */
export const AlphaChainTab = z.strictObject({ web3_chain: Chain, name: z.string(), icon: z.string() });
export type AlphaChainTab = z.infer<typeof AlphaChainTab>;

/** GET /apiw/v2/alpha/currencies?tab=ALPHA_ALLCHAIN&chain=&page=1&limit=100 */
export const AlphaCurrenciesResponse = apiResponse(z.object({ ...pagedFields(AlphaToken), chains: z.array(AlphaChainTab) }));
export type AlphaCurrenciesResponse = z.infer<typeof AlphaCurrenciesResponse>;

/** GET /apiw/v2/alpha/markets_by_keywords?keywords= (trimmed; matches symbol, name or address) */
export const AlphaSearchResponse = apiResponse(z.object({ list: z.array(AlphaToken) }));
export type AlphaSearchResponse = z.infer<typeof AlphaSearchResponse>;

/** POST /api/web/v1/web3-trade-interface/memebox/symbol_to_path body (JSON, exactly one symbol). */
export const AlphaPathRequest = z.object({
  symbols: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))).check(z.length(1)),
});
export type AlphaPathRequest = z.infer<typeof AlphaPathRequest>;

/** Its answer: the page path is /alpha/{path}; an unknown symbol gives an empty list. */
export const AlphaPath = z.strictObject({ symbol: z.string(), path: z.string().check(z.regex(/^[a-z0-9]+-[A-Za-z0-9]+$/)) });
export const AlphaPathResponse = apiResponse(z.object({ path_symbol_pairs: z.array(AlphaPath) }));
export type AlphaPathResponse = z.infer<typeof AlphaPathResponse>;

/**
 * The Alpha answers as the browser reads them: a token needs SPEC §3's address, show_pair, icon,
 * chain_icon, chain and pair (a chain this client does not know is still shown), a chain tab its
 * web3_chain; a path any text (the markets code checks it before it becomes a link).
 */
export const AlphaTokenRead = readRow(AlphaToken, ['address', 'show_pair', 'icon', 'chain_icon', 'chain', 'pair'], {
  chain: z.string().check(z.toLowerCase(), z.minLength(1)),
  pair: z.string().check(z.toUpperCase(), z.regex(/^[A-Z0-9]+_[A-Z0-9]+$/)),
});
export const AlphaChainTabRead = readRow(AlphaChainTab, ['web3_chain'], { web3_chain: z.string().check(z.toLowerCase(), z.minLength(1)) });
export const AlphaCurrenciesRead = apiResponse(
  z.object({ ...pagedRead(AlphaTokenRead), chains: z.catch(z.optional(rowsOf(AlphaChainTabRead)), undefined) }),
);
export const AlphaSearchRead = apiResponse(z.object({ list: rowsOf(AlphaTokenRead) }));
export const AlphaPathRead = apiResponse(
  z.object({ path_symbol_pairs: rowsOf(readRow(AlphaPath, ['symbol', 'path'], { path: z.string() })) }),
);
