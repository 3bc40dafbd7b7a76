import { type CacheStore, loadCachedList } from '../../engine/cache/cachedList.ts';
import { type CacheName, type CachePolicy, cacheKey } from '../../engine/cache/cachePolicy.ts';

/** How long a loaded list is reused in memory before the cache machine is asked again. */
const MEMO_MS = 60_000;

export type CachedLoader<T> = (() => Promise<T>) & { reset(): void };

export interface LoaderDeps {
  store: CacheStore;
  subWebsiteId: number | null;
  now: () => number;
  warn: (message: string) => void;
}

export type CachedPolicy<T> = Omit<CachePolicy<T>, 'key'> & { name: CacheName };

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
    const { name, ...rest } = policy;
    let last: { at: number; value: Promise<T> } | null = null;
    const load = async () => {
      const key = cacheKey(name, deps.subWebsiteId);
      const r = await loadCachedList<T>({ key, ...rest }, { store: deps.store, fetch, process, now: deps.now, warn: deps.warn }, fallback);
      if (r.source === 'fallback' || r.source === 'stale-cache') last = null;
      return r.data;
    };
    const get = () => {
      if (!last || deps.now() - last.at >= MEMO_MS) last = { at: deps.now(), value: load() };
      return last.value;
    };
    return Object.assign(get, {
      reset() {
        last = null;
      },
    });
  };
}

export type Cached = ReturnType<typeof cachedLoader>;
