import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { BUILD_NUMBER, LIST_PAGE_SIZE } from '../../schemas/specConstants.ts';
import type { ApiClient } from './client.ts';

/** SPEC §9 constants, defined in schemas/specConstants.ts. */
export { BUILD_NUMBER };

export const BUILD_NUMBER_HEADER = 'X-Gate-Build-Number';

/**
 * The SPEC §7 market calls with their fixed queries. Each resolves to the raw answer, or undefined
 * when the request failed (the client logs it); processing and validation happen in the engine.
 * `timezone` reads the change-reftime cookie at call time (empty for 24h or unset).
 */
export function marketCalls(api: ApiClient, timezone: () => string) {
  return {
    tabs: () => api.get<unknown>(ENDPOINTS.tradeTabs.path, { area: 'web_trade' }, { [BUILD_NUMBER_HEADER]: BUILD_NUMBER }),
    spots: () => api.get<unknown>(ENDPOINTS.spots.path, { exchange_type: 'ALL', timezone: timezone() }),
    futures: (testnet: boolean) =>
      api.get<unknown>(ENDPOINTS.futures.path, { exchange_type: 'CONTRACT_ALL', timezone: timezone(), is_testnet: testnet ? 1 : 0 }),
    delivery: () => api.get<unknown>(ENDPOINTS.delivery.path),
    options: () => api.get<unknown>(ENDPOINTS.options.path),
    pilot: () => api.get<unknown>(ENDPOINTS.pilot.path, { exchange_type: 'PILOT_ALL', timezone: timezone() }),
    preMarket: () => api.get<unknown>(ENDPOINTS.preMarket.path, { limit: LIST_PAGE_SIZE, page: 1 }),
    alpha: (chain: string | null) =>
      api.get<unknown>(ENDPOINTS.alpha.path, {
        tab: 'ALPHA_ALLCHAIN',
        chain: chain ?? undefined,
        timezone: timezone(),
        page: 1,
        limit: LIST_PAGE_SIZE,
      }),
    alphaSearch: (keywords: string) => api.get<unknown>(ENDPOINTS.alphaSearch.path, { keywords }),
    alphaPath: (symbol: string) => api.post<unknown>(ENDPOINTS.alphaPath.path, { symbols: [symbol] }, { json: true }),
    buyCryptoFiats: () => api.get<unknown>(ENDPOINTS.fiatList.path),
    favourites: () => api.get<unknown>(ENDPOINTS.favourites.path),
    setFavourite: (market: string, id: string, on: boolean) =>
      api.post<unknown>(ENDPOINTS.setFavourite.path, { market, id, on: on ? '1' : '0' }),
  };
}

export type MarketCalls = ReturnType<typeof marketCalls>;
