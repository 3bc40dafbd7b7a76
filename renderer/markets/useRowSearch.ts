import { useEffect, useMemo, useRef } from 'react';
import type { MarketKind, MarketRow } from '../../engine/markets/row.ts';
import { type RowSearch, rowSearch } from '../../engine/search/filters.ts';
import { whenIdle } from '../whenIdle.ts';

type Built = { rows: readonly MarketRow[]; kind: MarketKind; search: RowSearch };

/** The search of these rows, built now unless the idle build already made it. */
function searchOf(cache: { current: Built | null }, kind: MarketKind, rows: readonly MarketRow[]): RowSearch {
  const b = cache.current;
  if (b && b.rows === rows && b.kind === kind) return b.search;
  const search = rowSearch(kind, rows);
  cache.current = { rows, kind, search };
  return search;
}

/**
 * The rows of a list that match `query`, by the list's SPEC §5 search. The search index is built
 * in idle time once the rows arrive, not in the render that draws them nor in the first
 * keystroke's; a keystroke that beats the idle callback builds it then (never a wrong answer).
 */
export function useRowSearch(kind: MarketKind, rows: readonly MarketRow[], query: string): readonly MarketRow[] {
  const built = useRef<Built | null>(null);
  useEffect(() => {
    if (rows.length === 0) return;
    return whenIdle(() => searchOf(built, kind, rows), 400);
  }, [rows, kind]);
  return useMemo(() => (query.trim() === '' ? rows : searchOf(built, kind, rows)(query)), [rows, kind, query]);
}
