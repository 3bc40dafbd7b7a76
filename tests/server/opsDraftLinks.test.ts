/**
 * Draft links. An ops person makes a private link to a draft (or to a change
 * request); another ops person with a role on the target who opens it sees the site drawn from
 * the draft, with a banner, in answers no cache keeps; visitors and traders get a refusal or the
 * live site, and nothing of the draft reaches the page cache. Links expire and can be revoked.
 * The pages are drawn by a stand-in server renderer that prints the region's name, so the real
 * page pipeline (render cache, page cache, fast path) runs around it.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import { renderCacheHits, renderCacheMisses } from '../../server/metrics.ts';
import { Browser, signedIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let dist: string;
const people: Record<string, Browser> = {};

const RENDERER = `export async function renderPage(pathname, state) {
  const bar = state.bulletin ? state.bulletin.content : '';
  return '<p id="bar">' + bar + '</p><main><h1 id="region">' + state.boot.config.name + '</h1><p id="path">' + pathname + '</p></main>';
}
export async function renderFragment(part, pathname, state) {
  return '<div id="' + part + '">' + state.boot.config.name + '</div>';
}
`;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'draft-dist-'));
  await mkdir(join(dist, 'assets'));
  await mkdir(join(dist, 'ssr'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(dist, 'ssr', 'entry-server.mjs'), RENDERER);
  server = await startTestServer({ staticDir: dist });
  Object.assign(people, await signedIn(server.app, ['ops', 'editor', 'publisher', 'approver', 'trader']));
  // Everyone browses the eu sub-site (as on its host): leaving a preview shows eu live.
  for (const b of Object.values(people)) b.jar.set('site', 'eu');
});
afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true, force: true });
});

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
type Obj = Record<string, any>;
const LIVE_EU = 'Malta (EU)';
const DRAFT_EU = 'Malta DRAFT PREVIEW';
const BANNER = 'Draft preview — not live';
const DRAFT_BAR = 'DRAFT BAR for the preview';
const DRAFT_MENU = 'DRAFT MENU ITEM';

async function live(name: string): Promise<Obj> {
  const res = await people.ops!.request(ENDPOINTS.opsState.path);
  return ((await res.json()) as Obj).data.targets.find((t: Obj) => t.name === name);
}

/** A region file with its name changed in every language (so /de/ pages show it too). */
function renamed(json: Obj, name: string): Obj {
  const every = (o: Obj | undefined) => Object.fromEntries(Object.keys(o ?? {}).map((k) => [k, name]));
  return { ...json, name, name_i18n: every(json.name_i18n), name_i18n_from: every(json.name_i18n_from) };
}

/** The editor's draft of eu.json (the region renamed) as a link; its path holds the token. */
async function euDraftLink(by = 'editor', hours?: number): Promise<Obj> {
  const eu = await live('eu');
  const res = await people[by]!.request(pathOf('opsDraftLink', { name: 'eu' }), {
    json: { json: renamed(eu.json, DRAFT_EU), baseVersion: eu.version, ...(hours ? { hours } : {}) },
  });
  const body = (await res.json()) as Obj;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

/** A browser with no login, on the eu sub-site (as the eu host or a chosen site would be). */
async function visitor(): Promise<Browser> {
  const b = await new Browser(server.app).visit();
  b.jar.set('site', 'eu');
  return b;
}

async function page(b: Browser, path: string) {
  const res = await b.request(path, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
  return { res, html: await res.text() };
}

/** The region name a page was drawn with (the stand-in renderer prints it). */
const regionOf = (html: string) => /<h1 id="region">([^<]*)<\/h1>/.exec(html)?.[1];
/** The announcement bar's text a page was drawn with ('' for none). */
const barOf = (html: string) => /<p id="bar">([^<]*)<\/p>/.exec(html)?.[1];

/** A public list and its data (asked without Accept-Encoding, which the fast path answers too). */
async function list(b: Browser, path: string): Promise<{ res: Response; data: Obj | null }> {
  const res = await b.request(path);
  expect(res.status, path).toBe(200);
  return { res, data: ((await res.json()) as Obj).data };
}

async function open(b: Browser, path: string): Promise<Response> {
  const res = await b.request(path);
  return res;
}

describe('draft links', () => {
  it('are issued to who may edit, with an unguessable token of which only a hash is stored', async () => {
    const link = await euDraftLink();
    expect(link.path).toMatch(/^\/draft\/[A-Za-z0-9_-]{43}$/);
    expect(link.subject).toContain('eu.json');
    expect(link.expires - link.created).toBe(72 * 3_600_000);
    const token = link.path.split('/').pop();
    const rows = await server.deps.db.query<{ token_hash: string }>('SELECT token_hash FROM ops_draft_links WHERE id = $1', [link.id]);
    expect(rows[0]!.token_hash).not.toBe(token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$|^[A-Za-z0-9_-]{43}$/);
    // The approver may not edit, so may not share a draft of their own (but may preview: below).
    const eu = await live('eu');
    const refused = await people.approver!.request(pathOf('opsDraftLink', { name: 'eu' }), {
      json: { json: eu.json, baseVersion: eu.version },
    });
    expect(refused.status).toBe(403);
    // A draft that does not validate is not shown to anyone.
    const bad = await people.editor!.request(pathOf('opsDraftLink', { name: 'eu' }), {
      json: { json: { ...eu.json, hosts: 'nope' }, baseVersion: eu.version },
    });
    expect(bad.status).toBe(400);
    // The ops API is ops only, draft links included.
    expect((await people.trader!.request(ENDPOINTS.opsDraftLinks.path)).status).toBe(403);
  });

  it('show another ops person every page as the draft makes it, with the banner, private and never stored', async () => {
    const link = await euDraftLink();
    const b = people.approver!;
    const opened = await open(b, link.path);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
    expect(opened.headers.getSetCookie().join('\n')).toMatch(/ops_draft=[^;]+;.*HttpOnly/i);
    for (const path of ['/', '/de/', '/trade']) {
      const { res, html } = await page(b, path);
      // A page eu does not have (/trade) is still drawn with the layer, as a 404.
      expect([200, 404], path).toContain(res.status);
      expect(regionOf(html), path).toBe(DRAFT_EU);
      expect(html).toContain(BANNER);
      expect(html).toContain('aria-label="Draft preview"');
      expect(html).toMatch(/href="\/draft\/leave\?to=/);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
    // The data the browser reads after the page (bootstrap, the versioned config) is the draft's too;
    // the config's address is the draft content's, and its answer is not kept for a year but never.
    const configUrl = /"configUrl":"([^"]+)"/.exec((await page(b, '/')).html)?.[1];
    expect(configUrl).toMatch(/^\/api\//);
    const config = await b.request(configUrl!);
    expect(config.headers.get('cache-control')).toBe('private, no-store');
    expect(((await config.json()) as Obj).data.name).toBe(DRAFT_EU);
    const asVisitor = await (await visitor()).request(configUrl!);
    expect(asVisitor.headers.get('cache-control')).toBe('no-cache');
    expect(((await asVisitor.json()) as Obj).data.name).toBe(LIVE_EU);
    const boot = await b.request(ENDPOINTS.bootstrap.path);
    expect(boot.headers.get('cache-control')).toBe('private, no-store');
    expect(((await boot.json()) as Obj).data.config.name).toBe(DRAFT_EU);
    // Leaving: the cookie goes and the same page is live.
    const left = await b.request(`${ENDPOINTS.draftLinkLeave.path}?to=%2Fde%2F`);
    expect(left.status).toBe(303);
    expect(left.headers.get('location')).toBe('/de/');
    expect(regionOf((await page(b, '/de/')).html)).toBe(LIVE_EU);
  });

  it('refuse visitors and traders without a word of the draft, and a stolen cookie shows them the live site', async () => {
    const link = await euDraftLink();
    const token = link.path.split('/').pop();
    const v = await visitor();
    for (const [who, b, status] of [
      ['visitor', v, 401],
      ['trader', people.trader!, 403],
    ] as const) {
      const res = await b.request(link.path, { headers: { accept: 'text/html' } });
      const html = await res.text();
      expect(res.status, who).toBe(status);
      expect(res.headers.get('cache-control'), who).toBe('private, no-store');
      // The URL is the token: no page it links to may learn it from the Referer.
      expect(res.headers.get('referrer-policy'), who).toBe('no-referrer');
      expect(res.headers.getSetCookie().join(''), who).not.toContain('ops_draft');
      expect(html, who).not.toContain(DRAFT_EU);
      expect(html, who).not.toContain('eu.json');
      // With the token planted as the cookie: the live site, no banner.
      b.jar.set('ops_draft', token);
      b.jar.set('site', 'eu');
      const { html: home } = await page(b, '/');
      expect(regionOf(home), who).toBe(LIVE_EU);
      expect(home, who).not.toContain(BANNER);
      expect(((await (await b.request(ENDPOINTS.bootstrap.path)).json()) as Obj).data.config.name, who).toBe(LIVE_EU);
    }
  });

  it('leave nothing in the page cache: visitors before and after a preview get the live page, the shared way', async () => {
    const link = await euDraftLink();
    const first = await page(await visitor(), '/trade');
    expect(regionOf(first.html)).toBe(LIVE_EU);
    const b = people.publisher!;
    await open(b, link.path);
    // Previewed on a page the cache holds, and on one it has not seen yet.
    expect(regionOf((await page(b, '/trade')).html)).toBe(DRAFT_EU);
    expect(regionOf((await page(b, '/de/trade')).html)).toBe(DRAFT_EU);
    for (const path of ['/trade', '/de/trade', '/de/trade']) {
      const { res, html } = await page(await visitor(), path);
      expect(regionOf(html), path).toBe(LIVE_EU);
      expect(html, path).not.toContain(BANNER);
      expect(res.headers.get('cache-control'), path).toMatch(/^public/);
    }
    // Nor the render cache, for another logged-in ops person without the link.
    expect(regionOf((await page(people.ops!, '/de/trade')).html)).toBe(LIVE_EU);
    await b.request(ENDPOINTS.draftLinkLeave.path);
  });

  it('expire: past its time the link and a browser holding it show the live site after saying why', async () => {
    const link = await euDraftLink('editor', 1);
    const b = people.ops!;
    expect((await open(b, link.path)).status).toBe(303);
    expect(regionOf((await page(b, '/')).html)).toBe(DRAFT_EU);
    server.clock.now += 3_600_001;
    try {
      const ended = await page(b, '/');
      expect(ended.res.status).toBe(410);
      expect(ended.html).toContain('expired');
      expect(ended.res.headers.get('cache-control')).toBe('private, no-store');
      expect(regionOf((await page(b, '/')).html)).toBe(LIVE_EU);
      expect((await open(b, link.path)).status).toBe(410);
    } finally {
      server.clock.now -= 3_600_001;
    }
  });

  it('are revoked by their maker at once; others without the publish role may not revoke', async () => {
    const link = await euDraftLink();
    const b = people.approver!;
    await open(b, link.path);
    expect(regionOf((await page(b, '/')).html)).toBe(DRAFT_EU);
    const listed = ((await (await people.ops!.request(`${ENDPOINTS.opsDraftLinks.path}?target=eu`)).json()) as Obj).data.list;
    expect(listed.map((l: Obj) => l.id)).toContain(link.id);
    expect(JSON.stringify(listed)).not.toContain(link.path.split('/').pop());
    expect((await people.approver!.request(pathOf('opsDraftLinkRevoke', { id: link.id }), { json: {} })).status).toBe(403);
    expect((await people.editor!.request(pathOf('opsDraftLinkRevoke', { id: link.id }), { json: {} })).status).toBe(200);
    const ended = await page(b, '/');
    expect(ended.res.status).toBe(410);
    expect(ended.html).toContain('revoked by editor');
    // Both steps are in the audit log, naming the person.
    const audit = ((await (await people.ops!.request(`${ENDPOINTS.opsAudit.path}?target=eu&limit=50`)).json()) as Obj).data.list;
    const of = (action: string) => audit.find((e: Obj) => e.action === action && e.detail.link === link.id);
    expect(of('draft-link')?.actor).toBe('editor');
    expect(of('revoke-link')?.actor).toBe('editor');
    // So is the refusal, with who asked and what they lacked.
    expect(audit.find((e: Obj) => e.action === 'refused' && e.detail.link === link.id)).toMatchObject({
      actor: 'approver',
      detail: { need: 'publish' },
    });
    expect(regionOf((await page(b, '/')).html)).toBe(LIVE_EU);
  });

  it('preview a change request while it is open, for anyone with a role on its target', async () => {
    const uk = await live('uk');
    const asked = await people.editor!.request(pathOf('opsChangeRequest', { name: 'uk' }), {
      json: { json: renamed(uk.json, 'UK DRAFT CHANGE'), baseVersion: uk.version, message: 'rename for the preview test' },
    });
    expect(asked.status).toBe(200);
    const change = ((await asked.json()) as Obj).data;
    const res = await people.approver!.request(pathOf('opsChangeDraftLink', { id: change.id }), { json: {} });
    expect(res.status).toBe(200);
    const link = ((await res.json()) as Obj).data;
    expect(link.subject).toContain(`change request #${change.id}`);
    const b = people.publisher!;
    await open(b, link.path);
    // A sub-site's file previews that sub-site, whatever site the browser was on.
    const shown = await page(b, '/');
    expect(regionOf(shown.html)).toBe('UK DRAFT CHANGE');
    expect(shown.html).toContain(`change request #${change.id}`);
    expect((await people.editor!.request(pathOf('opsChangeCancel', { id: change.id }), { json: {} })).status).toBe(200);
    const ended = await page(b, '/');
    expect(ended.res.status).toBe(410);
    expect(ended.html).toContain('cancelled');
  });

  it('show an announcement bar draft to ops, page and bulletin, never stored; visitors keep the live bar', async () => {
    const bar = await live('announcement-eu');
    const liveText: string = bar.json.items[0].text.en;
    const draft = {
      items: [
        {
          ...bar.json.items[0],
          id: 'eu-draft-1',
          text: Object.fromEntries(Object.keys(bar.json.items[0].text).map((l) => [l, DRAFT_BAR])),
        },
      ],
    };
    const made = await people.editor!.request(pathOf('opsDraftLink', { name: 'announcement-eu' }), {
      json: { json: draft, baseVersion: bar.version },
    });
    expect(made.status).toBe(200);
    const link = ((await made.json()) as Obj).data;
    expect(link.subject).toContain('announcement-eu');
    // A visitor first: the page cache, the render cache and the bulletin's snapshot hold the live bar.
    const before = await visitor();
    expect(barOf((await page(before, '/trade')).html)).toBe(liveText);
    expect((await list(before, ENDPOINTS.bulletin.path)).data?.content).toBe(liveText);

    const b = people.approver!;
    await open(b, link.path);
    // The viewer's pages are drawn afresh: the render cache is neither asked nor filled.
    const renderCache = () =>
      Promise.all([renderCacheHits, renderCacheMisses].map(async (m) => (await m.get()).values.reduce((n, v) => n + v.value, 0)));
    const counted = await renderCache();
    for (const path of ['/trade', '/de/']) {
      const { res, html } = await page(b, path);
      expect(barOf(html), path).toBe(DRAFT_BAR);
      expect(html, path).toContain(BANNER);
      expect(regionOf(html), path).toBe(LIVE_EU);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
    expect(await renderCache()).toEqual(counted);
    const asked = await list(b, ENDPOINTS.bulletin.path);
    expect(asked.data).toEqual({ content_id: 'eu-draft-1', content: DRAFT_BAR, link: bar.json.items[0].link });
    expect(asked.res.headers.get('cache-control')).toBe('private, no-store');
    expect(asked.res.headers.get('etag')).toBeNull();

    // Everyone else right after: the live bar, the shared way; nor does an ops person without the link see the draft.
    for (const path of ['/trade', '/de/']) {
      const { res, html } = await page(await visitor(), path);
      expect(barOf(html), path).toBe(path === '/de/' ? bar.json.items[0].text.de : liveText);
      expect(html, path).not.toContain(BANNER);
      expect(res.headers.get('cache-control'), path).toMatch(/^public/);
    }
    const after = await list(await visitor(), ENDPOINTS.bulletin.path);
    expect(after.data?.content).toBe(liveText);
    expect(after.res.headers.get('cache-control')).not.toContain('private');
    expect((await list(people.ops!, ENDPOINTS.bulletin.path)).data?.content).toBe(liveText);
    expect(barOf((await page(people.ops!, '/trade')).html)).toBe(liveText);
    // A trader holding the token as a cookie is shown the live bar.
    const trader = people.trader!;
    trader.jar.set('ops_draft', link.path.split('/').pop());
    expect((await list(trader, ENDPOINTS.bulletin.path)).data?.content).toBe(liveText);
    expect(barOf((await page(trader, '/trade')).html)).toBe(liveText);
    await b.request(ENDPOINTS.draftLinkLeave.path);
    expect((await list(b, ENDPOINTS.bulletin.path)).data?.content).toBe(liveText);
  });

  it('show the remote menu of a scheduled change to ops, never stored; visitors keep the live menu', async () => {
    const menu = await live('remote-menu');
    const liveTitle: string = menu.json.list[0].title;
    const drafted = { ...menu.json, list: [{ ...menu.json.list[0], title: DRAFT_MENU }, ...menu.json.list.slice(1)] };
    const asked = await people.publisher!.request(pathOf('opsChangeRequest', { name: 'remote-menu' }), {
      json: {
        json: drafted,
        baseVersion: menu.version,
        message: 'menu for the preview test',
        publishAt: server.clock.now + 24 * 3_600_000,
      },
    });
    const change = ((await asked.json()) as Obj).data;
    expect(asked.status, JSON.stringify(change)).toBe(200);
    const menuPath = `${ENDPOINTS.remoteMenu.path}?lang=en`;
    const firstTitle = (data: Obj | null) => data?.list[0].title;
    expect(firstTitle((await list(await visitor(), menuPath)).data)).toBe(liveTitle);
    const res = await people.approver!.request(pathOf('opsChangeDraftLink', { id: change.id }), { json: {} });
    expect(res.status).toBe(200);
    const link = ((await res.json()) as Obj).data;
    const b = people.editor!;
    await open(b, link.path);
    const seen = await list(b, menuPath);
    expect(firstTitle(seen.data)).toBe(DRAFT_MENU);
    expect(seen.res.headers.get('cache-control')).toBe('private, no-store');
    expect((await page(b, '/')).html).toContain(`change request #${change.id}`);
    const after = await list(await visitor(), menuPath);
    expect(firstTitle(after.data)).toBe(liveTitle);
    expect(after.res.headers.get('cache-control')).not.toContain('private');
    expect(firstTitle((await list(people.ops!, menuPath)).data)).toBe(liveTitle);
    expect((await people.publisher!.request(pathOf('opsChangeCancel', { id: change.id }), { json: {} })).status).toBe(200);
    expect(firstTitle((await list(b, menuPath)).data)).toBe(liveTitle);
  });
});
