/**
 * Layout and motion (SPEC §9): breakpoints (the CSS uses the same), the marquee, the clipboard.
 * Plain values, no zod: the first page, the engine, the server and the search micro-app import
 * them.
 */

/** Breakpoints in px: footer 767.9, then 768, 992, 1439/1440 and 1520 (the CSS uses the same). */
export const BREAKPOINTS = { footer: 767.9, tablet: 768, desktop: 992, wideBelow: 1439, wide: 1440, widest: 1520 } as const;
/** The phone layout (footer accordions, bottom sheets, the marquee): the CSS media queries say the same. */
export const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.footer}px)`;
/** The marquee crosses in width / 200 * 3 seconds. */
export const MARQUEE_PX_PER_STEP = 200;
export const MARQUEE_SECONDS_PER_STEP = 3;
export const CLIPBOARD_TIMEOUT_MS = 500;
