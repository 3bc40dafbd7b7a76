/**
 * A server's data made ready: migrations applied, base data and (unless switched off) the demo
 * accounts seeded. On a PGlite folder that holds no database yet this first start runs in a child
 * process of its own: initdb grows PGlite's WebAssembly memory, the process heap
 * and the password hashes' thread arenas by about 300 MB that a process never gives back, so the
 * server then opens a folder that is ready, as on a restart, and stays near a restart's size.
 * PGLITE_FIRST_START=in-process runs it in the server's own process as before (bench/memory.ts
 * compares both).
 */
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from './db/migrate.ts';
import { pgliteDb } from './db/pglite.ts';
import { pgliteStartParams } from './db/pgliteSettings.ts';
import type { Db } from './db/types.ts';
import { seedBase, seedDemo } from './seed/seed.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SELF = fileURLToPath(import.meta.url);

/** Migrations, then the base data, then the demo accounts when asked; each step idempotent. */
export async function prepareData(db: Db, demo: boolean, now: number): Promise<void> {
  await migrate(db);
  await seedBase(db, now);
  if (demo) await seedDemo(db, now);
}

/**
 * Creates and prepares the PGlite database in `location` in a child process; resolves when the
 * child has closed it. The caller holds the folder's lock meanwhile (the child takes none), and
 * the child stops when its parent goes away (the IPC channel closes).
 */
export function prepareInChild(location: string, demo: boolean, now: number): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', SELF, location, demo ? '1' : '0', String(now)], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(`the first start of the PGlite data directory ${location} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`),
        );
    });
  });
}

if (process.argv[1] === SELF) {
  process.on('disconnect', () => process.exit(1));
  const [location, demo, now] = process.argv.slice(2);
  await mkdir(location!, { recursive: true });
  const db = pgliteDb(await PGlite.create(location!, { startParams: pgliteStartParams() }));
  await prepareData(db, demo === '1', Number(now));
  await db.close();
  process.exit(0);
}
