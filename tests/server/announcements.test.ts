/**
 * Announcement bars on the server: they live in the database as ops targets (seeded
 * from what shipped in code), published, refused, scheduled and rolled back through the ops API
 * like region files, read by the site, and every change drops the page caches on every instance.
 * The schedule is checked by moving the test server's clock, never by waiting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import { LANG_CODES } from '../../schemas/siteConstants.ts';
import { ConfigStore, configGeneration } from '../../server/ops/configStore.ts';
import { readRegionFiles } from '../../server/regionConfigLoader.ts';
import { Browser, startTestServer, T0, type TestServer } from './helpers.ts';

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

const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;
const everyLang = (text: string) => Object.fromEntries(LANG_CODES.map((l) => [l, `${text} [${l}]`]));

async function target(name: string): Promise<Obj> {
  const res = await ops.request(ENDPOINTS.opsState.path);
  return (await res.json()).data.targets.find((t: Obj) => t.name === name);
}

async function publish(name: string, json: unknown, message = 'test') {
  const { version } = await target(name);
  const res = await ops.request(pathOf('opsPublish', { name }), { json: { json, baseVersion: version, message } });
  return { status: res.status, body: (await res.json()) as Obj };
}

/** What a fresh visitor of `site` is shown in `lang` (the public endpoint the bar reads). */
async function bulletin(site: string, lang = 'en'): Promise<Obj | null> {
  const visitor = await new Browser(server.app).visit();
  const res = await visitor.request(`${ENDPOINTS.bulletin.path}?site=${site}&lang=${lang}`);
  expect(res.status).toBe(200);
  return (await res.json()).data;
}

describe('announcement bars in the database', () => {
  it('start as the bars shipped in code (version 1 by release) and serve them to visitors', async () => {
    const eu = await target('announcement-eu');
    expect(eu.kind).toBe('announcement');
    expect(eu.version).toBe(1);
    expect(eu.author).toBe('release');
    expect(eu.json.items[0].id).toBe('eu-20251110-mica');
    expect(Object.keys(eu.json.items[0].text).sort()).toEqual([...LANG_CODES].sort());
    expect((await bulletin('eu', 'de'))?.content).toMatch(/MiCA-Lizenz/);
    // The Bahamas site shipped none: version 0, no bar.
    expect((await target('announcement-bs')).version).toBe(0);
    expect(await bulletin('bs')).toBeNull();
    const versions = await (await ops.request(pathOf('opsVersions', { name: 'announcement-eu' }))).json();
    expect(versions.data.list.map((v: Obj) => [v.version, v.author, v.message])).toEqual([
      [1, 'release', 'shipped announcement (was server/data/bulletins.ts)'],
      [0, 'release', 'no announcement'],
    ]);
  });

  it('refuse markup the sanitiser would strip and links the allow-list would drop, in plain words, and log the refusal', async () => {
    const item = { id: 'bs-bad-1', text: { ...everyLang('ok'), en: 'Hi <script>alert(1)</script>' }, link: 'javascript:alert(1)' };
    const { status, body } = await publish('announcement-bs', { items: [{ ...item, start: null, end: null }] }, 'bad one');
    expect(status).toBe(400);
    expect(body.message).toBe(
      'invalid announcement-bs: $.items[0].text.en: in the English (en) text, <script> is not allowed in an announcement: only <b> <strong> <i> <em> <u> <br> <p> <span> <a> <ul> <ol> <li> are, and the site removes anything else (and 1 more)',
    );
    expect(body.data.issues[1].reason).toMatch(/^the link "javascript:alert\(1\)" is not allowed: use a path on this site/);
    const audit = await (await ops.request(`${ENDPOINTS.opsAudit.path}?target=announcement-bs`)).json();
    expect(audit.data.list[0]).toMatchObject({
      actor: 'ops',
      action: 'refused',
      target: 'announcement-bs',
      version: null,
      message: 'bad one',
    });
    expect(await bulletin('bs')).toBeNull();
  });

  it('refuse what visitors would see otherwise: a tag never closed, unreal dates, far years, bidi overrides, invisible text, http links', async () => {
    const cases: [Obj, string, RegExp][] = [
      [{ en: 'Sale ends <img src=x onerror=alert(1)// on Friday' }, 'text.en', /a "<" starts a tag that is never closed/],
      [{ en: 'Sale \u202eyadirF no sdne' }, 'text.en', /right-to-left override/],
      [{ en: '\u200b\u200b\u200b' }, 'text.en', /nothing visible/],
      [{ en: 'See <a href="http://example.com/x">this</a>' }, 'text.en', /plain http: use https/],
      [{ start: '2026-02-30T10:00:00Z' }, 'start', /not a real date and time/],
      [{ end: '2026-04-31T10:00:00Z' }, 'end', /not a real date and time/],
      [{ start: '0000-01-01T00:00:00Z' }, 'start', /year 0000: give a year from 2000 to 2100/],
      [{ end: '9999-12-31T00:00:00Z' }, 'end', /year 9999/],
      [{ link: 'http://www.example.com/promo' }, 'link', /plain http: use the https:\/\/ address/],
    ];
    for (const [change, path, reason] of cases) {
      const { en, ...rest } = change;
      const item = {
        id: 'bs-odd-1',
        text: { ...everyLang('ok'), ...(en === undefined ? {} : { en }) },
        link: '',
        start: null,
        end: null,
        ...rest,
      };
      const res = await ops.request(pathOf('opsValidate', { name: 'announcement-bs' }), { json: { json: { items: [item] } } });
      const issues = ((await res.json()) as Obj).data.issues as Obj[];
      expect(
        issues.map((i) => [i.path, i.reason]),
        JSON.stringify(change),
      ).toContainEqual([`$.items[0].${path}`, expect.stringMatching(reason)]);
    }
    const { status } = await publish('announcement-bs', {
      items: [
        {
          id: 'bs-odd-1',
          text: { ...everyLang('ok'), en: 'Sale ends <img src=x onerror=alert(1)// on Friday' },
          link: '',
          start: null,
          end: null,
        },
      ],
    });
    expect(status).toBe(400);
    expect(await bulletin('bs')).toBeNull();
  });

  it('show a scheduled bar from its start to its end, by the clock, in every language', async () => {
    server.clock.now = T0;
    const doc = {
      items: [{ id: 'bs-night-1', text: everyLang('Maintenance tonight'), link: '/fee', start: iso(T0 + HOUR), end: iso(T0 + 3 * HOUR) }],
    };
    const generation = configGeneration(server.deps.configs);
    const { status, body } = await publish('announcement-bs', doc, 'maintenance notice');
    expect(status).toBe(200);
    expect(body.data).toEqual({ version: 1, target: 'announcement-bs' });
    // A publish is a new generation: every kept page and drawing goes (server/pageCache.ts, renderCache.ts).
    expect(configGeneration(server.deps.configs)).toBeGreaterThan(generation);
    expect(await bulletin('bs')).toBeNull();
    server.clock.now = T0 + HOUR;
    // It says when it ends, so an open page drops it then.
    expect(await bulletin('bs')).toEqual({
      content_id: 'bs-night-1',
      content: 'Maintenance tonight [en]',
      link: '/fee',
      until: iso(T0 + 3 * HOUR),
    });
    expect((await bulletin('bs', 'ar'))?.content).toBe('Maintenance tonight [ar]');
    server.clock.now = T0 + 3 * HOUR - 1;
    expect((await bulletin('bs', 'de'))?.content).toBe('Maintenance tonight [de]');
    server.clock.now = T0 + 3 * HOUR;
    expect(await bulletin('bs')).toBeNull();
    const audit = await (await ops.request(`${ENDPOINTS.opsAudit.path}?target=announcement-bs`)).json();
    expect(audit.data.list[0]).toMatchObject({
      actor: 'ops',
      action: 'publish',
      version: 1,
      base_version: 0,
      message: 'maintenance notice',
    });
  });

  it('show English where a language is missing only when ops chose it, marked as English', async () => {
    server.clock.now = T0;
    const text = { en: 'Withdrawals paused for an hour', de: 'Auszahlungen für eine Stunde pausiert' };
    const item = { id: 'hk-urgent-1', text, link: '', start: null, end: null };
    const refused = await publish('announcement-hk', { items: [item] }, 'urgent, untranslated');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('or choose to show English where a language is missing');
    expect((await publish('announcement-hk', { items: [{ ...item, englishFallback: true }] }, 'urgent, English elsewhere')).status).toBe(
      200,
    );
    expect(await bulletin('hk', 'de')).toEqual({ content_id: 'hk-urgent-1', content: text.de, link: '' });
    expect(await bulletin('hk', 'en')).toEqual({ content_id: 'hk-urgent-1', content: text.en, link: '' });
    expect(await bulletin('hk', 'ar')).toEqual({ content_id: 'hk-urgent-1', content: text.en, link: '', lang: 'en' });
  });

  // On jp, which publishes without approval (UK and EU ask for it: tests/server/opsApproval.test.ts).
  it('end at once when ops end them, and a rollback brings the shipped one back', async () => {
    const jp = await target('announcement-jp');
    const ended = structuredClone(jp.json);
    ended.items[0].end = iso(T0 - 1000);
    expect((await publish('announcement-jp', ended, 'JPY notice over')).status).toBe(200);
    expect(await bulletin('jp')).toBeNull();
    const now = await target('announcement-jp');
    const res = await ops.request(pathOf('opsRollback', { name: 'announcement-jp' }), { json: { toVersion: 1, baseVersion: now.version } });
    expect(res.status).toBe(200);
    expect((await bulletin('jp'))?.content_id).toBe('jp-20251120-jpy');
    const versions = await (await ops.request(pathOf('opsVersions', { name: 'announcement-jp' }))).json();
    expect(versions.data.list.map((v: Obj) => [v.version, v.author, v.message])).toEqual([
      [3, 'ops', 'rollback to version 1'],
      [2, 'ops', 'JPY notice over'],
      [1, 'release', 'shipped announcement (was server/data/bulletins.ts)'],
      [0, 'release', 'no announcement'],
    ]);
  });

  it('reach a second instance on the same database on its next check, which drops its page caches', async () => {
    const { files } = await readRegionFiles();
    const configs = structuredClone(server.deps.configs);
    const other = new ConfigStore(server.deps.db, files, configs);
    await other.refresh();
    const before = configGeneration(configs);
    expect(other.announcements.sg.doc.items[0]!.id).toBe('sg-20251105-risk');
    const { status } = await publish('announcement-sg', { items: [] }, 'no bar on sg');
    expect(status).toBe(200);
    await other.refresh();
    expect(other.announcements.sg.doc.items).toEqual([]);
    expect(configGeneration(configs)).toBeGreaterThan(before);
  });

  it('refuse a person whose role does not cover the region', async () => {
    const editor = new Browser(server.app);
    expect((await editor.login('editor')).status).toBe(200);
    const res = await editor.request(pathOf('opsPublish', { name: 'announcement-jp' }), {
      json: { json: { items: [] }, baseVersion: 1, message: 'x' },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toMatch(/^editor may not publish announcement-jp/);
  });
});
