import type { MarketTabGroup } from '../../schemas/api/commonTabs.ts';
import type { Lang } from '../../schemas/site.ts';
import { categoryName, MARKET_NAMES, tr } from './i18n.ts';

const TAB_CODES: Record<MarketTabGroup['market'], string[]> = {
  SPOT: [
    'USDT',
    'USDC',
    'BTC',
    'ETH',
    'TRY',
    'fiat',
    'hot',
    'new',
    'meme',
    'ai',
    'layer1',
    'layer2',
    'defi',
    'gamefi',
    'rwa',
    'depin',
    'st',
  ],
  CONTRACT: ['USDT', 'BTC', 'hot', 'new', 'meme', 'ai', 'layer1', 'layer2', 'defi', 'gamefi'],
  DELIVERY: ['USDT'],
  OPTIONS: ['USDT'],
  MEMEBOX: ['sol', 'eth', 'bsc', 'base', 'arbitrum', 'tron', 'ton'],
  PILOT: ['hot', 'new', 'meme'],
  PRE_MARKET: ['pre_market', 'premint'],
};
const CHAIN_TAB_NAMES: Record<string, string> = {
  sol: 'Solana',
  eth: 'Ethereum',
  bsc: 'BNB Chain',
  base: 'Base',
  arbitrum: 'Arbitrum',
  tron: 'Tron',
  ton: 'TON',
};

/** The markets of the trade menu with their category tabs (SPEC §7 common/tabs, area=web_trade). */
export function tradeTabs(lang: Lang): MarketTabGroup[] {
  return Object.entries(TAB_CODES).map(([market, codes]) => ({
    market: market as MarketTabGroup['market'],
    name: tr(MARKET_NAMES[market]!, lang),
    tabs: codes.map((code) => ({ code, name: CHAIN_TAB_NAMES[code] ?? categoryName(code, lang) })),
  }));
}
