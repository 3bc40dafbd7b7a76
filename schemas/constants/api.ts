/**
 * The API's fixed numbers (SPEC §5, §7, §9): the success code, the tab call's build number,
 * request timeouts, cache times and names. Plain values, no zod: the first page, the engine, the
 * server and the search micro-app import them.
 */

/** The success code every answer carries (SPEC §5: futures and mark-read are accepted only on 200). */
export const OK_CODE = 200;
/** Cache time default 60 (seconds here: the unit is not shown in SPEC). */
export const DEFAULT_CACHE_SECONDS = 60;
/** Cache names; non-main sub-sites get the sub-website id as a suffix. */
export const CACHE_NAMES = {
  tradeTabs: 'menu_web_trade_v2',
  spot: 'all_market_v2',
  futures: 'apiFutureContracts_v2',
  options: 'options_data',
  preMarket: 'preMarket_v2',
  pilot: 'pilot_market_data',
  alpha: 'alpha_market_data_v2',
  buyCryptoFiat: 'buy_crypto_fiat_setting_v2',
} as const;
/** Sent with the tab-menu call (SPEC §7). */
export const BUILD_NUMBER = '20250923';
/** Request timeout: 4000 ms in the client, 3000 ms on the server. */
export const REQUEST_TIMEOUT_MS = 4000;
export const SERVER_TIMEOUT_MS = 3000;
