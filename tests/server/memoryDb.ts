import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pgliteDb } from '../../server/db/pglite.ts';
import { pgliteStartParams } from '../../server/db/pgliteSettings.ts';
import type { Db } from '../../server/db/types.ts';

// initdb inside PGlite takes seconds; loading a saved empty cluster takes a fraction of that. The
// template is an empty, freshly initialised cluster (no tables), so it cannot go stale with the
// migrations; it is keyed by the PGlite version.
const DIST = new URL('../../node_modules/@electric-sql/pglite/dist/', import.meta.url);
const { version } = JSON.parse(await readFile(new URL('../package.json', DIST), 'utf8')) as { version: string };
const TEMPLATE = join(tmpdir(), `exnav-pglite-${version}.tar`);

/**
 * The template's file, made when missing: test servers in a process of their own start their
 * memory:// database from it (PGLITE_MEMORY_TEMPLATE, server/db/pglite.ts) instead of running initdb.
 */
export async function templateFile(): Promise<string> {
  await template();
  return TEMPLATE;
}

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

type Artifacts = Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'> & { loadDataDir: Blob };
/**
 * Read and compiled once per worker (the worker outlives the files, vitest.config.ts): otherwise
 * every PGlite.create reads the 9 MB module and its 6 MB file bundle again and compiles afresh.
 */
let artifacts: Promise<Artifacts> | undefined;
async function load(): Promise<Artifacts> {
  const compile = async (name: string) => WebAssembly.compile(await readFile(new URL(name, DIST)));
  const [pgliteWasmModule, initdbWasmModule, fsBundle, loadDataDir] = await Promise.all([
    compile('pglite.wasm'),
    compile('initdb.wasm'),
    readFile(new URL('pglite.data', DIST)).then((b) => new Blob([b])),
    template(),
  ]);
  return { pgliteWasmModule, initdbWasmModule, fsBundle, loadDataDir };
}

/**
 * A fresh in-memory PGlite, as openDb({ dataDir: 'memory://' }) gives (the server's own settings,
 * server/db/pgliteSettings.ts), only faster to start. The settings matter for speed too: with
 * PostgreSQL's default 128 MB of shared buffers a start took about twice the CPU.
 */
export async function openMemoryDb(): Promise<Db> {
  artifacts ??= load().catch((e: unknown) => {
    artifacts = undefined;
    throw e;
  });
  return pgliteDb(await PGlite.create({ ...(await artifacts), startParams: pgliteStartParams() }));
}

/**
 * Puts the same empty, initialised cluster into `dataDir`'s PGlite folder (DATA_DIR/pglite), so that
 * a server started on it opens an existing database (migrations and seed still its own) instead of
 * running initdb in its first-start child, which costs more CPU than a restart (about 26 s against
 * 6 on two busy cores). For tests whose subject is not the first start (tests/server/firstStart.test.ts
 * and restart.test.ts keep that path covered).
 */
export async function initialisedDataDir(dataDir: string): Promise<void> {
  const location = join(dataDir, 'pglite');
  await mkdir(location, { recursive: true });
  artifacts ??= load();
  const { loadDataDir } = await artifacts;
  await (await PGlite.create(location, { loadDataDir, startParams: pgliteStartParams() })).close();
}
