import { SPOT_COL } from '../../schemas/api/spotColumns.ts';
import { marketPath } from './links.ts';
import { newListingsFirst } from './newListings.ts';
import { iconOf, type MarketRow, num, okData, splitList, str, tagsOf } from './row.ts';

/** A spot market row as the menus use it (SPEC §3 "Spot/futures market row" plus the derived fields). */
export interface SpotMarket {
  pair: string;
  name: string;
  curr_a: string;
  curr_b: string;
  symbol: string;
  rate_percent: number;
  rate: string;
  prev_rate: string;
  volume: number;
  multiple: number;
  credit: boolean;
  categories: string[];
  opening_time: number;
  cross_multiple: number;
  isST: boolean;
  icon: string;
  trend: 'up' | 'down';
  link: string;
  full_name: string;
}

/**
 * One positional source row (SPEC §3): pair, display name, rate percent, rate, previous rate,
 * volume in base, multiple, credit enabled, categories (comma-separated), opening time, cross
 * multiple, ST flag (anything but the string "false" means ST), icon. Returns null for a row that
 * is not an array or has no BASE_QUOTE pair.
 */
export function spotFromRow(row: unknown): SpotMarket | null {
  if (!Array.isArray(row)) return null;
  const pair = str(row[SPOT_COL.pair]).toUpperCase();
  const [a, b] = pair.split('_');
  if (!a || !b) return null;
  const ratePercent = num(row[SPOT_COL.ratePercent]);
  return {
    pair,
    name: str(row[SPOT_COL.name]) || `${a}/${b}`,
    curr_a: a,
    curr_b: b,
    symbol: a,
    rate_percent: ratePercent,
    rate: str(row[SPOT_COL.rate]),
    prev_rate: str(row[SPOT_COL.prevRate]),
    volume: num(row[SPOT_COL.volume]),
    multiple: num(row[SPOT_COL.multiple]),
    credit: row[SPOT_COL.credit] === true || row[SPOT_COL.credit] === 'true' || row[SPOT_COL.credit] === 1,
    categories: splitList(row[SPOT_COL.categories]),
    opening_time: num(row[SPOT_COL.openingTime]),
    cross_multiple: num(row[SPOT_COL.crossMultiple]),
    isST: row[SPOT_COL.st] !== 'false',
    icon: iconOf(row[SPOT_COL.icon]),
    trend: ratePercent >= 0 ? 'up' : 'down',
    link: marketPath.trade(pair),
    full_name: str(row[SPOT_COL.name]),
  };
}

/**
 * Spot markets grouped by category, then keyed by lower-case pair (SPEC §3), every market also in
 * "all" (the server's order); new listings first in each group.
 */
export function groupSpot(rows: unknown, nowMs: number): Record<string, Record<string, SpotMarket>> {
  const out: Record<string, Record<string, SpotMarket>> = {};
  if (!Array.isArray(rows)) return out;
  const markets = newListingsFirst(
    rows.map(spotFromRow).filter((m): m is SpotMarket => m !== null),
    nowMs,
  );
  for (const m of markets) {
    for (const cat of ['all', ...m.categories]) {
      const group = out[cat] ?? {};
      group[m.pair.toLowerCase()] = m;
      out[cat] = group;
    }
  }
  return out;
}

/** A spot market as a panel row: New when listed recently or opening soon, HOT by category. */
export function spotRow(m: SpotMarket): MarketRow {
  return {
    kind: 'spot',
    id: m.pair,
    curr_a: m.curr_a,
    curr_b: m.curr_b,
    pair: m.pair,
    name: `${m.curr_a}/${m.curr_b}`,
    full_name: m.full_name,
    icon: m.icon,
    price: m.rate,
    change: m.rate_percent,
    isST: m.isST,
    tags: tagsOf(m.categories),
    href: m.link,
    match: m.pair,
    sub: m.full_name,
    opening_time: m.opening_time,
    // The source gives base volume; traders compare markets by their quote value.
    volume: m.volume * (Number(m.rate) || 0),
  };
}

/** The spots answer (`{ code: 200, data: rows }`) grouped as groupSpot does; throws on anything else. */
export function processSpots(raw: unknown, nowMs: number): Record<string, Record<string, SpotMarket>> {
  const data = okData(raw);
  if (!Array.isArray(data)) throw new Error('spots: data is not a list');
  return groupSpot(data, nowMs);
}
