import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDb } from '../../server/db/adapter.ts';
import { MIGRATIONS_DIR } from '../../server/db/migrate.ts';
import { prepareInChild } from '../../server/firstStart.ts';
import { DEMO_USERS } from '../../server/seed/demoUsers.ts';
import { T0 } from './helpers.ts';
import { START_TIMEOUT_MS } from './serverProcess.ts';

const dir = mkdtempSync(join(tmpdir(), 'first-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it(
  'a new PGlite folder is created, migrated and seeded in a child process; the server then opens it as on a restart',
  async () => {
    const location = join(dir, 'ready', 'pglite');
    await prepareInChild(location, true, T0);
    expect(existsSync(join(location, 'PG_VERSION'))).toBe(true);
    // The child took no lock of its own (its parent holds the folder's) and left none behind.
    expect(existsSync(`${location}.lock`)).toBe(false);
    let askedAgain = false;
    const db = await openDb({
      dataDir: join(dir, 'ready'),
      firstStart: async () => {
        askedAgain = true;
      },
    });
    try {
      expect(askedAgain, 'a ready folder is not prepared again').toBe(false);
      const migrations = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
      expect((await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map((r) => r.name)).toEqual(migrations);
      const users = await db.query<{ username: string; created: number }>('SELECT username, created FROM users ORDER BY username');
      expect(users).toEqual(
        DEMO_USERS.map((u) => ({ username: u.username, created: T0 })).sort((a, b) => a.username.localeCompare(b.username)),
      );
      expect((await db.query('SELECT version FROM remote_menu_versions')).length).toBe(1);
    } finally {
      await db.close();
    }
  },
  START_TIMEOUT_MS,
);

it(
  "a first start that fails rejects, naming the folder and the child process's error",
  async () => {
    const blocked = join(dir, 'blocked');
    writeFileSync(blocked, 'a file where the data folder should be');
    await expect(prepareInChild(join(blocked, 'pglite'), false, T0)).rejects.toThrow(
      new RegExp(`the first start of the PGlite data directory ${join(blocked, 'pglite')} failed \\(exit 1\\): [^]*ENOTDIR`),
    );
  },
  START_TIMEOUT_MS,
);
