import { createActor, fromPromise, toPromise } from 'xstate';
import { type CacheResult, type CacheSource, cacheMachine } from '../machines/cacheMachine.ts';
import type { CacheEntry, CachePolicy } from './cachePolicy.ts';

export type { CacheSource };

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

/** The cache machine with a store, a fetch and a processing step plugged in. */
export function provideCacheMachine<T>(deps: CachedListDeps<T>) {
  return cacheMachine.provide({
    actors: {
      readCache: fromPromise<unknown, { key: string }>(({ input }) => deps.store.get(input.key)),
      deleteCache: fromPromise<void, { key: string }>(({ input }) => deps.store.del(input.key)),
      writeCache: fromPromise<void, { key: string; entry: CacheEntry<unknown> }>(({ input }) => deps.store.set(input.key, input.entry)),
      fetchList: fromPromise<unknown, { key: string }>(() => deps.fetch()),
      processAnswer: fromPromise<unknown, { raw: unknown }>(async ({ input }) => deps.process(input.raw)),
    },
    actions: {
      warn: (_, params: { message: string }) => deps.warn?.(params.message),
    },
  });
}

/**
 * SPEC §4 "Cached lists" (see cacheMachine): a valid cache entry is returned; an invalid one is
 * deleted and the list refetched; when the fetch gives nothing or the processed data fails
 * validation, the existing (stale) entry is used, else the fallback. Any exception falls back to
 * the cache, then the fallback. Nothing from a bad answer is ever written.
 */
export async function loadCachedList<T>(
  policy: CachePolicy<T>,
  deps: CachedListDeps<T>,
  fallback: T,
): Promise<{ data: T; source: CacheSource }> {
  const actor = createActor(provideCacheMachine(deps), {
    input: { policy: policy as CachePolicy<unknown>, fallback, now: deps.now },
  });
  actor.start();
  return (await toPromise(actor)) as CacheResult<T>;
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
