/**
 * One announcement for several sub-sites, through the ops API as the people would: a change per
 * sub-site's bar, each under its own four-eyes rule (UK and EU wait for an approver, Japan
 * publishes at once), linked so each lists the others; nothing is written when any sub-site refuses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import { LANG_CODES } from '../../schemas/siteConstants.ts';
import { Browser, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const people: Record<string, Browser> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['publisher', 'approver', 'editor']) {
    people[name] = new Browser(server.app);
    expect((await people[name].login(name)).status).toBe(200);
  }
});
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
type Obj = Record<string, any>;
const item = (id: string, over: Obj = {}) => ({
  id,
  text: Object.fromEntries(LANG_CODES.map((l) => [l, `Scheduled maintenance on Sunday (${l})`])),
  link: '/announcements',
  start: null,
  end: null,
  ...over,
});
const announce = (who: string, json: unknown) => people[who]!.request(ENDPOINTS.opsAnnouncementGroup.path, { json });

async function bulletin(site: string): Promise<Obj | null> {
  const visitor = await new Browser(server.app).visit();
  return (await (await visitor.request(`${ENDPOINTS.bulletin.path}?site=${site}`)).json()).data;
}

async function openChanges(who: string, target: string): Promise<Obj[]> {
  return (await (await people[who]!.request(`${ENDPOINTS.opsChanges.path}?target=${target}`)).json()).data.list;
}

describe('one announcement for several sub-sites', () => {
  it('makes a change per sub-site under its own approval rule, linked together', async () => {
    const res = await announce('publisher', { sites: ['jp', 'uk', 'eu'], item: item('sunday-maintenance'), message: 'Sunday maintenance' });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data.changes.map((c: Obj) => [c.target, c.state, c.needsApproval])).toEqual([
      ['announcement-jp', 'published', false],
      ['announcement-uk', 'pending', true],
      ['announcement-eu', 'pending', true],
    ]);
    // Japan shows it now, on top of its shipped bar; the UK waits for a second person.
    expect((await bulletin('jp'))?.content).toBe('Scheduled maintenance on Sunday (en)');
    expect((await bulletin('uk'))?.content_id).not.toBe('sunday-maintenance');

    // Each change names the others, so a reviewer of the UK one sees what went out with it.
    const uk = (await openChanges('approver', 'announcement-uk'))[0]!;
    expect(uk.group).toBe(body.data.group);
    expect(uk.requestedBy).toBe('publisher');
    expect(uk.together.map((o: Obj) => [o.target, o.state])).toEqual([
      ['announcement-jp', 'published'],
      ['announcement-eu', 'pending'],
    ]);

    // Approved and published, the UK bar shows it; the audit log names the step and the group.
    expect((await people.approver!.request(pathOf('opsChangeApprove', { id: uk.id }), { json: { comment: 'ok' } })).status).toBe(200);
    expect((await people.publisher!.request(pathOf('opsChangePublish', { id: uk.id }), { json: {} })).status).toBe(200);
    expect((await bulletin('uk'))?.content_id).toBe('sunday-maintenance');
    const audit = (await (await people.publisher!.request(`${ENDPOINTS.opsAudit.path}?target=announcement-eu`)).json()).data.list;
    expect(audit[0]).toMatchObject({ actor: 'publisher', action: 'request', target: 'announcement-eu' });
  });

  it('writes nothing when any sub-site refuses: a role that does not cover one, a link one region drops, a bad body', async () => {
    const before = (await openChanges('approver', 'announcement-uk')).length;
    // The editor may ask for the UK's approval but may not publish Japan's bar: refused whole.
    const refused = await announce('editor', { sites: ['uk', 'jp'], item: item('editor-notice'), message: 'x' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toMatch(/^editor may not publish announcement-jp/);
    expect(await openChanges('approver', 'announcement-uk')).toHaveLength(before);

    // An address no region allows is refused, named per sub-site's file.
    const bad = await announce('publisher', {
      sites: ['hk', 'sg'],
      item: item('phish', { link: 'https://evil.example/x' }),
      message: 'x',
    });
    expect(bad.status).toBe(400);
    const files = new Set(((await bad.json()).data?.issues ?? []).map((i: Obj) => i.file));
    expect([...files].sort()).toEqual(['announcement-hk', 'announcement-sg']);
    expect((await bulletin('hk'))?.content_id).not.toBe('phish');

    // An id already in one bar is refused there (visitors dismiss by id).
    const twice = await announce('publisher', { sites: ['hk', 'jp'], item: item('sunday-maintenance'), message: 'again' });
    expect(twice.status).toBe(400);
    expect(JSON.stringify(await twice.json())).toContain('is used twice');

    for (const [json, words] of [
      [{ sites: ['jp'], item: item('one'), message: 'x' }, 'at least two sub-sites'],
      [{ sites: ['jp', 'jp'], item: item('one'), message: 'x' }, 'each sub-site once'],
      [{ sites: ['jp', 'xx'], item: item('one'), message: 'x' }, 'sites'],
      [{ sites: ['jp', 'hk'], item: item('one'), message: 'x', extra: 1 }, 'extra'],
      [{ sites: ['jp', 'hk'], item: item('one'), message: ' ' }, 'message'],
    ] as const) {
      const res = await announce('publisher', json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((await res.json()).message).toContain(words);
    }
  });

  it('goes live as one transaction: a bar changed in between blocks every sub-site, with a 409 naming it, audited', async () => {
    const db = server.deps.db;
    const transaction = db.transaction.bind(db);
    let rival: (() => Promise<Response>) | undefined = () =>
      announce('publisher', { sites: ['sg', 'au'], item: item('rival-notice'), message: 'rival' });
    // Someone else's announcement reaches Singapore's bar after this group was checked and before it is written.
    db.transaction = async (fn) => {
      const first = rival;
      rival = undefined;
      if (first) expect((await first()).status).toBe(200);
      return transaction(fn);
    };
    try {
      const res = await announce('publisher', { sites: ['hk', 'sg'], item: item('blocked-notice'), message: 'blocked' });
      const body = await res.json();
      expect(res.status, JSON.stringify(body)).toBe(409);
      expect(body.message).toMatch(/^announcement-sg blocked the announcement \(.+\): nothing went live on any sub-site/);
    } finally {
      db.transaction = transaction;
    }
    expect(rival).toBeUndefined();
    // Hong Kong's bar, checked and valid, did not go live either; Singapore shows the rival.
    expect((await bulletin('hk'))?.content_id).not.toBe('blocked-notice');
    expect((await bulletin('sg'))?.content_id).toBe('rival-notice');
    const hk = await openChanges('publisher', 'announcement-hk');
    expect(hk.some((ch) => ch.message === 'blocked')).toBe(false);
    const audit = (await (await people.publisher!.request(`${ENDPOINTS.opsAudit.path}?target=announcement-sg`)).json()).data.list;
    expect(audit[0]).toMatchObject({ actor: 'publisher', action: 'refused', target: 'announcement-sg' });
    expect(JSON.stringify(audit[0].detail)).toContain('nothing went live');
  });
});
