import { type CacheSource, type CacheStore, loadCachedList } from '../../../engine/cache/cachedList.ts';
import { type CacheName, type CachePolicy, cacheKey } from '../../../engine/cache/cachePolicy.ts';

/** How long a loaded list is reused in memory before the cache machine is asked again. */
const MEMO_MS = 60_000;

export interface Loaded<T> {
  data: T;
  /** 'fallback': nothing could be loaded and nothing was cached (a failure, not an empty market). */
  source: CacheSource;
}

export type CachedLoader<T> = (() => Promise<T>) & { reset(): void; loaded(): Promise<Loaded<T>> };

export interface LoaderDeps {
  store: CacheStore;
  subWebsiteId: number | null;
  now: () => number;
  warn: (message: string) => void;
  /** The timezone query the list is asked with now (SPEC §7, from the change period). */
  timezone?: () => string;
}

/** `timezoned`: the list is asked with the change period's timezone, so its cache is keyed by it. */
export type CachedPolicy<T> = Omit<CachePolicy<T>, 'key' | 'tz'> & { name: CacheName; timezoned?: boolean };

/**
 * Loaders of cached lists: each runs the SPEC §4 cache machine under its SPEC §9 name (with the
 * sub-site suffix) and keeps the answer in memory for a minute, so panels opening one after the
 * other share it. A list that did not come fresh (stale cache, fallback) is asked again next time.
 */
export function cachedLoader(deps: LoaderDeps) {
  return function cached<T>(
    policy: CachedPolicy<T>,
    fetch: () => Promise<unknown>,
    process: (raw: unknown) => T,
    fallback: T,
  ): CachedLoader<T> {
    const { name, timezoned, ...rest } = policy;
    let last: { at: number; tz: string | undefined; value: Promise<Loaded<T>> } | null = null;
    const load = async (tz: string | undefined) => {
      const key = cacheKey(name, deps.subWebsiteId);
      const r = await loadCachedList<T>(
        { key, ...rest, ...(tz !== undefined ? { tz } : {}) },
        { store: deps.store, fetch, process, now: deps.now, warn: deps.warn },
        fallback,
      );
      if (r.source === 'fallback' || r.source === 'stale-cache') last = null;
      return r;
    };
    const loaded = () => {
      const tz = timezoned ? (deps.timezone?.() ?? '') : undefined;
      if (!last || last.tz !== tz || deps.now() - last.at >= MEMO_MS) last = { at: deps.now(), tz, value: load(tz) };
      return last.value;
    };
    const get = async () => (await loaded()).data;
    return Object.assign(get, {
      loaded,
      reset() {
        last = null;
      },
    });
  };
}

export type Cached = ReturnType<typeof cachedLoader>;
