/**
 * Reliability and error reporting (SPEC §7, §9). Plain values, no zod: the first page, the engine,
 * the server and the search micro-app import them.
 */

export const CDN_CHECK_DELAY_MS = 5000;
export const ERROR_SAMPLE_RATE = 0.1;
