import { beforeAll, describe, expect, it } from 'vitest';
import type { VisibilityContext } from '../../schemas/context.ts';
import { TAG_TYPES } from '../../schemas/navItem.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import type { SiteCode } from '../../schemas/site.ts';
import { allItems, ctx, find, flatten, hrefsOf, loadAll, visible, words } from './helpers.ts';

let configs: Record<SiteCode, RegionConfig>;
beforeAll(async () => {
  ({ configs } = await loadAll());
});

const missing = (have: Set<string>, want: string) => words(want).filter((p) => !have.has(p));

describe('main navigation (SPEC §2)', () => {
  it('has every main entry, translated', () => {
    expect(configs.main.header.main.map((i) => i.id)).toEqual(
      words('buy-crypto markets trade derivatives earn community institutional more learn partners rewards help announcements blog'),
    );
    for (const i of configs.main.header.main) expect(i.label_i18n, i.id).toMatchObject({ zh: expect.any(String), ja: expect.any(String) });
  });

  it('links every main-navigation, buy, trade, derivatives and earn path', () => {
    const h = hrefsOf(configs.main.header.main);
    expect(
      missing(
        h,
        `/crypto /buy-sell-crypto /price /sale /trade/BTC_USDT /futures/USDT/BTC_USDT /simple-earn /otc /post /institution /learn
         /referral /nextup /staking /brand-partnerships /rewards_hub /announcements /blog /help /live /news /calendar /proof-of-reserves
         /referral/affiliate /vip /broker
         /crypto/buy-USD-USDT /p2p-express/buy/USD-USDT /card /c2cloan/cny
         /alpha /premint /trade/BTC_USDT?tab=isolated_margin /convert /etf /copytrading /crypto-trading-bots
         /options/BTC_USDT /unified-trading-account /futures/trading-guide-for-beginners /competition/center/trading
         /candy-drop /launchpool /hodler-airdrop /launchpad /alpha-point/airdrop /futures/points /auto-investment
         /dual-currency-investment /soft-staking /cryptoloan /crypto-lending-center /vip-wealth /private-wealth
         /institution/quant-fund /staking/BTC /staking/GUSD`,
      ),
    ).toEqual([]);
    expect([...h].some((p) => p.startsWith('/competition/f1rb/'))).toBe(true);
  });

  it('the demo-trading link points at a testnet host', () => {
    const demo = find(configs.main.header.main, 'demo-trading');
    expect(configs.testnet.hosts).toContain(new URL(demo.href ?? '').hostname);
  });

  it('uses every market kind, item type, tag type and badge', () => {
    const items = flatten(configs.main.header.main);
    const kinds = new Set(items.flatMap((i) => (i.type === 'market' ? [i.market] : [])));
    expect(kinds).toEqual(new Set(words('spot futures delivery options alpha pilot premarket fiat')));
    expect(new Set(items.map((i) => i.type))).toEqual(new Set(words('menu group link market')));
    expect(new Set(items.flatMap((i) => i.tags ?? []).map((t) => t.type))).toEqual(new Set(TAG_TYPES));
    expect(new Set(items.flatMap((i) => (i.badge ? [i.badge] : [])))).toEqual(new Set(words('referral20 new hot zeroFees')));
    expect(find(configs.main.header.main, 'partners').badge).toBe('referral20');
    expect(find(configs.main.header.main, 'spot').badge).toBe('zeroFees');
  });

  it('uses every SPEC §6 compliance key somewhere', () => {
    const keys = new Set(allItems(configs.main).flatMap((i) => i.when?.compliance ?? []));
    const spec = words(`ventures express spot_trade derivatives margin_etf_trade nft gatepay gate_otc gate_shop vip_service latest_news
      help_center fiat_trade affiliate upcoming_event learn partner media_kit margin_trade gusd-staking web3 flash_exchange api_stocks_order`);
    expect(spec.filter((k) => !keys.has(k))).toEqual([]);
  });

  it('regional restrictions hide products', () => {
    const on = (site: SiteCode, id: string, over: Partial<VisibilityContext> = {}) =>
      visible(configs[site].header.main, ctx(site, over)).has(id);
    for (const s of ['us', 'uk', 'jp', 'hk', 'sg'] as const) expect(on(s, 'derivatives'), s).toBe(false);
    for (const s of ['us', 'uk'] as const) expect(on(s, 'earn'), s).toBe(false);
    expect(on('eu', 'copytrading')).toBe(false);
    expect(on('main', 'derivatives') && on('main', 'earn') && on('main', 'copytrading')).toBe(true);
    expect(on('main', 'derivatives', { flags: { isUKLimit: true } })).toBe(false);
    const menu = ['derivatives'];
    expect(
      on('main', 'derivatives', { compliance: { menu, business: [], limit: { au_redirect: false, is_sanction_country: false } } }),
    ).toBe(false);
    expect(on('main', 'crypto-card', { flags: { is_copper: true } })).toBe(false);
    expect(on('main', 'vip-privileges') && !on('bs', 'vip-privileges')).toBe(true);
  });
});

describe('wallet, orders and profile menus (SPEC §2, §6)', () => {
  it('link every SPEC path and are for logged-in users only', () => {
    const { wallet, orders, profile } = configs.main.header;
    for (const menu of [wallet, orders, profile]) for (const i of menu) expect(i.when?.login, i.id).toBe('in');
    const wantWallet = `/myaccount/myfunds /myaccount/myfunds/spot /myaccount/myfunds/futures /myaccount/myfunds/margin
      /myaccount/myfunds/quantitative /myaccount/myfunds/payment /myaccount/myfunds/cross_margin /myaccount/deposit/USDT
      /myaccount/deposit_gatecode /myaccount/withdraw/USDT /myaccount/withdraw_internal/USDT /myaccount/funds/alpha
      /myaccount/funds/bot-account /myaccount/funds/finance/launch_pool /myaccount/mypurselog /gt /myaccount/account_statement
      /myaccount/myavailableproof /myaccount/point_manage`;
    const wantOrders = `/myaccount/myorders /myaccount/order/alpha/record /myaccount/futures_trade
      /myaccount/futures_delivery/order_history /p2p/orders /myaccount/margin /myaccount/convert /myaccount/finance/lock_earn`;
    const wantProfile = `/myaccount/profile /myaccount/kyc_home /vip /myaccount/security-setting /myaccount/coupon_center /rewards_hub
      /fee /myaccount/profile/api-key/manage /myaccount/sub_account_manage /myaccount/tickets /groupchat/service?platform=web /reminder`;
    expect(missing(hrefsOf(wallet), wantWallet)).toEqual([]);
    expect(missing(hrefsOf(orders), wantOrders)).toEqual([]);
    expect(missing(hrefsOf(profile), wantProfile)).toEqual([]);
  });

  it('labels follow the account mode', () => {
    const w = configs.main.header.wallet;
    const classic = visible(w, ctx('main', { accountMode: 'classic' }));
    const unified = visible(w, ctx('main', { accountMode: 'multi_currency' }));
    expect(classic.has('spot-account') && !classic.has('unified-account')).toBe(true);
    expect(unified.has('unified-account') && !unified.has('spot-account')).toBe(true);
    expect(visible(configs.main.header.orders, ctx('main', { accountMode: 'single_currency' })).has('unified-orders')).toBe(true);
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

  it('testnet profile entries are disabled (text, no links to settings)', () => {
    expect(hrefsOf(configs.testnet.header.profile).has('/myaccount/profile')).toBe(false);
    expect(flatten(configs.testnet.header.profile).some((i) => i.type === 'text')).toBe(true);
  });
});
