import { DELIVERY_DEDUPE_MS } from '../../schemas/constants/markets.ts';
import { marketPath } from './links.ts';
import { changeOf, iconOf, isObject, type MarketRow, okData, str } from './row.ts';

/** SPEC §9 constants, defined in schemas/constants/. */
export { DELIVERY_DEDUPE_MS };

/** SPEC §3 delivery contract output: icon, name, link, curr_a, curr_b, pair, full_name, isST. */
export interface DeliveryMarket {
  icon: string;
  name: string;
  link: string;
  curr_a: string;
  curr_b: string;
  pair: string;
  full_name: string;
  isST: boolean;
  last_price: string;
  change_percentage: number | null;
  cycle: string;
}

/** One delivery contract as the panel reads it; null when it names no pair or no contract. */
export function deliveryFromContract(c: unknown): DeliveryMarket | null {
  if (!isObject(c)) return null;
  const pair = str(c.underlying).toUpperCase();
  const [a, b] = pair.split('_');
  const name = str(c.name);
  if (!a || !b || !name) return null;
  return {
    icon: iconOf(c.icon) || `/icons/coins/${a}.svg`,
    name,
    link: marketPath.delivery(name),
    curr_a: a,
    curr_b: b,
    pair,
    full_name: str(c.full_name),
    isST: c.is_tag_st === true || c.is_tag_st === 'true',
    last_price: str(c.last_price),
    change_percentage: changeOf(c.change_percentage),
    cycle: str(c.cycle),
  };
}

/** The delivery answer (code 200 and a list, SPEC §5), contracts that name no pair dropped; throws on anything else. */
export function processDelivery(raw: unknown): DeliveryMarket[] {
  const data = okData(raw);
  if (!Array.isArray(data)) throw new Error('delivery: data is not a list');
  return data.map(deliveryFromContract).filter((m): m is DeliveryMarket => m !== null);
}

export function deliveryRow(m: DeliveryMarket): MarketRow {
  return {
    kind: 'delivery',
    id: m.name,
    curr_a: m.curr_a,
    curr_b: m.curr_b,
    pair: m.pair,
    name: m.name.replaceAll('_', ' '),
    full_name: m.full_name,
    icon: m.icon,
    price: m.last_price,
    change: m.change_percentage,
    isST: m.isST,
    tags: [],
    href: m.link,
    match: m.name,
    sub: m.cycle ? `${m.full_name} · ${m.cycle.toLowerCase()}` : m.full_name,
  };
}

/**
 * One request shared by every caller for `ms` after it started (SPEC §7: delivery contracts
 * deduped 30000 ms): the futures panel's delivery tab and the delivery panel ask once.
 */
export function dedupe<T>(load: () => Promise<T>, ms: number, now: () => number): () => Promise<T> {
  let last: { at: number; promise: Promise<T> } | null = null;
  return () => {
    const t = now();
    if (last && t - last.at < ms) return last.promise;
    const promise = load();
    last = { at: t, promise };
    return promise;
  };
}
