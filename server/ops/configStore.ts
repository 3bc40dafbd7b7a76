import type { MiddlewareHandler } from 'hono';
import type { Json } from '../../engine/configMerge.ts';
import { resolveRegionSet } from '../../engine/regionSet.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import { SITE_CODES, type SiteCode } from '../../schemas/site.ts';
import type { AppEnv, Deps } from '../appDeps.ts';
import type { Db } from '../db/types.ts';
import { logFault } from '../log.ts';
import { REGION_CONFIG_DIR, readRegionFiles } from '../regionConfigLoader.ts';
import { onMenuVersionChange } from '../remoteMenu.ts';
import { loadRollouts, ROLLOUTS_STAMP_SQL } from './activeRollouts.ts';
import { HEADS_SQL, type LiveAnnouncements, loadAnnouncements, NONE_PUBLISHED } from './announcementStore.ts';

/** A region file as the site serves it now: the latest published version, or the shipped file (version 0). */
export interface LiveFile {
  json: Json;
  version: number;
  author: string;
  created: number | null;
  message: string;
}

interface VersionRow {
  site: string;
  version: number;
  json: Json;
  author: string;
  message: string;
  created: number;
}

/**
 * The region configs every request reads (deps.configs), and each sub-site's announcement bar,
 * kept equal to what is published in the database. The object is updated in place, so every holder of deps.configs sees a publish. Each
 * request first asks the database for the latest version numbers (one small query on the primary
 * key); only when they changed are the files re-read and re-resolved. That way several server
 * instances on one PostgreSQL serve a publish on their next request, without a restart.
 */
export class ConfigStore {
  private stamp: string | undefined;
  private inflight: Promise<void> | undefined;
  live: Record<string, LiveFile> = {};
  /** Each sub-site's published announcement bar, read with the region files. */
  announcements = Object.fromEntries(SITE_CODES.map((s) => [s, NONE_PUBLISHED])) as Record<SiteCode, LiveAnnouncements>;

  constructor(
    private readonly db: Db,
    readonly shipped: Record<string, Json>,
    readonly configs: Record<SiteCode, RegionConfig>,
  ) {
    this.live = Object.fromEntries(Object.entries(shipped).map(([name, json]) => [name, shippedFile(json)]));
  }

  /** Re-reads the published versions when any version number changed (coalesces concurrent calls). */
  refresh(force = false): Promise<void> {
    if (force) this.stamp = undefined;
    this.inflight ??= this.load().finally(() => {
      this.inflight = undefined;
    });
    return this.inflight;
  }

  private async load(): Promise<void> {
    const heads = await this.db.query<{ site: string; version: number }>(HEADS_SQL);
    const [rollouts] = await this.db.query<{ stamp: string }>(ROLLOUTS_STAMP_SQL);
    const stamp = `${heads.map((h) => `${h.site}:${h.version}`).join(',')};${rollouts?.stamp ?? ''}`;
    if (stamp === this.stamp) return;
    const rows = await this.db.query<VersionRow>(
      'SELECT DISTINCT ON (site) site, version::int AS version, json, author, message, created FROM region_config_versions ORDER BY site, version DESC',
    );
    const live: Record<string, LiveFile> = Object.fromEntries(Object.entries(this.shipped).map(([n, json]) => [n, shippedFile(json)]));
    for (const r of rows) {
      const json = typeof r.json === 'string' ? (JSON.parse(r.json) as Json) : r.json;
      live[r.site] = { json, version: r.version, author: r.author, created: Number(r.created), message: r.message };
    }
    const files = Object.fromEntries(Object.entries(live).map(([n, f]) => [n, f.json]));
    const { configs, issues } = resolveRegionSet(files);
    if (issues.length) {
      // Publishing validates the whole set, so this means the shipped defaults changed under a
      // published file (a deploy): such a sub-site keeps its shipped config until ops fix it.
      console.error(
        `[ops] published region configs do not resolve; shipped defaults kept for:\n${issues.map((i) => `${i.file} ${i.path}: ${i.reason}`).join('\n')}`,
      );
    }
    const shippedSet = issues.length ? resolveRegionSet(this.shipped).configs : {};
    for (const site of SITE_CODES) {
      const next = configs[site] ?? shippedSet[site];
      if (next) this.configs[site] = next;
    }
    this.announcements = await loadAnnouncements(this.db);
    await loadRollouts(this.db, this.configs, live, this.announcements);
    this.live = live;
    this.stamp = stamp;
    generations.set(this.configs, configGeneration(this.configs) + 1);
  }

  /** The raw live files by name (what validation of a draft resolves against). */
  files(): Record<string, Json> {
    return Object.fromEntries(Object.entries(this.live).map(([n, f]) => [n, f.json]));
  }
}

function shippedFile(json: Json): LiveFile {
  return { json, version: 0, author: 'release', created: null, message: 'shipped default (region-configs/)' };
}

// Bumped whenever the published configs or announcements change (read by the page and render
// caches, server/pageCache.ts and server/renderCache.ts).
const generations = new WeakMap<object, number>();

/**
 * A number that changes with every change of the published region configs held in `configs`
 * (deps.configs): what was drawn under another generation is out of date.
 */
export function configGeneration(configs: object): number {
  return generations.get(configs) ?? 0;
}

const stores = new WeakMap<Db, Promise<ConfigStore>>();

/** Opens the store for a database (at server start): reads the shipped files, applies what is published. */
export function openConfigStore(db: Db, configs: Record<SiteCode, RegionConfig>, dir = REGION_CONFIG_DIR): Promise<ConfigStore> {
  const opening = (async () => {
    const { files, errors } = await readRegionFiles(dir);
    if (errors.length) throw new Error(errors.map((e) => `${e.file}: ${e.reason}`).join('\n'));
    const store = new ConfigStore(db, files, configs);
    await store.refresh(true);
    // A menu publish may end what a running rollout of the menu serves (made on the version before).
    onMenuVersionChange(db, () => {
      store
        .refresh(true)
        .catch((e: unknown) => logFault('region configs check', '[ops] could not re-read the rollouts after a menu publish', e));
    });
    return store;
  })();
  stores.set(db, opening);
  opening.catch(() => stores.delete(db));
  return opening;
}

/** The store of these deps (opened on first use when the deps were built by hand). */
export async function configStoreFor(deps: Pick<Deps, 'db' | 'configs'>): Promise<ConfigStore> {
  return stores.get(deps.db) ?? openConfigStore(deps.db, deps.configs);
}

// Static files (anything with an extension) never read a region config.
const STATIC = /\.[a-z0-9]{1,8}$/i;

/**
 * How long a check of the published versions holds on PostgreSQL: within it, requests read the
 * configs already loaded instead of asking the database each. A publish on another instance is
 * served here at most this long after it (the publishing instance and the ops console refresh at
 * once); the pages' own shared-cache lifetime (server/pageCache.ts) is ten times longer.
 */
export const LIVE_CHECK_MS = 1000;
const checked = new WeakMap<object, number>();

/**
 * Brings deps.configs up to date with what is published now (ConfigStore.refresh), or undefined
 * when there is nothing to wait for: embedded PGlite has one process on its data, and every publish
 * goes through this process, which refreshes the store itself, so the check (a query) is needed
 * only on PostgreSQL, and there at most once per LIVE_CHECK_MS.
 */
export function refreshLiveConfigs(deps: Pick<Deps, 'db' | 'configs'>): Promise<void> | undefined {
  if (deps.db.kind === 'pglite') return undefined;
  const now = performance.now();
  if (now - (checked.get(deps.db) ?? Number.NEGATIVE_INFINITY) < LIVE_CHECK_MS) return undefined;
  checked.set(deps.db, now);
  return configStoreFor(deps)
    .then((store) => store.refresh())
    .catch((e: unknown) => {
      // A database hiccup must not take the site down: keep serving the configs already loaded
      // (and ask again after LIVE_CHECK_MS, not on every request).
      logFault('region configs check', '[ops] could not check the published region configs', e);
    });
}

/** Before anything reads deps.configs: serve what is published now (see ConfigStore). */
export const liveRegionConfigs: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!STATIC.test(c.req.path)) await refreshLiveConfigs(c.var.deps);
  await next();
};
