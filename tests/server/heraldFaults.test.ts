import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, HeraldRecordsResponse } from '../../schemas/api/index.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { Browser, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let trader: Browser;
beforeAll(async () => {
  server = await startTestServer();
  trader = new Browser(server.app);
  await trader.login('trader');
});
afterAll(() => server.close());
afterEach(() => {
  vi.unstubAllEnvs();
});

const UNREAD = ENDPOINTS.heraldUnread.path;

describe('herald fault injection (test-only)', () => {
  it('is ignored unless the server runs with FAULTS=1', async () => {
    vi.stubEnv('FAULTS', '');
    const res = await trader.request(UNREAD, { headers: { 'x-fault': 'unread' } });
    expect(res.status).toBe(200);
  });

  it('with FAULTS=1 the named call answers 503 and the others are untouched', async () => {
    vi.stubEnv('FAULTS', '1');
    const res = await trader.request(UNREAD, { headers: { 'x-fault': 'records,unread' } });
    expect(res.status).toBe(503);
    expect(ApiError.parse(await res.json()).message).toBe('injected fault: unread');
    const tabs = await trader.request(ENDPOINTS.heraldTabs.path, { headers: { 'x-fault': 'unread' } });
    expect(tabs.status).toBe(200);
    const records = await trader.request(ENDPOINTS.heraldRecords.path, { headers: { 'x-fault': 'records' } });
    expect(records.status).toBe(503);
  });

  it('records carry the SPEC §3 status and the announcements span two pages of 20', async () => {
    const page1 = HeraldRecordsResponse.parse(await (await trader.request(`${ENDPOINTS.heraldRecords.path}?code=announce&size=20`)).json());
    expect(page1.data.total).toBeGreaterThan(20);
    expect(page1.data.list).toHaveLength(20);
    const trades = HeraldRecordsResponse.parse(await (await trader.request(`${ENDPOINTS.heraldRecords.path}?code=trade&size=20`)).json());
    const statuses = new Set(trades.data.list.map((r) => r.template_args?.status).filter(Boolean));
    expect([...statuses].sort()).toEqual(['0', '1', '2', '99']);
  });
});
