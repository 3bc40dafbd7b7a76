import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../schemas/api/index.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { parseRemoteMenu } from '../../schemas/remoteMenu.ts';
import { Browser, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let visitor: Browser;
let trader: Browser;

beforeAll(async () => {
  server = await startTestServer();
  visitor = await new Browser(server.app).visit();
  trader = new Browser(server.app);
  expect((await trader.login('trader')).status).toBe(200);
});
afterAll(() => server.close());

describe('every SPEC §7 call answers with a body its schema accepts', () => {
  it('herald: tabs, records, unread counts and mark-read', async () => {
    const tabs = await trader.get(`${ENDPOINTS.heraldTabs.path}?language=en`, api.HeraldTabsResponse);
    expect(tabs.code).toBe(200);
    expect(tabs.data.map((t) => t.code)).toEqual(['announce', 'trade', 'system', 'activity', 'copytrade']);
    const records = await trader.get(
      `${ENDPOINTS.heraldRecords.path}?page=1&size=20&code=trade&language=en&now=1763719200`,
      api.HeraldRecordsResponse,
    );
    expect(records.data.list.length).toBeGreaterThan(0);
    expect(records.data.size).toBe(20);
    const unread = await trader.get(ENDPOINTS.heraldUnread.path, api.UnreadNumResponse);
    expect(Object.values(unread.data).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    const read = await trader.request(ENDPOINTS.heraldRead.path, { form: { msg_type: 'system' } });
    expect(api.MarkReadResponse.parse(await read.json()).code).toBe(200);
  });

  it('spot markets: about 2,700 positional rows across quotes, with ST and upcoming listings', async () => {
    const { data } = await visitor.get(`${ENDPOINTS.spots.path}?exchange_type=ALL&timezone=`, api.SpotsResponse);
    expect(data.length).toBe(2700);
    const quotes = new Set(data.map((r) => r[api.SPOT_COL.pair].split('_')[1]));
    for (const q of ['USDT', 'USDC', 'BTC', 'ETH', 'TRY']) expect(quotes).toContain(q);
    expect(data.some((r) => r[api.SPOT_COL.st] !== 'false')).toBe(true);
    expect(data.some((r) => r[api.SPOT_COL.openingTime] > server.clock.now / 1000)).toBe(true);
    expect(new Set(data.map((r) => r[api.SPOT_COL.pair])).size).toBe(data.length);
    for (const pair of ['BTC_USDT', 'BTC_TRY', 'BTC_USDC', 'BTC_JPY', 'BTC_AED', 'BTC_SGD']) {
      expect(data.some((r) => r[0] === pair)).toBe(true);
    }
  });

  it('futures: code 200, USDT- and BTC-settled contracts', async () => {
    const res = await visitor.get(`${ENDPOINTS.futures.path}?exchange_type=CONTRACT_ALL&timezone=&is_testnet=0`, api.FuturesResponse);
    expect(res.code).toBe(200);
    expect(res.data.filter((c) => c.settle === 'usdt').length).toBeGreaterThan(300);
    expect(res.data.filter((c) => c.settle === 'btc').length).toBeGreaterThan(5);
    const testnet = await visitor.get(`${ENDPOINTS.futures.path}?exchange_type=CONTRACT_ALL&is_testnet=1`, api.FuturesResponse);
    expect(testnet.data.length).toBeLessThan(res.data.length);
  });

  it('delivery, options, pilot and pre-market lists', async () => {
    const delivery = await visitor.get(ENDPOINTS.delivery.path, api.DeliveryResponse);
    expect(delivery.data.every((d) => d.expire_time * 1000 > server.clock.now)).toBe(true);
    const options = await visitor.get(ENDPOINTS.options.path, api.OptionsResponse);
    expect(options.data.map((o) => o.name)).toContain('BTC_USDT');
    const pilot = await visitor.get(`${ENDPOINTS.pilot.path}?exchange_type=PILOT_ALL&timezone=utc8`, api.PilotResponse);
    expect(pilot.data.length).toBeGreaterThan(50);
    const pre = await visitor.get(`${ENDPOINTS.preMarket.path}?limit=100&page=1`, api.PreMarketResponse);
    expect(new Set(pre.data.list.map((r) => r.market))).toEqual(new Set(['pre_market', 'premint']));
    expect(pre.data.list.some((r) => r.tags.includes('hot')) && pre.data.list.some((r) => r.tags.includes('new'))).toBe(true);
  });

  it('alpha: tokens on several chains, keyword search and the memebox path', async () => {
    const all = await visitor.get(`${ENDPOINTS.alpha.path}?tab=ALPHA_ALLCHAIN&page=1&limit=100`, api.AlphaCurrenciesResponse);
    expect(all.data.list).toHaveLength(100);
    expect(new Set(all.data.list.map((t) => t.chain)).size).toBeGreaterThanOrEqual(5);
    const sol = await visitor.get(`${ENDPOINTS.alpha.path}?tab=ALPHA_ALLCHAIN&chain=sol&page=1&limit=100`, api.AlphaCurrenciesResponse);
    expect(sol.data.list.every((t) => t.chain === 'sol')).toBe(true);
    const first = all.data.list[0]!;
    const found = await visitor.get(`${ENDPOINTS.alphaSearch.path}?keywords=${first.show_pair.split('/')[0]}`, api.AlphaSearchResponse);
    expect(found.data.list[0]?.address).toBe(first.address);
    const path = await visitor.request(ENDPOINTS.alphaPath.path, { json: { symbols: [first.pair] } });
    const body = api.AlphaPathResponse.parse(await path.json());
    expect(body.data.path_symbol_pairs[0]?.path).toBe(`${first.chain}-${first.address}`);
  });

  it('site data: fiat list, rates, bulletin, common tabs', async () => {
    const fiats = await visitor.get(ENDPOINTS.fiatList.path, api.BuyCryptoFiatListResponse);
    expect(fiats.data.list[0]).toEqual(api.DEFAULT_CURRENCY_OPTION);
    const rates = await visitor.get(ENDPOINTS.fiatRates.path, api.CurrFiatMarketRatesResponse);
    expect(rates.data.USD).toBe(1);
    const bulletin = await visitor.get(ENDPOINTS.bulletin.path, api.BulletinResponse);
    expect(bulletin.data?.content_id).toBeTruthy();
    const tabs = await visitor.get(`${ENDPOINTS.tradeTabs.path}?area=web_trade`, api.CommonTabsResponse);
    expect(tabs.data.list.map((g) => g.market)).toEqual([...api.MARKET_KEYS]);
  });

  it('menus: the built-in header menu and the stored remote menu, both clean for the lenient client parser', async () => {
    const header = await visitor.get(ENDPOINTS.headerMenu.path, api.HeaderMenuResponse);
    expect(header.data.list.length).toBeGreaterThan(3);
    const remote = await visitor.get(`${ENDPOINTS.remoteMenu.path}?lang=zh`, api.RemoteMenuResponse);
    expect(remote.data.version).toBe(1);
    expect(remote.data.list.find((i) => i.code === 'trade')?.title).toBe('交易');
    const raw = await (await visitor.request(`${ENDPOINTS.remoteMenu.path}?lang=en`)).json();
    expect(parseRemoteMenu(raw).warnings).toEqual([]);
  });

  it('account mode and cross-margin: defaults for visitors, stored values for users', async () => {
    const mode = await visitor.get(ENDPOINTS.accountMode.path, api.AccountModeResponse);
    expect(mode.data).toEqual(api.DEFAULT_ACCOUNT_SETTINGS);
    expect((await visitor.get(ENDPOINTS.crossMargin.path, api.CrossMarginResponse)).data).toEqual([]);
    const info = await trader.get(ENDPOINTS.crossMargin.path, api.CrossMarginResponse);
    expect(info.data).toMatchObject({ crossMarginUid: 26184753, userTier: 0 });
    const vip = new Browser(server.app);
    await vip.login('vip');
    expect((await vip.get(ENDPOINTS.accountMode.path, api.AccountModeResponse)).data.mode).toBe('multi_currency');
  });

  it('user center: user info, tags, analytics and error reports', async () => {
    const info = await trader.get(ENDPOINTS.userInfo.path, api.UserInfoResponse);
    expect(info.data).toMatchObject({ uid: 26184753, tier_level: 0, isLogin: true, role: 'user' });
    const tags = await trader.get(ENDPOINTS.userTag.path, api.UserTagResponse);
    expect(tags.data.tags).toContain('new_user');
    const events = await trader.request(ENDPOINTS.analytics.path, {
      json: { events: [{ name: 'home_top_navigation_click', props: { button_name: 'Trade' } }, { name: 'login_click' }] },
    });
    expect(api.AnalyticsResponse.parse(await events.json()).data.accepted).toBe(2);
    const [stored] = await server.deps.db.query<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM analytics_events WHERE name = 'login_click'",
    );
    expect(stored?.n).toBe(1);
    const report = await visitor.request(ENDPOINTS.errorReport.path, {
      json: { message: 'TypeError: x is undefined', url: '/trade/BTC_USDT' },
    });
    expect(api.ErrorReportResponse.parse(await report.json()).code).toBe(200);
  });
});

describe('market data is deterministic and alive', () => {
  it('the same clock gives the same rows; a later clock moves prices', async () => {
    const a = await visitor.get(ENDPOINTS.spots.path, api.SpotsResponse);
    const b = await visitor.get(ENDPOINTS.spots.path, api.SpotsResponse);
    expect(b.data).toEqual(a.data);
    server.clock.now += 60_000;
    const later = await visitor.get(ENDPOINTS.spots.path, api.SpotsResponse);
    server.clock.now -= 60_000;
    expect(later.data[0]![api.SPOT_COL.rate]).not.toBe(a.data[0]![api.SPOT_COL.rate]);
  });

  it('the timezone query changes the change-percent reference, not the rate', async () => {
    const day = await visitor.get(`${ENDPOINTS.spots.path}?timezone=`, api.SpotsResponse);
    const utc8 = await visitor.get(`${ENDPOINTS.spots.path}?timezone=utc8`, api.SpotsResponse);
    expect(utc8.data[0]![api.SPOT_COL.rate]).toBe(day.data[0]![api.SPOT_COL.rate]);
    expect(utc8.data[0]![api.SPOT_COL.ratePercent]).not.toBe(day.data[0]![api.SPOT_COL.ratePercent]);
  });
});
