import type { Json } from '../../engine/configMerge.ts';
import { isAnnouncementTarget, REMOTE_MENU, regionOfTarget } from '../../engine/ops/targets.ts';
import { resolveRegionSet } from '../../engine/regionSet.ts';
import { decideRollout, type RolloutDecision, type RolloutKey, visitorKey } from '../../engine/rollout.ts';
import { AnnouncementDoc } from '../../schemas/announcements.ts';
import { StoredRemoteMenu } from '../../schemas/api/remoteMenu.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import type { Rollout } from '../../schemas/rollout.ts';
import type { SiteCode } from '../../schemas/site.ts';
import type { Queryable } from '../db/types.ts';
import { latestMenuVersion } from '../remoteMenu.ts';
import type { LiveAnnouncements } from './announcementStore.ts';
import { fromRow, type Row } from './rollouts.ts';

/**
 * The running rollouts as every request reads them, each with what its change makes (the region
 * config, the announcement bar or the remote menu), held beside deps.configs and reloaded with them
 * (server/ops/configStore.ts), so all instances pick the same version.
 */
export type ActiveRollout =
  | { kind: 'region'; rollout: Rollout; config: RegionConfig }
  | { kind: 'announcement'; rollout: Rollout; site: SiteCode; bar: LiveAnnouncements }
  /** `version`: the number the change takes when published, so the answer at 100% is the published one. */
  | { kind: 'menu'; rollout: Rollout; menu: StoredRemoteMenu; version: number };

const active = new WeakMap<object, Partial<Record<string, ActiveRollout>>>();

/** What changes the running rollouts and whether they are served (part of the store's stamp: a widening redraws pages). */
export const ROLLOUTS_STAMP_SQL = `SELECT COALESCE(string_agg(id || ':' || percent || ':' || updated, ',' ORDER BY id), '')
  || '|' || (SELECT COALESCE(MAX(version), 0) FROM remote_menu_versions) AS stamp FROM ops_rollouts WHERE state = 'running'`;

const jsonOf = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);

/**
 * Reads the running rollouts for what is live now (the region files `live`, the bars
 * `announcements`, the remote menu's latest version) and keeps them beside `configs`. A rollout
 * whose change was made on a version no longer live is left out: its content would undo the newer
 * publish, so everyone sees the live version until ops merge the change.
 */
export async function loadRollouts(
  db: Queryable,
  configs: object,
  live: Record<string, { json: Json; version: number }>,
  announcements: Record<SiteCode, LiveAnnouncements>,
): Promise<void> {
  const rows = await db.query<Row & { json: unknown; base_version: number }>(
    `SELECT r.id::int AS id, r.change_id::int AS change_id, r.target, r.percent, r.steps, r.started_by, r.created, c.json, c.base_version::int AS base_version
       FROM ops_rollouts r JOIN ops_changes c ON c.id = r.change_id WHERE r.state = 'running'`,
  );
  const next: Partial<Record<string, ActiveRollout>> = {};
  for (const r of rows) {
    const rollout = fromRow(r);
    const made = await activeOf(db, rollout, jsonOf(r.json), r.base_version, live, announcements);
    if (made) next[rollout.target] = made;
  }
  active.set(configs, next);
}

async function activeOf(
  db: Queryable,
  rollout: Rollout,
  json: unknown,
  base: number,
  live: Record<string, { json: Json; version: number }>,
  announcements: Record<SiteCode, LiveAnnouncements>,
): Promise<ActiveRollout | undefined> {
  const { target } = rollout;
  if (target === REMOTE_MENU) {
    if ((await latestMenuVersion(db)) !== base) return undefined;
    const menu = StoredRemoteMenu.safeParse(json);
    return menu.success ? { kind: 'menu', rollout, menu: menu.data, version: base + 1 } : undefined;
  }
  const site = regionOfTarget(target);
  if (!site) return undefined;
  if (isAnnouncementTarget(target)) {
    if (announcements[site].version !== base) return undefined;
    const doc = AnnouncementDoc.safeParse(json);
    if (!doc.success) return undefined;
    const bar: LiveAnnouncements = { doc: doc.data, version: base + 1, author: rollout.startedBy, created: rollout.created, message: '' };
    return { kind: 'announcement', rollout, site, bar };
  }
  if (live[site]?.version !== base) return undefined;
  const files = Object.fromEntries(Object.entries(live).map(([n, f]) => [n, f.json]));
  files[site] = json as Json;
  const config = resolveRegionSet(files, [site]).configs[site];
  return config ? { kind: 'region', rollout, config } : undefined;
}

/** The served rollout of a target (a sub-site's file, the remote menu, a bar), if any. */
export const activeRollout = (configs: object, target: string): ActiveRollout | undefined => active.get(configs)?.[target];

/** The served rollout that alters a sub-site's pages (of its file, its bar or the remote menu): one at most. */
export function rolloutOfSite(configs: object, site: SiteCode): ActiveRollout | undefined {
  const running = active.get(configs);
  return running?.[site] ?? running?.[`announcement-${site}`] ?? running?.[REMOTE_MENU];
}

/** The region config a request of `site` sees, and the rollout's decision when one of its file is running. */
export function configFor(
  configs: Record<SiteCode, RegionConfig>,
  site: SiteCode,
  key: RolloutKey | null,
  now: number,
): { config: RegionConfig; decision?: RolloutDecision } {
  const running = activeRollout(configs, site);
  if (running?.kind !== 'region') return { config: configs[site] };
  const decision = decideRollout(running.rollout, key, now);
  return { config: decision.variant ? running.config : configs[site], decision };
}

/**
 * The announcement bar a request of `site` sees: the live one, or the rolled-out change's with the
 * rollout's id (`rollout`: a cached answer of the change is kept apart from any published version's).
 */
export function barFor(
  configs: object,
  site: SiteCode,
  live: LiveAnnouncements,
  key: RolloutKey | null,
  now: number,
): { bar: LiveAnnouncements; rollout?: number } {
  const running = activeRollout(configs, `announcement-${site}`);
  if (running?.kind !== 'announcement' || !decideRollout(running.rollout, key, now).variant) return { bar: live };
  return { bar: running.bar, rollout: running.rollout.id };
}

/** Whether a list's answer depends on the request's rollout key now: a rollout of its target is served. */
export const rolledOut = (configs: object, target: string): boolean => activeRollout(configs, target) !== undefined;

/** The remote menu's rolled-out change when this request is in it, else undefined (the live menu). */
export function menuFor(
  configs: object,
  key: RolloutKey | null,
  now: number,
): { menu: StoredRemoteMenu; version: number; rollout: number } | undefined {
  const running = activeRollout(configs, REMOTE_MENU);
  if (running?.kind !== 'menu' || !decideRollout(running.rollout, key, now).variant) return undefined;
  return { menu: running.menu, version: running.version, rollout: running.rollout.id };
}

/**
 * A visitor's bucket (server/cacheKeyCookies.ts bucketOfHeader) as part of the page cache's key:
 * which running rollouts the bucket is in, not the cookie itself, so the visitors of one variant
 * share one kept page. (Whether consent lets the bucket count is decided by the consent state,
 * itself part of the key.)
 */
export function rolloutCachePart(configs: object, bucket: number | null, now: number): string {
  const running = active.get(configs);
  if (bucket === null || !running) return '';
  return Object.values(running)
    .map((r) => `${r!.rollout.id}:${decideRollout(r!.rollout, visitorKey(bucket), now).variant ? 1 : 0}`)
    .join(',');
}
