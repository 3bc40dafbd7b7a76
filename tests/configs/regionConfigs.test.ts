import { beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../engine/configMerge.ts';
import { lintConfigTree, lintRegionSet } from '../../engine/configLint.ts';
import { checkCondition } from '../../engine/visibility.ts';
import type { VisibilityContext } from '../../schemas/context.ts';
import { TAG_TYPES, type NavItem } from '../../schemas/navItem.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import { SITE_CODES, type SiteCode } from '../../schemas/site.ts';
import { RegionFileSchema } from '../../scripts/gen-config-schema.ts';
import { allItems, find, flatten, hrefsOf, loadAll } from './helpers.ts';

let files: Record<string, Json>;
let configs: Record<SiteCode, RegionConfig>;
beforeAll(async () => {
  ({ files, configs } = await loadAll());
});

function ctx(site: SiteCode, over: Partial<VisibilityContext> = {}): VisibilityContext {
  return {
    site,
    lang: 'en',
    isLogin: true,
    tier: 0,
    platform: 'web',
    accountMode: 'classic',
    compliance: { menu: [], business: [], limit: { au_redirect: false, is_sanction_country: false } },
    flags: {},
    ...over,
  };
}

/** Ids of the visible items of a tree (a hidden parent hides its subtree). */
function visible(items: readonly NavItem[], c: VisibilityContext): Set<string> {
  const out = new Set<string>();
  const walk = (list: readonly NavItem[]) =>
    list.forEach((i) => {
      if (checkCondition(i.when, c)) return;
      out.add(i.id);
      walk(i.children ?? []);
    });
  walk(items);
  return out;
}

describe('region config files', () => {
  it('every sub-site resolves to a valid RegionConfig', () => {
    expect(Object.keys(configs).sort()).toEqual([...SITE_CODES].sort());
  });

  it('every file validates against the editor schema and sub-sites extend another file', () => {
    for (const [name, raw] of Object.entries(files)) {
      expect(RegionFileSchema.safeParse(raw).error, name).toBeUndefined();
      expect((raw as Record<string, Json>).$schema, name).toBe('./region-config.schema.json');
      if (name !== 'base') expect(typeof (raw as Record<string, Json>).extends, name).toBe('string');
    }
    expect(files.base).not.toHaveProperty('code');
  });

  it('menus live in base only, not copied per region', () => {
    for (const [name, raw] of Object.entries(files)) {
      if (name === 'base') continue;
      const header = (raw as { header?: Record<string, Json> }).header ?? {};
      expect(Object.keys(header), name).toEqual(name === 'testnet' ? ['profile'] : []);
    }
  });

  it('passes the lint rules (sibling ids, safe hrefs, hosts)', () => {
    for (const [name, raw] of Object.entries(files)) expect(lintConfigTree(raw), name).toEqual([]);
    expect(lintRegionSet(configs)).toEqual([]);
  });

  it('sub_website_id per SPEC §3', () => {
    const ids = Object.fromEntries(SITE_CODES.map((s) => [s, configs[s].sub_website_id]));
    expect(ids).toEqual({ main: 0, tr: 177, eu: 106, hk: 71, us: 232, bs: 14, sg: 153, uk: 182, jp: 83, uae: 181, au: 11, testnet: null });
  });

  it('hosts select exactly one sub-site each', () => {
    const hosts = SITE_CODES.flatMap((s) => configs[s].hosts);
    expect(hosts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(hosts).size).toBe(hosts.length);
    for (const s of SITE_CODES) expect(configs[s].hosts.length, s).toBeGreaterThan(0);
  });
});

describe('region defaults and flags (SPEC §2, §6)', () => {
  it('default trade pairs', () => {
    const pairs = Object.fromEntries(SITE_CODES.map((s) => [s, configs[s].defaults.tradePair]));
    expect(pairs).toMatchObject({ tr: 'BTC_TRY', sg: 'BTC_SGD', us: 'BTC_USDT', main: 'BTC_USDT', eu: 'BTC_USDC', jp: 'BTC_JPY', uae: 'BTC_AED' });
  });

  it('fiat deposit/withdraw for Japan, USDT for HK, US, UK, AU and main', () => {
    expect(configs.jp.defaults).toMatchObject({ depositHref: '/myaccount/deposit_fiat', withdrawHref: '/myaccount/withdraw_fiat' });
    for (const s of ['hk', 'us', 'uk', 'au', 'main'] as const)
      expect(configs[s].defaults, s).toMatchObject({ depositHref: '/myaccount/deposit/USDT', withdrawHref: '/myaccount/withdraw/USDT' });
  });

  it('login and signup from config; testnet has its own login', () => {
    for (const s of SITE_CODES) expect(configs[s].defaults.signupHref).toBe('/signup');
    expect(configs.main.defaults.loginHref).toBe('/login');
    expect(configs.testnet.defaults.loginHref).toContain('scope=mock_site_login');
    expect(configs.testnet.defaults.loginLabel).toMatch(/testnet/i);
  });

  it('download hidden on US and EU, logout hidden on testnet, deposit button only on main and US', () => {
    for (const s of SITE_CODES) {
      const f = configs[s].flags;
      expect(f.hiddenDownload === true, s).toBe(['us', 'eu', 'testnet'].includes(s));
      expect(f.hiddenLogout === true, s).toBe(s === 'testnet');
      expect(f.hiddenDeposit === true, s).toBe(!['main', 'us'].includes(s));
    }
  });

  it('rise colours and reference times', () => {
    expect(configs.us.riseColors).toEqual(['risegreen']);
    expect(configs.us.refTimes).toEqual(['24h']);
    expect(configs.jp.refTimes).toEqual(['24h', 'utc0']);
    expect(configs.uae.refTimes).toEqual(['24h', 'utc0']);
    for (const s of SITE_CODES.filter((x) => x !== 'us')) expect(configs[s].riseColors.sort(), s).toEqual(['risegreen', 'risered']);
    for (const s of SITE_CODES.filter((x) => !['us', 'jp', 'uae'].includes(x))) expect(configs[s].refTimes, s).toHaveLength(3);
  });
});

describe('header content (SPEC §2)', () => {
  it('has every main entry', () => {
    expect(configs.main.header.main.map((i) => i.id)).toEqual([
      'buy-crypto', 'markets', 'trade', 'derivatives', 'earn', 'community', 'institutional', 'more',
      'learn', 'partners', 'rewards', 'help', 'announcements', 'blog',
    ]);
    for (const i of configs.main.header.main) expect(i.label_i18n, i.id).toMatchObject({ zh: expect.any(String), ja: expect.any(String) });
  });

  it('links every main-navigation, trade, derivatives and earn path', () => {
    const h = hrefsOf(configs.main.header.main);
    const paths = [
      '/crypto', '/buy-sell-crypto', '/price', '/sale', '/trade/BTC_USDT', '/futures/USDT/BTC_USDT', '/simple-earn', '/otc', '/post',
      '/institution', '/learn', '/referral', '/nextup', '/staking', '/brand-partnerships', '/rewards_hub', '/announcements', '/blog',
      '/help', '/live', '/news', '/calendar', '/proof-of-reserves', '/referral/affiliate', '/vip', '/broker',
      '/crypto/buy-USD-USDT', '/p2p-express/buy/USD-USDT', '/card', '/c2cloan/cny',
      '/alpha', '/premint', '/trade/BTC_USDT?tab=isolated_margin', '/convert', '/etf', '/copytrading', '/crypto-trading-bots',
      '/options/BTC_USDT', '/unified-trading-account', '/futures/trading-guide-for-beginners', '/competition/center/trading',
      '/candy-drop', '/launchpool', '/hodler-airdrop', '/launchpad', '/alpha-point/airdrop', '/futures/points', '/auto-investment',
      '/dual-currency-investment', '/soft-staking', '/cryptoloan', '/crypto-lending-center', '/vip-wealth', '/private-wealth',
      '/institution/quant-fund', '/staking/BTC', '/staking/GUSD',
    ];
    expect(paths.filter((p) => !h.has(p))).toEqual([]);
    expect([...h].some((p) => p.startsWith('/competition/f1rb/'))).toBe(true);
  });

  it('the demo-trading link points at a testnet host', () => {
    const demo = find(configs.main.header.main, 'demo-trading');
    expect(configs.testnet.hosts).toContain(new URL(demo.href ?? '').hostname);
  });

  it('uses every market kind, item type, tag type and badge', () => {
    const items = flatten(configs.main.header.main);
    expect(new Set(items.flatMap((i) => (i.market ? [i.market] : [])))).toEqual(
      new Set(['spot', 'futures', 'delivery', 'options', 'alpha', 'pilot', 'premarket']),
    );
    expect(new Set(items.map((i) => i.type))).toEqual(new Set(['menu', 'group', 'link', 'market']));
    expect(new Set(items.flatMap((i) => i.tags ?? []).map((t) => t.type))).toEqual(new Set(TAG_TYPES));
    expect(new Set(items.flatMap((i) => (i.badge ? [i.badge] : [])))).toEqual(new Set(['referral20', 'new', 'hot', 'zeroFees']));
    expect(find(configs.main.header.main, 'partners').badge).toBe('referral20');
    expect(find(configs.main.header.main, 'spot').badge).toBe('zeroFees');
  });

  it('wallet, orders and profile link every SPEC path and are for logged-in users', () => {
    const { wallet, orders, profile } = configs.main.header;
    for (const menu of [wallet, orders, profile]) for (const i of menu) expect(i.when?.login, i.id).toBe('in');
    const want = {
      wallet: [
        '/myaccount/myfunds', '/myaccount/myfunds/spot', '/myaccount/myfunds/futures', '/myaccount/myfunds/margin',
        '/myaccount/myfunds/quantitative', '/myaccount/myfunds/payment', '/myaccount/myfunds/cross_margin', '/myaccount/deposit/USDT',
        '/myaccount/deposit_gatecode', '/myaccount/withdraw/USDT', '/myaccount/withdraw_internal/USDT', '/myaccount/funds/alpha',
        '/myaccount/funds/bot-account', '/myaccount/funds/finance/launch_pool', '/myaccount/mypurselog', '/gt',
        '/myaccount/account_statement', '/myaccount/myavailableproof', '/myaccount/point_manage',
      ],
      orders: [
        '/myaccount/myorders', '/myaccount/order/alpha/record', '/myaccount/futures_trade', '/myaccount/futures_delivery/order_history',
        '/p2p/orders', '/myaccount/margin', '/myaccount/convert', '/myaccount/finance/lock_earn',
      ],
      profile: [
        '/myaccount/profile', '/myaccount/kyc_home', '/vip', '/myaccount/security-setting', '/myaccount/coupon_center', '/rewards_hub',
        '/fee', '/myaccount/profile/api-key/manage', '/myaccount/sub_account_manage', '/myaccount/tickets',
        '/groupchat/service?platform=web', '/reminder',
      ],
    };
    for (const [menu, paths] of Object.entries(want)) {
      const h = hrefsOf(configs.main.header[menu as 'wallet']);
      expect(paths.filter((p) => !h.has(p)), menu).toEqual([]);
    }
  });

  it('labels follow the account mode', () => {
    const w = configs.main.header.wallet;
    const classic = visible(w, ctx('main', { accountMode: 'classic' }));
    const unified = visible(w, ctx('main', { accountMode: 'multi_currency' }));
    expect(classic.has('spot-account') && !classic.has('unified-account')).toBe(true);
    expect(unified.has('unified-account') && !unified.has('spot-account')).toBe(true);
    const o = configs.main.header.orders;
    expect(visible(o, ctx('main', { accountMode: 'single_currency' })).has('unified-orders')).toBe(true);
  });

  it('sub-account management and switch account follow SPEC §6', () => {
    const p = configs.main.header.profile;
    expect(visible(p, ctx('main', { flags: { whiteListShow: true } })).has('sub-accounts')).toBe(true);
    expect(visible(p, ctx('main')).has('sub-accounts')).toBe(false);
    expect(visible(p, ctx('main', { flags: { whiteListShow: true, isSubAccount: true } })).has('sub-accounts')).toBe(false);
    const switchIds = (c: VisibilityContext) => [...visible(p, c)].filter((id) => id.startsWith('switch-account'));
    expect(switchIds(ctx('main'))).toHaveLength(1);
    expect(switchIds(ctx('main', { flags: { isSubAccount: true } }))).toHaveLength(0);
    expect(switchIds(ctx('main', { flags: { isSubAccount: true, isSwitchTag: true } }))).toHaveLength(1);
    expect(switchIds(ctx('us'))).toHaveLength(0);
  });

  it('regional restrictions hide products', () => {
    const on = (site: SiteCode, id: string, over: Partial<VisibilityContext> = {}) =>
      visible(configs[site].header.main, ctx(site, over)).has(id);
    for (const s of ['us', 'uk', 'jp', 'hk', 'sg'] as const) expect(on(s, 'derivatives'), s).toBe(false);
    for (const s of ['us', 'uk'] as const) expect(on(s, 'earn'), s).toBe(false);
    expect(on('eu', 'copytrading')).toBe(false);
    expect(on('main', 'derivatives') && on('main', 'earn') && on('main', 'copytrading')).toBe(true);
    expect(on('main', 'derivatives', { flags: { isUKLimit: true } })).toBe(false);
    expect(on('main', 'derivatives', { compliance: { menu: ['derivatives'], business: [], limit: { au_redirect: false, is_sanction_country: false } } })).toBe(false);
    expect(on('main', 'crypto-card', { flags: { is_copper: true } })).toBe(false);
    expect(on('main', 'vip-privileges') && !on('bs', 'vip-privileges')).toBe(true);
  });

  it('uses every SPEC §6 compliance key somewhere', () => {
    const keys = new Set(allItems(configs.main).flatMap((i) => i.when?.compliance ?? []));
    const spec = [
      'ventures', 'express', 'spot_trade', 'derivatives', 'margin_etf_trade', 'nft', 'gatepay', 'gate_otc', 'gate_shop', 'vip_service',
      'latest_news', 'help_center', 'fiat_trade', 'affiliate', 'upcoming_event', 'learn', 'partner', 'media_kit', 'margin_trade',
      'gusd-staking', 'web3', 'flash_exchange', 'api_stocks_order',
    ];
    expect(spec.filter((k) => !keys.has(k))).toEqual([]);
  });

  it('testnet profile entries are disabled (text, no links to settings)', () => {
    const h = hrefsOf(configs.testnet.header.profile);
    expect(h.has('/myaccount/profile')).toBe(false);
    expect(flatten(configs.testnet.header.profile).some((i) => i.type === 'text')).toBe(true);
  });
});

describe('footer (SPEC §2)', () => {
  it('global footer links every SPEC path', () => {
    const h = hrefsOf(configs.main.footer.columns.flatMap((c) => c.items));
    const paths = [
      '/about_us', '/page/careers', '/newsroom', '/user-agreement', '/risk-disclosure', '/privacy-policy', '/cookie-policy', '/media-kit',
      '/proof_of_reserves', '/licenses', '/security', '/gt', '/gusd', '/event', '/law-enforcement', '/global-conferences', '/ventures',
      '/buy-bitcoin-btc', '/p2p-express/buy/USD-USDT', '/convert', '/trade/BTC_USDT', '/futures_center', '/tokenized-stocks', '/alpha',
      '/trade/BTC_USDT?tab=margin', '/etf', '/nft', '/gatepay', '/mini-app', '/gift-card', '/otc', '/charity', '/shop', '/web3', '/perp-dex',
      '/vip', '/institution', '/suggestions-feedback', '/announcements', '/fee', '/help', '/listing', '/security-audit', '/developers',
      '/officialverify', '/c2c/merchant', '/referral/affiliate', '/upcoming-event', '/crosschain',
      '/learn', '/learn/course', '/learn/glossary', '/price', '/bigdata', '/bitcoin-halving-countdown', '/price/bitcoin-btc',
      '/how-to-buy/bitcoin-btc', '/price-prediction/bitcoin-btc', '/price/bitcoin-btc/usd', '/converter', '/crypto-wiki', '/crypto-calculator',
    ];
    expect(paths.filter((p) => !h.has(p))).toEqual([]);
    expect([...h].some((p) => p.startsWith('https://'))).toBe(true);
  });

  it('QR only on main; social icons hidden on sg, bs, uk, au, jp, uae', () => {
    for (const s of SITE_CODES) {
      expect(configs[s].footer.qr, s).toBe(s === 'main');
      expect(configs[s].footer.social, s).toBe(!['sg', 'bs', 'uk', 'au', 'jp', 'uae'].includes(s));
    }
  });

  it('Italy-limited users lose the columns, UK-limited users the social icons', () => {
    for (const s of SITE_CODES) {
      for (const c of configs[s].footer.columns) expect(c.when?.flagsOff, `${s} ${c.id}`).toContain('isItalyLimit');
      for (const l of configs[s].footer.socialLinks) expect(l.when?.flagsOff, `${s} ${l.id}`).toContain('isUKLimit');
    }
    expect(configs.main.footer.socialLinks.length).toBeGreaterThanOrEqual(4);
  });

  it('each region has its own copyright line', () => {
    const lines = SITE_CODES.map((s) => configs[s].footer.copyright);
    expect(new Set(lines).size).toBe(SITE_CODES.length);
    for (const l of lines) expect(l).toContain('{year}');
  });

  it('regional footers carry their SPEC links and statements', () => {
    const links = (s: SiteCode) => hrefsOf(configs[s].footer.columns.flatMap((c) => c.items));
    const has = (s: SiteCode, ...paths: string[]) => expect(paths.filter((p) => !links(s).has(p)), s).toEqual([]);
    has('hk', '/trade/BTC_USDT', '/fee', '/help', '/articlelist/ann');
    has('tr', '/about-us', '/calendar', '/media-kit', '/security', '/learn', '/converter/btc/to-try');
    expect([...links('tr')].some((p) => p.startsWith('/market-sentiment/'))).toBe(true);
    has('eu', '/trade/BTC_USDC', '/otc', '/referral', '/page/careers');
    expect([...links('eu')].some((p) => p.startsWith('/legal/'))).toBe(true);
    for (const s of ['sg', 'uk', 'bs'] as const) {
      has(s, '/page/contacts', '/trade/BTC_USDT', '/fee');
      expect([...links(s)].some((p) => p.endsWith('.pdf')), s).toBe(true);
    }
    has('us', '/brand-partnerships', '/media-kit', '/learn', '/learn/course', '/trade/BTC_USDT', '/announcements', '/fee', '/help');
    has('jp', '/trade/BTC_JPY');
    expect([...links('jp')].filter((p) => p.startsWith('/legal/')).length).toBeGreaterThan(1);
    has('au', '/legal/complaints-handling-policy');
    has('uae', '/trade/BTC_AED');
    expect([...links('uae')].filter((p) => p.startsWith('/legal/')).length).toBeGreaterThan(1);
    expect(configs.eu.footer.texts.some((t) => t.label_i18n?.it)).toBe(true);
    expect(configs.us.footer.texts.some((t) => t.href === '/legal/disclosures')).toBe(true);
    expect(configs.uk.footer.texts.some((t) => /financial promotion/i.test(t.label))).toBe(true);
    expect(configs.hk.footer.texts.length).toBeGreaterThan(0);
  });
});
