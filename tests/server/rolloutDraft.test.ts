/**
 * Where a region publishes without a second person's approval, a publisher rolls out their own
 * draft in one step (POST …/targets/:name/rollout): the same role a publish needs (an editor is
 * refused, and the refusal audited), the same checks (valid, on the live version), the change
 * stored as ready to publish with its rollout, audited as `rollout`; served to its share at once,
 * and finished as a plain publish. A region that asks for approval refuses it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCKET_COOKIE, bucketOf, visitorKey } from '../../engine/rollout.ts';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import { Browser, signedIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const people: Record<string, Browser> = {};
beforeAll(async () => {
  server = await startTestServer();
  Object.assign(people, await signedIn(server.app, ['ops', 'publisher', 'editor']));
});
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
type Obj = Record<string, any>;

async function target(name: string): Promise<Obj> {
  const state = ((await (await people.ops!.request(ENDPOINTS.opsState.path)).json()) as Obj).data;
  return state.targets.find((t: Obj) => t.name === name);
}
const audit = async (name: string) =>
  ((await (await people.ops!.request(`${ENDPOINTS.opsAudit.path}?target=${name}&limit=5`)).json()) as Obj).data.list as Obj[];

/** The region name a jp visitor with this bucket cookie is given (no consent is asked on jp). */
async function jpName(bucket: number): Promise<string> {
  const b = new Browser(server.app);
  b.jar.set('site', 'jp');
  b.jar.set(BUCKET_COOKIE, String(bucket));
  return ((await (await b.request(ENDPOINTS.bootstrap.path)).json()) as Obj).data.config.name;
}

describe('a publisher rolling out their own draft where no approval is needed', () => {
  it('is refused to an editor (audited), to a stale or invalid draft, and on a region that asks for approval', async () => {
    const jp = await target('jp');
    const path = pathOf('opsRolloutDraft', { name: 'jp' });
    const draft = { json: { ...jp.json, name: 'Japan (new)' }, baseVersion: jp.version, message: 'renamed', percent: 25 };
    const editor = await people.editor!.request(path, { json: draft });
    expect(editor.status).toBe(403);
    expect((await audit('jp'))[0]).toMatchObject({ actor: 'editor', action: 'refused', detail: { need: 'publish' } });
    expect((await people.publisher!.request(path, { json: { ...draft, baseVersion: jp.version + 1 } })).status).toBe(409);
    const bad = await people.publisher!.request(path, { json: { ...draft, json: { ...jp.json, offers: 'all' } } });
    expect(bad.status).toBe(400);
    expect((await people.publisher!.request(path, { json: { ...draft, percent: 0 } })).status).toBe(400);
    const uk = await target('uk');
    const refused = await people.publisher!.request(pathOf('opsRolloutDraft', { name: 'uk' }), {
      json: { json: { ...uk.json, name: 'UK (new)' }, baseVersion: uk.version, message: 'renamed', percent: 25 },
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Obj).message).toMatch(/^uk needs a second person's approval/);
    expect((await people.publisher!.request(pathOf('opsRolloutDraft', { name: 'base' }), { json: draft })).status).toBe(400);
  });

  it('starts, audited, serves the share at once, and finishes as a plain publish', async () => {
    const jp = await target('jp');
    const live = 'Japan';
    const started = await people.publisher!.request(pathOf('opsRolloutDraft', { name: 'jp' }), {
      json: { json: { ...jp.json, name: 'Japan (new)' }, baseVersion: jp.version, message: 'renamed', percent: 25 },
    });
    expect(started.status, await started.clone().text()).toBe(200);
    const rollout = ((await started.json()) as Obj).data;
    expect(rollout).toMatchObject({ target: 'jp', percent: 25, startedBy: 'publisher' });
    expect((await audit('jp'))[0]).toMatchObject({
      actor: 'publisher',
      action: 'rollout',
      detail: { change: rollout.changeId, rollout: rollout.id, needsApproval: false },
    });
    const open = ((await (await people.ops!.request(`${ENDPOINTS.opsChanges.path}?target=jp`)).json()) as Obj).data.list as Obj[];
    expect(open.find((c) => c.id === rollout.changeId)).toMatchObject({
      state: 'approved',
      needsApproval: false,
      requestedBy: 'publisher',
    });
    let changed = 0;
    for (let b = 0; b < 100; b++) {
      const want = bucketOf(visitorKey(b), rollout.changeId) < 2500 ? 'Japan (new)' : live;
      expect(await jpName(b)).toBe(want);
      if (want !== live) changed++;
    }
    expect(changed).toBe(25);
    const finished = await people.publisher!.request(pathOf('opsRolloutFinish', { id: rollout.id }), { json: {} });
    expect(finished.status, await finished.clone().text()).toBe(200);
    expect((await audit('jp')).map((e) => e.action)).toEqual(expect.arrayContaining(['publish', 'finish']));
    expect(await jpName(0)).toBe('Japan (new)');
  });
});
