import type { Json } from '../../engine/configMerge.ts';
import { isAnnouncementTarget, REMOTE_MENU, regionOfTarget, type TargetName } from '../../engine/ops/targets.ts';
import { AnnouncementDoc, NO_ANNOUNCEMENTS } from '../../schemas/announcements.ts';
import { StoredRemoteMenu } from '../../schemas/api/remoteMenu.ts';
import type { Db, Queryable } from '../db/types.ts';
import { HttpError } from '../http.ts';
import { builtInMenu, forgetMenuVersion } from '../remoteMenu.ts';
import { writeAudit } from './audit.ts';

export interface VersionInfo {
  version: number;
  author: string;
  created: number | null;
  message: string;
}

// Region files share region_config_versions (keyed by file name), announcement bars
// announcement_versions (keyed by sub-site); the remote menu has its own table.
const table = (name: TargetName) =>
  name === REMOTE_MENU
    ? { sql: 'remote_menu_versions', where: 'TRUE', params: [] as string[] }
    : isAnnouncementTarget(name)
      ? { sql: 'announcement_versions', where: 'site = $1', params: [regionOfTarget(name) as string] }
      : { sql: 'region_config_versions', where: 'site = $1', params: [name] };

const SHIPPED: VersionInfo = { version: 0, author: 'release', created: null, message: 'shipped default' };
const NO_ANNOUNCEMENT: VersionInfo = { version: 0, author: 'release', created: null, message: 'no announcement' };
// Serialises publishes of one target across server instances (pg advisory lock, per transaction).
const LOCK_CLASS = 7_151_006;

export async function latestVersion(db: Queryable, name: TargetName): Promise<VersionInfo> {
  const t = table(name);
  const rows = await db.query<VersionInfo>(
    `SELECT version::int AS version, author, created, message FROM ${t.sql} WHERE ${t.where} ORDER BY version DESC LIMIT 1`,
    t.params,
  );
  const row = rows[0];
  if (row) return { ...row, created: Number(row.created) };
  return isAnnouncementTarget(name) ? NO_ANNOUNCEMENT : SHIPPED;
}

/** Every version, newest first, ending with the shipped default (version 0) for region files. */
export async function listVersions(db: Queryable, name: TargetName): Promise<VersionInfo[]> {
  const t = table(name);
  const rows = await db.query<VersionInfo>(
    `SELECT version::int AS version, author, created, message FROM ${t.sql} WHERE ${t.where} ORDER BY version DESC`,
    t.params,
  );
  const list = rows.map((r) => ({ ...r, created: Number(r.created) }));
  if (name === REMOTE_MENU) return list;
  return [...list, isAnnouncementTarget(name) ? NO_ANNOUNCEMENT : SHIPPED];
}

/** The content of one version; version 0 of a region file is the shipped file. */
export async function versionJson(db: Queryable, name: TargetName, version: number, shipped: Record<string, Json>): Promise<unknown> {
  if (version === 0) {
    if (name === REMOTE_MENU) return builtInMenu();
    if (isAnnouncementTarget(name)) return NO_ANNOUNCEMENTS;
    const file = shipped[name];
    if (file === undefined) throw new HttpError(404, `no shipped file ${name}.json`);
    return file;
  }
  const t = table(name);
  const rows = await db.query<{ json: unknown }>(`SELECT json FROM ${t.sql} WHERE ${t.where} AND version = $${t.params.length + 1}`, [
    ...t.params,
    version,
  ]);
  if (!rows[0]) throw new HttpError(404, `${name} has no version ${version}`);
  const json = rows[0].json;
  return typeof json === 'string' ? JSON.parse(json) : json;
}

/**
 * The refusal in words that hold for any client: no clock time (the console shows it in the
 * reader's own time zone from `current.created`) and the way forward the console offers, a merge.
 */
function staleMessage(baseVersion: number, current: VersionInfo): string {
  return `Version ${current.version} was published by ${current.author} after you started from version ${baseVersion}, so nothing was published. Merge your changes into version ${current.version}, check them, and publish again.`;
}

export class StaleVersionError extends HttpError {
  constructor(
    readonly baseVersion: number,
    readonly current: VersionInfo,
  ) {
    super(409, staleMessage(baseVersion, current));
  }
}

export interface PublishInput {
  name: TargetName;
  json: unknown;
  baseVersion: number;
  author: string;
  message: string;
  now: number;
  action: 'publish' | 'rollback';
  detail?: Record<string, unknown>;
}

/**
 * Writes the next version of a target if, and only if, the live version is still the one the
 * edit started from (optimistic concurrency). The check, the insert and the audit entry happen in
 * one transaction under a per-target lock, so two instances cannot both publish on version N.
 */
export async function publishVersion(db: Db, input: PublishInput): Promise<number> {
  const version = await db.transaction((tx) => publishIn(tx, input));
  if (input.name === REMOTE_MENU) forgetMenuVersion(db);
  return version;
}

/**
 * publishVersion inside a transaction the caller holds (the scheduler claims its change in the
 * same one). The caller forgets the cached menu version after commit when it published the menu.
 */
export async function publishIn(tx: Queryable, input: PublishInput): Promise<number> {
  const { name } = input;
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_CLASS, name]);
  const current = await latestVersion(tx, name);
  if (current.version !== input.baseVersion) throw new StaleVersionError(input.baseVersion, current);
  const next = current.version + 1;
  if (name === REMOTE_MENU) {
    const menu = StoredRemoteMenu.parse(input.json);
    await tx.query('INSERT INTO remote_menu_versions (version, json, author, message, created) VALUES ($1, $2::jsonb, $3, $4, $5)', [
      next,
      JSON.stringify(menu),
      input.author,
      input.message,
      input.now,
    ]);
  } else if (isAnnouncementTarget(name)) {
    const doc = AnnouncementDoc.parse(input.json);
    await tx.query(
      'INSERT INTO announcement_versions (site, version, json, author, message, created) VALUES ($1, $2, $3::json, $4, $5, $6)',
      [regionOfTarget(name), next, JSON.stringify(doc, null, 2), input.author, input.message, input.now],
    );
  } else {
    await tx.query(
      'INSERT INTO region_config_versions (site, version, json, author, message, created) VALUES ($1, $2, $3::json, $4, $5, $6)',
      [name, next, JSON.stringify(input.json, null, 2), input.author, input.message, input.now],
    );
  }
  await writeAudit(tx, {
    created: input.now,
    actor: input.author,
    action: input.action,
    target: name,
    version: next,
    base_version: input.baseVersion,
    message: input.message,
    detail: input.detail ?? {},
  });
  return next;
}
