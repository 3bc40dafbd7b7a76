import type { MarketKind } from '../../../engine/markets/row.ts';
import { BUILD_NUMBER } from '../../../schemas/constants/api.ts';
import { answer } from './call.ts';
import type { ApiClient } from './client.ts';

/** SPEC §9 constants, defined in schemas/constants/. */
export { BUILD_NUMBER };

export const BUILD_NUMBER_HEADER = 'X-Gate-Build-Number';

/**
 * The SPEC §7 market calls (their fixed queries and headers are the entries' in
 * schemas/endpoints.ts). Each resolves to the answer its response schema accepted, or undefined
 * when the request failed or the answer was refused (logged); the engine groups the rows.
 * `timezone` reads the change-reftime cookie at call time (empty for 24h or unset).
 */
export function marketCalls(api: ApiClient, timezone: () => string) {
  return {
    tabs: () => answer(api, 'tradeTabs'),
    spots: () => answer(api, 'spots', { query: { timezone: timezone() } }),
    futures: (testnet: boolean) => answer(api, 'futures', { query: { timezone: timezone(), is_testnet: testnet ? 1 : 0 } }),
    delivery: () => answer(api, 'delivery'),
    options: () => answer(api, 'options'),
    pilot: () => answer(api, 'pilot', { query: { timezone: timezone() } }),
    preMarket: () => answer(api, 'preMarket'),
    alpha: (chain: string | null) => answer(api, 'alpha', { query: { chain: chain ?? undefined, timezone: timezone() } }),
    alphaSearch: (keywords: string) => answer(api, 'alphaSearch', { query: { keywords } }),
    alphaPath: (symbol: string) => answer(api, 'alphaPath', { body: { symbols: [symbol] }, json: true }),
    buyCryptoFiats: () => answer(api, 'fiatList'),
    favourites: () => answer(api, 'favourites'),
    // The server keeps favourites of the market panels only: a quick-buy (fiat) row's star fails
    // as a refused call does, and the store puts it back.
    setFavourite: (market: MarketKind, id: string, on: boolean) =>
      market === 'fiat' ? Promise.resolve(undefined) : answer(api, 'setFavourite', { body: { market, id, on: on ? '1' : '0' } }),
  };
}

export type MarketCalls = ReturnType<typeof marketCalls>;
