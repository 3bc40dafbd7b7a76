import { marketPath, shortenAddress } from './links.ts';
import { changeOf, iconOf, isObject, type MarketRow, okData, splitList, str, tagsOf } from './row.ts';

/** SPEC §3 pilot row plus its categories (from `cate`). */
export interface PilotMarket {
  address: string;
  show_pair: string;
  icon: string;
  chain_icon: string;
  chain: string;
  seo_path: string;
  is_hot: boolean;
  categories: string[];
  price: string;
  change_percentage: number | null;
}

/** The pilot list and its first row, kept as firstData (SPEC §3). */
export interface PilotData {
  list: PilotMarket[];
  firstData: PilotMarket | null;
}

export function processPilot(raw: unknown): PilotData {
  const data = okData(raw);
  if (!Array.isArray(data)) throw new Error('pilot: data is not a list');
  const list: PilotMarket[] = [];
  for (const r of data) {
    if (!isObject(r) || !str(r.address) || !str(r.seo_path)) continue;
    list.push({
      address: str(r.address),
      show_pair: str(r.show_pair),
      icon: iconOf(r.icon),
      chain_icon: iconOf(r.chain_icon),
      chain: str(r.chain),
      seo_path: str(r.seo_path),
      is_hot: r.is_hot === true,
      categories: splitList(r.cate),
      price: str(r.price),
      change_percentage: changeOf(r.change_percentage),
    });
  }
  return { list, firstData: list[0] ?? null };
}

export function pilotRow(m: PilotMarket): MarketRow {
  const [a = m.show_pair, b = ''] = m.show_pair.split('/');
  return {
    kind: 'pilot',
    id: m.seo_path,
    curr_a: a,
    curr_b: b,
    pair: `${a}_${b}`,
    name: m.show_pair,
    full_name: m.show_pair,
    icon: m.icon,
    price: m.price,
    change: m.change_percentage,
    isST: false,
    tags: tagsOf(m.categories, m.is_hot),
    href: marketPath.pilot(m.seo_path),
    match: m.seo_path,
    sub: shortenAddress(m.address),
    address: m.address,
    chain: m.chain,
    chain_icon: m.chain_icon,
  };
}

/** The rows of a pilot tab: a `cate` code, or every row for "all". */
export function pilotTabRows(data: PilotData, code: string): MarketRow[] {
  const list = code === 'all' ? data.list : data.list.filter((m) => m.categories.includes(code));
  return list.map(pilotRow);
}
