import { createStore, del, get, set } from 'idb-keyval';
import { type CacheStore, memoryStore } from '../../../engine/cache/cachedList.ts';

/**
 * The cached lists' store: IndexedDB through idb-keyval, or memory where IndexedDB is missing or
 * refuses (private modes, blocked storage). A store that fails once is replaced by memory for the
 * rest of the page, so every later call still answers.
 */
export function browserCacheStore(): CacheStore {
  const memory = memoryStore();
  if (typeof indexedDB === 'undefined') return memory;
  let idb: ReturnType<typeof createStore> | null;
  try {
    idb = createStore('exchange-nav', 'market-lists');
  } catch {
    return memory;
  }
  const guard = async <T>(op: (s: NonNullable<typeof idb>) => Promise<T>, fallback: () => Promise<T>): Promise<T> => {
    if (!idb) return fallback();
    try {
      return await op(idb);
    } catch (e) {
      console.warn('[markets] IndexedDB unavailable, keeping lists in memory', e);
      idb = null;
      return fallback();
    }
  };
  return {
    get: (k) =>
      guard(
        (s) => get(k, s),
        () => memory.get(k),
      ),
    set: (k, v) =>
      guard(
        (s) => set(k, v, s),
        () => memory.set(k, v),
      ),
    del: (k) =>
      guard(
        (s) => del(k, s),
        () => memory.del(k),
      ),
  };
}
