import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from './types.ts';

export const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url).pathname;
const NAME = /^\d{3}_[a-z0-9_]+\.sql$/;
// Two instances starting together must not both apply a migration: one waits for the other.
const LOCK_KEY = 7_151_001;

/** Applies the migrations not yet recorded, in file-name order, in one transaction. Returns their names. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => NAME.test(f)).sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied BIGINT NOT NULL)');
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.exec(await readFile(join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name, applied) VALUES ($1, $2)', [file, Date.now()]);
      applied.push(file);
    }
    return applied;
  });
}
