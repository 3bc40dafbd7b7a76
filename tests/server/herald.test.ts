import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, HeraldRecordsResponse, HeraldTabsResponse, MarkReadResponse, UnreadNumResponse } from '../../schemas/api/index.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { createApp } from '../../server/app.ts';
import { SESSION_TTL_MS } from '../../server/auth/sessions.ts';
import { Browser, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let trader: Browser;
beforeAll(async () => {
  server = await startTestServer();
  trader = new Browser(server.app);
  await trader.login('trader');
});
afterAll(() => server.close());

const unread = async (b: Browser) => (await b.get(ENDPOINTS.heraldUnread.path, UnreadNumResponse)).data;

describe('herald (reminder) calls', () => {
  it('visitors get 401 JSON for every herald call', async () => {
    const visitor = await new Browser(server.app).visit();
    for (const path of [ENDPOINTS.heraldTabs.path, ENDPOINTS.heraldRecords.path, ENDPOINTS.heraldUnread.path]) {
      const res = await visitor.request(path);
      expect(res.status).toBe(401);
      expect(ApiError.parse(await res.json()).code).toBe(401);
    }
    expect((await visitor.request(ENDPOINTS.heraldRead.path, { form: { msg_type: 'trade' } })).status).toBe(401);
  });

  it('the trader has unread messages in several tabs; tabs carry names in the language', async () => {
    const counts = await unread(trader);
    expect(Object.values(counts).filter((n) => n > 0).length).toBeGreaterThanOrEqual(3);
    const tabs = await trader.get(`${ENDPOINTS.heraldTabs.path}?language=zh`, HeraldTabsResponse);
    expect(tabs.data.find((t) => t.code === 'announce')?.name).toBe('公告');
    for (const t of tabs.data.filter((t) => t.is_show === 1)) expect(t.unread_num).toBe(counts[t.code]);
    expect(tabs.data.find((t) => t.code === 'copytrade')?.is_show).toBe(0);
  });

  it('records: newest first, paged, filtered by tab and by the now query', async () => {
    const page1 = await trader.get(`${ENDPOINTS.heraldRecords.path}?page=1&size=3&code=trade`, HeraldRecordsResponse);
    expect(page1.data.list).toHaveLength(3);
    expect(page1.data.total).toBe(6);
    const times = page1.data.list.map((r) => r.send_timest);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const page2 = await trader.get(`${ENDPOINTS.heraldRecords.path}?page=2&size=3&code=trade`, HeraldRecordsResponse);
    expect(page2.data.list.map((r) => r.id)).not.toContain(page1.data.list[0]!.id);
    const futures = page1.data.list.find((r) => r.type === 'futures');
    expect(futures?.extras).toMatchObject({ contract: 'ETH_USDT', settle_asset: 'USDT' });
    const before = Math.floor(server.clock.now / 1000) - 3600;
    const old = await trader.get(`${ENDPOINTS.heraldRecords.path}?code=trade&now=${before}`, HeraldRecordsResponse);
    expect(old.data.list.every((r) => r.send_timest <= before)).toBe(true);
    expect(old.data.total).toBeLessThan(6);
    const all = await trader.get(ENDPOINTS.heraldRecords.path, HeraldRecordsResponse);
    expect(new Set(all.data.list.map((r) => r.code)).size).toBeGreaterThan(1);
  });

  it('msg/read marks a tab read and lowers the unread count; state is per user', async () => {
    const other = new Browser(server.app);
    await other.login('vip');
    const vipBefore = await unread(other);
    const before = await unread(trader);
    expect(before.trade).toBeGreaterThan(0);
    const res = await trader.request(ENDPOINTS.heraldRead.path, { form: { msg_type: 'trade' } });
    const body = MarkReadResponse.parse(await res.json());
    expect(body).toMatchObject({ code: 200, data: { msg_type: 'trade', updated: before.trade } });
    const after = await unread(trader);
    expect(after.trade).toBe(0);
    expect(after.announce).toBe(before.announce);
    const records = await trader.get(`${ENDPOINTS.heraldRecords.path}?code=trade`, HeraldRecordsResponse);
    expect(records.data.list.every((r) => r.isread === 1)).toBe(true);
    expect(records.data.unread_num).toBe(0);
    expect(await unread(other)).toEqual(vipBefore);
  });

  it('the unread count (one query, remembered on PGlite until a write) follows read state, logoutAll and expiry from any app on the database', async () => {
    // Two apps on one database, as two instances would be; each browser's session works on both.
    const one = createApp(server.deps);
    const two = createApp(server.deps);
    const a = new Browser(one);
    await a.login('vip');
    const b = new Browser(two);
    await b.login('vip');
    const aOnTwo = new Browser(two);
    for (const [k, v] of a.jar) aOnTwo.jar.set(k, v);
    const before = await unread(a);
    expect(await unread(aOnTwo)).toEqual(before);
    const tab = Object.keys(before).find((code) => before[code]! > 0)!;
    expect((await b.request(ENDPOINTS.heraldRead.path, { form: { msg_type: tab } })).status).toBe(200);
    expect((await unread(a))[tab]).toBe(0);
    // A session past its expiry is no session, remembered or not.
    const now = server.clock.now;
    server.clock.now = now + SESSION_TTL_MS + 1;
    expect((await a.request(ENDPOINTS.heraldUnread.path)).status).toBe(401);
    server.clock.now = now;
    expect((await a.request(ENDPOINTS.heraldUnread.path)).status).toBe(200);
    expect((await b.request(ENDPOINTS.logoutAll.path)).status).toBe(200);
    expect((await a.request(ENDPOINTS.heraldUnread.path)).status).toBe(401);
    expect((await aOnTwo.request(ENDPOINTS.heraldUnread.path)).status).toBe(401);
  });

  it('bad input is a 4xx naming the problem', async () => {
    const cases: [string, RegExp][] = [
      [`${ENDPOINTS.heraldRecords.path}?code=bogus`, /code/],
      [`${ENDPOINTS.heraldRecords.path}?page=0`, /page/],
      [`${ENDPOINTS.heraldRecords.path}?size=abc`, /size/],
      [`${ENDPOINTS.heraldRecords.path}?size=1000`, /size/],
      [`${ENDPOINTS.heraldRecords.path}?now=yesterday`, /now/],
      [`${ENDPOINTS.heraldTabs.path}?language=xx`, /lang/],
    ];
    for (const [path, message] of cases) {
      const res = await trader.request(path);
      expect(res.status, path).toBe(400);
      expect(ApiError.parse(await res.json()).message).toMatch(message);
    }
    const bad = await trader.request(ENDPOINTS.heraldRead.path, { form: { msg_type: 'nope' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/msg_type/);
  });
});
