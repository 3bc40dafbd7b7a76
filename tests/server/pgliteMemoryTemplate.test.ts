import { readdir } from 'node:fs/promises';
import { afterEach, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrate } from '../../server/db/migrate.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { templateFile } from './memoryDb.ts';

const saved = process.env.PGLITE_MEMORY_TEMPLATE;
afterEach(() => {
  if (saved === undefined) delete process.env.PGLITE_MEMORY_TEMPLATE;
  else process.env.PGLITE_MEMORY_TEMPLATE = saved;
});

it('PGLITE_MEMORY_TEMPLATE: a memory:// database starts from the saved cluster and is usable', async () => {
  process.env.PGLITE_MEMORY_TEMPLATE = await templateFile();
  const db = await openPglite('memory://');
  try {
    await db.exec('CREATE TABLE t (n int)');
    await db.query('INSERT INTO t VALUES ($1)', [7]);
    expect(await db.query('SELECT n FROM t')).toEqual([{ n: 7 }]);
  } finally {
    await db.close();
  }
});

it('PGLITE_MEMORY_TEMPLATE naming a file that cannot be read stops the start, naming the file', async () => {
  process.env.PGLITE_MEMORY_TEMPLATE = '/nonexistent/exnav-template.tar';
  await expect(openPglite('memory://')).rejects.toThrow(
    /PGLITE_MEMORY_TEMPLATE names \/nonexistent\/exnav-template.tar, which cannot be read: ENOENT/,
  );
});

it('the migrated template holds every migration: a server started from it finds none left to apply', async () => {
  process.env.PGLITE_MEMORY_TEMPLATE = await templateFile('migrated');
  const db = await openPglite('memory://');
  try {
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
    const recorded = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(recorded.map((r) => r.name)).toEqual(files);
    expect(await migrate(db)).toEqual([]);
  } finally {
    await db.close();
  }
});
