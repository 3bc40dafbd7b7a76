import type { Db } from './types.ts';

/** Writes to a table between two VACUUMs of it on PGlite. */
export const VACUUM_EVERY_WRITES = 5_000;

const counts = new WeakMap<Db, Map<string, number>>();

/**
 * PGlite runs no autovacuum: rows deleted or updated keep their space until a VACUUM, so a table
 * held to a row cap would still grow on disk without end (40 to 825 MB). Tables written
 * at a high rate count their writes here and are vacuumed every VACUUM_EVERY_WRITES (a plain
 * VACUUM: the space is reused, no lock against readers). PostgreSQL's autovacuum does this itself.
 */
export async function noteWrites(db: Db, table: string, writes: number): Promise<void> {
  if (db.kind !== 'pglite' || writes <= 0) return;
  const byTable = counts.get(db) ?? new Map<string, number>();
  counts.set(db, byTable);
  const total = (byTable.get(table) ?? 0) + writes;
  if (total < VACUUM_EVERY_WRITES) {
    byTable.set(table, total);
    return;
  }
  byTable.set(table, 0);
  if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
  await db.exec(`VACUUM ${table}`);
}
