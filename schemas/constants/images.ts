/**
 * Generated images (SPEC §9). Plain values, no zod: the first page, the engine, the server and the
 * search micro-app import them.
 */

/** VIP background art width per placement. */
export const VIP_ART_WIDTH = { header: 248, sidebar: 368, other: 343 } as const;
/** Image URLs carry w and q; q defaults to 75. */
export const DEFAULT_IMAGE_QUALITY = 75;
