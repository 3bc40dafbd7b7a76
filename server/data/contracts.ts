import type { DeliveryContract } from '../../schemas/api/delivery.ts';
import type { FuturesContract } from '../../schemas/api/futures.ts';
import type { OptionsUnderlying } from '../../schemas/api/options.ts';
import { fmtPercent, fmtPrice } from './format.ts';
import { referenceTime, type Timezone, volumeUsd, walk } from './prices.ts';
import { once } from './prng.ts';
import { type Coin, coinUsd, spotCoins } from './universe.ts';

const DAY = 86_400_000;
const USDT_CONTRACTS = 430;
const TESTNET_CONTRACTS = 60;
const INVERSE = ['BTC', 'ETH', 'SOL', 'XRP', 'DOGE', 'LTC', 'ADA', 'BNB', 'DOT', 'LINK', 'BCH', 'AVAX'];

function leverage(rank: number): number {
  return rank === 0 ? 125 : rank < 10 ? 100 : rank < 50 ? 75 : rank < 200 ? 50 : 20;
}

const listed = once(() =>
  spotCoins()
    .filter((c) => !c.st || c.rank % 2 === 0)
    .slice(0, USDT_CONTRACTS),
);

const HOUR = 3600_000;

/** Percent change of a coin's USD price since the timezone's reference time. */
function coinChange(symbol: string, now: number, tz: Timezone): number {
  const then = coinUsd(symbol, referenceTime(now, tz));
  return ((coinUsd(symbol, now) - then) / then) * 100;
}

/** The newest 15 contracts (by list position): three open in the coming hours, the rest opened over the last days. */
function openingTime(position: number, count: number, now: number): number {
  const age = position - (count - 15);
  if (age < 0) return 0;
  const nextHour = Math.ceil(now / HOUR) * HOUR;
  return (age >= 12 ? nextHour + (age - 11) * 3 * HOUR : nextHour - (12 - age) * 9 * HOUR) / 1000;
}

function contract(coin: Coin, settle: 'usdt' | 'btc', now: number, tz: Timezone, opening = 0): FuturesContract {
  const quote = settle === 'usdt' ? 'USDT' : 'USD';
  // The mark price of a perpetual sits a few basis points off spot.
  const basis = (t: number) => walk(`basis:${coin.symbol}:${settle}`, 1, t, 0.02);
  const price = (t: number) => coinUsd(coin.symbol, t) * basis(t);
  const then = price(referenceTime(now, tz));
  const cats = [settle === 'usdt' ? 'USDT' : 'BTC', ...coin.sectors];
  if (coin.rank < 20 || (coin.rank < 120 && coin.sectors.includes('meme'))) cats.push('hot');
  if (coin.rank >= USDT_CONTRACTS - 15 || opening > 0) cats.push('new');
  return {
    settle,
    name: `${coin.symbol}_${quote}`,
    coin_name: coin.symbol,
    categories: cats.join(','),
    is_tag_st: coin.st,
    icon: `/icons/coins/${coin.symbol}.svg`,
    last_price: fmtPrice(price(now)),
    change_percentage: fmtPercent(((price(now) - then) / then) * 100),
    leverage_max: settle === 'btc' ? Math.min(100, leverage(coin.rank)) : leverage(coin.rank),
    opening_time: opening,
    // Perpetuals trade a few times their spot volume; nothing before the contract opens.
    volume_24h_quote:
      opening * 1000 > now
        ? '0'
        : fmtPrice(volumeUsd(`perp:${coin.symbol}:${settle}`, coin.volumeUsd * (settle === 'usdt' ? 2.5 : 0.4), now)),
  };
}

/** Perpetual contracts: USDT-settled for the larger coins plus BTC-settled (inverse) majors. */
export function futuresContracts(now: number, tz: Timezone, testnet: boolean): FuturesContract[] {
  const usdt = listed().slice(0, testnet ? TESTNET_CONTRACTS : USDT_CONTRACTS);
  const inverse = spotCoins()
    .filter((c) => INVERSE.includes(c.symbol))
    .slice(0, testnet ? 3 : INVERSE.length);
  return [
    ...usdt.map((c, i) => contract(c, 'usdt', now, tz, openingTime(i, usdt.length, now))),
    ...inverse.map((c) => contract(c, 'btc', now, tz)),
  ];
}

/** Friday 08:00 UTC settlement days, as delivery futures use. */
function fridaysAfter(now: number): number[] {
  const d = new Date(Math.floor(now / DAY) * DAY + 8 * 3600_000);
  d.setUTCDate(d.getUTCDate() + ((5 - d.getUTCDay() + 7) % 7));
  if (d.getTime() <= now) d.setUTCDate(d.getUTCDate() + 7);
  return Array.from({ length: 40 }, (_, i) => d.getTime() + i * 7 * DAY);
}

function lastFridayOfQuarter(fridays: number[], after: number): number {
  const quarterEnds = fridays.filter((t) => {
    const d = new Date(t);
    const next = new Date(t + 7 * DAY);
    return d.getUTCMonth() % 3 === 2 && next.getUTCMonth() !== d.getUTCMonth();
  });
  return quarterEnds.find((t) => t > after) ?? fridays.at(-1)!;
}

const ymd = (t: number) => new Date(t).toISOString().slice(0, 10).replaceAll('-', '');

/** USDT delivery contracts: weekly, bi-weekly, quarterly and bi-quarterly for BTC and ETH. */
export function deliveryContracts(now: number, tz: Timezone = ''): DeliveryContract[] {
  const fridays = fridaysAfter(now);
  const quarterly = lastFridayOfQuarter(fridays, fridays[1]!);
  const expiries = [
    ['WEEKLY', fridays[0]!],
    ['BI-WEEKLY', fridays[1]!],
    ['QUARTERLY', quarterly],
    ['BI-QUARTERLY', lastFridayOfQuarter(fridays, quarterly)],
  ] as const;
  return ['BTC', 'ETH'].flatMap((base) =>
    expiries.map(([cycle, t]) => ({
      underlying: `${base}_USDT`,
      name: `${base}_USDT_${ymd(t)}`,
      full_name: base === 'BTC' ? 'Bitcoin' : 'Ethereum',
      is_tag_st: false,
      cycle,
      expire_time: t / 1000,
      icon: `/icons/coins/${base}.svg`,
      // A dated future trades at a small premium that shrinks towards expiry.
      last_price: fmtPrice(coinUsd(base, now) * (1 + 0.00012 * ((t - now) / DAY))),
      change_percentage: fmtPercent(coinChange(base, now, tz)),
    })),
  );
}

const OPTION_BASES = ['BTC', 'ETH', 'SOL', 'XRP', 'DOGE', 'BNB'];

export function optionsUnderlyings(now: number, tz: Timezone = ''): OptionsUnderlying[] {
  return OPTION_BASES.map((b) => ({
    name: `${b}_USDT`,
    icon_url_64: `/icons/coins/${b}.svg`,
    index_price: fmtPrice(coinUsd(b, now)),
    change_percentage: fmtPercent(coinChange(b, now, tz)),
  }));
}
