import type { MarketKind, MarketRow } from '../markets/row.ts';
import { buildMarketIndex } from './marketIndex.ts';

/** SPEC §5: "nm" and "nmt" both mean the NMT token. */
export const SEARCH_ALIASES: Record<string, string> = { nm: 'nmt', nmt: 'nmt' };

/** The input as a literal, case-insensitive pattern (SPEC §5: escaped input). */
export function escapedRegex(text: string): RegExp {
  return new RegExp(text.trim().replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'), 'i');
}

/** Options and pre-market search: case-insensitive escaped regex over the row's names. */
export function regexFilter<T extends MarketRow>(rows: readonly T[], text: string): T[] {
  if (text.trim() === '') return [...rows];
  const re = escapedRegex(text);
  return rows.filter((r) => re.test(r.pair) || re.test(r.name) || re.test(r.full_name));
}

/** Pilot search: show_pair (the row name) or the token address. */
export function pilotFilter<T extends MarketRow>(rows: readonly T[], text: string): T[] {
  const q = text.trim().toLowerCase();
  if (q === '') return [...rows];
  return rows.filter((r) => r.name.toLowerCase().includes(q) || (r.address ?? '').toLowerCase().includes(q));
}

/** Fiat search: case-insensitive substring on the fiat code. */
export function fiatFilter<T extends { fiat: string }>(items: readonly T[], text: string): T[] {
  const q = text.trim().toLowerCase();
  return q === '' ? [...items] : items.filter((i) => i.fiat.toLowerCase().includes(q));
}

export type RowSearch = (text: string) => MarketRow[];

/**
 * The search of one list as SPEC §5 says for its market: the tiered ranking over a precomputed
 * index (spot, futures, delivery), an escaped regex (options, pre-market), show_pair or address
 * (pilot, Alpha). Built once per list; each keystroke only runs the query.
 */
export function rowSearch(kind: MarketKind, rows: readonly MarketRow[]): RowSearch {
  if (kind === 'spot' || kind === 'futures' || kind === 'delivery') {
    const index = buildMarketIndex(rows, SEARCH_ALIASES);
    return (text) => index.search(text);
  }
  if (kind === 'options' || kind === 'premarket') return (text) => regexFilter(rows, text);
  return (text) => pilotFilter(rows, text);
}
