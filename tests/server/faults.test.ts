import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as z from 'zod';
import type { ZodMiniType } from 'zod/mini';
import * as api from '../../schemas/api/index.ts';
import { FAULT_CALLS, FAULT_HOLD_MS, FAULT_KINDS, faultCallOf } from '../../server/faults.ts';
import { Browser, type RequestOptions, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
/** One signed-in browser per user, so the logout calls end nobody else's session. */
const users: Record<string, Browser> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['trader', 'sub', 'weak', 'nodeposit']) {
    users[name] = new Browser(server.app);
    const res = await users[name].login(name);
    if (res.status !== 200) throw new Error(`could not log ${name} in`);
  }
});
afterAll(() => server.close());
afterEach(() => {
  vi.unstubAllEnvs();
});

interface Probe {
  path: string;
  init?: RequestOptions;
  user?: string;
  /** The real answer's schema; undefined for the logout link (a redirect). */
  schema?: z.ZodType | ZodMiniType;
  status?: number;
}

/** A valid request of every call in FAULT_CALLS (by name and method) and the schema of its answer. */
const PROBES: Record<string, Probe> = {
  'GET tabs': { path: '/apiw/v2/herald/renew/tab?language=en', schema: api.HeraldTabsResponse },
  'GET records': { path: '/apiw/v2/herald/renew/record?page=1&size=20&code=trade', schema: api.HeraldRecordsResponse },
  'POST read': { path: '/apiw/v2/herald/msg/read', init: { form: { msg_type: 'system' } }, schema: api.MarkReadResponse },
  'GET unread': { path: '/apiw/v2/herald/msg/unread/num', schema: api.UnreadNumResponse },
  'GET remote-menu': { path: '/apiw/v2/site/remote_menu?lang=en', schema: api.RemoteMenuResponse },
  'GET futures': { path: '/apiw/v2/market/futures?exchange_type=CONTRACT_ALL&timezone=&is_testnet=0', schema: api.FuturesResponse },
  'GET fiat-list': { path: '/api/web/v1/site/buyCryptoFiatList', schema: api.BuyCryptoFiatListResponse },
  'GET fiat-rates': { path: '/api/web/v1/site/currFiatMarketRates', schema: api.CurrFiatMarketRatesResponse },
  'GET cross-margin': { path: '/apiweb/v1/spot/cross_margin/info', schema: api.CrossMarginResponse },
  'GET header-menu': { path: '/api/web/v1/site/headerMenuListV2', schema: api.HeaderMenuResponse },
  'GET bulletin': { path: '/api/web/v1/site/fullsiteBulletin', schema: api.BulletinResponse },
  'GET trade-tabs': { path: '/apiw/v2/common/tabs?area=web_trade', schema: api.CommonTabsResponse },
  'GET spots': { path: '/apiw/v2/market/spots?exchange_type=ALL&timezone=', schema: api.SpotsResponse },
  'GET account-mode': { path: '/apiw/v2/unified/account_mode', schema: api.AccountModeResponse },
  'GET premarket': { path: '/apiw/v2/pre-market/service/currencies/simple-info?limit=100&page=1', schema: api.PreMarketResponse },
  'GET pilot': { path: '/apiw/v2/pilot/markets?exchange_type=PILOT_ALL&timezone=', schema: api.PilotResponse },
  'GET options': { path: '/apiw/v2/options/underlying', schema: api.OptionsResponse },
  'GET alpha': { path: '/apiw/v2/alpha/currencies?tab=ALPHA_ALLCHAIN&page=1&limit=100&timezone=', schema: api.AlphaCurrenciesResponse },
  'GET alpha-search': { path: '/apiw/v2/alpha/markets_by_keywords?keywords=pe', schema: api.AlphaSearchResponse },
  'GET delivery': { path: '/apiw/v2/delivery/usdt/contracts', schema: api.DeliveryResponse },
  'POST alpha-path': {
    path: '/api/web/v1/web3-trade-interface/memebox/symbol_to_path',
    init: { json: { symbols: ['BTC_USDT'] } },
    schema: api.AlphaPathResponse,
  },
  'POST logout': { path: '/api/web/v1/usercenter/logout', init: { form: {} }, user: 'nodeposit', schema: api.LogoutResponse },
  'GET logout-all': { path: '/api/web/v1/usercenter/logoutAll', user: 'sub', schema: api.LogoutResponse },
  'GET logout-link': { path: '/zh/logout', user: 'weak', status: 302 },
  'GET user-tag': { path: '/api/web/v1/usercenter/get_user_tag', schema: api.UserTagResponse },
  'GET bootstrap': { path: '/api/web/v1/site/bootstrap?lang=en', schema: api.BootstrapResponse },
  'GET bubble': { path: '/api/web/v1/site/header_bubble', schema: api.HeaderBubbleResponse },
  'GET favourites': { path: '/api/web/v1/markets/favourites', schema: api.FavouritesResponse },
  'POST favourites-set': {
    path: '/api/web/v1/markets/favourites',
    init: { form: { market: 'spot', id: 'ETH_USDT', on: '1' } },
    schema: api.FavouritesResponse,
  },
};

const CALLS = FAULT_CALLS.map((f) => ({ key: `${f.method} ${f.name}`, f }));

function send(key: string, fault?: string) {
  const p = PROBES[key]!;
  const f = CALLS.find((c) => c.key === key)!.f;
  const headers = fault ? { 'x-fault': fault } : undefined;
  return users[p.user ?? 'trader']!.request(p.path, { method: f.method, ...p.init, headers });
}

describe('fault injection table', () => {
  it('covers every SPEC §7 call, the bootstrap and the header bubble, each with a probe here', () => {
    const spec: [string, string][] = [
      ['GET', '/apiw/v2/herald/renew/tab'],
      ['GET', '/apiw/v2/herald/renew/record'],
      ['POST', '/apiw/v2/herald/msg/read'],
      ['GET', '/apiw/v2/herald/msg/unread/num'],
      ['GET', '/apiw/v2/site/remote_menu'],
      ['GET', '/apiw/v2/market/futures'],
      ['GET', '/api/web/v1/site/buyCryptoFiatList'],
      ['GET', '/api/web/v1/site/currFiatMarketRates'],
      ['GET', '/apiweb/v1/spot/cross_margin/info'],
      ['GET', '/api/web/v1/site/headerMenuListV2'],
      ['GET', '/api/web/v1/site/fullsiteBulletin'],
      ['GET', '/apiw/v2/common/tabs'],
      ['GET', '/apiw/v2/market/spots'],
      ['GET', '/apiw/v2/unified/account_mode'],
      ['GET', '/apiw/v2/pre-market/service/currencies/simple-info'],
      ['GET', '/apiw/v2/pilot/markets'],
      ['GET', '/apiw/v2/options/underlying'],
      ['GET', '/apiw/v2/alpha/currencies'],
      ['GET', '/apiw/v2/alpha/markets_by_keywords'],
      ['GET', '/apiw/v2/delivery/usdt/contracts'],
      ['POST', '/api/web/v1/web3-trade-interface/memebox/symbol_to_path'],
      ['POST', '/api/web/v1/usercenter/logout'],
      ['GET', '/api/web/v1/usercenter/logoutAll'],
      ['GET', '/logout'],
      ['GET', '/ja/logout'],
      ['GET', '/api/web/v1/usercenter/get_user_tag'],
      ['GET', '/api/web/v1/site/bootstrap'],
      ['GET', '/api/web/v1/site/header_bubble'],
    ];
    for (const [method, path] of spec) expect(faultCallOf(method, path), `${method} ${path}`).toBeDefined();
    expect(faultCallOf('GET', '/api/web/v1/site/nope')).toBeUndefined();
    expect(faultCallOf('GET', '/apiw/v2/herald/msg/read')).toBeUndefined();
    expect(Object.keys(PROBES).sort()).toEqual(CALLS.map((c) => c.key).sort());
    expect(new Set(CALLS.map((c) => c.key)).size).toBe(CALLS.length);
  });

  it('is ignored unless the server runs with FAULTS=1', async () => {
    vi.stubEnv('FAULTS', '');
    for (const { key } of CALLS.filter((c) => !c.f.name.startsWith('logout'))) {
      const res = await send(key, '*=500');
      expect(res.status, key).toBe(PROBES[key]!.status ?? 200);
    }
  });

  it.each(CALLS)('$key: every kind answers as named, and only for that call', async ({ key, f }) => {
    vi.stubEnv('FAULTS', '1');
    const bare = await send(key, f.name);
    expect(bare.status).toBe(f.errorStatus);
    expect(api.ApiError.parse(await bare.json()).message).toBe(`injected fault: ${f.name}`);

    const internal = await send(key, `${f.name}=500`);
    expect(internal.status).toBe(500);
    expect(api.ApiError.parse(await internal.json()).code).toBe(500);

    const malformed = await send(key, `${f.name}=malformed`);
    expect(malformed.status).toBe(200);
    expect(malformed.headers.get('content-type')).toContain('application/json');
    await expect(malformed.json()).rejects.toThrow();

    const shape = await send(key, `${f.name}=shape`);
    expect(shape.status).toBe(200);
    const body: unknown = await shape.json();
    expect(body).toBeDefined();
    if (PROBES[key]!.schema) expect(PROBES[key]!.schema!.safeParse(body).success).toBe(false);

    const code = (await (await send(key, `${f.name}=code`)).json()) as { code: number };
    expect(code.code).not.toBe(200);
    expect(await (await send(key, `${f.name}=empty`)).json()).toEqual({ code: 200, message: 'success', data: [] });

    // Another call's fault, or a kind that does not exist, leaves this one alone.
    if (!f.name.startsWith('logout')) {
      const other = f.name === 'spots' ? 'futures' : 'spots';
      const untouched = await send(key, `${other}=500,${f.name}=nonsense`);
      expect(untouched.status).toBe(PROBES[key]!.status ?? 200);
      if (PROBES[key]!.schema) expect(PROBES[key]!.schema!.safeParse(await untouched.json()).success).toBe(true);
    }
  });

  it('the cookie works as the header does, and `*` faults every call', async () => {
    vi.stubEnv('FAULTS', '1');
    const trader = users.trader!;
    trader.jar.set('fault', 'alpha=shape');
    const shaped = await trader.request('/apiw/v2/alpha/currencies?tab=ALPHA_ALLCHAIN');
    expect(api.AlphaCurrenciesResponse.safeParse(await shaped.json()).success).toBe(false);
    expect((await trader.request('/apiw/v2/market/spots?exchange_type=ALL')).status).toBe(200);
    trader.jar.set('fault', '*=code');
    for (const path of [
      '/apiw/v2/market/spots?exchange_type=ALL',
      '/api/web/v1/site/bootstrap?lang=en',
      '/api/web/v1/site/header_bubble',
    ]) {
      expect(((await (await trader.request(path)).json()) as { code: number }).code, path).toBe(500100);
    }
    trader.jar.delete('fault');
  });

  it('hang holds every API call behind the server timeout: the server answers 504 at its own 3 s (SPEC §9)', async () => {
    vi.stubEnv('FAULTS', '1');
    const apiCalls = CALLS.filter((c) => c.f.name !== 'logout-link');
    const started = Date.now();
    const results = await Promise.all(
      apiCalls.map(async ({ key, f }) => ({ key, res: await send(key, `${f.name}=hang`), elapsed: Date.now() - started })),
    );
    for (const { key, res, elapsed } of results) {
      expect(res.status, key).toBe(504);
      expect(elapsed, key).toBeGreaterThanOrEqual(2900);
      expect(elapsed, key).toBeLessThan(FAULT_HOLD_MS);
    }
    // Let the held handlers finish before the next test reads the same sessions.
    await new Promise((r) => setTimeout(r, FAULT_HOLD_MS - (Date.now() - started) + 200));
  });

  it(`timeout holds every call ${FAULT_HOLD_MS} ms, past the client's 4 s and not cut by the server's 3 s, then answers for real`, async () => {
    vi.stubEnv('FAULTS', '1');
    const started = Date.now();
    const results = await Promise.all(
      CALLS.map(async ({ key, f }) => {
        const res = await send(key, `${f.name}=timeout`);
        return { key, res, elapsed: Date.now() - started, body: res.status === 302 ? null : await res.json() };
      }),
    );
    for (const { key, res, elapsed, body } of results) {
      expect(elapsed, key).toBeGreaterThanOrEqual(FAULT_HOLD_MS - 50);
      expect(res.status, key).toBe(PROBES[key]!.status ?? 200);
      const schema = PROBES[key]!.schema;
      if (schema) {
        const parsed = schema.safeParse(body);
        expect(parsed.success, `${key}: ${parsed.error?.message}`).toBe(true);
      } else expect(res.headers.get('location')).toBe('/zh/login');
    }
    expect(FAULT_HOLD_MS).toBeGreaterThan(4000);
    expect(FAULT_KINDS).toEqual(['error', '500', 'timeout', 'hang', 'malformed', 'shape', 'code', 'empty']);
  });
});
