import type { NewNotification } from '../notifications.ts';

type Template = Omit<NewNotification, 'send_timest' | 'isread'> & { minutesAgo: number };

/** Announcements every account receives. */
const ANNOUNCEMENTS: Template[] = [
  {
    tab: 'announce',
    minutesAgo: 35,
    type: 'link',
    template_id: 'listing',
    title: 'New listing: KAITO (KAITO) spot trading opens Nov 21',
    content: '<b>KAITO/USDT</b> trading opens at 10:00 UTC. Deposits are open now. <a href="/announcements/article/41872">Read more</a>',
    extras: { url: '/announcements/article/41872', web_url: '/announcements/article/41872', isAllowHref: true },
  },
  {
    tab: 'announce',
    minutesAgo: 60 * 20,
    type: 'link',
    template_id: 'maintenance',
    title: 'Scheduled wallet maintenance for Solana network',
    content: 'SOL and SPL token deposits and withdrawals pause on Nov 23, 02:00–03:00 UTC. Trading is not affected.',
    extras: { url: '/announcements/article/41855' },
  },
  {
    tab: 'announce',
    minutesAgo: 60 * 50,
    type: 'link',
    template_id: 'delisting',
    title: 'Delisting notice: 5 ST pairs on Dec 1',
    content: 'The ST-tagged pairs listed in the notice will be removed on <b>Dec 1, 08:00 UTC</b>. Please close open orders.',
    extras: { url: '/announcements/article/41790' },
  },
  {
    tab: 'announce',
    minutesAgo: 60 * 24 * 6,
    type: 'text',
    template_id: 'fees',
    title: 'Maker fees on USDC pairs cut to 0 for 30 days',
    content: 'All spot pairs quoted in USDC trade with 0 maker fees until Dec 20.',
  },
];

const COINS = ['BTC', 'ETH', 'SOL', 'XRP', 'DOGE', 'TON', 'ADA', 'AVAX', 'LINK', 'DOT', 'SUI'];

/** Older weekly reports, all read: enough announcements that the list needs a second page of 20. */
const WEEKLY_REPORTS: Template[] = Array.from({ length: 22 }, (_, i) => {
  const coin = COINS[i % COINS.length]!;
  return {
    tab: 'announce',
    minutesAgo: 60 * 24 * (8 + 7 * i),
    type: 'link' as const,
    template_id: 'weekly_report',
    title: `Weekly market report #${120 - i}: ${coin} leads spot volume`,
    content: `Spot volume ${i % 2 ? 'rose' : 'fell'} ${3 + (i % 7)}.${i % 10}% week on week; <b>${coin}/USDT</b> was the most traded pair. Futures open interest and funding rates are in the full report.`,
    extras: { url: `/announcements/article/${41700 - i * 13}` },
  };
});

const TRADES: Template[] = [
  {
    tab: 'trade',
    minutesAgo: 4,
    type: 'spot',
    template_id: 'order_filled',
    title: 'Order filled: Buy 0.0500 BTC',
    content: 'Your limit order to buy <b>0.0500 BTC</b> at 64,210.50 USDT was filled.',
    extras: { market: 'BTC_USDT' },
    template_args: { side: 'buy', amount: '0.0500', price: '64210.50' },
  },
  {
    tab: 'trade',
    minutesAgo: 26,
    type: 'futures',
    template_id: 'tp_triggered',
    title: 'Take-profit triggered: ETH_USDT long',
    content: 'Your take-profit order on ETH_USDT closed 1.2 ETH at 3,184.20 USDT (PnL +212.44 USDT).',
    extras: { contract: 'ETH_USDT', settle_asset: 'USDT' },
  },
  {
    tab: 'trade',
    minutesAgo: 95,
    type: 'futures',
    template_id: 'margin_call',
    title: 'Margin warning: SOL_USDT position at 82% risk',
    content: 'Add margin or reduce the position to avoid liquidation.',
    extras: { contract: 'SOL_USDT', settle_asset: 'USDT' },
  },
  {
    tab: 'trade',
    minutesAgo: 60 * 5,
    type: 'spot',
    template_id: 'order_filled',
    title: 'Order filled: Sell 1,200 DOGE',
    content: 'Your market order to sell <b>1,200 DOGE</b> was filled at an average of 0.1312 USDT.',
    extras: { market: 'DOGE_USDT' },
  },
  {
    tab: 'trade',
    minutesAgo: 60 * 9,
    type: 'futures',
    template_id: 'funding',
    title: 'Funding fee settled on BTC_USD',
    content: 'A funding fee of 0.00000412 BTC was paid on your BTC_USD position.',
    extras: { contract: 'BTC_USD', settle_asset: 'BTC' },
  },
  {
    tab: 'trade',
    minutesAgo: 60 * 30,
    type: 'spot',
    template_id: 'order_cancelled',
    title: 'Order cancelled: Buy 15 SOL',
    content: 'Your order expired after 24 hours and was cancelled.',
    extras: {},
  },
];

const SYSTEM: Template[] = [
  {
    tab: 'system',
    minutesAgo: 12,
    type: 'text',
    template_id: 'login',
    title: 'New login from Chrome on macOS',
    content: 'IP 203.0.113.24 (Singapore). If this was not you, <a href="/myaccount/security-setting">freeze your account</a>.',
    extras: { web_url: '/myaccount/security-setting' },
  },
  {
    tab: 'system',
    minutesAgo: 60 * 26,
    type: 'link',
    template_id: 'api_key',
    title: 'API key created',
    content: 'A read-only API key "grid-bot" was created.',
    extras: { url: '/myaccount/profile/api-key/manage' },
  },
  {
    tab: 'system',
    minutesAgo: 60 * 24 * 3,
    type: 'link',
    template_id: 'kyc',
    title: 'Identity verification approved',
    content: 'Your KYC level 2 verification was approved. Fiat deposits are now available.',
    extras: { url: '/myaccount/kyc_home' },
  },
  {
    tab: 'system',
    minutesAgo: 60 * 24 * 9,
    type: 'text',
    template_id: 'whitelist',
    title: 'Withdrawal whitelist enabled',
    content: 'Withdrawals now go only to addresses on your whitelist.',
  },
];

const ACTIVITY: Template[] = [
  {
    tab: 'activity',
    minutesAgo: 50,
    type: 'text',
    template_id: 'referral',
    title: 'You received a 20 USDT referral bonus',
    content: 'Your friend completed their first trade. <b>20 USDT</b> was added to your spot account.',
  },
  {
    tab: 'activity',
    minutesAgo: 60 * 3,
    type: 'live',
    template_id: 'live',
    title: 'Live now: BTC market outlook for the week',
    content: 'Join the analysts’ live stream with Q&amp;A.',
    extras: { stream_id: '88231' },
  },
  {
    tab: 'activity',
    minutesAgo: 60 * 28,
    type: 'startup',
    template_id: 'launchpad',
    title: 'Launchpad: subscribe to ZKWASM from Nov 22',
    content: 'Commit USDT or GT during the subscription window.',
    extras: { startup_id: '2291' },
  },
  {
    tab: 'activity',
    minutesAgo: 60 * 24 * 4,
    type: 'post',
    template_id: 'post_reply',
    title: 'CryptoNina replied to your post',
    content: '“Agree on the ETH/BTC ratio, but watch the funding rates.”',
    extras: { mid: '7712045' },
  },
];

/**
 * The SPEC §3 status icon of a record (0 warning, 1 success, 2 progress, 99 error), carried in
 * template_args.status; templates not listed have none.
 */
const STATUS: Record<string, string> = {
  order_filled: '1',
  tp_triggered: '1',
  margin_call: '0',
  funding: '2',
  order_cancelled: '99',
  login: '0',
  kyc: '1',
  maintenance: '2',
};

function withStatus<T extends { template_id?: string; template_args?: Record<string, string> }>(t: T): T {
  const status = t.template_id ? STATUS[t.template_id] : undefined;
  return status ? { ...t, template_args: { ...t.template_args, status } } : t;
}

/** How many of each tab's newest records stay unread, per account (the rest are read). */
const UNREAD: Record<string, Record<string, number>> = {
  trader: { announce: 2, trade: 4, system: 1, activity: 2 },
  vip: { announce: 1, trade: 1 },
  sub: { trade: 2 },
  weak: { system: 2 },
  nodeposit: { announce: 1 },
};

export function demoNotifications(username: string, nowSeconds: number): NewNotification[] {
  const rich = username === 'trader' || username === 'vip';
  // `weak` has no events at all, so its Events tab shows the empty state.
  const sets = [
    [...ANNOUNCEMENTS, ...WEEKLY_REPORTS],
    rich ? TRADES : TRADES.slice(0, 2),
    SYSTEM,
    username === 'weak' ? [] : rich ? ACTIVITY : ACTIVITY.slice(0, 1),
  ];
  if (username === 'ops')
    return ANNOUNCEMENTS.map(({ minutesAgo, ...t }) => ({ ...withStatus(t), send_timest: nowSeconds - minutesAgo * 60, isread: true }));
  return sets.flatMap((set) =>
    set.map(({ minutesAgo, ...t }, i) => ({
      ...withStatus(t),
      send_timest: nowSeconds - minutesAgo * 60,
      isread: i >= (UNREAD[username]?.[t.tab] ?? 0),
    })),
  );
}
