import * as z from 'zod/mini';

/**
 * A published version's number, as the ops tables store it (PostgreSQL INT): a number past it
 * names no version, and is refused in words before it reaches the database.
 */
export const VERSION_MAX = 2 ** 31 - 1;
export const VersionNumber = z.int().check(z.minimum(0), z.maximum(VERSION_MAX));
/** The same, from a path or query string. */
export const VersionParam = z.coerce.number().check(z.int(), z.minimum(0), z.maximum(VERSION_MAX));
