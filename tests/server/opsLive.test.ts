import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARGETS } from '../../engine/ops/targets.ts';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import { Browser, startTestServer, type TestServer } from './helpers.ts';

// What every open console polls to learn of a newer live version.

let server: TestServer;
let ops: Browser;
beforeAll(async () => {
  server = await startTestServer();
  ops = new Browser(server.app);
  expect((await ops.login('ops')).status).toBe(200);
});
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
type Obj = Record<string, any>;

async function heads(b = ops): Promise<Obj[]> {
  const res = await b.request(ENDPOINTS.opsLive.path);
  expect(res.status).toBe(200);
  return (await res.json()).data.list;
}

describe('GET opsLive: each target’s live version, no content', () => {
  it('lists every target with the version the console state gives, and nothing of its content', async () => {
    const list = await heads();
    expect(list.map((h) => h.name)).toEqual([...TARGETS]);
    const state = (await (await ops.request(ENDPOINTS.opsState.path)).json()).data.targets as Obj[];
    for (const t of state) expect(list.find((h) => h.name === t.name)?.version).toBe(t.version);
    for (const h of list) expect(Object.keys(h).sort()).toEqual(['author', 'created', 'name', 'version']);
  });

  it('moves on as soon as a version is published, with who and when', async () => {
    const before = (await heads()).find((h) => h.name === 'jp')!;
    const jp = ((await (await ops.request(ENDPOINTS.opsState.path)).json()).data.targets as Obj[]).find((t) => t.name === 'jp')!;
    const json = { ...jp.json, footer: { ...jp.json.footer, copyright: '© {year} Gate Japan (live test)' } };
    const res = await ops.request(pathOf('opsPublish', { name: 'jp' }), { json: { json, baseVersion: jp.version, message: 'live test' } });
    expect(res.status).toBe(200);
    const after = (await heads()).find((h) => h.name === 'jp')!;
    expect(after).toEqual({ name: 'jp', version: before.version + 1, author: 'ops', created: server.clock.now });
  });

  it('is for ops staff only', async () => {
    const visitor = await new Browser(server.app).visit();
    expect((await visitor.request(ENDPOINTS.opsLive.path)).status).toBe(401);
    const trader = new Browser(server.app);
    await trader.login('trader');
    expect((await trader.request(ENDPOINTS.opsLive.path)).status).toBe(403);
  });
});
