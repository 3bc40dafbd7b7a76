import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HeaderBubbleResponse } from '../../schemas/api/headerBubble.ts';
import { CrossMarginResponse, UserTagResponse } from '../../schemas/api/index.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { Browser, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/web/v1/site/header_bubble (SPEC §7, main site only)', () => {
  it('visitors on main get the Sign up campaign in their language; users the Deposit one; other sites none', async () => {
    const visitor = await new Browser(server.app).visit();
    const en = await visitor.get(`${ENDPOINTS.headerBubble.path}?site=main`, HeaderBubbleResponse);
    expect(en.data).toMatchObject({ target: 'signup', id: 'welcome-2026-11' });
    const zh = await visitor.get(`${ENDPOINTS.headerBubble.path}?site=main&lang=zh`, HeaderBubbleResponse);
    expect(zh.data?.text).toMatch(/注册/);
    for (const site of ['eu', 'us', 'jp', 'testnet']) {
      const other = await visitor.get(`${ENDPOINTS.headerBubble.path}?site=${site}`, HeaderBubbleResponse);
      expect(other.data).toBeNull();
    }
    const trader = new Browser(server.app);
    expect((await trader.login('trader')).status).toBe(200);
    const user = await trader.get(`${ENDPOINTS.headerBubble.path}?site=main`, HeaderBubbleResponse);
    expect(user.data).toMatchObject({ target: 'deposit' });
  });
});

describe('user tags and cross-margin info (SPEC §3, §7)', () => {
  it('get_user_tag answers the seeded tags; cross-margin info is an object for users and an empty array for visitors', async () => {
    const vip = new Browser(server.app);
    expect((await vip.login('vip')).status).toBe(200);
    const tags = await vip.get(ENDPOINTS.userTag.path, UserTagResponse);
    expect(tags.data.tags).toEqual(['vip', 'market_maker', 'api_user']);
    const cross = await vip.get(ENDPOINTS.crossMargin.path, CrossMarginResponse);
    expect(cross.data).toMatchObject({ userTier: 3 });
    const visitor = await new Browser(server.app).visit();
    const none = await visitor.get(ENDPOINTS.crossMargin.path, CrossMarginResponse);
    expect(none.data).toEqual([]);
    expect((await visitor.request(ENDPOINTS.userTag.path)).status).toBe(401);
  });
});
