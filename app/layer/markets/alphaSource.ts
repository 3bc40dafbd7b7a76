import { type AlphaData, alphaKeywords, alphaPathFrom, alphaRow, processAlpha } from '../../../engine/markets/alpha.ts';
import { alphaFallbackPath } from '../../../engine/markets/links.ts';
import type { MarketRow } from '../../../engine/markets/row.ts';
import type { MarketSource } from '../../../renderer/markets/marketHost.ts';
import type { MarketCalls } from '../api/markets.ts';
import type { Cached, CachedLoader } from './cachedLoader.ts';

/**
 * The Alpha panel's data: token lists per chain (through the cache machine, never written: SPEC
 * §4), the keyword search (trimmed, empty means none: SPEC §5) and the memebox path lookup with
 * the /alpha/{chain}-{address} fallback (SPEC §8). Failures are empty lists.
 */
export function createAlphaSource(
  calls: MarketCalls,
  cached: Cached,
  warn: (m: string) => void,
): MarketSource['alpha'] & { top(): Promise<MarketRow[]> } {
  const lists = new Map<string, CachedLoader<AlphaData>>();
  const listOf = (chain: string | null) => {
    const k = chain ?? '';
    let load = lists.get(k);
    if (!load) {
      load = cached<AlphaData>(
        { name: 'alpha', write: false, valid: (d) => d.list.length > 0, timezoned: true },
        () => calls.alpha(chain),
        processAlpha,
        {
          list: [],
          chains: [],
        },
      );
      lists.set(k, load);
    }
    return load.loaded();
  };
  return {
    async list(chain) {
      const { data, source } = await listOf(chain);
      return { rows: data.list.map(alphaRow), chains: data.chains, failed: source === 'fallback' };
    },
    top: async () => (await listOf(null)).data.list.map(alphaRow),
    async search(text) {
      const keywords = alphaKeywords(text);
      if (!keywords) return [];
      try {
        const raw = await calls.alphaSearch(keywords);
        return raw === undefined ? [] : processAlpha(raw).list.map(alphaRow);
      } catch (e) {
        warn(`alpha search: ${(e as Error).message}`);
        return [];
      }
    },
    async resolve(row) {
      const fallback = alphaFallbackPath(row.chain ?? '', row.address ?? '');
      try {
        const raw = await calls.alphaPath(row.pair);
        const path = raw === undefined ? null : alphaPathFrom(raw, row.pair);
        if (path) return path;
        warn(`no Alpha path for ${row.pair}; using ${fallback}`);
      } catch (e) {
        warn(`Alpha path lookup for ${row.pair} failed (${(e as Error).message}); using ${fallback}`);
      }
      return fallback;
    },
  };
}
