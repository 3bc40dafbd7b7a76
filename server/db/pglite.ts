import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './dataDirLock.ts';
import { pgliteStartParams } from './pgliteSettings.ts';
import type { Db, Queryable } from './types.ts';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await target.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * PGLITE_MEMORY_TEMPLATE: a file holding an empty, initialised cluster (PGlite's dumpDataDir) that a
 * memory:// database starts from instead of running initdb, about 9 s of CPU. For test servers,
 * which start many times (tests/server/memoryDb.ts writes the file); a DATA_DIR folder never does.
 */
async function memoryTemplate(): Promise<Blob | undefined> {
  const file = process.env.PGLITE_MEMORY_TEMPLATE;
  if (!file) return undefined;
  const saved = await readFile(file).catch((e: Error) => {
    throw new Error(`PGLITE_MEMORY_TEMPLATE names ${file}, which cannot be read: ${e.message}`);
  });
  return new Blob([saved]);
}

/**
 * Embedded PostgreSQL: data in DATA_DIR/pglite, or nowhere with 'memory://'. PGlite is one
 * process's database: a second process on the same folder would corrupt it, so the folder is
 * locked (DATA_DIR/pglite.lock) and a second `npm start` or `npm run dev` on it refuses to start.
 * A folder that holds no database yet is first given to `firstStart` (under the lock), if set.
 */
export async function openPglite(dataDir: string, firstStart?: (location: string) => Promise<void>): Promise<Db> {
  if (dataDir.startsWith('memory://'))
    return pgliteDb(await PGlite.create(dataDir, { startParams: pgliteStartParams(), loadDataDir: await memoryTemplate() }));
  const location = join(resolve(dataDir), 'pglite');
  await mkdir(location, { recursive: true });
  const lock = lockDataDir(location);
  try {
    if (firstStart && !existsSync(join(location, 'PG_VERSION'))) await firstStart(location);
    const db = pgliteDb(await PGlite.create(location, { startParams: pgliteStartParams() }));
    return {
      ...db,
      close: async () => {
        try {
          await db.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (e) {
    lock.release();
    throw e;
  }
}

/** Wraps an open PGlite (tests start theirs from a saved data-dir template to skip initdb). */
export function pgliteDb(pg: PGlite): Db {
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
