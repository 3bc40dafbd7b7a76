import type { SpotSourceRow } from '../../schemas/api/spot.ts';
import { STABLES } from './coinTable.ts';
import { fiatPerUsd, isFiat } from './fiat.ts';
import { fmtAmount, fmtPercent, fmtPrice } from './format.ts';
import { referenceTime, TICK_MS, type Timezone, volumeUsd } from './prices.ts';
import { once } from './prng.ts';
import { type Coin, coinBySymbol, coinUsd, spotCoins } from './universe.ts';

const HOUR = 3600_000;

interface Pair {
  base: string;
  quote: string;
  coin: Coin | (typeof STABLES)[number];
  share: number;
}

const QUOTE_SHARE: Record<string, number> = { USDT: 0.6, USDC: 0.1, BTC: 0.05, ETH: 0.03 };
const FIAT_QUOTES: Record<string, string[]> = {
  TRY: [],
  EUR: [],
  JPY: ['BTC', 'ETH', 'XRP', 'SOL', 'DOGE', 'ADA', 'LTC', 'BCH'],
  AED: ['BTC', 'ETH', 'SOL', 'XRP'],
  SGD: ['BTC', 'ETH', 'SOL', 'XRP'],
  BRL: ['BTC', 'ETH', 'SOL', 'XRP', 'DOGE', 'PEPE'],
  GBP: ['BTC', 'ETH', 'SOL'],
};
const STABLE_PAIRS = [
  'USDC_USDT',
  'DAI_USDT',
  'FDUSD_USDT',
  'TUSD_USDT',
  'USDT_TRY',
  'USDT_EUR',
  'USDC_EUR',
  'USDT_BRL',
  'USDT_AED',
  'USDT_JPY',
];

/** Every listed spot pair (about 2,700): USDT for all bases, other quotes for the larger ones. */
export const spotPairs = once((): Pair[] => {
  const coins = spotCoins();
  const pairs: Pair[] = [];
  const add = (coin: Pair['coin'], quote: string) =>
    pairs.push({ base: coin.symbol, quote, coin, share: QUOTE_SHARE[quote] ?? (isFiat(quote) ? 0.01 : 0.02) });
  for (const c of coins) add(c, 'USDT');
  for (const c of coins.slice(0, 300)) add(c, 'USDC');
  for (const c of coins.slice(1, 181)) add(c, 'BTC');
  for (const c of coins.slice(2, 112)) add(c, 'ETH');
  for (const c of coins.slice(0, 80)) add(c, 'TRY');
  for (const c of coins.slice(0, 25)) add(c, 'EUR');
  for (const [quote, bases] of Object.entries(FIAT_QUOTES)) for (const b of bases) add(coinBySymbol(b) as Coin, quote);
  for (const p of STABLE_PAIRS) {
    const [base, quote] = p.split('_') as [string, string];
    add(STABLES.find((s) => s.symbol === base)!, quote);
  }
  return pairs;
});

/** Listings: 12 pairs opening in the coming days and 20 opened in the last week (both tagged new). */
function listingTimes(now: number): Map<string, number> {
  const coins = spotCoins();
  const out = new Map<string, number>();
  const nextHour = Math.ceil(now / HOUR) * HOUR;
  const lastHour = Math.floor(now / HOUR) * HOUR;
  for (const [i, c] of coins.slice(-12).entries()) out.set(c.symbol, (nextHour + (2 + i * 5) * HOUR) / 1000);
  for (const [i, c] of coins.slice(-32, -12).entries()) out.set(c.symbol, (lastHour - (3 + i * 7) * HOUR) / 1000);
  return out;
}

function quoteUsd(quote: string, t: number): number {
  return isFiat(quote) ? 1 / fiatPerUsd(quote, t) : coinUsd(quote, t);
}

function categories(p: Pair, isNew: boolean): string {
  const cats = [p.quote];
  if (isFiat(p.quote)) cats.push('fiat');
  cats.push(...p.coin.sectors.filter((s) => s !== 'stable'));
  const rank = 'rank' in p.coin ? p.coin.rank : 0;
  if (p.quote === 'USDT' && (rank < 24 || (rank < 120 && p.coin.sectors.includes('meme')))) cats.push('hot');
  if (isNew) cats.push('new');
  if ('st' in p.coin && p.coin.st) cats.push('st');
  return cats.join(',');
}

function row(p: Pair, now: number, ref: number, listing: number | undefined): SpotSourceRow {
  const rate = coinUsd(p.base, now) / quoteUsd(p.quote, now);
  const prev = coinUsd(p.base, now - TICK_MS) / quoteUsd(p.quote, now - TICK_MS);
  const then = coinUsd(p.base, ref) / quoteUsd(p.quote, ref);
  const upcoming = listing !== undefined && listing * 1000 > now;
  const rank = 'rank' in p.coin ? p.coin.rank : 0;
  const volUsd = 'volumeUsd' in p.coin ? p.coin.volumeUsd : 3e8;
  const volume = upcoming ? 0 : volumeUsd(p.base + p.quote, volUsd * p.share, now) / coinUsd(p.base, now);
  const multiple = p.quote !== 'USDT' || rank >= 300 ? 0 : rank < 20 ? 10 : rank < 100 ? 5 : 3;
  return [
    `${p.base}_${p.quote}`,
    p.coin.name,
    upcoming ? '0.00' : fmtPercent(((rate - then) / then) * 100),
    fmtPrice(rate),
    fmtPrice(upcoming ? rate : prev),
    fmtAmount(volume),
    multiple,
    multiple > 0,
    categories(p, listing !== undefined),
    listing ?? 0,
    multiple > 0 && rank < 100 ? 5 : multiple > 0 ? 3 : 0,
    'st' in p.coin && p.coin.st ? 'true' : 'false',
    `/icons/coins/${p.base}.svg`,
  ];
}

const cache = new Map<string, SpotSourceRow[]>();

/** All spot rows at `now`, change measured from the timezone's reference time (SPEC §3, §7). */
export function spotRows(now: number, tz: Timezone): SpotSourceRow[] {
  const tick = Math.floor(now / TICK_MS) * TICK_MS;
  const key = `${tick}|${tz}`;
  let rows = cache.get(key);
  if (!rows) {
    const ref = referenceTime(tick, tz);
    const listings = listingTimes(tick);
    rows = spotPairs().map((p) => row(p, tick, ref, p.quote === 'USDT' || !listings.has(p.base) ? listings.get(p.base) : undefined));
    if (cache.size > 8) cache.delete(cache.keys().next().value!);
    cache.set(key, rows);
  }
  return rows;
}
