/**
 * Preferences, currency and cookies (SPEC §4, §9). Plain values, no zod: the first page, the
 * engine, the server and the search micro-app import them.
 */

export const COOKIE_NOTICE_TTL_MS = 90 * 24 * 60 * 60 * 1000;
/** curr_fiat (and the other preference cookies) live one year. */
export const FIAT_COOKIE_DAYS = 365;
/** Amounts show 2 decimals, padded. */
export const AMOUNT_DECIMALS = 2;
/** Rise colour without a cookie: red-rise for Chinese, green-rise otherwise. */
export const RED_RISE_LANGS = ['zh', 'tw'] as const;
export const REFERENCE_TIMES = ['24h', 'utc0', 'utc8'] as const;
export const DEFAULT_FIAT = 'USD';
/** Japan counts volume in JPY; a CNY display fiat hides quick buy. */
export const JAPAN_VOLUME_FIAT = 'JPY';
export const NO_QUICK_BUY_FIAT = 'CNY';
export const DEFAULT_CURRENCY_COUNT = 2700;
