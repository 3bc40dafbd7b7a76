import { type Remembered, remember } from './remember.ts';

/**
 * The layer's markup drawn once per audience (server/audience.ts) and reused until a
 * publish on any instance (the region configs' generation, server/ops/configStore.ts) or until
 * evicted. Bounded: at most MAX_ENTRIES drawings and MAX_BYTES of markup (a page's root markup is
 * 20-40 KB, so the byte cap binds first only for unusually large configs); the least recently
 * used goes first. Held per server (its Deps), so test servers in one process never share.
 */
export const RENDER_CACHE_MAX_ENTRIES = 1000;
export const RENDER_CACHE_MAX_BYTES = 48 * 1024 * 1024;

export interface RenderCacheStats {
  hits: number;
  misses: number;
  entries: number;
  /** Characters of markup held, times two (JavaScript strings are UTF-16). */
  bytes: number;
}

interface Cache {
  generation: number;
  entries: Map<string, Remembered<string>>;
  stats: RenderCacheStats;
}

const caches = new WeakMap<object, Cache>();

function cacheOf(owner: object, generation: number): Cache {
  let cache = caches.get(owner);
  if (!cache || cache.generation !== generation) {
    // A publish: every drawing of the old configs goes at once (their keys name the old version).
    const stats = cache?.stats ?? { hits: 0, misses: 0, entries: 0, bytes: 0 };
    cache = { generation, entries: new Map(), stats: { ...stats, entries: 0, bytes: 0 } };
    caches.set(owner, cache);
  }
  return cache;
}

const sizeOf = (html: string) => html.length * 2;

function evict(cache: Cache): void {
  for (const [key, entry] of cache.entries) {
    if (cache.entries.size <= RENDER_CACHE_MAX_ENTRIES && cache.stats.bytes <= RENDER_CACHE_MAX_BYTES) return;
    cache.entries.delete(key);
    if (entry.value !== undefined) cache.stats.bytes -= sizeOf(entry.value);
  }
}

/**
 * The markup for `key`, drawn by `draw` at most once however many requests of the audience ask at
 * the same moment (a failed drawing is not kept: the next request draws again).
 */
export function cachedRender(
  owner: object,
  generation: number,
  key: string,
  draw: () => Promise<string>,
  counted?: (hit: boolean) => void,
): Promise<string> {
  const cache = cacheOf(owner, generation);
  const hit = cache.entries.get(key);
  counted?.(hit !== undefined);
  if (hit) {
    cache.stats.hits++;
    // Most recently used last: the first key in the map is the one evicted.
    cache.entries.delete(key);
    cache.entries.set(key, hit);
    return hit.pending;
  }
  cache.stats.misses++;
  const entry = remember(cache.entries, key, draw);
  entry.pending.then(
    (html) => {
      if (cache.entries.get(key) !== entry) return;
      cache.stats.bytes += sizeOf(html);
      evict(cache);
    },
    () => undefined,
  );
  return entry.pending;
}

/** What the cache holds now and how often it answered (for /metrics and the bench). */
export function renderCacheStats(owner: object): RenderCacheStats {
  const cache = caches.get(owner);
  if (!cache) return { hits: 0, misses: 0, entries: 0, bytes: 0 };
  return { ...cache.stats, entries: cache.entries.size };
}
