import type { PreMarketRow } from '../../schemas/api/preMarket.ts';
import { fmtPercent, fmtPrice } from './format.ts';
import { projectName, ticker } from './names.ts';
import { pilotTokens } from './onchain.ts';
import { changePercent, walk } from './prices.ts';
import { once, rng } from './prng.ts';
import { takenSymbols } from './universe.ts';

interface PreToken {
  currency: string;
  full_name: string;
  market: PreMarketRow['market'];
  tags: PreMarketRow['tags'];
  usd: number;
}

/** 26 tokens before listing: 18 in pre-market trading, 8 in premint. */
const preTokens = once((): PreToken[] => {
  pilotTokens(); // fixed build order, see onchain.ts
  const r = rng('pre-market');
  const taken = takenSymbols();
  return Array.from({ length: 26 }, (_, i) => {
    const full_name = projectName(r);
    const tags: PreMarketRow['tags'] = [];
    if (i % 5 === 0) tags.push('hot');
    if (i % 4 === 1) tags.push('new');
    return { currency: ticker(r, full_name, taken), full_name, market: i < 18 ? 'pre_market' : 'premint', tags, usd: 10 ** (r() * 3 - 2) };
  });
});

export function preMarketRows(now: number): PreMarketRow[] {
  return preTokens().map((t) => ({
    currency: t.currency,
    market: t.market,
    full_name: t.full_name,
    icon: `/icons/coins/${t.currency}.svg`,
    tags: t.tags,
    price: fmtPrice(walk(`pre:${t.currency}`, t.usd, now, 2)),
    change_percentage: fmtPercent(changePercent(`pre:${t.currency}`, t.usd, now, '', 2)),
  }));
}
