/**
 * The aggregated-search micro-app (SPEC §9). Plain values, no zod: the first page, the engine, the
 * server and the search micro-app import them.
 */

/** The aggregated-search micro-app's version, part of its URL. */
export const SEARCH_APP_VERSION = 5;
