import type { Badge } from '../../schemas/navItem.ts';
import type { OfferName } from '../../schemas/offers.ts';

// Products by the names ops know them by ("fiat_trade" and "referral20" are code words).
// Keys stay where they are stored; the console shows these names, the key beside or on hover.

/** The products a sub-site may offer (schemas/offers.ts), by name. */
export const OFFER_TITLES: Record<OfferName, string> = {
  'live-exchange': 'Real-money trading',
  p2p: 'P2P trading',
  'crypto-card': 'Crypto card',
  'c2c-loans': 'C2C loans',
  'yen-bank-transfers': 'Yen bank transfers',
  'token-sale': 'Token sales',
  pilot: 'Pilot',
  'pre-market': 'Pre-market',
  alpha: 'Alpha',
  margin: 'Margin trading',
  'leveraged-tokens': 'Leveraged tokens',
  'copy-trading': 'Copy trading',
  'trading-bots': 'Trading bots',
  derivatives: 'Futures and options',
  'f1-sponsorship': 'F1 sponsorship',
  earn: 'Earn',
  'token-launches': 'Token launches',
  'gusd-staking': 'GUSD staking',
  'crypto-loans': 'Crypto loans',
  'private-wealth': 'Private wealth',
  community: 'Community',
  'live-streams': 'Live streams',
  otc: 'OTC trading',
  'broker-affiliate': 'Broker and affiliate programmes',
  'vip-privileges': 'VIP privileges',
  pay: 'Pay',
  nft: 'NFT marketplace',
  'web3-wallet': 'Web3 wallet',
  shop: 'Shop',
  'proof-of-assets': 'Proof of assets',
  'gt-holdings': 'GT holdings',
  points: 'Points',
  'account-switch': 'Account switching',
};

/** The compliance service's menu keys (SPEC §3 compliance lists), by the product they block. */
export const COMPLIANCE_TITLES: Record<string, string> = {
  fiat_trade: 'Buy crypto with fiat',
  spot_trade: 'Spot trading',
  derivatives: 'Futures and options',
  learn: 'Learn',
  margin_trade: 'Margin trading',
  margin_etf_trade: 'Leveraged ETF tokens',
  help_center: 'Help centre',
  vip_service: 'VIP service',
  flash_exchange: 'Flash swap',
  gate_otc: 'OTC trading',
  gatepay: 'Pay',
  web3: 'Web3',
  media_kit: 'Media kit',
  express: 'P2P Express',
  'gusd-staking': 'GUSD staking',
  affiliate: 'Affiliate programme',
  ventures: 'Ventures',
  nft: 'NFT marketplace',
  gate_shop: 'Shop',
  partner: 'Partner programme',
  deposit: 'Deposit',
  latest_news: 'Latest news',
  api_stocks_order: 'Stock orders by API',
  upcoming_event: 'Upcoming events',
  earn: 'Earn',
};

/** The compliance service's business keys (SPEC §3), by the business they stop. */
export const BUSINESS_TITLES: Record<string, string> = {
  futures: 'Futures',
  margin: 'Margin',
  fiat: 'Fiat',
  options: 'Options',
  copy: 'Copy trading',
};

/** The badges an item may carry (schemas/items/shared.ts). */
export const BADGE_TITLES: Record<Badge, string> = {
  referral20: '20% referral',
  new: 'New',
  hot: 'Hot',
  zeroFees: 'Zero fees',
};

const titled = (map: Record<string, string>) => (key: string) => (Object.hasOwn(map, key) ? map[key]! : key);

/** An offer's name; an unknown key as it is (never hidden: it may be a typo to fix). */
export const offerTitle = titled(OFFER_TITLES);
export const complianceTitle = titled(COMPLIANCE_TITLES);
export const businessTitle = titled(BUSINESS_TITLES);
export const badgeTitle = titled(BADGE_TITLES);
