import { type CoinSeed, KNOWN_COINS, SECTORS, STABLES } from './coinTable.ts';
import { projectName, ticker } from './names.ts';
import { walk } from './prices.ts';
import { once, pick, rng } from './prng.ts';

export interface Coin extends CoinSeed {
  /** 0 = largest. */
  rank: number;
  /** 24h volume in USD at rest. */
  volumeUsd: number;
  volatility: number;
  st: boolean;
}

/** Number of listed (non-stable) spot bases; with the cross quotes this gives about 2,700 pairs. */
export const BASE_COUNT = 1970;

/** Symbols every generator must avoid, so spot, Alpha, pilot and pre-market tickers never clash. */
export const takenSymbols = once(() => new Set([...KNOWN_COINS, ...STABLES].map((c) => c.symbol)));

/** The ranked spot universe: the well-known coins, then seeded generated projects. */
export const spotCoins = once((): Coin[] => {
  const r = rng('spot-universe');
  const taken = takenSymbols();
  const seeds: CoinSeed[] = [...KNOWN_COINS];
  while (seeds.length < BASE_COUNT) {
    const name = projectName(r);
    const sectors = [pick(r, SECTORS)];
    if (r() < 0.25)
      sectors.push(
        pick(
          r,
          SECTORS.filter((s) => s !== sectors[0]),
        ),
      );
    seeds.push({ symbol: ticker(r, name, taken), name, usd: 10 ** (r() * 8.5 - 6), sectors });
  }
  return seeds.map((c, rank) => ({
    ...c,
    rank,
    volumeUsd: (2.4e9 / (rank + 1) ** 1.15) * (0.6 + r() * 0.8),
    volatility: c.sectors.includes('meme') ? 2 : rank < 10 ? 0.7 : 1 + r() * 0.6,
    st: rank >= KNOWN_COINS.length && r() < 0.03,
  }));
});

const bySymbol = once(() => new Map<string, Coin | CoinSeed>([...spotCoins(), ...STABLES].map((c) => [c.symbol, c])));

export function coinBySymbol(symbol: string): Coin | CoinSeed | undefined {
  return bySymbol().get(symbol);
}

/** USD price of a spot coin at time t; stablecoins stay within a few basis points of 1. */
export function coinUsd(symbol: string, t: number): number {
  const coin = bySymbol().get(symbol);
  if (!coin) return 0;
  if (coin.sectors.includes('stable')) return walk(symbol, 1, t, 0.005);
  return walk(symbol, coin.usd, t, 'volatility' in coin ? coin.volatility : 1);
}
