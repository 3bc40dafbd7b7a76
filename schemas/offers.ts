/**
 * The products and services a sub-site may offer. A region config lists what it offers
 * (`offers`); an item that belongs to a product names it (`when.offers`) and is drawn only where
 * the region lists it. A new region shows only what it lists: nothing restricted is inherited.
 *
 * Plain data (no zod), so the classic schemas, the browser's zod/mini bootstrap check, the ops
 * console and check-configs all read the one list. The names ship to the browser; the words
 * (for ops and check-configs) stay out of the site's bundle unless imported.
 */
export const OFFER_NAMES = [
  'live-exchange',
  'p2p',
  'crypto-card',
  'c2c-loans',
  'yen-bank-transfers',
  'token-sale',
  'pilot',
  'pre-market',
  'alpha',
  'margin',
  'leveraged-tokens',
  'copy-trading',
  'trading-bots',
  'derivatives',
  'f1-sponsorship',
  'earn',
  'token-launches',
  'gusd-staking',
  'crypto-loans',
  'private-wealth',
  'community',
  'live-streams',
  'otc',
  'broker-affiliate',
  'vip-privileges',
  'pay',
  'nft',
  'web3-wallet',
  'shop',
  'proof-of-assets',
  'gt-holdings',
  'points',
  'account-switch',
] as const;

export type OfferName = (typeof OFFER_NAMES)[number];

/** What each offer covers, in ops' words. */
export const OFFER_WORDS: Record<OfferName, string> = {
  'live-exchange':
    'Real money: buying crypto, deposits, withdrawals and transfers, rewards, partner and institutional programmes, the More menu and the demo-trading link (the testnet, a demo with test funds, has none of these)',
  p2p: 'P2P trading: P2P Express and P2P orders',
  'crypto-card': 'The crypto debit card',
  'c2c-loans': 'C2C loans: borrowing fiat from other users',
  'yen-bank-transfers': 'Yen deposits and withdrawals by bank transfer',
  'token-sale': 'Token sales: new tokens at a fixed price',
  pilot: 'Pilot: trading of early on-chain tokens',
  'pre-market': 'Pre-market trading and Premint (tokens before they list)',
  alpha: 'Alpha: on-chain tokens, their airdrops, account and orders',
  margin: 'Margin trading: the margin entry, margin accounts and margin orders',
  'leveraged-tokens': 'Leveraged ETF tokens',
  'copy-trading': 'Copy trading and its account',
  'trading-bots': 'Trading bots and their account',
  derivatives: 'Futures and options: the Derivatives menu, futures points, futures account and futures and delivery orders',
  'f1-sponsorship': 'The F1 team sponsorship trading competition',
  earn: 'Earn: the Earn menu (launches, savings, loans and wealth), the earn account and earn orders',
  'token-launches': 'Token launches: HODLer airdrops and Launchpad',
  'gusd-staking': 'GUSD minting and its yield',
  'crypto-loans': 'Crypto loans and lending',
  'private-wealth': 'Private wealth management',
  community: 'The Community menu (posts, live streams, news)',
  'live-streams': 'Live streams',
  otc: 'OTC block trading',
  'broker-affiliate': 'The broker and affiliate programmes',
  'vip-privileges': 'The VIP privileges page',
  pay: 'Pay: crypto payments and the payment account',
  nft: 'The NFT marketplace',
  'web3-wallet': 'The self-custody Web3 wallet',
  shop: 'The merchandise shop',
  'proof-of-assets': 'Proof of assets in the wallet records',
  'gt-holdings': 'GT holdings in the wallet records',
  points: 'Points in the wallet records',
  'account-switch': 'Switching between the main account and sub-accounts',
};
