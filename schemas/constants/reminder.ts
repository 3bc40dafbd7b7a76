/**
 * The reminder (notifications) limits (SPEC §4, §8, §9): page sizes, badge cap, clamps, polling,
 * default routes. Plain values, no zod: the first page, the engine, the server and the search
 * micro-app import them.
 */

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
