import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable } from './adapter.ts';
import { pgliteStartParams } from './pgliteSettings.ts';

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

/** Embedded PostgreSQL: data in DATA_DIR/pglite, or nowhere with 'memory://'. */
export async function openPglite(dataDir: string): Promise<Db> {
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = join(resolve(dataDir), 'pglite');
    await mkdir(location, { recursive: true });
  }
  return pgliteDb(await PGlite.create(location, { startParams: pgliteStartParams() }));
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
