import { type CacheEntry, type CachePolicy, entryValid } from './cachePolicy.ts';

export interface CacheStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

export interface CachedListDeps<T> {
  store: CacheStore;
  /** Resolves to the raw answer, or undefined when the request failed (SPEC §8). */
  fetch: () => Promise<unknown>;
  /** Turns a raw answer into the list; may throw on a malformed answer. */
  process: (raw: unknown) => T;
  now: () => number;
  warn?: (message: string) => void;
}

export type CacheSource = 'cache' | 'network' | 'stale-cache' | 'fallback';

/**
 * SPEC §4 "Cached lists": a valid cache entry is returned; an invalid one is deleted and the list
 * refetched; when the fetch gives nothing or the processed data fails validation, the existing
 * (stale) entry is used, else the fallback. Any exception falls back to the cache, then the
 * fallback. Nothing from a bad answer is ever written.
 */
export async function loadCachedList<T>(
  policy: CachePolicy<T>,
  deps: CachedListDeps<T>,
  fallback: T,
): Promise<{ data: T; source: CacheSource }> {
  const valid = policy.valid ?? ((d: T) => d !== undefined);
  let existing: CacheEntry<T> | undefined;
  try {
    const raw = await deps.store.get(policy.key);
    const entry = raw as CacheEntry<T> | undefined;
    if (entryValid(entry, policy, deps.now())) return { data: entry.data, source: 'cache' };
    // Kept only as a stale fallback when it still holds a usable list in the right language.
    const stale = raw as CacheEntry<T> | undefined;
    const usable = stale && typeof stale === 'object' && 'data' in stale && valid(stale.data);
    if (usable && (policy.lang === undefined || stale.lang === policy.lang)) existing = stale;
    if (raw !== undefined) await deps.store.del(policy.key);
  } catch (e) {
    deps.warn?.(`cache read failed for ${policy.key}: ${(e as Error).message}`);
  }
  try {
    const answer = await deps.fetch();
    if (answer !== undefined && answer !== null) {
      const data = deps.process(answer);
      if (valid(data)) {
        if (policy.write !== false) {
          const entry: CacheEntry<T> = { data, savedAt: deps.now(), ...(policy.lang !== undefined ? { lang: policy.lang } : {}) };
          await deps.store.set(policy.key, entry).catch((e: Error) => deps.warn?.(`cache write failed for ${policy.key}: ${e.message}`));
        }
        return { data, source: 'network' };
      }
      deps.warn?.(`invalid data for ${policy.key}; using ${existing ? 'the cached list' : 'the fallback'}`);
    }
  } catch (e) {
    deps.warn?.(`loading ${policy.key} failed: ${(e as Error).message}`);
  }
  if (existing) {
    // Put the stale entry back so the next page still has something while the API is down.
    if (policy.write !== false) await deps.store.set(policy.key, existing).catch(() => {});
    return { data: existing.data, source: 'stale-cache' };
  }
  return { data: fallback, source: 'fallback' };
}

/** An in-memory store for where IndexedDB is unavailable (private modes, tests, the server). */
export function memoryStore(): CacheStore {
  const map = new Map<string, unknown>();
  return {
    get: async (k) => map.get(k),
    set: async (k, v) => {
      map.set(k, structuredClone(v));
    },
    del: async (k) => {
      map.delete(k);
    },
  };
}
