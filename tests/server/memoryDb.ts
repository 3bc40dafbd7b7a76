import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDb } from '../../server/db/pglite.ts';
import type { Db } from '../../server/db/types.ts';

// initdb inside PGlite takes seconds; loading a saved empty cluster takes a fraction of that. The
// template is an empty, freshly initialised cluster (no tables), so it cannot go stale with the
// migrations; it is keyed by the PGlite version.
const MANIFEST = new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url);
const { version } = JSON.parse(await readFile(MANIFEST, 'utf8')) as { version: string };
const TEMPLATE = join(tmpdir(), `exnav-pglite-${version}.tar`);

async function template(): Promise<Blob> {
  const saved = await readFile(TEMPLATE).catch(() => null);
  if (saved) return new Blob([saved]);
  const pg = await PGlite.create('memory://');
  const blob = await pg.dumpDataDir('none');
  await pg.close();
  const temp = `${TEMPLATE}.${process.pid}.${Date.now()}`;
  await writeFile(temp, Buffer.from(await blob.arrayBuffer()));
  await rename(temp, TEMPLATE); // atomic: parallel test files never read half a file
  return blob;
}

/** A fresh in-memory PGlite, as openDb({ dataDir: 'memory://' }) gives, only faster to start. */
export async function openMemoryDb(): Promise<Db> {
  return pgliteDb(await PGlite.create({ loadDataDir: await template() }));
}
