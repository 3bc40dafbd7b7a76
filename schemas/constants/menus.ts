/**
 * The header menus (SPEC §7, §9): hover gaps, scroll step, split counts, remote-menu retries.
 * Plain values, no zod: the first page, the engine, the server and the search micro-app import
 * them.
 */

/** Hover gap of a menu panel: default -40, variants -340 and -440. */
export const HOVER_GAPS = [-40, -340, -440] as const;
export type HoverGap = (typeof HOVER_GAPS)[number];
export const DEFAULT_HOVER_GAP: HoverGap = -40;
/** Main-nav scroll arrows move this far. */
export const SCROLL_STEP_PX = 180;
/** Items in the first column of a split menu. */
export const SPLIT_COUNTS = [6, 8] as const;
/** The remote menu is asked for with 3 retries, 1 s apart (SPEC §7). */
export const REMOTE_MENU_RETRIES = 3;
export const REMOTE_MENU_RETRY_MS = 1000;
