import type { AlphaToken } from '../../schemas/api/alpha.ts';
import { CHAINS, type Chain } from '../../schemas/api/chain.ts';
import type { PilotRow } from '../../schemas/api/pilot.ts';
import { fmtAmount, fmtPercent, fmtPrice } from './format.ts';
import { memeName, projectName, ticker } from './names.ts';
import { changePercent, type Timezone, volumeUsd, walk } from './prices.ts';
import { chars, once, pick, type Rng, rng } from './prng.ts';
import { spotCoins, takenSymbols } from './universe.ts';

const HEX = '0123456789abcdef';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An address in the chain's own format (EVM hex, Solana base58, Tron T..., TON EQ...). */
export function address(r: Rng, chain: Chain, meme: boolean): string {
  if (chain === 'sol') return meme ? `${chars(r, BASE58, 40)}pump` : chars(r, BASE58, 44);
  if (chain === 'tron') return `T${chars(r, BASE58, 33)}`;
  if (chain === 'ton') return `EQ${chars(r, ALNUM, 46)}`;
  return `0x${chars(r, HEX, 40)}`;
}

export interface OnchainToken {
  symbol: string;
  name: string;
  chain: Chain;
  address: string;
  usd: number;
  marketCap: number;
  volume: number;
  meme: boolean;
  hot: boolean;
}

const CHAIN_WEIGHTS: Chain[] = ['sol', 'sol', 'sol', 'eth', 'eth', 'bsc', 'bsc', 'base', 'base', 'arbitrum', 'tron', 'ton'];

function tokens(key: string, count: number): OnchainToken[] {
  const r = rng(key);
  const taken = takenSymbols();
  return Array.from({ length: count }, (_, i) => {
    const meme = r() < 0.6;
    const name = meme ? memeName(r) : projectName(r);
    const chain = i < CHAINS.length * 3 ? CHAINS[i % CHAINS.length]! : pick(r, CHAIN_WEIGHTS);
    const marketCap = (6e8 / (i + 1) ** 0.9) * (0.5 + r());
    const usd = 10 ** (r() * 6 - 5);
    return {
      symbol: ticker(r, name, taken),
      name,
      chain,
      address: address(r, chain, meme),
      usd,
      marketCap,
      volume: marketCap * (0.05 + r() * 0.4),
      meme,
      hot: i < 12 || r() < 0.08,
    };
  });
}

// Tickers are drawn from one shared "taken" set, so the universes are always built in one order
// (spot, Alpha, pilot, pre-market) whatever request comes first: the same symbols in every process.
export const alphaTokens = once(() => {
  spotCoins();
  return tokens('alpha', 420);
});
export const pilotTokens = once(() => {
  alphaTokens();
  return tokens('pilot', 84);
});

const chainIcon = (c: Chain) => `/icons/chains/${c}.svg`;
const coinIcon = (s: string) => `/icons/coins/${s}.svg`;

/** What an Alpha row and a pilot row say alike of a token: which it is, where and its icons. */
const tokenIdentity = (t: OnchainToken) => ({
  address: t.address,
  show_pair: `${t.symbol}/USDT`,
  icon: coinIcon(t.symbol),
  chain_icon: chainIcon(t.chain),
  chain: t.chain,
});

export function alphaRow(t: OnchainToken, now: number, tz: Timezone): AlphaToken {
  return {
    ...tokenIdentity(t),
    pair: `${t.symbol}_USDT`,
    name: t.name,
    price: fmtPrice(walk(t.address, t.usd, now, 2.5)),
    change_percentage: fmtPercent(changePercent(t.address, t.usd, now, tz, 2.5)),
    volume_24h: fmtAmount(volumeUsd(t.address, t.volume, now)),
    market_cap: fmtAmount(walk(t.address, t.marketCap, now, 2.5)),
  };
}

export function pilotRow(t: OnchainToken, now: number, tz: Timezone): PilotRow {
  const cate = [t.meme ? 'meme' : 'new', t.chain];
  if (t.hot) cate.unshift('hot');
  return {
    ...tokenIdentity(t),
    seo_path: `${t.chain}-${t.address}`,
    is_hot: t.hot,
    cate: cate.join(','),
    price: fmtPrice(walk(t.address, t.usd, now, 3)),
    change_percentage: fmtPercent(changePercent(t.address, t.usd, now, tz, 3)),
  };
}
