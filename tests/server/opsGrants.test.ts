/**
 * Grants managed in the console. An administrator lists people and their grants, gives
 * and takes grants; each change is audited with who made it; a non-administrator is refused, and
 * the refusal is audited too; nobody removes their own last admin grant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpsGrantChangeResponse, OpsPeopleResponse } from '../../schemas/api/ops/grants.ts';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import { type Browser, signedIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const people: Record<string, Browser> = {};
beforeAll(async () => {
  server = await startTestServer();
  Object.assign(people, await signedIn(server.app, ['ops', 'editor', 'publisher', 'approver', 'trader']));
});
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
type Obj = Record<string, any>;

const give = (who: string, username: string, body: unknown) => people[who]!.request(pathOf('opsGrant', { username }), { json: body });
const take = (who: string, username: string, body: unknown) => people[who]!.request(pathOf('opsRevoke', { username }), { json: body });
const grantsOf = async (username: string) =>
  (await people.ops!.get(ENDPOINTS.opsPeople.path, OpsPeopleResponse)).data.list.find((p) => p.username === username)!.grants;
const audit = async (): Promise<Obj[]> =>
  (await (await people.ops!.request(`${ENDPOINTS.opsAuditExport.path}?format=json`)).json()) as Obj[];
const jpPublish = async (who: string) => {
  const state = (await (await people.ops!.request(ENDPOINTS.opsState.path)).json()).data;
  const jp = state.targets.find((t: Obj) => t.name === 'jp');
  return people[who]!.request(pathOf('opsPublish', { name: 'jp' }), {
    json: { json: { ...jp.json, name: `JP by ${who}` }, baseVersion: jp.version, message: `${who} renames jp` },
  });
};

describe('grants management', () => {
  it('lists every ops account with its grants, for an administrator only', async () => {
    const list = (await people.ops!.get(ENDPOINTS.opsPeople.path, OpsPeopleResponse)).data.list;
    expect(list.map((p) => p.username)).toEqual(['approver', 'editor', 'ops', 'publisher']);
    expect(
      list
        .find((p) => p.username === 'ops')!
        .grants.map((g) => g.can)
        .sort(),
    ).toEqual(['admin', 'approve', 'edit', 'publish']);
    expect(list.find((p) => p.username === 'editor')).toEqual({
      username: 'editor',
      name: 'Erin Editor',
      grants: [{ target: '*', can: 'edit' }],
    });
    const refused = await people.editor!.request(ENDPOINTS.opsPeople.path);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('editor may not manage grants: ask an administrator (an account with an admin grant)');
    // A trader never reaches the ops API at all.
    expect((await people.trader!.request(ENDPOINTS.opsPeople.path)).status).toBe(403);
  });

  it('a grant given lets the person do what it allows, a grant taken stops it, and both are audited', async () => {
    expect((await jpPublish('editor')).status).toBe(403);
    const given = await give('ops', 'editor', { target: 'jp', can: 'publish' });
    expect(given.status).toBe(200);
    const body = OpsGrantChangeResponse.parse(await given.json());
    expect(body.data).toEqual({
      changed: true,
      person: { username: 'editor', name: 'Erin Editor', grants: expect.arrayContaining([{ target: 'jp', can: 'publish' }]) },
    });
    expect((await jpPublish('editor')).status).toBe(200);
    // Giving it again changes nothing and writes nothing.
    const before = (await audit()).length;
    expect(OpsGrantChangeResponse.parse(await (await give('ops', 'editor', { target: 'jp', can: 'publish' })).json()).data.changed).toBe(
      false,
    );
    expect((await audit()).length).toBe(before);

    const taken = await take('ops', 'editor', { target: 'jp', can: 'publish' });
    expect(taken.status).toBe(200);
    expect(await grantsOf('editor')).toEqual([{ target: '*', can: 'edit' }]);
    expect((await jpPublish('editor')).status).toBe(403);
    const entries = (await audit()).filter((e) => e.action === 'grant' || e.action === 'revoke');
    expect(entries.map((e) => [e.actor, e.action, e.target, e.message, e.detail])).toEqual([
      ['ops', 'grant', 'jp', 'gave editor publish on jp', { person: 'editor', can: 'publish' }],
      ['ops', 'revoke', 'jp', 'took from editor publish on jp', { person: 'editor', can: 'publish' }],
    ]);
  });

  it('refuses a non-administrator, and a region administrator outside their region, and audits each refusal', async () => {
    const res = await give('publisher', 'publisher', { target: '*', can: 'approve' });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe('publisher may not give publisher approve on every region (*): only an administrator of * may');
    expect(await grantsOf('publisher')).not.toContainEqual({ target: '*', can: 'approve' });

    // An administrator of uk manages uk's grants (and its announcement bar's), nothing else.
    expect((await give('ops', 'approver', { target: 'uk', can: 'admin' })).status).toBe(200);
    expect((await give('approver', 'editor', { target: 'announcement-uk', can: 'publish' })).status).toBe(200);
    expect((await take('approver', 'editor', { target: 'announcement-uk', can: 'publish' })).status).toBe(200);
    const outside = await give('approver', 'editor', { target: 'eu', can: 'publish' });
    expect(outside.status).toBe(403);
    const wide = await take('approver', 'editor', { target: '*', can: 'edit' });
    expect(wide.status).toBe(403);
    expect(await grantsOf('editor')).toEqual([{ target: '*', can: 'edit' }]);

    const refusals = (await audit()).filter((e) => e.action === 'refused' && e.detail.need === 'admin');
    expect(refusals.map((e) => [e.actor, e.target, e.detail.op, e.detail.person, e.detail.can])).toEqual([
      ['editor', '*', 'list', '', undefined],
      ['publisher', '*', 'grant', 'publisher', 'approve'],
      ['approver', 'eu', 'grant', 'editor', 'publish'],
      ['approver', '*', 'revoke', 'editor', 'edit'],
    ]);
  });

  it('nobody removes their own last admin grant; another administrator may', async () => {
    const own = await take('ops', 'ops', { target: '*', can: 'admin' });
    expect(own.status).toBe(409);
    expect((await own.json()).message).toBe(
      'ops may not remove their own last admin grant: ask another administrator, who can also give it back',
    );
    expect(await grantsOf('ops')).toContainEqual({ target: '*', can: 'admin' });
    expect((await audit()).at(-1)).toMatchObject({ actor: 'ops', action: 'refused', target: '*', detail: { op: 'revoke', person: 'ops' } });

    // approver holds admin on uk only: their last one, so they may not drop it themselves either.
    expect((await take('approver', 'approver', { target: 'uk', can: 'admin' })).status).toBe(409);
    // With a second admin grant the first may go; then the last may not.
    expect((await give('ops', 'approver', { target: 'eu', can: 'admin' })).status).toBe(200);
    expect((await take('approver', 'approver', { target: 'uk', can: 'admin' })).status).toBe(200);
    expect((await take('approver', 'approver', { target: 'eu', can: 'admin' })).status).toBe(409);
    // Another administrator takes it.
    expect((await take('ops', 'approver', { target: 'eu', can: 'admin' })).status).toBe(200);
    expect(await grantsOf('approver')).toEqual([{ target: '*', can: 'approve' }]);
  });

  it('the last administrator of * keeps it, whatever regional admin grants they hold', async () => {
    // A regional admin grant cannot give `*` back: it does not count towards keeping the console administered.
    expect((await give('ops', 'ops', { target: 'au', can: 'admin' })).status).toBe(200);
    const own = await take('ops', 'ops', { target: '*', can: 'admin' });
    expect(own.status).toBe(409);
    expect((await own.json()).message).toBe(
      'ops is the last administrator of every region (*): give another person admin on * first, or nobody could give it back',
    );
    expect(await grantsOf('ops')).toContainEqual({ target: '*', can: 'admin' });
    expect((await audit()).at(-1)).toMatchObject({ actor: 'ops', action: 'refused', target: '*', detail: { op: 'revoke', can: 'admin' } });
    // With a second one, either may go.
    expect((await give('ops', 'publisher', { target: '*', can: 'admin' })).status).toBe(200);
    expect((await take('ops', 'ops', { target: '*', can: 'admin' })).status).toBe(200);
    expect((await take('publisher', 'publisher', { target: '*', can: 'admin' })).status).toBe(409);
    expect((await give('publisher', 'ops', { target: '*', can: 'admin' })).status).toBe(200);
    expect((await take('ops', 'publisher', { target: '*', can: 'admin' })).status).toBe(200);
    expect((await take('ops', 'ops', { target: 'au', can: 'admin' })).status).toBe(200);
  });

  it('says what is wrong with a bad request, in words', async () => {
    const unknownTarget = await give('ops', 'editor', { target: 'narnia', can: 'edit' });
    expect(unknownTarget.status).toBe(400);
    expect((await unknownTarget.json()).message).toMatch(/^no such target "narnia"; one of \*, base, /);
    expect((await give('ops', 'editor', { target: 'jp', can: 'everything' })).status).toBe(400);
    const nobody = await give('ops', 'nobody', { target: 'jp', can: 'edit' });
    expect(nobody.status).toBe(404);
    expect((await give('ops', 'trader', { target: 'jp', can: 'edit' })).status).toBe(404);
    const notHeld = await take('ops', 'editor', { target: 'jp', can: 'approve' });
    expect(notHeld.status).toBe(404);
    expect((await notHeld.json()).message).toBe('editor has no grant approve on jp');
  });
});
