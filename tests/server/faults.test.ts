import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { ApiError } from '../../schemas/api/envelope.ts';
import { ENDPOINT_SCHEMAS, type EndpointSchemas } from '../../schemas/endpointSchemas.ts';
import { ENDPOINTS, type EndpointName, pathOf } from '../../schemas/endpoints.ts';
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
  /** The query of a valid call, if it takes one. */
  query?: string;
  /** Another path than the call's own (the logout link with a language prefix). */
  path?: string;
  init?: RequestOptions;
  user?: string;
  status?: number;
}

/** A valid request of every call in FAULT_CALLS (by name and method); its answer's schema is the endpoint's. */
const PROBES: Record<string, Probe> = {
  'GET tabs': { query: 'language=en' },
  'GET records': { query: 'page=1&size=20&code=trade' },
  'POST read': { init: { form: { msg_type: 'system' } } },
  'GET unread': {},
  'GET remote-menu': { query: 'lang=en' },
  'GET futures': { query: 'exchange_type=CONTRACT_ALL&timezone=&is_testnet=0' },
  'GET fiat-list': {},
  'GET fiat-rates': {},
  'GET cross-margin': {},
  'GET header-menu': {},
  'GET bulletin': {},
  'GET trade-tabs': { query: 'area=web_trade' },
  'GET spots': { query: 'exchange_type=ALL&timezone=' },
  'GET account-mode': {},
  'GET premarket': { query: 'limit=100&page=1' },
  'GET pilot': { query: 'exchange_type=PILOT_ALL&timezone=' },
  'GET options': {},
  'GET alpha': { query: 'tab=ALPHA_ALLCHAIN&page=1&limit=100&timezone=' },
  'GET alpha-search': { query: 'keywords=pe' },
  'GET delivery': {},
  'POST alpha-path': { init: { json: { symbols: ['BTC_USDT'] } } },
  'POST logout': { init: { form: {} }, user: 'nodeposit' },
  'GET logout-all': { user: 'sub' },
  'GET logout-link': { path: pathOf('logoutLinkLang', { lang: 'zh' }), user: 'weak', status: 302 },
  'GET user-tag': {},
  'GET bootstrap': { query: 'lang=en' },
  'GET bubble': {},
  'GET favourites': {},
  'POST favourites-set': { init: { form: { market: 'spot', id: 'ETH_USDT', on: '1' } } },
};

const CALLS = FAULT_CALLS.map((f) => ({ key: `${f.method} ${f.name}`, f }));

const callOf = (key: string) => CALLS.find((c) => c.key === key)!.f;

/** The schema of the real answer: the endpoint's (schemas/endpointSchemas.ts); none for the logout link (a redirect). */
const schemaOf = (key: string): z.core.$ZodType | undefined =>
  (ENDPOINT_SCHEMAS as Partial<Record<EndpointName, EndpointSchemas>>)[callOf(key).endpoints[0]!]?.response;

function send(key: string, fault?: string) {
  const p = PROBES[key]!;
  const f = callOf(key);
  const path = p.path ?? `${ENDPOINTS[f.endpoints[0]!].path}${p.query ? `?${p.query}` : ''}`;
  const headers = fault ? { 'x-fault': fault } : undefined;
  return users[p.user ?? 'trader']!.request(path, { method: f.method, ...p.init, headers });
}

describe('fault injection table', () => {
  it('covers every SPEC §7 call, the bootstrap and the header bubble, each with a probe here', () => {
    const spec: EndpointName[] = [
      'heraldTabs',
      'heraldRecords',
      'heraldRead',
      'heraldUnread',
      'remoteMenu',
      'futures',
      'fiatList',
      'fiatRates',
      'crossMargin',
      'headerMenu',
      'bulletin',
      'tradeTabs',
      'spots',
      'accountMode',
      'preMarket',
      'pilot',
      'options',
      'alpha',
      'alphaSearch',
      'delivery',
      'alphaPath',
      'logout',
      'logoutAll',
      'logoutLink',
      'logoutLinkLang',
      'userTag',
      'bootstrap',
      'headerBubble',
    ];
    for (const name of spec) {
      const { method, path } = ENDPOINTS[name];
      const concrete = path.replace(/:\w+/g, 'ja');
      expect(faultCallOf(method, concrete)?.endpoints, `${method} ${concrete}`).toContain(name);
    }
    expect(faultCallOf('GET', '/api/web/v1/site/nope')).toBeUndefined();
    expect(faultCallOf('GET', ENDPOINTS.heraldRead.path)).toBeUndefined();
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
    expect(ApiError.parse(await bare.json()).message).toBe(`injected fault: ${f.name}`);

    const internal = await send(key, `${f.name}=500`);
    expect(internal.status).toBe(500);
    expect(ApiError.parse(await internal.json()).code).toBe(500);

    const malformed = await send(key, `${f.name}=malformed`);
    expect(malformed.status).toBe(200);
    expect(malformed.headers.get('content-type')).toContain('application/json');
    await expect(malformed.json()).rejects.toThrow();

    const shape = await send(key, `${f.name}=shape`);
    expect(shape.status).toBe(200);
    const body: unknown = await shape.json();
    expect(body).toBeDefined();
    if (schemaOf(key)) expect(z.safeParse(schemaOf(key)!, body).success).toBe(false);

    const code = (await (await send(key, `${f.name}=code`)).json()) as { code: number };
    expect(code.code).not.toBe(200);
    expect(await (await send(key, `${f.name}=empty`)).json()).toEqual({ code: 200, message: 'success', data: [] });

    // Another call's fault, or a kind that does not exist, leaves this one alone.
    if (!f.name.startsWith('logout')) {
      const other = f.name === 'spots' ? 'futures' : 'spots';
      const untouched = await send(key, `${other}=500,${f.name}=nonsense`);
      expect(untouched.status).toBe(PROBES[key]!.status ?? 200);
      if (schemaOf(key)) expect(z.safeParse(schemaOf(key)!, await untouched.json()).success).toBe(true);
    }
  });

  it('the cookie works as the header does, and `*` faults every call', async () => {
    vi.stubEnv('FAULTS', '1');
    const trader = users.trader!;
    trader.jar.set('fault', 'alpha=shape');
    const shaped = await trader.request(`${ENDPOINTS.alpha.path}?tab=ALPHA_ALLCHAIN`);
    expect(ENDPOINT_SCHEMAS.alpha.response.safeParse(await shaped.json()).success).toBe(false);
    expect((await trader.request(`${ENDPOINTS.spots.path}?exchange_type=ALL`)).status).toBe(200);
    trader.jar.set('fault', '*=code');
    for (const path of [`${ENDPOINTS.spots.path}?exchange_type=ALL`, `${ENDPOINTS.bootstrap.path}?lang=en`, ENDPOINTS.headerBubble.path]) {
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
    // A 504 is the server's own timeout: the held call, let through after FAULT_HOLD_MS, would have
    // given the call's real answer.
    for (const { key, res, elapsed } of results) {
      expect(res.status, key).toBe(504);
      expect(elapsed, key).toBeGreaterThanOrEqual(2900);
    }
    // The held handlers still run once their hold ends, after the 504. Before the next test reads
    // the same sessions, the ones that change them (the logouts, held as long as every other and
    // started with them) have ended their sessions.
    for (const user of ['nodeposit', 'sub']) {
      await expect.poll(async () => (await users[user]!.request(ENDPOINTS.userInfo.path)).status, { message: user }).not.toBe(200);
    }
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
      const schema = schemaOf(key);
      if (schema) {
        const parsed = z.safeParse(schema, body);
        expect(parsed.success, `${key}: ${parsed.error?.message}`).toBe(true);
      } else expect(res.headers.get('location')).toBe('/zh/login');
    }
    expect(FAULT_HOLD_MS).toBeGreaterThan(4000);
    expect(FAULT_KINDS).toEqual(['error', '500', 'timeout', 'hang', 'malformed', 'shape', 'code', 'empty', 'row']);
  });
});
