import { readFile } from 'node:fs/promises';
import { StoredRemoteMenu } from '../schemas/api/remoteMenu.ts';
import type { Db, Queryable } from './db/types.ts';
import { describeIssues } from './http.ts';
import { type Remembered, remember } from './remember.ts';

// The per-language step lives beside the stored schema (the console's preview uses it too).
export { menuForLang } from '../schemas/api/remoteMenu.ts';

export const SEED_MENU_FILE = new URL('./seed/remote-menu.json', import.meta.url).pathname;

let builtIn: Promise<StoredRemoteMenu> | undefined;

/** The menu the server ships (server/seed/remote-menu.json): the first stored version and the fallback. */
export function builtInMenu(): Promise<StoredRemoteMenu> {
  builtIn ??= readFile(SEED_MENU_FILE, 'utf8').then((text) => {
    const parsed = StoredRemoteMenu.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`${SEED_MENU_FILE}: ${describeIssues(parsed.error)}`);
    return parsed.data;
  });
  return builtIn;
}

/** The latest stored version number (0: the built-in menu). */
export async function latestMenuVersion(db: Queryable): Promise<number> {
  const rows = await db.query<{ version: number | null }>('SELECT MAX(version) AS version FROM remote_menu_versions');
  return rows[0]?.version ?? 0;
}

const knownVersions = new WeakMap<Queryable, Remembered<number>>();

/**
 * The live version number as the remote menu call needs it on every request. On PostgreSQL it is
 * asked each time (another instance may have published a moment ago). Embedded PGlite has one
 * process on its data, so every write goes through this process: the number is remembered, and
 * the writers (saveMenuVersion, ops publishVersion, the seed) forget it once they commit. A number
 * already known comes back without a promise, so the public lists' fast path can answer at once.
 */
export function liveMenuVersion(db: Db): number | Promise<number> {
  if (db.kind !== 'pglite') return latestMenuVersion(db);
  const known = knownVersions.get(db);
  if (known) return known.value ?? known.pending;
  return remember(knownVersions, db, () => latestMenuVersion(db)).pending;
}

const versionWatchers = new WeakMap<Queryable, () => void>();

/** Called after every committed write of the menu on `db` (the config store re-reads what a rollout of the menu serves). */
export function onMenuVersionChange(db: Queryable, watch: () => void): void {
  versionWatchers.set(db, watch);
}

/** After a committed write of remote_menu_versions: the next request reads the number again. */
export function forgetMenuVersion(db: Queryable): void {
  knownVersions.delete(db);
  versionWatchers.get(db)?.();
}

export async function latestMenu(db: Queryable): Promise<{ version: number; menu: StoredRemoteMenu }> {
  const rows = await db.query<{ version: number; json: unknown }>(
    'SELECT version, json FROM remote_menu_versions ORDER BY version DESC LIMIT 1',
  );
  const row = rows[0];
  if (!row) return { version: 0, menu: await builtInMenu() };
  return { version: row.version, menu: StoredRemoteMenu.parse(row.json) };
}

/** Stores a new version (the next number); two writers cannot take the same number (primary key). */
export async function saveMenuVersion(db: Db, menu: StoredRemoteMenu, author: string, message: string, now: number): Promise<number> {
  const valid = StoredRemoteMenu.parse(menu);
  const version = await db.transaction(async (tx) => {
    const [{ next }] = (await tx.query<{ next: number }>('SELECT COALESCE(MAX(version), 0) + 1 AS next FROM remote_menu_versions')) as [
      { next: number },
    ];
    await tx.query('INSERT INTO remote_menu_versions (version, json, author, message, created) VALUES ($1, $2::jsonb, $3, $4, $5)', [
      next,
      JSON.stringify(valid),
      author,
      message,
      now,
    ]);
    return next;
  });
  forgetMenuVersion(db);
  return version;
}
