import { ADDRESS_SHORTEN } from '../../schemas/constants/markets.ts';
import type { MarketKind, MarketRow } from './row.ts';

/**
 * SPEC §2 header routes (paths without the language prefix): /trade/{pair};
 * /futures/{SETTLE}/{name}; /futures-delivery/USDT/{name}; /options/{coin}; /pilot/{seo_path};
 * /pre-market/{CURRENCY}; /alpha/{path}.
 */
export const marketPath = {
  trade: (pair: string) => `/trade/${encodeURIComponent(pair)}`,
  futures: (settle: string, name: string) => `/futures/${encodeURIComponent(settle.toUpperCase())}/${encodeURIComponent(name)}`,
  delivery: (name: string) => `/futures-delivery/USDT/${encodeURIComponent(name)}`,
  options: (coin: string) => `/options/${encodeURIComponent(coin)}`,
  pilot: (seoPath: string) => `/pilot/${encodeURIComponent(seoPath)}`,
  preMarket: (currency: string) => `/pre-market/${encodeURIComponent(currency.toUpperCase())}`,
  alpha: (path: string) => `/alpha/${encodeURIComponent(path)}`,
};

/** The Alpha page path when the memebox lookup fails (SPEC §8): /alpha/{chain}-{address}. */
export const alphaFallbackPath = (chain: string, address: string) => marketPath.alpha(`${chain}-${address}`);

/** The "View All" destination of each panel. */
export const VIEW_ALL: Record<MarketKind, string> = {
  spot: '/price',
  futures: '/futures_center',
  delivery: '/futures-delivery/USDT',
  options: '/options/BTC_USDT',
  alpha: '/alpha',
  pilot: '/pilot',
  premarket: '/pre-market',
  fiat: '/crypto',
};

/**
 * The active row (SPEC §2): trade and futures rows match the last route segment (base_quote);
 * pilot rows match when the route is their page; the others when the route is their page too.
 * `path` is the current path without the language prefix.
 */
export function isActiveRow(row: MarketRow, path: string): boolean {
  const { kind } = row;
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '');
  if (kind === 'spot' || kind === 'futures' || kind === 'delivery') {
    const section = kind === 'spot' ? '/trade/' : kind === 'futures' ? '/futures/' : '/futures-delivery/';
    if (!clean.startsWith(section)) return false;
    const last = decodeURIComponent(clean.slice(clean.lastIndexOf('/') + 1));
    return last.toUpperCase() === row.match.toUpperCase();
  }
  try {
    return decodeURIComponent(clean) === decodeURIComponent(row.href);
  } catch {
    return false;
  }
}

/** SPEC §9: an address longer than 8 characters shows as its first 4 and last 4 around an ellipsis. */
export function shortenAddress(address: string): string {
  const { over, head, tail } = ADDRESS_SHORTEN;
  return address.length > over ? `${address.slice(0, head)}...${address.slice(-tail)}` : address;
}
