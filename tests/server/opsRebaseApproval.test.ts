/**
 * A change merged onto a newer live version is asked for again as what it is now: whose approval
 * it needs is worked out afresh from the merged content and the live files, not carried over from
 * the version it was made on. jp has no requireApproval in the shipped configs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import { type Browser, signedIn, startTestServer, T0, type TestServer } from './helpers.ts';

let server: TestServer;
let people: Record<string, Browser>;
beforeAll(async () => {
  server = await startTestServer();
  people = await signedIn(server.app, ['ops', 'publisher', 'approver']);
});
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
type Obj = Record<string, any>;
const data = async (res: Response) => ((await res.json()) as Obj).data;
const LATER = T0 + 3_600_000;

async function jp(): Promise<Obj> {
  const state = await data(await people.ops!.request(ENDPOINTS.opsState.path));
  return state.targets.find((t: Obj) => t.name === 'jp');
}
async function listed(id: number): Promise<Obj> {
  const list = await data(await people.ops!.request(`${ENDPOINTS.opsChanges.path}?target=jp&all=1`));
  return list.list.find((c: Obj) => c.id === id);
}
const step = (who: string, what: 'opsChangeApprove' | 'opsChangePublish' | 'opsChangeRebase', id: number) =>
  people[who]!.request(pathOf(what, { id }), { json: {} });

async function ask(who: string, change: Obj, base: Obj, publishAt?: number): Promise<Obj> {
  const res = await people[who]!.request(pathOf('opsChangeRequest', { name: 'jp' }), {
    json: { json: { ...base.json, ...change }, baseVersion: base.version, message: Object.keys(change).join(' '), publishAt },
  });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return data(res);
}

describe('a merged change asks for the approval its merged content needs', () => {
  it('scheduled without approval, then the region turns approval on: merged, it waits for a second person', async () => {
    const start = await jp();
    expect(start.needsApproval).toBe(false);
    const scheduled = await ask('publisher', { name: 'JP scheduled' }, start, LATER);
    expect(scheduled).toMatchObject({ state: 'scheduled', needsApproval: false });
    const on = await people.ops!.request(pathOf('opsPublish', { name: 'jp' }), {
      json: { json: { ...start.json, requireApproval: true }, baseVersion: start.version, message: 'jp needs approval' },
    });
    expect(on.status).toBe(200);
    expect((await jp()).needsApproval).toBe(true);

    const rebased = await step('publisher', 'opsChangeRebase', scheduled.id);
    expect(rebased.status).toBe(200);
    const next = await data(rebased);
    expect(next).toMatchObject({ state: 'pending', needsApproval: true, publishAt: LATER, baseVersion: start.version + 1 });
    // The list says whose approval it needs, and it cannot be published before it is approved.
    expect(await listed(next.id)).toMatchObject({ state: 'pending', approvalFrom: ['jp'], stale: false });
    expect((await step('ops', 'opsChangePublish', next.id)).status).toBe(409);
    const audit = await data(await people.ops!.request(`${ENDPOINTS.opsAudit.path}?target=jp&limit=5`));
    expect(audit.list[0]).toMatchObject({ action: 'request', actor: 'publisher', detail: { replaces: scheduled.id } });
  });

  it('requested under approval, then the region turns approval off: merged, it is scheduled as it needs no approval', async () => {
    const start = await jp();
    expect(start.needsApproval).toBe(true);
    const pending = await ask('publisher', { name: 'JP pending' }, start, LATER);
    expect(pending).toMatchObject({ state: 'pending', needsApproval: true });
    expect((await listed(pending.id)).approvalFrom).toEqual(['jp']);
    // Turning approval off is itself approved.
    const off = await ask('ops', { requireApproval: false }, start);
    expect((await step('approver', 'opsChangeApprove', off.id)).status).toBe(200);
    expect((await step('ops', 'opsChangePublish', off.id)).status).toBe(200);
    expect((await jp()).needsApproval).toBe(false);

    const rebased = await step('publisher', 'opsChangeRebase', pending.id);
    expect(rebased.status).toBe(200);
    const next = await data(rebased);
    expect(next).toMatchObject({ state: 'scheduled', needsApproval: false, publishAt: LATER });
    expect(await listed(next.id)).toMatchObject({ approvalFrom: [] });
  });
});
