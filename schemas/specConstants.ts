/**
 * Every business constant and limit of SPEC §9 (and the few numbers SPEC §3-§7 fix), in one place
 * with its SPEC reference. Plain values, no zod: the first page, the engine, the server and the
 * search micro-app all import from here. Modules that used to define one of these re-export it
 * under the same name, so a change here is a change everywhere.
 */

/** The success code every answer carries (SPEC §5: futures and mark-read are accepted only on 200). */
export const OK_CODE = 200;

// Notifications (SPEC §9 first line, §4 red dot)
/** Records asked for per page by the reminder dropdown and page. */
export const RECORD_PAGE_SIZE = 20;
/** The record size when a request fails (SPEC §8: empty list with page 1, size 10). */
export const DEFAULT_RECORD_SIZE = 10;
/** Unread badges show "99+" above this. */
export const BADGE_CAP = 99;
/** Title clamp: 1 line, expandable to 3. Content: 2 lines, expandable to 7. */
export const TITLE_CLAMP = { lines: 1, maxLines: 3 } as const;
export const CONTENT_CLAMP = { lines: 2, maxLines: 7 } as const;
/** Unread polling every 300000 ms while visible, after a first delay of 60000 ms (SPEC §4). */
export const UNREAD_POLL_MS = 300_000;
export const UNREAD_INITIAL_DELAY_MS = 60_000;
/** Skeleton rows of the reminder list while loading (SPEC §4). */
export const REMINDER_SKELETON_ROWS = 3;
/** Notification routes default to this settle asset and pair (SPEC §9). */
export const DEFAULT_SETTLE = 'USDT';
export const DEFAULT_PAIR = 'BTC_USDT';
/** Mark-read failure answers success false with this code (SPEC §8). */
export const READ_FAILED_CODE = 99999;

// Alpha (SPEC §4, §9)
export const ALPHA_DEBOUNCE_MS = 1000;
export const ALPHA_SKELETON_ROWS = 8;
export const ALPHA_ROW_HEIGHT = 49;
/** Addresses longer than 8 characters show the first 4 and last 4 with an ellipsis. */
export const ADDRESS_SHORTEN = { over: 8, head: 4, tail: 4 } as const;

// Market lists (SPEC §9)
export const LIST_HEIGHT = 530;
export const ROW_HEIGHT = 58;
export const OVERSCAN = 9;
export const MARKET_SKELETON_ROWS = 10;
export const SCROLL_THROTTLE_MS = 200;
export const VIEW_ALL_AFTER_PX = 450;
/** Hover gap of a menu panel: default -40, variants -340 and -440. */
export const HOVER_GAPS = [-40, -340, -440] as const;
export type HoverGap = (typeof HOVER_GAPS)[number];
export const DEFAULT_HOVER_GAP: HoverGap = -40;
/** Main-nav scroll arrows move this far. */
export const SCROLL_STEP_PX = 180;
/** Items in the first column of a split menu. */
export const SPLIT_COUNTS = [6, 8] as const;
/** Pre-market and Alpha lists ask for this many rows (page 1). */
export const LIST_PAGE_SIZE = 100;
/** The contract list refreshes every 600000 ms; delivery contracts are deduped for 30000 ms (SPEC §7). */
export const CONTRACT_REFRESH_MS = 600_000;
export const DELIVERY_DEDUPE_MS = 30_000;
/** The remote menu is asked for with 3 retries, 1 s apart (SPEC §7). */
export const REMOTE_MENU_RETRIES = 3;
export const REMOTE_MENU_RETRY_MS = 1000;

// Cookies and storage (SPEC §9)
export const COOKIE_NOTICE_TTL_MS = 90 * 24 * 60 * 60 * 1000;
/** curr_fiat (and the other preference cookies) live one year. */
export const FIAT_COOKIE_DAYS = 365;

/** Breakpoints in px: footer 767.9, then 768, 992, 1439/1440 and 1520 (the CSS uses the same). */
export const BREAKPOINTS = { footer: 767.9, tablet: 768, desktop: 992, wideBelow: 1439, wide: 1440, widest: 1520 } as const;
/** The phone layout (footer accordions, bottom sheets, the marquee): the CSS media queries say the same. */
export const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.footer}px)`;

// Text and amounts (SPEC §9)
/** The marquee crosses in width / 200 * 3 seconds. */
export const MARQUEE_PX_PER_STEP = 200;
export const MARQUEE_SECONDS_PER_STEP = 3;
export const CLIPBOARD_TIMEOUT_MS = 500;
/** Amounts show 2 decimals, padded. */
export const AMOUNT_DECIMALS = 2;

// Reliability (SPEC §7, §9)
export const CDN_CHECK_DELAY_MS = 5000;
export const ERROR_SAMPLE_RATE = 0.1;
/** The aggregated-search micro-app's version, part of its URL. */
export const SEARCH_APP_VERSION = 5;

// Preferences and currency (SPEC §4, §9)
/** Rise colour without a cookie: red-rise for Chinese, green-rise otherwise. */
export const RED_RISE_LANGS = ['zh', 'tw'] as const;
export const REFERENCE_TIMES = ['24h', 'utc0', 'utc8'] as const;
export const DEFAULT_FIAT = 'USD';
/** Japan counts volume in JPY; a CNY display fiat hides quick buy. */
export const JAPAN_VOLUME_FIAT = 'JPY';
export const NO_QUICK_BUY_FIAT = 'CNY';
export const DEFAULT_CURRENCY_COUNT = 2700;

// Images (SPEC §9)
/** VIP background art width per placement. */
export const VIP_ART_WIDTH = { header: 248, sidebar: 368, other: 343 } as const;
/** Image URLs carry w and q; q defaults to 75. */
export const DEFAULT_IMAGE_QUALITY = 75;

// Caches and requests (SPEC §9)
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
