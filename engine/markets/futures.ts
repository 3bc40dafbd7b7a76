import { marketPath } from './links.ts';
import { newListingsFirst } from './newListings.ts';
import { changeOf, iconOf, isObject, type MarketRow, num, okData, splitList, str, tagsOf } from './row.ts';

export type Settle = 'btc' | 'usdt';

/** SPEC §3 futures contract plus the derived fields. */
export interface FuturesMarket {
  settle: Settle;
  name: string;
  coin_name: string;
  curr_a: string;
  curr_b: string;
  categories: string[];
  isST: boolean;
  icon: string;
  link: string;
  full_name: string;
  last_price: string;
  change_percentage: number | null;
  leverage_max: number;
  /** Unix seconds; in the future for an upcoming listing. */
  opening_time: number;
  /** 24h traded value in the quote currency (0 when not reported). */
  volume: number;
}

/** Grouped by category, split into BTC- and USDT-settled sets (SPEC §3). */
export interface FuturesSets {
  btc: Record<string, FuturesMarket[]>;
  usdt: Record<string, FuturesMarket[]>;
}

export function futuresFromContract(c: unknown): FuturesMarket | null {
  if (!isObject(c)) return null;
  const settle = str(c.settle).toLowerCase();
  const name = str(c.name).toUpperCase();
  const [a, b] = name.split('_');
  if ((settle !== 'btc' && settle !== 'usdt') || !a || !b) return null;
  return {
    settle,
    name,
    coin_name: str(c.coin_name) || a,
    curr_a: a,
    curr_b: b,
    categories: splitList(c.categories),
    isST: c.is_tag_st === true || c.is_tag_st === 'true',
    icon: iconOf(c.icon),
    link: marketPath.futures(settle, name),
    full_name: `${a}/${b} ${settle === 'usdt' ? 'USDT' : 'BTC'}-settled perpetual`,
    last_price: str(c.last_price),
    change_percentage: changeOf(c.change_percentage),
    leverage_max: num(c.leverage_max),
    opening_time: num(c.opening_time),
    volume: num(c.volume_24h_quote),
  };
}

/**
 * The futures answer: accepted only with code 200 (SPEC §5); contracts grouped by category
 * (plus "all") in each settle set. Throws on anything that is not an answer.
 */
export function processFutures(raw: unknown): FuturesSets {
  const data = okData(raw);
  if (!Array.isArray(data)) throw new Error('futures: data is not a list');
  const out: FuturesSets = { btc: {}, usdt: {} };
  for (const m of data.map(futuresFromContract)) {
    if (!m) continue;
    const set = out[m.settle];
    for (const cat of ['all', ...m.categories]) {
      const group = set[cat] ?? [];
      group.push(m);
      set[cat] = group;
    }
  }
  return out;
}

export function futuresRow(m: FuturesMarket): MarketRow {
  return {
    kind: 'futures',
    id: `${m.settle}:${m.name}`,
    curr_a: m.curr_a,
    curr_b: m.curr_b,
    pair: m.name,
    name: `${m.curr_a}${m.curr_b}`,
    full_name: m.full_name,
    icon: m.icon,
    price: m.last_price,
    change: m.change_percentage,
    isST: m.isST,
    tags: tagsOf(m.categories),
    href: m.link,
    match: m.name,
    opening_time: m.opening_time,
    volume: m.volume,
    sub: m.leverage_max > 0 ? `${m.settle === 'usdt' ? 'USDT' : 'BTC'} · ${m.leverage_max}x` : undefined,
  };
}

/**
 * The rows of a futures tab: "USDT" and "BTC" are the settle sets, any other code is that
 * category across both sets (USDT first).
 */
export function futuresTabRows(sets: FuturesSets, code: string, nowMs: number): MarketRow[] {
  const markets =
    code === 'USDT'
      ? (sets.usdt.all ?? [])
      : code === 'BTC'
        ? (sets.btc.all ?? [])
        : [...(sets.usdt[code] ?? []), ...(sets.btc[code] ?? [])];
  return newListingsFirst(markets, nowMs).map(futuresRow);
}
