/**
 * The storage seam: every SQL the server runs goes through this, so the same code runs on embedded
 * PGlite (a folder under DATA_DIR, or in memory for tests) and on a real PostgreSQL (DATABASE_URL).
 * Both speak PostgreSQL; BIGINT columns come back as JS numbers from both.
 */
import type { Db } from './types.ts';

export interface OpenDbOptions {
  /** Folder for PGlite data, or 'memory://' for an in-memory database. */
  dataDir?: string;
  /** When set, node-postgres is used instead of PGlite. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests isolate themselves with one); created when missing. */
  schema?: string;
  /** Prepares a PGlite folder that holds no database yet before it is opened (server/firstStart.ts). */
  firstStart?: (location: string) => Promise<void>;
}

export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.databaseUrl, options.schema);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir ?? 'memory://', options.firstStart);
}
