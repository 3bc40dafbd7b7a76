import { marketPath } from './links.ts';
import { changeOf, iconOf, isObject, type MarketRow, okData, str } from './row.ts';

/** SPEC §3: options rows are keyed under their market type, OPTIONS_CHAIN by default. */
export const OPTIONS_CHAIN = 'OPTIONS_CHAIN';

export interface OptionsMarket {
  pair: string;
  icon: string;
  index_price: string;
  change_percentage: number | null;
}

export function processOptions(raw: unknown, marketType = OPTIONS_CHAIN): Record<string, OptionsMarket[]> {
  const data = okData(raw);
  if (!Array.isArray(data)) throw new Error('options: data is not a list');
  const rows: OptionsMarket[] = [];
  for (const u of data) {
    if (!isObject(u) || !str(u.name)) continue;
    rows.push({
      pair: str(u.name).toUpperCase(),
      icon: iconOf(u.icon_url_64),
      index_price: str(u.index_price),
      change_percentage: changeOf(u.change_percentage),
    });
  }
  return rows.length ? { [marketType]: rows } : {};
}

export function optionsRow(m: OptionsMarket): MarketRow {
  const [a = m.pair, b = ''] = m.pair.split('_');
  return {
    kind: 'options',
    id: m.pair,
    curr_a: a,
    curr_b: b,
    pair: m.pair,
    name: `${a}${b ? `/${b}` : ''}`,
    full_name: `${a} options`,
    icon: m.icon,
    price: m.index_price,
    change: m.change_percentage,
    isST: false,
    tags: [],
    href: marketPath.options(m.pair),
    match: m.pair,
    sub: `${a} options`,
  };
}
