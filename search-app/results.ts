import { iconOf, type MarketRow } from '../engine/markets/row.ts';
import { pilotFilter, regexFilter, SEARCH_ALIASES } from '../engine/search/filters.ts';
import { buildMarketIndex } from '../engine/search/marketIndex.ts';
import type { SearchData, SearchMarket } from './contract.ts';

export const PER_GROUP = 5;

export interface ResultGroup {
  market: SearchMarket | 'recent' | 'trending';
  rows: MarketRow[];
}

export type Searcher = (query: string, remoteMemebox?: readonly MarketRow[]) => ResultGroup[];

function mergeUnique(a: readonly MarketRow[], b: readonly MarketRow[]): MarketRow[] {
  const seen = new Set(a.map((r) => r.id));
  return [...a, ...b.filter((r) => !seen.has(r.id))];
}

/**
 * One search over every market as SPEC §5 ranks each: SPOT and CONTRACT by the tiered index
 * (built once here, so a keystroke costs microseconds), OPTIONS by escaped regex, PILOT and
 * MEMEBOX by name or address (MEMEBOX also takes the server's keyword matches).
 */
export function createSearcher(data: SearchData): Searcher {
  const spot = buildMarketIndex(data.SPOT, SEARCH_ALIASES);
  const contract = buildMarketIndex(data.CONTRACT, SEARCH_ALIASES);
  return (query, remoteMemebox = []) => {
    if (query.trim() === '') return [];
    const groups: ResultGroup[] = [
      { market: 'SPOT', rows: spot.search(query, PER_GROUP) },
      { market: 'CONTRACT', rows: contract.search(query, PER_GROUP) },
      { market: 'PILOT', rows: pilotFilter(data.PILOT, query).slice(0, PER_GROUP) },
      { market: 'OPTIONS', rows: regexFilter(data.OPTIONS, query).slice(0, PER_GROUP) },
      { market: 'MEMEBOX', rows: mergeUnique(pilotFilter(data.MEMEBOX, query), remoteMemebox).slice(0, PER_GROUP) },
    ];
    return groups.filter((g) => g.rows.length > 0);
  };
}

const RECENT_KEY = 'search_recent_v5';
export const MAX_RECENT = 8;

type Stored = Pick<MarketRow, 'kind' | 'id' | 'name' | 'full_name' | 'icon' | 'href' | 'pair' | 'curr_a' | 'curr_b'> &
  Partial<Pick<MarketRow, 'address' | 'chain' | 'sub'>>;

/** Recent searches: the rows opened from the modal, newest first, kept in the browser. */
export const recent = {
  read(storage: Storage | undefined): MarketRow[] {
    try {
      const list: unknown = JSON.parse(storage?.getItem(RECENT_KEY) ?? '[]');
      if (!Array.isArray(list)) return [];
      // Storage is editable by anyone at the keyboard: only site paths are followed, icons re-checked.
      return list
        .filter(
          (r): r is Stored =>
            typeof r === 'object' && r !== null && typeof r.id === 'string' && typeof r.href === 'string' && /^\/(?!\/)/.test(r.href),
        )
        .map((r) => ({ ...r, icon: iconOf(r.icon), price: '', change: null, isST: false, tags: [], match: r.id }));
    } catch {
      return [];
    }
  },
  add(storage: Storage | undefined, row: MarketRow): void {
    const { kind, id, name, full_name, icon, href, pair, curr_a, curr_b, address, chain, sub } = row;
    const entry: Stored = { kind, id, name, full_name, icon, href, pair, curr_a, curr_b, address, chain, sub };
    const list = recent.read(storage).filter((r) => !(r.kind === kind && r.id === id));
    try {
      storage?.setItem(RECENT_KEY, JSON.stringify([entry, ...list].slice(0, MAX_RECENT)));
    } catch {
      // Storage full or blocked: recent searches are a convenience.
    }
  },
  clear(storage: Storage | undefined): void {
    try {
      storage?.removeItem(RECENT_KEY);
    } catch {
      // as above
    }
  },
};
