import { alphaFallbackPath, marketPath, shortenAddress } from './links.ts';
import { changeOf, iconOf, isObject, type MarketRow, okData, str } from './row.ts';

/** SPEC §3 Alpha token row. */
export interface AlphaMarket {
  address: string;
  show_pair: string;
  icon: string;
  chain_icon: string;
  chain: string;
  pair: string;
  name: string;
  price: string;
  change_percentage: number | null;
}

export interface AlphaChainTab {
  web3_chain: string;
  name: string;
  icon: string;
}

export interface AlphaData {
  list: AlphaMarket[];
  chains: AlphaChainTab[];
}

function token(r: unknown): AlphaMarket | null {
  if (!isObject(r) || !str(r.address) || !str(r.chain)) return null;
  return {
    address: str(r.address),
    show_pair: str(r.show_pair),
    icon: iconOf(r.icon),
    chain_icon: iconOf(r.chain_icon),
    chain: str(r.chain),
    pair: str(r.pair),
    name: str(r.name),
    price: str(r.price),
    change_percentage: changeOf(r.change_percentage),
  };
}

/** The token list (GET alpha/currencies or markets_by_keywords); chains when the answer has them. */
export function processAlpha(raw: unknown): AlphaData {
  const data = okData(raw);
  const list = isObject(data) ? data.list : undefined;
  if (!Array.isArray(list)) throw new Error('alpha: data.list is not a list');
  const chains = isObject(data) && Array.isArray(data.chains) ? data.chains : [];
  return {
    list: list.map(token).filter((t): t is AlphaMarket => t !== null),
    chains: chains
      .filter(isObject)
      .map((c) => ({ web3_chain: str(c.web3_chain), name: str(c.name), icon: iconOf(c.icon) }))
      .filter((c) => c.web3_chain !== ''),
  };
}

export function alphaRow(m: AlphaMarket): MarketRow {
  const [a = m.show_pair, b = ''] = m.show_pair.split('/');
  const href = alphaFallbackPath(m.chain, m.address);
  return {
    kind: 'alpha',
    id: `${m.chain}-${m.address}`,
    curr_a: a,
    curr_b: b,
    pair: m.pair,
    name: m.show_pair,
    full_name: m.name,
    icon: m.icon,
    price: m.price,
    change: m.change_percentage,
    isST: false,
    tags: [],
    href,
    match: `${m.chain}-${m.address}`,
    sub: shortenAddress(m.address),
    address: m.address,
    chain: m.chain,
    chain_icon: m.chain_icon,
  };
}

/**
 * The Alpha page of a token from the memebox symbol_to_path answer; null when the answer has no
 * path for it (the caller then falls back to /alpha/{chain}-{address}, SPEC §8).
 */
export function alphaPathFrom(raw: unknown, symbol: string): string | null {
  const data = okData(raw);
  const pairs = isObject(data) ? data.path_symbol_pairs : undefined;
  if (!Array.isArray(pairs)) return null;
  const hit = pairs.find((p) => isObject(p) && str(p.symbol).toUpperCase() === symbol.toUpperCase()) ?? pairs[0];
  const path = isObject(hit) ? str(hit.path) : '';
  return /^[A-Za-z0-9-]+$/.test(path) ? marketPath.alpha(path) : null;
}

/** SPEC §5: Alpha search trims keywords; empty trimmed text means no search. */
export function alphaKeywords(text: string): string | null {
  const k = text.trim();
  return k === '' ? null : k;
}
