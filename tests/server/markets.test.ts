import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../schemas/api/index.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { Browser, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let visitor: Browser;

beforeAll(async () => {
  server = await startTestServer();
  visitor = await new Browser(server.app).visit();
});
afterAll(() => server.close());

describe('market lists: what the panels draw', () => {
  it('futures carry opening times; some of the newest contracts open in the future', async () => {
    const res = await visitor.get(`${ENDPOINTS.futures.path}?exchange_type=CONTRACT_ALL&timezone=`, api.FuturesResponse);
    const now = server.clock.now / 1000;
    const upcoming = res.data.filter((c) => (c.opening_time ?? 0) > now);
    expect(upcoming.length).toBe(3);
    expect(upcoming.every((c) => c.categories.split(',').includes('new'))).toBe(true);
  });

  it('delivery contracts and options underlyings carry icon, price and change', async () => {
    const delivery = await visitor.get(ENDPOINTS.delivery.path, api.DeliveryResponse);
    expect(delivery.data[0]).toMatchObject({ icon: '/icons/coins/BTC.svg' });
    expect(delivery.data.every((d) => Number(d.last_price) > 0 && d.change_percentage !== undefined)).toBe(true);
    const options = await visitor.get(ENDPOINTS.options.path, api.OptionsResponse);
    expect(options.data.every((o) => o.change_percentage !== undefined)).toBe(true);
  });
});

describe('fault injection (FAULTS=1 only)', () => {
  const saved = process.env.FAULTS;
  afterEach(() => {
    process.env.FAULTS = saved;
  });

  it('is ignored unless the server runs with FAULTS=1', async () => {
    delete process.env.FAULTS;
    const res = await visitor.request(ENDPOINTS.spots.path, { headers: { 'x-fault': 'spots=500' } });
    expect(res.status).toBe(200);
  });

  it('answers 500, malformed JSON, a non-200 code or an empty list for the named list only', async () => {
    process.env.FAULTS = '1';
    expect((await visitor.request(ENDPOINTS.spots.path, { headers: { 'x-fault': 'spots=500' } })).status).toBe(500);
    expect((await visitor.request(ENDPOINTS.spots.path, { headers: { 'x-fault': 'spots' } })).status).toBe(500);
    const malformed = await visitor.request(ENDPOINTS.futures.path, { headers: { 'x-fault': 'futures=malformed' } });
    await expect(malformed.json()).rejects.toThrow();
    const code = await (await visitor.request(ENDPOINTS.pilot.path, { headers: { 'x-fault': 'pilot=code' } })).json();
    expect(code.code).not.toBe(200);
    const empty = await (await visitor.request(ENDPOINTS.options.path, { headers: { 'x-fault': '*=empty' } })).json();
    expect(empty).toMatchObject({ code: 200, data: [] });
    // Another list is untouched, and the cookie works as the header does.
    visitor.jar.set('fault', 'alpha=500');
    expect((await visitor.request(`${ENDPOINTS.alpha.path}?tab=ALPHA_ALLCHAIN`)).status).toBe(500);
    expect((await visitor.request(ENDPOINTS.spots.path)).status).toBe(200);
    visitor.jar.delete('fault');
  });

  it('hang: the server answers 504 at its own 3 s limit', async () => {
    process.env.FAULTS = '1';
    const started = Date.now();
    const res = await visitor.request(ENDPOINTS.delivery.path, { headers: { 'x-fault': 'delivery=hang' } });
    expect(res.status).toBe(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
  });
});

describe('favourite markets', () => {
  it('visitors are refused; a user adds, lists and removes favourites', async () => {
    expect((await visitor.request(ENDPOINTS.favourites.path)).status).toBe(401);
    const user = new Browser(server.app);
    expect((await user.login('trader')).status).toBe(200);
    const add = async (market: string, id: string, on = '1') =>
      api.FavouritesResponse.parse(await (await user.request(ENDPOINTS.setFavourite.path, { form: { market, id, on } })).json());
    await add('spot', 'BTC_USDT');
    server.clock.now += 1000;
    const second = await add('futures', 'usdt:ETH_USDT');
    expect(second.data.list).toEqual([
      { market: 'spot', id: 'BTC_USDT' },
      { market: 'futures', id: 'usdt:ETH_USDT' },
    ]);
    expect((await add('spot', 'BTC_USDT')).data.list).toHaveLength(2);
    expect((await add('spot', 'BTC_USDT', '0')).data.list).toEqual([{ market: 'futures', id: 'usdt:ETH_USDT' }]);
    const listed = await user.get(ENDPOINTS.favourites.path, api.FavouritesResponse);
    expect(listed.data.list).toEqual([{ market: 'futures', id: 'usdt:ETH_USDT' }]);
    // Another user has their own list.
    const other = new Browser(server.app);
    await other.login('vip');
    expect((await other.get(ENDPOINTS.favourites.path, api.FavouritesResponse)).data.list).toEqual([]);
  });

  it('rejects a bad market or id, and a call without the csrf token', async () => {
    const user = new Browser(server.app);
    await user.login('weak');
    const bad = await user.request(ENDPOINTS.setFavourite.path, { form: { market: 'nft', id: 'X', on: '1' } });
    expect(bad.status).toBe(400);
    const hostile = await user.request(ENDPOINTS.setFavourite.path, { form: { market: 'spot', id: '<script>', on: '1' } });
    expect(hostile.status).toBe(400);
    const forged = await user.request(ENDPOINTS.setFavourite.path, { form: { market: 'spot', id: 'BTC_USDT', on: '1' }, csrf: false });
    expect(forged.status).toBe(403);
  });
});
