import { MARKET_KINDS } from '../enums.ts';
import { defineItemType } from './define.ts';

/** Opens the market dropdown panel of its `market` kind (renderer/items/MarketItem.tsx). */
export const market = defineItemType({
  type: 'market',
  about: 'market: opens a market panel',
  words: 'market (opens a market panel)',
  needs: { field: 'market', message: 'a market item needs a market kind' },
  fields: {
    market: { kind: 'choice', values: MARKET_KINDS, label: 'Market panel', help: 'The market panel a market item opens', none: 'choose' },
  },
  // With `market` ops can move the whole navigation to the remote menu and keep the market panels.
  remote: {
    rank: 0,
    claims: (entry) => Boolean(entry.market),
    fields: ['market'],
  },
});
