/**
 * Four-eyes approval. UK's region config says requireApproval, so a UK change is
 * requested, another person whose role covers approving it approves or rejects it with a comment,
 * and only an approved change goes live, published by someone whose role covers publishing.
 * Nobody approves their own change; a request whose base is no longer live is merged and asked
 * for again. jp (no requireApproval) still publishes in one step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import { type Browser, signedIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const people: Record<string, Browser> = {};
beforeAll(async () => {
  server = await startTestServer();
  Object.assign(people, await signedIn(server.app, ['ops', 'editor', 'publisher', 'approver']));
});
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
type Obj = Record<string, any>;

async function targetOf(name: string): Promise<Obj> {
  const res = await people.ops!.request(ENDPOINTS.opsState.path);
  return ((await res.json()) as Obj).data.targets.find((t: Obj) => t.name === name);
}

async function request(who: string, change: Obj, message: string, base?: Obj): Promise<Response> {
  const uk = base ?? (await targetOf('uk'));
  return people[who]!.request(pathOf('opsChangeRequest', { name: 'uk' }), {
    json: { json: { ...uk.json, ...change }, baseVersion: uk.version, message },
  });
}

const step = (
  who: string,
  what: 'opsChangeApprove' | 'opsChangeReject' | 'opsChangePublish' | 'opsChangeCancel' | 'opsChangeRebase',
  id: number,
  body: Obj = {},
) => people[who]!.request(pathOf(what, { id }), { json: body });

async function changes(all = true): Promise<Obj[]> {
  const res = await people.ops!.request(`${ENDPOINTS.opsChanges.path}?target=uk&all=${all ? 1 : 0}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Obj).data.list;
}

async function audit(): Promise<Obj[]> {
  return ((await (await people.ops!.request(`${ENDPOINTS.opsAudit.path}?target=uk&limit=100`)).json()) as Obj).data.list;
}

const message = async (res: Response) => ((await res.json()) as { message: string }).message;

describe('four-eyes approval (UK)', () => {
  it('the console is told which regions need approval; a UK publish is refused in plain words and audited, jp publishes at once', async () => {
    expect((await targetOf('uk')).needsApproval).toBe(true);
    expect((await targetOf('eu')).needsApproval).toBe(true);
    expect((await targetOf('jp')).needsApproval).toBe(false);
    const uk = await targetOf('uk');
    const res = await people.publisher!.request(pathOf('opsPublish', { name: 'uk' }), {
      json: { json: { ...uk.json, name: 'UK straight' }, baseVersion: uk.version, message: 'straight to live' },
    });
    expect(res.status).toBe(403);
    expect(await message(res)).toContain("uk needs a second person's approval");
    expect((await audit())[0]).toMatchObject({ actor: 'publisher', action: 'refused', detail: { need: 'approval' } });
    expect((await targetOf('uk')).json.name).not.toBe('UK straight');
    const rollback = await people.publisher!.request(pathOf('opsRollback', { name: 'uk' }), {
      json: { toVersion: 0, baseVersion: uk.version },
    });
    expect(rollback.status).toBe(403);
    const jp = await targetOf('jp');
    const direct = await people.publisher!.request(pathOf('opsPublish', { name: 'jp' }), {
      json: { json: { ...jp.json, name: 'JP straight' }, baseVersion: jp.version, message: 'no approval needed' },
    });
    expect(direct.status).toBe(200);
  });

  it('requested, approved by another person, published by a publisher: live, and the audit names all three steps', async () => {
    const before = await targetOf('uk');
    const asked = await request('publisher', { name: 'UK approved' }, 'rename the UK site');
    expect(asked.status).toBe(200);
    const change = ((await asked.json()) as Obj).data;
    expect(change).toMatchObject({ state: 'pending', requestedBy: 'publisher', needsApproval: true, baseVersion: before.version });
    expect((await changes(false)).map((c) => c.id)).toContain(change.id);

    // Not live before approval, and the requester cannot approve it.
    expect((await step('publisher', 'opsChangePublish', change.id)).status).toBe(409);
    // The editor's role does not cover approving: refused in the role's words, audited.
    const editor = await step('editor', 'opsChangeApprove', change.id);
    expect(editor.status).toBe(403);
    expect(await message(editor)).toContain('editor may not approve changes to uk');

    const approved = await step('approver', 'opsChangeApprove', change.id, { comment: 'wording checked with compliance' });
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as Obj).data).toMatchObject({
      state: 'approved',
      reviewer: 'approver',
      reviewComment: 'wording checked with compliance',
    });
    expect((await targetOf('uk')).version).toBe(before.version);
    // The approver's role does not cover publishing.
    expect((await step('approver', 'opsChangePublish', change.id)).status).toBe(403);

    const published = await step('publisher', 'opsChangePublish', change.id);
    expect(published.status).toBe(200);
    const live = await targetOf('uk');
    expect(live).toMatchObject({ version: before.version + 1, author: 'publisher', message: 'rename the UK site' });
    expect(live.json.name).toBe('UK approved');
    expect((await changes()).find((c) => c.id === change.id)).toMatchObject({
      state: 'published',
      publishedVersion: live.version,
      closedBy: 'publisher',
    });
    const steps = (await audit()).filter((e) => e.detail.change === change.id).map((e) => [e.actor, e.action]);
    expect(steps).toEqual([
      ['publisher', 'publish'],
      ['approver', 'refused'],
      ['approver', 'approve'],
      ['editor', 'refused'],
      ['publisher', 'request'],
    ]);
    expect((await audit())[0]!.detail).toMatchObject({ requestedBy: 'publisher', approvedBy: 'approver' });
    // The CSV export says the same: who asked, who approved, and the approver's comment.
    const csv = (await (await people.ops!.request(`${ENDPOINTS.opsAuditExport.path}?target=uk`)).text()).split('\r\n');
    expect(csv[0]).toBe('id,time_utc,actor,action,target,base_version,version,message,reason,change,requested_by,approved_by,comment');
    const row = (action: string) => csv.find((l) => l.split(',')[3] === action && l.includes(`,${change.id},publisher,`));
    expect(row('approve')).toMatch(new RegExp(`,${change.id},publisher,approver,wording checked with compliance$`));
    expect(row('publish')).toMatch(new RegExp(`,${change.id},publisher,approver,$`));
    // Published once: a second publish of the same change is refused.
    expect((await step('publisher', 'opsChangePublish', change.id)).status).toBe(409);
  });

  it('nobody approves their own change: refused (403, plain words) and audited, even with the approve grant', async () => {
    const asked = await request('ops', { name: 'UK by ops' }, 'ops asks');
    const id = ((await asked.json()) as Obj).data.id;
    const own = await step('ops', 'opsChangeApprove', id);
    expect(own.status).toBe(403);
    expect(await message(own)).toContain('nobody approves their own change');
    expect((await step('ops', 'opsChangeReject', id, { comment: 'never mind' })).status).toBe(403);
    expect((await audit())[0]).toMatchObject({ actor: 'ops', action: 'refused', detail: { change: id, need: 'another person' } });
    expect((await changes()).find((c) => c.id === id)!.state).toBe('pending');
    expect((await step('ops', 'opsChangeCancel', id)).status).toBe(200);
  });

  it('a rejection needs a comment, which the requester sees; a rejected change cannot go live', async () => {
    const id = ((await (await request('publisher', { name: 'UK rejected' }, 'try this')).json()) as Obj).data.id;
    expect((await step('approver', 'opsChangeReject', id, { comment: '  ' })).status).toBe(400);
    const rejected = await step('approver', 'opsChangeReject', id, { comment: 'the FCA wording must stay' });
    expect(rejected.status).toBe(200);
    const seen = (await changes()).find((c) => c.id === id);
    expect(seen).toMatchObject({
      state: 'rejected',
      reviewer: 'approver',
      reviewComment: 'the FCA wording must stay',
      requestedBy: 'publisher',
    });
    expect((await step('publisher', 'opsChangePublish', id)).status).toBe(409);
    expect((await step('approver', 'opsChangeApprove', id)).status).toBe(409);
    expect((await targetOf('uk')).json.name).not.toBe('UK rejected');
  });

  it('a request whose base is no longer live is stale: not approved until merged into the live version and asked for again', async () => {
    const start = await targetOf('uk');
    const link = start.json.riskWarning.link;
    const mine = ((await (await request('publisher', { name: 'UK stale' }, 'rename', start)).json()) as Obj).data.id;
    const clash = ((await (await request('publisher', { name: 'UK clash' }, 'rename differently', start)).json()) as Obj).data.id;
    const other = ((await (await request('ops', { name: 'UK other' }, 'other name', start)).json()) as Obj).data.id;
    const theirs = (
      (await (
        await request(
          'ops',
          { riskWarning: { ...start.json.riskWarning, link: { ...link, label: 'Read the summary' } } },
          'link words',
          start,
        )
      ).json()) as Obj
    ).data.id;
    expect((await step('approver', 'opsChangeApprove', theirs)).status).toBe(200);
    expect((await step('publisher', 'opsChangePublish', theirs)).status).toBe(200);

    const listed = (await changes(false)).find((c) => c.id === mine);
    expect(listed).toMatchObject({ stale: true, liveVersion: start.version + 1 });
    const approve = await step('approver', 'opsChangeApprove', mine);
    expect(approve.status).toBe(409);
    expect(await message(approve)).toContain('must merge it into the live version and ask again');
    // Only the requester merges their change.
    expect((await step('ops', 'opsChangeRebase', mine)).status).toBe(403);
    expect((await audit())[0]).toMatchObject({ actor: 'ops', action: 'refused', detail: { change: mine, need: 'the requester' } });

    const rebased = await step('publisher', 'opsChangeRebase', mine);
    expect(rebased.status).toBe(200);
    const next = ((await rebased.json()) as Obj).data;
    expect(next).toMatchObject({ state: 'pending', baseVersion: start.version + 1, requestedBy: 'publisher' });
    const all = await changes();
    expect(all.find((c) => c.id === mine)).toMatchObject({
      state: 'superseded',
      outcome: `merged into version ${start.version + 1} as change ${next.id}`,
    });
    const merged = all.find((c) => c.id === next.id)!;
    expect(merged.json.name).toBe('UK stale');
    expect(merged.json.riskWarning.link.label).toBe('Read the summary');
    expect(merged.stale).toBe(false);
    expect((await step('approver', 'opsChangeApprove', next.id)).status).toBe(200);

    // Both changed the name: no silent choice, the requester is told where.
    await step('publisher', 'opsChangeCancel', next.id);
    const conflict = await step('publisher', 'opsChangeRebase', clash);
    expect(conflict.status).toBe(200);
    const clashAgain = ((await conflict.json()) as Obj).data.id;
    expect((await step('approver', 'opsChangeApprove', clashAgain)).status).toBe(200);
    expect((await step('publisher', 'opsChangePublish', clashAgain)).status).toBe(200);
    const both = await step('ops', 'opsChangeRebase', other);
    expect(both.status).toBe(409);
    expect(await message(both)).toContain('both changed $.name');
  });

  it('only the requester or a publisher cancels a request', async () => {
    const id = ((await (await request('publisher', { name: 'UK cancel' }, 'to cancel')).json()) as Obj).data.id;
    const refused = await step('approver', 'opsChangeCancel', id);
    expect(refused.status).toBe(403);
    expect(await message(refused)).toContain('only publisher, who asked for it');
    const cancelled = await step('publisher', 'opsChangeCancel', id, { comment: 'not needed' });
    expect(cancelled.status).toBe(200);
    expect((await changes()).find((c) => c.id === id)).toMatchObject({ state: 'cancelled', closedBy: 'publisher', outcome: 'not needed' });
    expect((await step('approver', 'opsChangeApprove', id)).status).toBe(409);
  });

  it('an approver of uk alone reads uk drafts, change requests and links, and those of no other region', async () => {
    const eu = await targetOf('eu');
    const asked = await people.publisher!.request(pathOf('opsChangeRequest', { name: 'eu' }), {
      json: { json: { ...eu.json, name: 'EU secret draft' }, baseVersion: eu.version, message: 'EU only' },
    });
    expect(asked.status).toBe(200);
    const link = await people.publisher!.request(pathOf('opsDraftLink', { name: 'eu' }), {
      json: { json: { ...eu.json, name: 'EU secret link' }, baseVersion: eu.version },
    });
    expect(link.status).toBe(200);
    const grant = (what: 'opsGrant' | 'opsRevoke', target: string) =>
      people.ops!.request(pathOf(what, { username: 'approver' }), { json: { target, can: 'approve' } });
    expect((await grant('opsGrant', 'uk')).status).toBe(200);
    expect((await grant('opsRevoke', '*')).status).toBe(200);

    const named = await people.approver!.request(`${ENDPOINTS.opsChanges.path}?target=eu`);
    expect(named.status).toBe(403);
    expect(await message(named)).toBe('Not your region: approver has no role on eu.json, so cannot read its drafts');
    const everything = await people.approver!.request(`${ENDPOINTS.opsChanges.path}?all=1&limit=200`);
    expect(everything.status).toBe(200);
    const text = await everything.text();
    expect(text).not.toContain('EU secret');
    expect((JSON.parse(text) as Obj).data.list.map((c: Obj) => c.target)).toEqual(expect.arrayContaining(['uk']));
    expect(new Set((JSON.parse(text) as Obj).data.list.map((c: Obj) => c.target))).toEqual(new Set(['uk']));
    expect((await people.approver!.request(`${ENDPOINTS.opsDraftLinks.path}?target=eu`)).status).toBe(403);
    const links = (await (await people.approver!.request(ENDPOINTS.opsDraftLinks.path)).json()) as Obj;
    expect(links.data.list.filter((l: Obj) => l.target !== 'uk')).toEqual([]);
    // ops (a grant on *) still reads them all.
    expect((await (await people.ops!.request(ENDPOINTS.opsDraftLinks.path)).json()).data.list.map((l: Obj) => l.target)).toContain('eu');
    const refusals = ((await (await people.ops!.request(`${ENDPOINTS.opsAudit.path}?target=eu&limit=100`)).json()) as Obj).data.list;
    expect(refusals.filter((e: Obj) => e.actor === 'approver' && e.action === 'refused')).toHaveLength(2);

    expect((await grant('opsGrant', '*')).status).toBe(200);
    expect((await grant('opsRevoke', 'uk')).status).toBe(200);
  });

  it('a change to base.json asks for the approval of each requireApproval region it alters, said before the request', async () => {
    const base = await targetOf('base');
    expect(base.needsApproval).toBe(false);
    const json = JSON.parse(JSON.stringify(base.json).replace('"label":"Buy Crypto"', '"label":"Buy Crypto Today"'));
    const checked = ((await (await people.publisher!.request(pathOf('opsValidate', { name: 'base' }), { json: { json } })).json()) as Obj)
      .data;
    expect(checked.issues).toEqual([]);
    expect(checked.approvalFrom).toEqual(expect.arrayContaining(['eu', 'uk']));
    const regions = checked.approvalFrom.join(', ');
    const straight = await people.publisher!.request(pathOf('opsPublish', { name: 'base' }), {
      json: { json, baseVersion: base.version, message: 'relabel Buy Crypto' },
    });
    expect(straight.status).toBe(403);
    expect(await message(straight)).toBe(
      `this change to base alters ${regions}, whose region configs say requireApproval, so it needs a second person's approval: request the change instead, and publish it once someone else has approved it`,
    );
    expect((await targetOf('base')).json).toEqual(base.json);
    // A change that alters no requireApproval region (jp's name lives in jp.json) publishes at once.
    expect(
      (
        await people.ops!.request(pathOf('opsValidate', { name: 'jp' }), {
          json: { json: { ...(await targetOf('jp')).json, name: 'JP again' } },
        })
      ).status,
    ).toBe(200);

    const asked = await people.publisher!.request(pathOf('opsChangeRequest', { name: 'base' }), {
      json: { json, baseVersion: base.version, message: 'relabel Buy Crypto' },
    });
    expect(asked.status).toBe(200);
    const change = ((await asked.json()) as Obj).data;
    expect(change).toMatchObject({ state: 'pending', needsApproval: true });
    // An approver of base alone does not sign off the regions it alters.
    const grant = (what: 'opsGrant' | 'opsRevoke', target: string) =>
      people.ops!.request(pathOf(what, { username: 'approver' }), { json: { target, can: 'approve' } });
    expect((await grant('opsGrant', 'base')).status).toBe(200);
    expect((await grant('opsRevoke', '*')).status).toBe(200);
    const partial = await step('approver', 'opsChangeApprove', change.id);
    expect(partial.status).toBe(403);
    expect(await message(partial)).toMatch(/^approver may not approve changes to (eu|uk) /);
    expect((await grant('opsGrant', '*')).status).toBe(200);
    expect((await grant('opsRevoke', 'base')).status).toBe(200);
    expect((await step('approver', 'opsChangeApprove', change.id)).status).toBe(200);
    expect((await step('publisher', 'opsChangePublish', change.id)).status).toBe(200);
    expect(JSON.stringify((await targetOf('base')).json)).toContain('Buy Crypto Today');
  });
});
