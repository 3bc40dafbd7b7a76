/**
 * The market lists and the Alpha list (SPEC §4, §7, §9): list geometry, skeletons, page sizes,
 * refresh and dedupe times. Plain values, no zod: the first page, the engine, the server and the
 * search micro-app import them.
 */

export const ALPHA_DEBOUNCE_MS = 1000;
export const ALPHA_SKELETON_ROWS = 8;
export const ALPHA_ROW_HEIGHT = 49;
/** Addresses longer than 8 characters show the first 4 and last 4 with an ellipsis. */
export const ADDRESS_SHORTEN = { over: 8, head: 4, tail: 4 } as const;
export const LIST_HEIGHT = 530;
export const ROW_HEIGHT = 58;
export const OVERSCAN = 9;
export const MARKET_SKELETON_ROWS = 10;
export const SCROLL_THROTTLE_MS = 200;
export const VIEW_ALL_AFTER_PX = 450;
/** Pre-market and Alpha lists ask for this many rows (page 1). */
export const LIST_PAGE_SIZE = 100;
/** The contract list refreshes every 600000 ms; delivery contracts are deduped for 30000 ms (SPEC §7). */
export const CONTRACT_REFRESH_MS = 600_000;
export const DELIVERY_DEDUPE_MS = 30_000;
