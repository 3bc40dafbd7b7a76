import { BUILD_NUMBER, LIST_PAGE_SIZE } from '../../schemas/specConstants.ts';
import type { ApiClient } from './client.ts';

/** SPEC §9 constants, defined in schemas/specConstants.ts. */
export { BUILD_NUMBER };

export const BUILD_NUMBER_HEADER = 'X-Gate-Build-Number';
export const FAVOURITES_PATH = '/api/web/v1/markets/favourites';

/**
 * The SPEC §7 market calls with their fixed queries. Each resolves to the raw answer, or undefined
 * when the request failed (the client logs it); processing and validation happen in the engine.
 * `timezone` reads the change-reftime cookie at call time (empty for 24h or unset).
 */
export function marketCalls(api: ApiClient, timezone: () => string) {
  return {
    tabs: () => api.get<unknown>('/apiw/v2/common/tabs', { area: 'web_trade' }, { [BUILD_NUMBER_HEADER]: BUILD_NUMBER }),
    spots: () => api.get<unknown>('/apiw/v2/market/spots', { exchange_type: 'ALL', timezone: timezone() }),
    futures: (testnet: boolean) =>
      api.get<unknown>('/apiw/v2/market/futures', { exchange_type: 'CONTRACT_ALL', timezone: timezone(), is_testnet: testnet ? 1 : 0 }),
    delivery: () => api.get<unknown>('/apiw/v2/delivery/usdt/contracts'),
    options: () => api.get<unknown>('/apiw/v2/options/underlying'),
    pilot: () => api.get<unknown>('/apiw/v2/pilot/markets', { exchange_type: 'PILOT_ALL', timezone: timezone() }),
    preMarket: () => api.get<unknown>('/apiw/v2/pre-market/service/currencies/simple-info', { limit: LIST_PAGE_SIZE, page: 1 }),
    alpha: (chain: string | null) =>
      api.get<unknown>('/apiw/v2/alpha/currencies', {
        tab: 'ALPHA_ALLCHAIN',
        chain: chain ?? undefined,
        timezone: timezone(),
        page: 1,
        limit: LIST_PAGE_SIZE,
      }),
    alphaSearch: (keywords: string) => api.get<unknown>('/apiw/v2/alpha/markets_by_keywords', { keywords }),
    alphaPath: (symbol: string) =>
      api.post<unknown>('/api/web/v1/web3-trade-interface/memebox/symbol_to_path', { symbols: [symbol] }, { json: true }),
    buyCryptoFiats: () => api.get<unknown>('/api/web/v1/site/buyCryptoFiatList'),
    favourites: () => api.get<unknown>(FAVOURITES_PATH),
    setFavourite: (market: string, id: string, on: boolean) => api.post<unknown>(FAVOURITES_PATH, { market, id, on: on ? '1' : '0' }),
  };
}

export type MarketCalls = ReturnType<typeof marketCalls>;
