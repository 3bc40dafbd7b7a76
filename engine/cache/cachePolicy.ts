import { CACHE_NAMES, DEFAULT_CACHE_SECONDS } from '../../schemas/constants/api.ts';

/** SPEC §9 constants, defined in schemas/constants/. */
export { CACHE_NAMES, DEFAULT_CACHE_SECONDS };
export type CacheName = keyof typeof CACHE_NAMES;

export function cacheKey(name: CacheName, subWebsiteId: number | null): string {
  const base = CACHE_NAMES[name];
  return subWebsiteId && subWebsiteId !== 0 ? `${base}_${subWebsiteId}` : base;
}

export interface CacheEntry<T> {
  data: T;
  /** Stored language, for language-dependent lists. */
  lang?: string;
  /** Stored change period (SPEC §7 timezone query), for lists whose change depends on it. */
  tz?: string;
  savedAt: number;
}

export function isNonEmpty(data: unknown): boolean {
  if (Array.isArray(data)) return data.length > 0;
  if (data && typeof data === 'object') return Object.keys(data).length > 0;
  return false;
}

/** SPEC §5: the contract result is valid only when BTC- or USDT-settled contracts are non-empty. */
export function contractsValid(data: unknown): boolean {
  if (!isNonEmpty(data) || Array.isArray(data)) return false;
  const d = data as { btc?: unknown; usdt?: unknown };
  return isNonEmpty(d.btc) || isNonEmpty(d.usdt);
}

export interface CachePolicy<T> {
  key: string;
  /** Language-dependent lists only accept an entry stored in the current language (SPEC §5). */
  lang?: string;
  /**
   * Lists asked with a timezone (the change period) only accept an entry stored with the same one:
   * a 24h change must not be shown once the trader picked UTC 00:00.
   */
  tz?: string;
  maxAgeSeconds?: number;
  /** Alpha caches and lists with the disable flag are not written (SPEC §4). */
  write?: boolean;
  valid?: (data: T) => boolean;
}

/** The one default of "valid data" (SPEC §5: an empty list or object is not an answer worth keeping). */
export const validOf = <T>(policy: CachePolicy<T>): ((data: T) => boolean) => policy.valid ?? isNonEmpty;

/** An entry stored for this policy's language and change period, whatever its age. */
export function entryMatches<T>(entry: CacheEntry<T>, policy: CachePolicy<T>): boolean {
  if (policy.lang !== undefined && entry.lang !== policy.lang) return false;
  return policy.tz === undefined || (entry.tz ?? '') === policy.tz;
}

/** SPEC §5 cache validity: shape, language and age. */
export function entryValid<T>(entry: CacheEntry<T> | undefined | null, policy: CachePolicy<T>, nowMs: number): entry is CacheEntry<T> {
  if (!entry || typeof entry !== 'object' || !('data' in entry)) return false;
  if (!entryMatches(entry, policy)) return false;
  const maxAge = (policy.maxAgeSeconds ?? DEFAULT_CACHE_SECONDS) * 1000;
  if (typeof entry.savedAt !== 'number' || nowMs - entry.savedAt > maxAge || entry.savedAt > nowMs + 60_000) return false;
  return validOf(policy)(entry.data);
}
