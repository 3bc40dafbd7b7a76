/**
 * Scheduled publishing, on the test clock (never by waiting). A change goes live
 * at its time, published once even when two server instances on one database look at the same
 * moment; it can be cancelled until then; an approved UK request scheduled by its requester goes
 * live after approval; a schedule whose base is no longer live fails in plain words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import type { Deps } from '../../server/appDeps.ts';
import { openServerDeps } from '../../server/openDeps.ts';
import { publishDue } from '../../server/ops/scheduler.ts';
import { type Browser, signedIn, startTestServer, T0, type TestServer } from './helpers.ts';

let server: TestServer;
/** A second server instance on the same database, with its own configs and the same clock. */
let other: Deps;
const people: Record<string, Browser> = {};
beforeAll(async () => {
  server = await startTestServer();
  other = await openServerDeps({ db: server.deps.db, now: () => server.clock.now, seedDemo: true });
  Object.assign(people, await signedIn(server.app, ['ops', 'publisher', 'approver', 'editor']));
});
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
type Obj = Record<string, any>;
const HOUR = 3600_000;

async function targetOf(name: string): Promise<Obj> {
  const res = await people.ops!.request(ENDPOINTS.opsState.path);
  return ((await res.json()) as Obj).data.targets.find((t: Obj) => t.name === name);
}

async function schedule(who: string, name: string, rename: string, publishAt: number): Promise<Response> {
  const t = await targetOf(name);
  return people[who]!.request(pathOf('opsChangeRequest', { name }), {
    json: {
      json: { ...t.json, name: rename },
      baseVersion: t.version,
      message: `${rename} at ${new Date(publishAt).toISOString()}`,
      publishAt,
    },
  });
}

async function changeState(id: number): Promise<Obj> {
  const res = await people.ops!.request(`${ENDPOINTS.opsChanges.path}?all=1&limit=200`);
  return ((await res.json()) as Obj).data.list.find((c: Obj) => c.id === id);
}

const versions = async (site: string) =>
  (await server.deps.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM region_config_versions WHERE site = $1', [site]))[0]!.n;

describe('scheduled publishing', () => {
  it('goes live at its time, once, when two instances race for it', async () => {
    server.clock.now = T0;
    const before = await targetOf('jp');
    const res = await schedule('publisher', 'jp', 'JP at eleven', T0 + HOUR);
    expect(res.status).toBe(200);
    const change = ((await res.json()) as Obj).data;
    expect(change).toMatchObject({ state: 'scheduled', publishAt: T0 + HOUR, scheduledBy: 'publisher' });

    // Not yet: a minute early, neither instance publishes.
    server.clock.now = T0 + HOUR - 60_000;
    expect(await publishDue(server.deps)).toEqual([]);
    expect(await publishDue(other)).toEqual([]);
    expect((await targetOf('jp')).version).toBe(before.version);

    server.clock.now = T0 + HOUR;
    const count = await versions('jp');
    const [a, b] = await Promise.all([publishDue(server.deps), publishDue(other)]);
    const outcomes = [...a, ...b].filter((r) => r.change === change.id).map((r) => r.outcome);
    expect(outcomes.sort()).toEqual(['published', 'taken']);
    expect(await versions('jp')).toBe(count + 1);
    const live = await targetOf('jp');
    expect(live).toMatchObject({ version: before.version + 1, author: 'publisher', json: { name: 'JP at eleven' } });
    expect(await changeState(change.id)).toMatchObject({ state: 'published', publishedVersion: live.version });
    const audit = ((await (await people.ops!.request(`${ENDPOINTS.opsAudit.path}?target=jp&limit=20`)).json()) as Obj).data.list as Obj[];
    expect(audit.filter((e) => e.detail.change === change.id).map((e) => e.action)).toEqual(['publish', 'schedule']);
    // Nothing left to do on the next tick.
    expect(await publishDue(other)).toEqual([]);
  });

  it('a time in the past, or less than a minute ahead, is refused; scheduling needs the publish grant', async () => {
    server.clock.now = T0 + 2 * HOUR;
    expect((await schedule('publisher', 'jp', 'JP late', T0)).status).toBe(400);
    expect((await schedule('publisher', 'jp', 'JP soon', server.clock.now + 30_000)).status).toBe(400);
    expect((await schedule('editor', 'jp', 'JP editor', server.clock.now + HOUR)).status).toBe(403);
  });

  it('cancelled before its time, it never goes live', async () => {
    server.clock.now = T0 + 3 * HOUR;
    const before = await targetOf('sg');
    const id = ((await (await schedule('publisher', 'sg', 'SG cancelled', T0 + 4 * HOUR)).json()) as Obj).data.id;
    // The approver neither asked for it nor may publish sg: may not cancel it.
    expect((await people.approver!.request(pathOf('opsChangeCancel', { id }), { json: {} })).status).toBe(403);
    expect((await people.publisher!.request(pathOf('opsChangeCancel', { id }), { json: { comment: 'campaign moved' } })).status).toBe(200);
    server.clock.now = T0 + 5 * HOUR;
    expect(await publishDue(server.deps)).toEqual([]);
    expect((await targetOf('sg')).version).toBe(before.version);
    expect(await changeState(id)).toMatchObject({ state: 'cancelled', closedBy: 'publisher', outcome: 'campaign moved' });
  });

  it('a UK request with a time goes live then only once another person approved it', async () => {
    server.clock.now = T0 + 6 * HOUR;
    const before = await targetOf('uk');
    const id = ((await (await schedule('publisher', 'uk', 'UK at eight', T0 + 8 * HOUR)).json()) as Obj).data.id;
    expect(await changeState(id)).toMatchObject({ state: 'pending', publishAt: T0 + 8 * HOUR });
    server.clock.now = T0 + 7 * HOUR;
    expect((await people.approver!.request(pathOf('opsChangeApprove', { id }), { json: { comment: 'ok' } })).status).toBe(200);
    expect(await changeState(id)).toMatchObject({ state: 'scheduled', reviewer: 'approver' });
    expect(await publishDue(server.deps)).toEqual([]);
    server.clock.now = T0 + 8 * HOUR;
    expect(await publishDue(other)).toEqual([{ change: id, outcome: 'published' }]);
    expect(await targetOf('uk')).toMatchObject({ version: before.version + 1, author: 'publisher', json: { name: 'UK at eight' } });

    // Due but not approved: nothing goes live; approved after its time, a publisher picks the moment.
    const late = ((await (await schedule('publisher', 'uk', 'UK late', T0 + 9 * HOUR)).json()) as Obj).data.id;
    server.clock.now = T0 + 10 * HOUR;
    expect(await publishDue(server.deps)).toEqual([]);
    expect((await people.approver!.request(pathOf('opsChangeApprove', { id: late }), { json: {} })).status).toBe(200);
    expect(await changeState(late)).toMatchObject({ state: 'approved' });
    expect(await publishDue(server.deps)).toEqual([]);
    expect((await targetOf('uk')).json.name).toBe('UK at eight');
    await people.publisher!.request(pathOf('opsChangeCancel', { id: late }), { json: {} });
  });

  it('a schedule whose base was replaced meanwhile fails in plain words and publishes nothing', async () => {
    server.clock.now = T0 + 11 * HOUR;
    const id = ((await (await schedule('publisher', 'jp', 'JP stale', T0 + 12 * HOUR)).json()) as Obj).data.id;
    const jp = await targetOf('jp');
    const direct = await people.ops!.request(pathOf('opsPublish', { name: 'jp' }), {
      json: { json: { ...jp.json, name: 'JP meanwhile' }, baseVersion: jp.version, message: 'meanwhile' },
    });
    expect(direct.status).toBe(200);
    server.clock.now = T0 + 12 * HOUR;
    expect(await publishDue(server.deps)).toEqual([{ change: id, outcome: 'stale' }]);
    expect((await targetOf('jp')).json.name).toBe('JP meanwhile');
    const failed = await changeState(id);
    expect(failed.state).toBe('failed');
    expect(failed.outcome).toContain(`Version ${jp.version + 1} was published by ops after you started from version ${jp.version}`);
  });

  it('an editor proposes a time on a region that needs approval; the approver signs off both, and a refusal states the limits', async () => {
    server.clock.now = T0 + 13 * HOUR;
    const soon = await schedule('editor', 'uk', 'UK too soon', server.clock.now + 30_000);
    expect(soon.status).toBe(400);
    expect(((await soon.json()) as Obj).message).toMatch(
      /at least a minute from now \(\d{4}-\d\d-\d\d \d\d:\d\d UTC\), so the change can still be cancelled/,
    );
    const asked = await schedule('editor', 'uk', 'UK proposed', T0 + 14 * HOUR);
    expect(asked.status).toBe(200);
    const id = ((await asked.json()) as Obj).data.id;
    expect(await changeState(id)).toMatchObject({ state: 'pending', requestedBy: 'editor', publishAt: T0 + 14 * HOUR });
    expect((await people.approver!.request(pathOf('opsChangeApprove', { id }), { json: {} })).status).toBe(200);
    expect(await changeState(id)).toMatchObject({ state: 'scheduled', reviewer: 'approver' });
    expect((await people.editor!.request(pathOf('opsChangeCancel', { id }), { json: {} })).status).toBe(200);
  });
});
