import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../app/layer/api/client.ts';
import { BUILD_NUMBER, BUILD_NUMBER_HEADER } from '../../app/layer/api/markets.ts';
import { CONTRACT_REFRESH_MS, createMarketSource } from '../../app/layer/markets/source.ts';
import { memoryStore } from '../../engine/cache/cachedList.ts';
import { loadAllCatalogs } from '../../engine/i18n/nodeCatalogs.ts';
import type { MarketRow } from '../../engine/markets/row.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { startTestServer, type TestServer } from '../server/helpers.ts';

// The panels' words come from the catalogs (the browser registers the page language's).
loadAllCatalogs();

/**
 * The header's data layer (app/layer/markets/source.ts) against the real reference server in-process:
 * SPEC §7 calls and headers, the cache machine with SPEC §9 names, SPEC §8 failures.
 */
let server: TestServer;
// Starting the server (migrations, seed) takes seconds on a loaded machine.
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server?.close());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

interface Harness {
  requests: Request[];
  fail: Set<string>;
  store: ReturnType<typeof memoryStore>;
  warn: ReturnType<typeof vi.spyOn>;
}

function harness(
  options: {
    subWebsiteId?: number | null;
    isLogin?: boolean;
    timezone?: string | (() => string);
    storage?: Storage;
    store?: ReturnType<typeof memoryStore>;
  } = {},
) {
  const h: Harness = {
    requests: [],
    fail: new Set(),
    store: options.store ?? memoryStore(),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => {}),
  };
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(new URL(String(input instanceof Request ? input.url : input), 'http://localhost'), init);
    h.requests.push(req.clone());
    const path = new URL(req.url).pathname;
    if ([...h.fail].some((f) => path.includes(f))) return new Response('{"code":500', { status: 500 });
    return server.app.request(req);
  }) as typeof globalThis.fetch;
  // Not about the client's 4 s timeout: on two busy cores the in-process server can take longer to
  // build the 2,700-row list, which must not turn into a "failed list" here.
  const api = createApiClient({
    lang: 'en',
    appType: 'web',
    fetch,
    baseURL: 'http://localhost',
    csrfToken: () => 'tok',
    log: () => {},
    timeout: 60_000,
  });
  const source = createMarketSource({
    api,
    lang: 'en',
    subWebsiteId: options.subWebsiteId ?? 0,
    testnet: false,
    isLogin: options.isLogin ?? false,
    store: h.store,
    now: () => server.clock.now,
    timezone: typeof options.timezone === 'function' ? options.timezone : () => (options.timezone as string | undefined) ?? '',
    storage: options.storage,
  });
  const paths = () => h.requests.map((r) => new URL(r.url).pathname);
  return { ...h, source, paths };
}

describe('market data source (SPEC §4, §7, §8, §9)', () => {
  it('sends the tabs call with the build number; lists carry their fixed queries and the timezone', async () => {
    const h = harness({ timezone: 'utc8' });
    const { tabs } = await h.source.panel('spot');
    const tabsCall = h.requests.find((r) => r.url.includes(ENDPOINTS.tradeTabs.path))!;
    expect(tabsCall.headers.get(BUILD_NUMBER_HEADER)).toBe(BUILD_NUMBER);
    expect(tabsCall.headers.get('x-gate-applang')).toBe('en');
    const spots = new URL(h.requests.find((r) => r.url.includes('/market/spots'))!.url);
    expect(Object.fromEntries(spots.searchParams)).toEqual({ exchange_type: 'ALL', timezone: 'utc8' });
    expect(tabs.map((t) => t.code).slice(0, 3)).toEqual(['all', 'USDT', 'USDC']);
    expect(tabs[0]!.rows.length).toBeGreaterThan(2600);
    await h.source.panel('futures');
    const futures = new URL(h.requests.find((r) => r.url.includes('/market/futures'))!.url);
    expect(Object.fromEntries(futures.searchParams)).toEqual({ exchange_type: 'CONTRACT_ALL', timezone: 'utc8', is_testnet: '0' });
  });

  it('caches under the SPEC §9 names with the sub-site suffix, the tabs in their language; Alpha is never written', async () => {
    const h = harness({ subWebsiteId: 232 });
    await h.source.panel('spot');
    await h.source.panel('pilot');
    await h.source.alpha.list(null);
    expect(await h.store.get('all_market_v2_232')).toMatchObject({ savedAt: server.clock.now });
    expect(await h.store.get('menu_web_trade_v2_232')).toMatchObject({ lang: 'en' });
    expect(await h.store.get('pilot_market_data_232')).toBeDefined();
    expect(await h.store.get('alpha_market_data_v2_232')).toBeUndefined();
    expect(await h.store.get('all_market_v2')).toBeUndefined();
  });

  it('a failing list is an empty panel (SPEC §8); with a stale cache the cached list is used', async () => {
    const cold = harness();
    cold.fail.add('/market/spots');
    expect(await cold.source.panel('spot')).toEqual({ tabs: [], failed: true });
    expect(cold.paths()).toContain(ENDPOINTS.spots.path);

    const warm = harness();
    await warm.source.panel('spot');
    const entry = (await warm.store.get('all_market_v2')) as { savedAt: number };
    const again = harness();
    await again.store.set('all_market_v2', { ...entry, savedAt: entry.savedAt - 10 * 60_000 });
    again.fail.add('/market/spots');
    const { tabs } = await again.source.panel('spot');
    expect(again.paths()).toContain(ENDPOINTS.spots.path);
    expect(tabs[0]!.rows.length).toBeGreaterThan(2600);
  });

  it('a change period picked after a list was cached is asked for at once, in the page and after a reload', async () => {
    let tz = '';
    const store = memoryStore();
    const h = harness({ timezone: () => tz, store });
    const btc = async (src: typeof h.source) => (await src.panel('spot')).tabs[0]!.rows.find((r) => r.pair === 'BTC_USDT')!.change;
    const day = await btc(h.source);
    tz = 'utc0';
    const utc0 = await btc(h.source);
    const spotQueries = () =>
      h.requests.filter((r) => r.url.includes('/market/spots')).map((r) => new URL(r.url).searchParams.get('timezone'));
    expect(spotQueries()).toEqual(['', 'utc0']);
    expect(utc0).not.toBe(day);
    // A reload (a new source on the same store) with the new period does not take the 24h entry.
    tz = 'utc8';
    const reload = harness({ timezone: () => tz, store });
    await reload.source.panel('spot');
    expect(reload.requests.some((r) => r.url.includes('/market/spots') && r.url.includes('timezone=utc8'))).toBe(true);
    expect(await store.get('all_market_v2')).toMatchObject({ tz: 'utc8' });
  });

  it('an empty answer to an expired spot or options entry keeps the cached list (SPEC §4)', async () => {
    const warm = harness();
    await warm.source.panel('spot');
    await warm.source.panel('options');
    for (const key of ['all_market_v2', 'options_data']) {
      const entry = (await warm.store.get(key)) as { savedAt: number } | undefined;
      expect(entry, key).toBeDefined();
      await warm.store.set(key, { ...entry, savedAt: entry!.savedAt - 10 * 60_000 });
    }
    const empty = harness({ store: warm.store });
    const realFetch = server.app.request.bind(server.app);
    vi.spyOn(server.app, 'request').mockImplementation(((req: Request) =>
      /market\/spots|options\/underlying/.test(req.url)
        ? Promise.resolve(Response.json({ code: 200, data: [] }))
        : realFetch(req)) as typeof server.app.request);
    const spot = await empty.source.panel('spot');
    expect(spot.failed).toBe(false);
    expect(spot.tabs[0]!.rows.length).toBeGreaterThan(2600);
    const options = await empty.source.panel('options');
    expect(options.tabs[0]!.rows.length).toBeGreaterThan(0);
    expect(await empty.store.get('all_market_v2')).toBeDefined();
  });

  it('futures are accepted only with code 200', async () => {
    const h = harness();
    h.fail.add('/market/futures');
    expect(await h.source.panel('futures')).toEqual({ tabs: [], failed: true });
  });

  it('delivery loads lazily and is asked once per 30 s', async () => {
    const h = harness();
    await h.source.panel('futures');
    expect(h.paths()).not.toContain(ENDPOINTS.delivery.path);
    const rows = await h.source.lazyTab('futures', 'delivery');
    expect(rows[0]).toMatchObject({ kind: 'delivery', href: expect.stringMatching(/^\/futures-delivery\/USDT\/BTC_USDT_\d{8}$/) });
    await h.source.panel('delivery');
    expect(h.paths().filter((p) => p === ENDPOINTS.delivery.path)).toHaveLength(1);
    server.clock.now += 30_000;
    await h.source.lazyTab('futures', 'delivery');
    server.clock.now -= 30_000;
    expect(h.paths().filter((p) => p === ENDPOINTS.delivery.path)).toHaveLength(2);
  });

  it('refreshes the contract list every 600000 ms while a futures panel listens', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const h = harness();
    await h.source.panel('futures');
    const seen: number[] = [];
    const off = h.source.onRefresh('futures', (load) => seen.push(load.tabs.length));
    const before = h.paths().filter((p) => p === ENDPOINTS.futures.path).length;
    server.clock.now += CONTRACT_REFRESH_MS;
    await vi.advanceTimersByTimeAsync(CONTRACT_REFRESH_MS);
    await vi.waitFor(() => expect(seen.length).toBe(1));
    expect(h.paths().filter((p) => p === ENDPOINTS.futures.path).length).toBe(before + 1);
    off();
    await vi.advanceTimersByTimeAsync(CONTRACT_REFRESH_MS);
    expect(seen.length).toBe(1);
    server.clock.now -= CONTRACT_REFRESH_MS;
  });

  it('Alpha: keyword search trims, empty text asks nothing; the path lookup falls back to /alpha/{chain}-{address}', async () => {
    const h = harness();
    const { rows } = await h.source.alpha.list(null);
    const token = rows[0] as MarketRow;
    expect(await h.source.alpha.search('   ')).toEqual([]);
    expect(h.paths()).not.toContain(ENDPOINTS.alphaSearch.path);
    const found = await h.source.alpha.search(`  ${token.curr_a}  `);
    expect(found[0]?.id).toBe(token.id);
    const search = h.requests.find((r) => r.url.includes('markets_by_keywords'))!;
    expect(new URL(search.url).searchParams.get('keywords')).toBe(token.curr_a);
    expect(await h.source.alpha.resolve(token)).toBe(`/alpha/${token.chain}-${token.address}`);
    const lookup = h.requests.find((r) => r.url.includes('symbol_to_path'))!;
    expect(await lookup.json()).toEqual({ symbols: [token.pair] });
    h.fail.add('symbol_to_path');
    expect(await h.source.alpha.resolve(token)).toBe(`/alpha/${token.chain}-${token.address}`);
    expect(h.warn).toHaveBeenCalledWith(expect.stringContaining('Alpha path'));
  });

  it('search data holds every market of the search menu, and trending pairs', async () => {
    const h = harness();
    const data = await h.source.searchData();
    for (const k of ['SPOT', 'CONTRACT', 'PILOT', 'OPTIONS', 'MEMEBOX', 'trending'] as const) expect(data[k].length, k).toBeGreaterThan(0);
    expect(data.trending[0]?.pair).toBe('BTC_USDT');
  });

  it('visitor favourites live in the browser storage', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
    } as unknown as Storage;
    const h = harness({ storage });
    h.source.favourites.toggle('spot', 'BTC_USDT');
    expect(h.source.favourites.has('spot', 'BTC_USDT')).toBe(true);
    expect(harness({ storage }).source.favourites.has('spot', 'BTC_USDT')).toBe(true);
    h.source.favourites.toggle('spot', 'BTC_USDT');
    expect(harness({ storage }).source.favourites.has('spot', 'BTC_USDT')).toBe(false);
    expect(h.paths()).not.toContain(ENDPOINTS.favourites.path);
  });

  it('the pay-with list, or the SPEC default when it fails', async () => {
    const ok = harness();
    expect((await ok.source.buyCryptoFiats()).length).toBeGreaterThan(10);
    const bad = harness();
    bad.fail.add('buyCryptoFiatList');
    expect(await bad.source.buyCryptoFiats()).toEqual([{ fiat: 'USD', bank_transfer: true, credit_card: true, p2p: true }]);
  });
});

describe('answers read row by row (SPEC §5, §8): a row that does not fit is left out, never the list', () => {
  /** The reference server, with the answer of the one path `match` names rewritten by `answer`. */
  const answering = (match: RegExp, answer: (real: () => Promise<unknown>) => Promise<unknown> | unknown) => {
    const realFetch = server.app.request.bind(server.app);
    vi.spyOn(server.app, 'request').mockImplementation(((req: Request) =>
      match.test(req.url)
        ? Promise.resolve(answer(async () => (await realFetch(req)).json())).then((body) => Response.json(body))
        : realFetch(req)) as typeof server.app.request);
  };
  const ok = (data: unknown) => ({ code: 200, message: 'success', data });
  const leftOut = (h: Harness) => h.warn.mock.calls.map((c: unknown[]) => String(c[0])).filter((m: string) => m.includes('left out'));

  it('a pre-market row with what SPEC §3 names, a lower-case currency and no icon or price, is shown', async () => {
    answering(/pre-market/, () =>
      ok({ list: [{ currency: 'abc', market: 'premint', full_name: 'Abc Coin', tags: ['hot'] }], total: 1, page: 1, limit: 100 }),
    );
    const h = harness();
    const { tabs, failed } = await h.source.panel('premarket');
    expect(failed).toBe(false);
    expect(tabs.flatMap((t) => t.rows).map((r) => [r.pair, r.href])).toContainEqual(['ABC', '/pre-market/ABC']);
  });

  it('a spot row without a pair is left out with one counted warning; the other rows show', async () => {
    let real: unknown[][] = [];
    answering(/market\/spots/, async (load) => {
      const body = (await load()) as { data: unknown[][] };
      real = body.data;
      return { ...body, data: body.data.map((row, i) => (i === 3 || i === 7 ? row.slice(1) : row)) };
    });
    const h = harness();
    const { tabs, failed } = await h.source.panel('spot');
    expect(failed).toBe(false);
    expect(tabs[0]!.rows).toHaveLength(real.length - 2);
    expect(leftOut(h)).toEqual([expect.stringMatching(/GET \/apiw\/v2\/market\/spots: 2 rows left out \(row 3/)]);
  });

  it('the memebox path it is given is the Alpha row link, whatever its form', async () => {
    const h = harness();
    const token = (await h.source.alpha.list(null)).rows[0]!;
    answering(/symbol_to_path/, () => ok({ path_symbol_pairs: [{ symbol: token.pair, path: 'Meme-PEPE-2' }] }));
    expect(await h.source.alpha.resolve(token)).toBe('/alpha/Meme-PEPE-2');
  });

  it('a search over spot rows carrying only the SPEC §3 columns, numbers and flags as text, finds them', async () => {
    const specRow = (pair: string) => [
      pair,
      pair.replace('_', '/'),
      '1.5',
      '65000',
      '64000',
      '12.5',
      '3',
      'true',
      'USDT',
      '0',
      '5',
      'false',
      '',
    ];
    answering(/market\/spots/, () => ok([specRow('BTC_USDT'), specRow('eth_usdt')]));
    const h = harness();
    const { SPOT } = await h.source.searchData();
    expect(SPOT.map((r) => r.pair)).toEqual(['BTC_USDT', 'ETH_USDT']);
    expect(leftOut(h)).toEqual([]);
  });
});
