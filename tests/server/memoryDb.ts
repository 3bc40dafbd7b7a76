import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { MIGRATIONS_DIR, migrate } from '../../server/db/migrate.ts';
import { pgliteDb } from '../../server/db/pglite.ts';
import { pgliteStartParams } from '../../server/db/pgliteSettings.ts';
import type { Db } from '../../server/db/types.ts';

// initdb inside PGlite takes seconds; loading a saved cluster takes a fraction of that. Two
// templates, each keyed so that it cannot go stale: an empty, freshly initialised cluster (no
// tables; keyed by the PGlite version), and the same with the migrations applied (keyed by the
// migration files too), which spares every test server about a second of CPU for the migrations.
const DIST = new URL('../../node_modules/@electric-sql/pglite/dist/', import.meta.url);
const { version } = JSON.parse(await readFile(new URL('../package.json', DIST), 'utf8')) as { version: string };

/** Which cluster a database starts from: empty (no tables), or with every migration applied. */
export type Schema = 'empty' | 'migrated';

async function migrationsDigest(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await readdir(MIGRATIONS_DIR)).sort()) hash.update(`${file}\0`).update(await readFile(join(MIGRATIONS_DIR, file)));
  return hash.digest('hex').slice(0, 16);
}

// Named once per process: a test server's start asks for its template's file every time.
let migratedName: Promise<string> | undefined;
const TEMPLATES: Record<Schema, () => Promise<string>> = {
  empty: async () => join(tmpdir(), `exnav-pglite-${version}.tar`),
  migrated: () => {
    migratedName ??= migrationsDigest().then((digest) => join(tmpdir(), `exnav-pglite-${version}-migrated-${digest}.tar`));
    return migratedName;
  },
};

/**
 * The template's file, made when missing: test servers in a process of their own start their
 * memory:// database from it (PGLITE_MEMORY_TEMPLATE, server/db/pglite.ts) instead of running
 * initdb (and, from the migrated one, the migrations; the server's own migrate() then finds them
 * all recorded).
 */
export async function templateFile(schema: Schema = 'empty'): Promise<string> {
  await template(schema);
  return TEMPLATES[schema]();
}

async function template(schema: Schema): Promise<Blob> {
  const file = await TEMPLATES[schema]();
  const saved = await readFile(file).catch(() => null);
  if (saved) return new Blob([saved]);
  const pg =
    schema === 'empty'
      ? await PGlite.create('memory://')
      : await PGlite.create({ loadDataDir: await template('empty'), startParams: pgliteStartParams() });
  if (schema === 'migrated') await migrate(pgliteDb(pg));
  const blob = await pg.dumpDataDir('none');
  await pg.close();
  const temp = `${file}.${process.pid}.${Date.now()}`;
  await writeFile(temp, Buffer.from(await blob.arrayBuffer()));
  await rename(temp, file); // atomic: parallel test files never read half a file
  return blob;
}

type Artifacts = Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>;
/**
 * Read and compiled once per worker (the worker outlives the files, vitest.config.ts): otherwise
 * every PGlite.create reads the 9 MB module and its 6 MB file bundle again and compiles afresh.
 * The templates likewise, each read once.
 */
let artifacts: Promise<Artifacts> | undefined;
const templates: Partial<Record<Schema, Promise<Blob>>> = {};
async function load(): Promise<Artifacts> {
  const compile = async (name: string) => WebAssembly.compile(await readFile(new URL(name, DIST)));
  const [pgliteWasmModule, initdbWasmModule, fsBundle] = await Promise.all([
    compile('pglite.wasm'),
    compile('initdb.wasm'),
    readFile(new URL('pglite.data', DIST)).then((b) => new Blob([b])),
  ]);
  return { pgliteWasmModule, initdbWasmModule, fsBundle };
}

const retried = <T>(make: () => Promise<T>, forget: () => void) =>
  make().catch((e: unknown) => {
    forget();
    throw e;
  });

async function startFrom(schema: Schema): Promise<Artifacts & { loadDataDir: Blob }> {
  artifacts ??= retried(load, () => {
    artifacts = undefined;
  });
  templates[schema] ??= retried(
    () => template(schema),
    () => {
      delete templates[schema];
    },
  );
  const [loaded, loadDataDir] = await Promise.all([artifacts, templates[schema]]);
  return { ...loaded, loadDataDir };
}

/**
 * A fresh in-memory PGlite, as openDb({ dataDir: 'memory://' }) gives (the server's own settings,
 * server/db/pgliteSettings.ts), only faster to start; `migrated` when the test is not about the
 * migrations (openServerDeps still runs them, and finds them done). The settings matter for speed
 * too: with PostgreSQL's default 128 MB of shared buffers a start took about twice the CPU.
 */
export async function openMemoryDb(schema: Schema = 'empty'): Promise<Db> {
  return pgliteDb(await PGlite.create({ ...(await startFrom(schema)), startParams: pgliteStartParams() }));
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
  const { loadDataDir } = await startFrom('empty');
  await (await PGlite.create(location, { loadDataDir, startParams: pgliteStartParams() })).close();
}
