/**
 * Named ops people with roles. An editor may check drafts but not publish, a
 * publisher may publish, an approver may do neither; every refusal says why in plain words and is
 * in the audit log with the person's name, and every publish names who made it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import { addGrants } from '../../server/ops/grants.ts';
import { Browser, signedIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const people: Record<string, Browser> = {};
beforeAll(async () => {
  server = await startTestServer();
  Object.assign(people, await signedIn(server.app, ['ops', 'editor', 'publisher', 'approver']));
});
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
type Obj = Record<string, any>;

async function opsState(who: string): Promise<Obj> {
  const res = await people[who]!.request(ENDPOINTS.opsState.path);
  expect(res.status).toBe(200);
  return (await res.json()).data;
}

async function publishJp(who: string, name: string) {
  const jp = (await opsState('ops')).targets.find((t: Obj) => t.name === 'jp');
  return people[who]!.request(pathOf('opsPublish', { name: 'jp' }), {
    json: { json: { ...jp.json, name }, baseVersion: jp.version, message: `${who} renames jp` },
  });
}

async function audit(): Promise<Obj[]> {
  const res = await people.ops!.request(`${ENDPOINTS.opsAudit.path}?target=jp&limit=50`);
  return (await res.json()).data.list;
}

describe('ops people and roles', () => {
  it('the console tells each person what their role covers', async () => {
    expect((await opsState('editor')).user).toEqual({ username: 'editor', grants: [{ target: '*', can: 'edit' }] });
    expect((await opsState('ops')).user.grants).toHaveLength(4);
    expect((await opsState('approver')).user.grants).toEqual([{ target: '*', can: 'approve' }]);
  });

  it('an editor checks drafts but may not publish; the refusal says why and is audited with their name', async () => {
    const jp = (await opsState('editor')).targets.find((t: Obj) => t.name === 'jp');
    const checked = await people.editor!.request(pathOf('opsValidate', { name: 'jp' }), { json: { json: jp.json } });
    expect(checked.status).toBe(200);
    const refused = await publishJp('editor', 'JP by editor');
    expect(refused.status).toBe(403);
    const { message } = (await refused.json()) as { message: string };
    expect(message).toBe('editor may not publish jp: ask someone whose role covers it, or an administrator to extend yours');
    const entry = (await audit()).find((e) => e.actor === 'editor');
    expect(entry).toMatchObject({ action: 'refused', target: 'jp', message: 'editor renames jp', detail: { need: 'publish' } });
    // Nothing went live.
    expect((await opsState('ops')).targets.find((t: Obj) => t.name === 'jp').json.name).not.toBe('JP by editor');
  });

  it('an approver may neither edit nor publish; a rollback is a publish', async () => {
    const jp = (await opsState('approver')).targets.find((t: Obj) => t.name === 'jp');
    expect((await people.approver!.request(pathOf('opsValidate', { name: 'jp' }), { json: { json: jp.json } })).status).toBe(403);
    expect((await publishJp('approver', 'JP by approver')).status).toBe(403);
    const rollback = await people.approver!.request(pathOf('opsRollback', { name: 'jp' }), {
      json: { toVersion: 0, baseVersion: jp.version },
    });
    expect(rollback.status).toBe(403);
    expect((await audit()).filter((e) => e.actor === 'approver').map((e) => e.detail.need)).toEqual(['publish', 'publish', 'edit']);
  });

  it('a publisher publishes, and the version and the audit name them', async () => {
    const res = await publishJp('publisher', 'JP by publisher');
    expect(res.status).toBe(200);
    const jp = (await opsState('ops')).targets.find((t: Obj) => t.name === 'jp');
    expect(jp).toMatchObject({ author: 'publisher', message: 'publisher renames jp' });
    expect((await audit())[0]).toMatchObject({ actor: 'publisher', action: 'publish', target: 'jp' });
  });

  it('a grant for one region covers that region only', async () => {
    const regional = new Browser(server.app);
    expect((await regional.login('editor')).status).toBe(200);
    const editor = await server.deps.db.query<{ id: number }>("SELECT id FROM users WHERE username = 'editor'");
    await addGrants(server.deps.db, editor[0]!.id, [{ target: 'sg', can: 'publish' }]);
    expect((await publishJp('editor', 'JP again')).status).toBe(403);
    const sg = (await opsState('ops')).targets.find((t: Obj) => t.name === 'sg');
    const ok = await regional.request(pathOf('opsPublish', { name: 'sg' }), {
      json: { json: { ...sg.json, name: 'SG by editor' }, baseVersion: sg.version, message: 'regional publish' },
    });
    expect(ok.status).toBe(200);
    const refused = await publishJp('editor', 'JP again');
    expect(((await refused.json()) as { message: string }).message).toContain('(your role covers sg)');
  });
});

describe('the audit export', () => {
  it('is CSV or JSON, narrowed by region, person and time, with refusals and no formula a spreadsheet would run', async () => {
    const ask = (query: string) => people.ops!.request(`${ENDPOINTS.opsAuditExport.path}?${query}`);
    const csv = await ask('target=jp');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="audit-jp.csv"');
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,time_utc,actor,action,target,base_version,version,message,reason,change,requested_by,approved_by,comment');
    expect(lines.slice(1).every((l) => l.split(',')[4] === 'jp')).toBe(true);
    expect(lines.some((l) => /,editor,refused,jp,/.test(l))).toBe(true);
    expect(lines.some((l) => /,publisher,publish,jp,/.test(l))).toBe(true);

    const json = (await (await ask('format=json&actor=approver')).json()) as Obj[];
    expect(json.length).toBe(3);
    expect(json.every((e) => e.actor === 'approver' && e.action === 'refused')).toBe(true);

    const all = (await (await ask('format=json')).json()) as Obj[];
    const cut = all[Math.floor(all.length / 2)]!.created;
    const later = (await (await ask(`format=json&from=${new Date(cut).toISOString()}`)).json()) as Obj[];
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((e) => e.created >= cut)).toBe(true);
    const before = (await (await ask(`format=json&to=${cut}`)).json()) as Obj[];
    expect(before.every((e) => e.created < cut)).toBe(true);
    expect(before.length + later.length).toBe(all.length);

    // A message that starts like a formula is written as text.
    const sg = (await opsState('ops')).targets.find((t: Obj) => t.name === 'sg');
    await people.ops!.request(pathOf('opsPublish', { name: 'sg' }), {
      json: { json: { ...sg.json, name: 'SG formula' }, baseVersion: sg.version, message: '=HYPERLINK("http://x")' },
    });
    const eus = await (await ask('target=sg&actor=ops')).text();
    expect(eus).toContain(`"'=HYPERLINK(""http://x"")"`);

    expect((await ask('target=narnia')).status).toBe(400);
    expect((await ask('from=yesterday')).status).toBe(400);
    const visitor = new Browser(server.app);
    await visitor.visit();
    expect((await visitor.request(ENDPOINTS.opsAuditExport.path)).status).toBe(401);
  });
});
