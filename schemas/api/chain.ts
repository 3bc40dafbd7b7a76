import * as z from 'zod/mini';

/** On-chain networks Alpha and pilot tokens live on; icons are /icons/chains/{chain}.svg. */
export const CHAINS = ['eth', 'bsc', 'sol', 'base', 'arbitrum', 'tron', 'ton'] as const;
export const Chain = z.enum(CHAINS);
export type Chain = z.infer<typeof Chain>;

export const CHAIN_NAMES: Record<Chain, string> = {
  eth: 'Ethereum',
  bsc: 'BNB Chain',
  sol: 'Solana',
  base: 'Base',
  arbitrum: 'Arbitrum',
  tron: 'Tron',
  ton: 'TON',
};

/**
 * How an on-chain token (an Alpha token, a pilot row) shows: its pair, its icon and its chain's.
 * Spread into each row's schema after its `address`, whose rule differs between the two.
 */
export const chainTokenShown = {
  show_pair: z.string(),
  icon: z.string(),
  chain_icon: z.string(),
  chain: Chain,
};
