import { marketPath } from './links.ts';
import { changeOf, iconOf, isObject, type MarketRow, okData, type RowTag, str } from './row.ts';

export interface PreMarketItem {
  currency: string;
  market: 'pre_market' | 'premint';
  full_name: string;
  icon: string;
  tags: RowTag[];
  price: string;
  change_percentage: number | null;
}

/** SPEC §3 pre-market data: the premint and pre_market lists. */
export interface PreMarketData {
  premint: PreMarketItem[];
  pre_market: PreMarketItem[];
}

export function processPreMarket(raw: unknown): PreMarketData {
  const data = okData(raw);
  const list = isObject(data) ? data.list : undefined;
  if (!Array.isArray(list)) throw new Error('pre-market: data.list is not a list');
  const out: PreMarketData = { premint: [], pre_market: [] };
  for (const r of list) {
    if (!isObject(r) || !str(r.currency)) continue;
    const market = r.market === 'premint' ? 'premint' : 'pre_market';
    const tags = Array.isArray(r.tags) ? r.tags.filter((t): t is RowTag => t === 'new' || t === 'hot') : [];
    out[market].push({
      currency: str(r.currency).toUpperCase(),
      market,
      full_name: str(r.full_name),
      icon: iconOf(r.icon),
      tags,
      price: str(r.price),
      change_percentage: changeOf(r.change_percentage),
    });
  }
  return out;
}

export function preMarketRow(m: PreMarketItem): MarketRow {
  return {
    kind: 'premarket',
    id: m.currency,
    curr_a: m.currency,
    curr_b: '',
    pair: m.currency,
    name: m.currency,
    full_name: m.full_name,
    icon: m.icon,
    price: m.price,
    change: m.change_percentage,
    isST: false,
    tags: m.tags,
    href: marketPath.preMarket(m.currency),
    match: m.currency,
    sub: m.full_name,
  };
}
