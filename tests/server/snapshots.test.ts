import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { TICK_MS } from '../../server/data/prices.ts';
import { builtInMenu, saveMenuVersion } from '../../server/remoteMenu.ts';
import { HSTS_MAX_AGE } from '../../server/security.ts';
import { chooseEncoding, TICK_POLICY } from '../../server/snapshots.ts';
import { Browser, startTestServer, type TestServer } from './helpers.ts';

/** How old a tick list's snapshot may be and still be served while the next one builds. */
const STALE_MS = TICK_POLICY.staleWhileRevalidate * 1000;

let server: TestServer;
let visitor: Browser;
beforeAll(async () => {
  server = await startTestServer();
  visitor = await new Browser(server.app).visit();
});
afterAll(() => server.close());

/** Every public list, with whether it moves with the price tick. */
const LISTS: { name: string; path: string; tick: boolean }[] = [
  { name: 'spots', path: `${ENDPOINTS.spots.path}?exchange_type=ALL&timezone=`, tick: true },
  { name: 'futures', path: `${ENDPOINTS.futures.path}?exchange_type=CONTRACT_ALL&timezone=&is_testnet=0`, tick: true },
  { name: 'delivery', path: ENDPOINTS.delivery.path, tick: true },
  { name: 'options', path: ENDPOINTS.options.path, tick: true },
  { name: 'pilot', path: `${ENDPOINTS.pilot.path}?exchange_type=PILOT_ALL&timezone=`, tick: true },
  { name: 'pre-market', path: `${ENDPOINTS.preMarket.path}?limit=100&page=1`, tick: true },
  { name: 'alpha', path: `${ENDPOINTS.alpha.path}?tab=ALPHA_ALLCHAIN&page=1&limit=100&timezone=`, tick: true },
  { name: 'trade tabs', path: `${ENDPOINTS.tradeTabs.path}?area=web_trade`, tick: false },
  { name: 'fiat list', path: ENDPOINTS.fiatList.path, tick: false },
  { name: 'remote menu', path: `${ENDPOINTS.remoteMenu.path}?lang=en`, tick: false },
  { name: 'header menu', path: ENDPOINTS.headerMenu.path, tick: false },
  { name: 'bulletin', path: ENDPOINTS.bulletin.path, tick: false },
];

const get = (path: string, headers: Record<string, string> = {}) => visitor.request(path, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('public lists are snapshots: precompressed, ETag, 304, cacheable', () => {
  it.each(LISTS)('$name: brotli, gzip and identity carry the same JSON; If-None-Match gives 304', async ({ path, name }) => {
    const plain = await get(path);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const json = await bytes(plain);
    expect(JSON.parse(json.toString()).code).toBe(200);
    expect(Number(plain.headers.get('content-length'))).toBe(json.length);

    // A client that takes only brotli gets brotli (before: the whole list uncompressed).
    const br = await get(path, { 'accept-encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = await bytes(br);
    expect(brotliDecompressSync(brBytes).equals(json)).toBe(true);

    const gz = await get(path, { 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).equals(json)).toBe(true);
    if (json.length > 4096) expect(brBytes.length, name).toBeLessThan(json.length / 3);

    const cc = plain.headers.get('cache-control')!;
    if (name === 'remote menu') expect(cc).toBe('public, no-cache');
    else expect(cc).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    expect(plain.headers.get('vary')).toMatch(/^Accept-Encoding/);

    const etag = plain.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(br.headers.get('etag')).toBe(etag.replace(/"$/, '-br"'));
    for (const held of [etag, br.headers.get('etag')!, `W/${gz.headers.get('etag')}`, `"other", ${etag}`]) {
      const again = await get(path, { 'if-none-match': held, 'accept-encoding': 'br, gzip' });
      expect(again.status, held).toBe(304);
      expect((await bytes(again)).length).toBe(0);
      expect(again.headers.get('etag')).toBe(br.headers.get('etag'));
    }
    expect((await get(path, { 'if-none-match': '"not-it"' })).status).toBe(200);
  });

  it('a list is built once per data change: the same ETag within a price tick, a new one on the next', async () => {
    // Past the stale-while-revalidate window: nothing built is recent enough to serve, so the first answers are this tick's.
    server.clock.now = Math.floor(server.clock.now / TICK_MS) * TICK_MS + STALE_MS + TICK_MS;
    const etags = () => Promise.all(LISTS.map(async (l) => (await get(l.path)).headers.get('etag')));
    const before = await etags();
    server.clock.now += TICK_MS - 1;
    expect(await etags()).toEqual(before);
    server.clock.now += 1;
    // The first request of a new tick is answered with the previous tick's snapshot while the new
    // one builds (no request waits on a rebuild); once built, the new one is served.
    expect(await etags()).toEqual(before);
    await vi.waitFor(async () => {
      const after = await etags();
      LISTS.forEach((l, i) => {
        if (l.tick) expect(after[i], l.name).not.toBe(before[i]);
        else expect(after[i], l.name).toBe(before[i]);
      });
    });
  });

  it('a snapshot older than the stale-while-revalidate window is never served: a request after a quiet spell waits for the new one', async () => {
    const spots = LISTS[0]!.path;
    server.clock.now = Math.floor(server.clock.now / TICK_MS) * TICK_MS + STALE_MS + TICK_MS;
    const old = await get(spots);
    const oldBody = await old.text();
    server.clock.now += STALE_MS + TICK_MS;
    const fresh = await get(spots);
    expect(fresh.headers.get('etag')).not.toBe(old.headers.get('etag'));
    expect(await fresh.text()).not.toBe(oldBody);
  });

  it('per language and sub-site: each its own snapshot', async () => {
    const en = await get(`${ENDPOINTS.tradeTabs.path}?area=web_trade`);
    const zh = await get(`${ENDPOINTS.tradeTabs.path}?area=web_trade`, { 'x-gate-applang': 'zh' });
    expect(en.headers.get('etag')).not.toBe(zh.headers.get('etag'));
    expect(zh.headers.get('vary')).toBe('Accept-Encoding, X-Gate-AppLang');
    expect(JSON.stringify(await zh.json())).not.toBe(JSON.stringify(await en.json()));
    const main = await get(`${ENDPOINTS.futures.path}?exchange_type=CONTRACT_ALL&timezone=`);
    const testnet = await new Browser(server.app).request(`${ENDPOINTS.futures.path}?exchange_type=CONTRACT_ALL&timezone=`, {
      headers: { cookie: 'site=testnet; csrftoken=x' },
    });
    expect(testnet.headers.get('etag')).not.toBe(main.headers.get('etag'));
    expect(testnet.headers.get('vary')).toContain('Cookie');
  });

  it('a remote menu publish is a new ETag on the next request', async () => {
    const path = `${ENDPOINTS.remoteMenu.path}?lang=en`;
    const first = await get(path);
    const etag = first.headers.get('etag')!;
    expect((await get(path, { 'if-none-match': etag })).status).toBe(304);
    const menu = await builtInMenu();
    const version = await saveMenuVersion(
      server.deps.db,
      { ...menu, list: menu.list.slice(1) },
      'ops',
      'drop the first item',
      server.clock.now,
    );
    const next = await get(path, { 'if-none-match': etag });
    expect(next.status).toBe(200);
    const body = (await next.json()) as { data: { version: number; list: unknown[] } };
    expect(body.data.version).toBe(version);
    expect(body.data.list).toHaveLength(menu.list.length - 1);
  });

  it('a first visit sets no cookie and is public, so a shared cache may keep it', async () => {
    const fresh = new Browser(server.app);
    const res = await fresh.request(`${ENDPOINTS.spots.path}?exchange_type=ALL&timezone=`);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=/);
    const second = await fresh.request(`${ENDPOINTS.spots.path}?exchange_type=ALL&timezone=`);
    expect(second.headers.getSetCookie()).toEqual([]);
    expect(second.headers.get('cache-control')).toMatch(/^public, max-age=/);
  });

  it('personal calls stay no-store', async () => {
    const trader = new Browser(server.app);
    expect((await trader.login('trader')).status).toBe(200);
    for (const path of [
      ENDPOINTS.userInfo.path,
      ENDPOINTS.heraldUnread.path,
      ENDPOINTS.favourites.path,
      ENDPOINTS.accountMode.path,
      ENDPOINTS.userTag.path,
      `${ENDPOINTS.heraldTabs.path}?language=en`,
    ]) {
      const res = await trader.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('etag'), path).toBeNull();
    }
  });

  it('chooses brotli, then gzip, honouring q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0, gzip;q=0')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  });
});

describe('HSTS behind https only', () => {
  it('sends Strict-Transport-Security when the proxy says https, never on plain http; other headers unchanged', async () => {
    for (const path of [ENDPOINTS.spots.path, ENDPOINTS.userInfo.path, '/no-such-page']) {
      const https = await visitor.request(path, { headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers.get('strict-transport-security'), path).toBe(`max-age=${HSTS_MAX_AGE}; includeSubDomains`);
      const http = await visitor.request(path);
      expect(http.headers.get('strict-transport-security'), path).toBeNull();
      for (const h of ['x-content-type-options', 'referrer-policy', 'content-security-policy'])
        expect(https.headers.get(h), `${path} ${h}`).toBe(http.headers.get(h));
    }
  });
});
