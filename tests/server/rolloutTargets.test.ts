/**
 * Rollouts of the remote menu and of an announcement bar over HTTP, through the real public lists
 * (snapshots, fast path) and the real page pipeline around a stand-in renderer that prints the
 * bar: each visitor's bucket cookie (and a trader's uid) picks one version on every request, a
 * quarter of the 100 cookie values the change; outside the change an answer is the plain live
 * answer byte for byte, and inside it (and at 100%) the answer the published change gives, byte
 * for byte (a fast-check property over the bucket values). Where no approval is needed a publisher
 * rolls out their own draft; where it is needed that is refused.
 */

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, serializeConsent, uniformChoice } from '../../engine/consent/consent.ts';
import { BUCKET_COOKIE, bucketOf, traderKey, visitorKey } from '../../engine/rollout.ts';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import { LANG_CODES } from '../../schemas/siteConstants.ts';
import { checkGuardrails } from '../../server/ops/guardrail.ts';
import { DEMO_USERS } from '../../server/seed/demoUsers.ts';
import { Browser, signedIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let dist: string;
const people: Record<string, Browser> = {};

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'rollout-targets-dist-'));
  await mkdir(join(dist, 'assets'));
  await mkdir(join(dist, 'ssr'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(
    join(dist, 'ssr', 'entry-server.mjs'),
    `export async function renderPage(pathname, state) { return '<p id="bar">' + (state.bulletin ? state.bulletin.content_id : 'none') + '</p>'; }
export async function renderFragment(part, pathname, state) { return '<div id="' + part + '"></div>'; }\n`,
  );
  server = await startTestServer({ staticDir: dist });
  Object.assign(people, await signedIn(server.app, ['ops', 'publisher', 'approver', 'editor', 'trader', 'vip', 'sub']));
});
afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true, force: true });
});

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
type Obj = Record<string, any>;
const BUCKETS = Array.from({ length: 100 }, (_, i) => i);

async function target(name: string): Promise<Obj> {
  const state = ((await (await people.ops!.request(ENDPOINTS.opsState.path)).json()) as Obj).data;
  return state.targets.find((t: Obj) => t.name === name);
}

/** A visitor of `site` with bucket cookie `bucket`, who allowed analytics (or not). */
function visitor(site: string, bucket: number | null, consent = true): Browser {
  const b = new Browser(server.app);
  b.jar.set('site', site);
  if (bucket !== null) b.jar.set(BUCKET_COOKIE, String(bucket));
  if (consent) b.jar.set(CONSENT_COOKIE, serializeConsent(uniformChoice(true, server.clock.now)));
  return b;
}

/** The answer's bytes and ETag, asked twice: the second comes from the kept snapshot and must be the same. */
async function answer(b: Browser, path: string): Promise<{ text: string; etag: string | null }> {
  const first = await b.request(path);
  expect(first.status).toBe(200);
  const text = await first.text();
  // The answer follows the bucket cookie, the consent and the session: a cache in front keys it by them.
  expect(first.headers.get('vary')).toBe('Accept-Encoding, Cookie, X-Gate-AppLang');
  const again = await b.request(path);
  expect(await again.text()).toBe(text);
  expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
  return { text, etag: first.headers.get('etag') };
}

const MENU = `${ENDPOINTS.remoteMenu.path}?lang=en`;
const menuOf = (b: Browser) => answer(b, MENU);
const inside = (bucket: number, changeId: number, percent: number) => bucketOf(visitorKey(bucket), changeId) < percent * 100;

describe('a 25% rollout of the remote menu, by a publisher where no approval is needed', () => {
  let rollout: Obj;
  const plain = new Map<number, string>();
  const during = new Map<number, string>();

  it('is refused to a role that does not publish, and a change that alters nothing', async () => {
    const menu = await target('remote-menu');
    const draft = {
      json: { ...menu.json, list: menu.json.list.map((i: Obj, n: number) => (n === 0 ? { ...i, title: 'Buy Crypto Now' } : i)) },
      baseVersion: menu.version,
      message: 'Buy Crypto gets a louder label',
      percent: 25,
    };
    for (const b of BUCKETS) plain.set(b, (await menuOf(visitor('main', b))).text);
    const path = pathOf('opsRolloutDraft', { name: 'remote-menu' });
    expect((await people.editor!.request(path, { json: draft })).status).toBe(403);
    const same = await people.publisher!.request(path, { json: { ...draft, json: menu.json } });
    expect(same.status).toBe(400);
    expect(((await same.json()) as Obj).message).toMatch(/nothing to roll out/);
    const started = await people.publisher!.request(path, { json: draft });
    expect(started.status, await started.clone().text()).toBe(200);
    rollout = ((await started.json()) as Obj).data;
    expect(rollout).toMatchObject({ target: 'remote-menu', percent: 25, startedBy: 'publisher' });
    const audit = ((await (await people.ops!.request(`${ENDPOINTS.opsAudit.path}?target=remote-menu&limit=5`)).json()) as Obj).data.list;
    expect(audit[0]).toMatchObject({
      actor: 'publisher',
      action: 'rollout',
      detail: { rollout: rollout.id, percent: 25, needsApproval: false },
    });
  });

  it('serves each bucket one menu, a quarter of them the change; outside it the plain answer byte for byte', async () => {
    let changed = 0;
    for (const b of BUCKETS) {
      const { text } = await menuOf(visitor('main', b));
      during.set(b, text);
      const first = (JSON.parse(text) as Obj).data.list[0];
      if (inside(b, rollout.changeId, 25)) {
        changed++;
        expect(first.title).toBe('Buy Crypto Now');
      } else expect(text).toBe(plain.get(b));
    }
    expect(changed).toBe(25);
    // No bucket (or no consent where it is asked): the live menu.
    expect((await menuOf(visitor('main', null))).text).toBe(plain.get(0));
    const inUk = BUCKETS.find((b) => inside(b, rollout.changeId, 25))!;
    expect((await menuOf(visitor('uk', inUk, false))).text).toBe(plain.get(0));
    expect((await menuOf(visitor('uk', inUk))).text).toBe(during.get(inUk));
  });

  it('keeps a trader on one menu by the uid, and a page in the rollout carries its mark', async () => {
    for (const name of ['trader', 'vip', 'sub']) {
      const { uid } = DEMO_USERS.find((u) => u.username === name)!;
      const want = bucketOf(traderKey(uid), rollout.changeId) < 2500 ? 'Buy Crypto Now' : 'Buy Crypto';
      for (let k = 0; k < 2; k++) expect(((await (await people[name]!.request(MENU)).json()) as Obj).data.list[0].title).toBe(want);
    }
    const page = await (await visitor('main', 0).request('/')).text();
    expect(page).toContain(`"rollout":${rollout.id}`);
  });

  it('counts views and clicks on the changed menu entry per variant', async () => {
    const effect = async () => ((await (await people.ops!.request(pathOf('opsRolloutEffect', { id: rollout.id }))).json()) as Obj).data;
    expect(await effect()).toMatchObject({
      target: 'remote-menu',
      items: [{ id: 'buy_crypto', label: 'Buy Crypto' }],
      change: { views: 0 },
    });
    const view = { name: 'layer_page_view', props: { rollout: rollout.id } };
    const click = {
      name: 'home_top_navigation_click',
      props: { module_name: 'header', button_name: 'buy_crypto', url: '', rollout: rollout.id },
    };
    const inBucket = BUCKETS.find((b) => inside(b, rollout.changeId, 25))!;
    const outBucket = BUCKETS.find((b) => !inside(b, rollout.changeId, 25))!;
    expect((await visitor('main', inBucket).request(ENDPOINTS.analytics.path, { json: { events: [view, click, click] } })).status).toBe(
      200,
    );
    expect((await visitor('main', outBucket).request(ENDPOINTS.analytics.path, { json: { events: [view, view, click] } })).status).toBe(
      200,
    );
    const e = await effect();
    expect(e.change).toMatchObject({ views: 1, clicks: { count: 2 } });
    expect(e.live).toMatchObject({ views: 2, clicks: { count: 1 } });
  });

  it('is the one rollout of every sub-site: a region file rollout is refused while it runs', async () => {
    const jp = await target('jp');
    const res = await people.publisher!.request(pathOf('opsRolloutDraft', { name: 'jp' }), {
      json: { json: { ...jp.json, name: 'Japan (new)' }, baseVersion: jp.version, message: 'renamed', percent: 10 },
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as Obj).message).toMatch(
      /jp already has a running rollout .*counting its region file, its announcement bar and the remote menu/,
    );
  });

  it('at 100% and once finished, every bucket gets the published menu byte for byte (property over the buckets)', async () => {
    expect((await people.publisher!.request(pathOf('opsRolloutWiden', { id: rollout.id }), { json: { percent: 100 } })).status).toBe(200);
    const full = new Map<number, string>();
    for (const b of BUCKETS) full.set(b, (await menuOf(visitor('main', b))).text);
    const noBucket = (await menuOf(visitor('main', null))).text;
    const finished = await people.publisher!.request(pathOf('opsRolloutFinish', { id: rollout.id }), { json: {} });
    expect(finished.status, await finished.clone().text()).toBe(200);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 99 }), async (b) => {
        const published = (await menuOf(visitor('main', b))).text;
        expect(full.get(b)).toBe(published);
        expect(noBucket).toBe(published);
        // At 25%: the change's answer was the published one, the others the plain one.
        expect(during.get(b)).toBe(inside(b, rollout.changeId, 25) ? published : plain.get(b));
      }),
      { numRuns: 40 },
    );
    const list = ((await (await people.ops!.request(ENDPOINTS.opsRollouts.path)).json()) as Obj).data.list;
    expect(list.find((r: Obj) => r.id === rollout.id)).toMatchObject({ state: 'finished' });
  });
});

describe('a 25% rollout of the UK announcement bar, approved by a second person', () => {
  let rollout: Obj;
  const BAR = `${ENDPOINTS.bulletin.path}?lang=en`;
  const barOf = (b: Browser) => answer(b, BAR);
  const pageBar = async (b: Browser) => /<p id="bar">([^<]*)<\/p>/.exec(await (await b.request('/')).text())?.[1];
  const plain = new Map<number, { api: string; page: string | undefined }>();
  const during = new Map<number, { api: string; page: string | undefined }>();

  it('starts only from an approved change: a publisher’s own draft is refused on UK', async () => {
    const uk = await target('announcement-uk');
    const text = Object.fromEntries(LANG_CODES.map((l) => [l, `Our new markets page [${l}]`]));
    const json = { items: [{ id: 'uk-rollout-bar', text, link: '/markets', start: null, end: null }] };
    const own = await people.publisher!.request(pathOf('opsRolloutDraft', { name: 'announcement-uk' }), {
      json: { json, baseVersion: uk.version, message: 'new bar', percent: 25 },
    });
    expect(own.status).toBe(409);
    expect(((await own.json()) as Obj).message).toMatch(/needs a second person's approval.*roll it out once someone else has approved it/);
    for (const b of BUCKETS) plain.set(b, { api: (await barOf(visitor('uk', b))).text, page: await pageBar(visitor('uk', b)) });
    const asked = await people.publisher!.request(pathOf('opsChangeRequest', { name: 'announcement-uk' }), {
      json: { json, baseVersion: uk.version, message: 'new bar' },
    });
    expect(asked.status).toBe(200);
    const change = ((await asked.json()) as Obj).data;
    expect((await people.approver!.request(pathOf('opsChangeApprove', { id: change.id }), { json: {} })).status).toBe(200);
    const started = await people.publisher!.request(pathOf('opsRolloutStart', { id: change.id }), { json: { percent: 25 } });
    expect(started.status, await started.clone().text()).toBe(200);
    rollout = ((await started.json()) as Obj).data;
    expect(rollout.target).toBe('announcement-uk');
  });

  it('shows each bucket one bar in the page and the bulletin alike; outside the change the plain answer byte for byte', async () => {
    let changed = 0;
    for (const b of BUCKETS) {
      const api = (await barOf(visitor('uk', b))).text;
      const page = await pageBar(visitor('uk', b));
      during.set(b, { api, page });
      if (inside(b, rollout.changeId, 25)) {
        changed++;
        expect(page).toBe('uk-rollout-bar');
        expect((JSON.parse(api) as Obj).data.content_id).toBe('uk-rollout-bar');
      } else {
        expect(api).toBe(plain.get(b)!.api);
        expect(page).toBe(plain.get(b)!.page);
      }
    }
    expect(changed).toBe(25);
    // Without analytics consent (asked on uk) the bucket does not count.
    const b = BUCKETS.find((x) => inside(x, rollout.changeId, 25))!;
    expect((await barOf(visitor('uk', b, false))).text).toBe(plain.get(b)!.api);
  });

  it('at 100% and once finished, the published bar byte for byte (property over the buckets)', async () => {
    expect((await people.publisher!.request(pathOf('opsRolloutWiden', { id: rollout.id }), { json: { percent: 100 } })).status).toBe(200);
    const full = new Map<number, string>();
    for (const b of BUCKETS) full.set(b, (await barOf(visitor('uk', b))).text);
    expect((await people.publisher!.request(pathOf('opsRolloutFinish', { id: rollout.id }), { json: {} })).status).toBe(200);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 99 }), async (b) => {
        const published = (await barOf(visitor('uk', b))).text;
        expect(full.get(b)).toBe(published);
        expect(during.get(b)!.api).toBe(inside(b, rollout.changeId, 25) ? published : plain.get(b)!.api);
        expect(await pageBar(visitor('uk', b))).toBe('uk-rollout-bar');
      }),
      { numRuns: 40 },
    );
  });
});

describe('the guardrail on a rollout of the remote menu', () => {
  it('stops it when the change errs past the margin, saying why in the audit log', async () => {
    const menu = await target('remote-menu');
    const started = await people.publisher!.request(pathOf('opsRolloutDraft', { name: 'remote-menu' }), {
      json: { json: { ...menu.json, list: menu.json.list.slice(1) }, baseVersion: menu.version, message: 'one entry fewer', percent: 50 },
    });
    expect(started.status, await started.clone().text()).toBe(200);
    const rollout = ((await started.json()) as Obj).data;
    const view = { name: 'layer_page_view', props: { rollout: rollout.id } };
    for (const b of BUCKETS.filter((x) => x % 5 === 0)) {
      const who = visitor('main', b);
      expect((await who.request(ENDPOINTS.analytics.path, { json: { events: [view] } })).status).toBe(200);
      if (inside(b, rollout.changeId, 50))
        expect((await who.request(ENDPOINTS.errorReport.path, { json: { message: 'menu entry missing' } })).status).toBe(200);
    }
    const stopped = await checkGuardrails(server.deps, { minViews: 5, marginPer1000: 5 });
    expect(stopped).toEqual([
      { rollout: rollout.id, reason: expect.stringMatching(/^guardrail: 1,000 error reports per 1,000 views with the change against 0/) },
    ]);
    const audit = ((await (await people.ops!.request(`${ENDPOINTS.opsAudit.path}?target=remote-menu&limit=5`)).json()) as Obj).data.list;
    expect(audit[0]).toMatchObject({ actor: 'guardrail', action: 'stop', detail: { rollout: rollout.id } });
    // Everyone is back on the live menu.
    const b = BUCKETS.find((x) => inside(x, rollout.changeId, 50))!;
    expect((JSON.parse((await menuOf(visitor('main', b))).text) as Obj).data.list).toHaveLength(menu.json.list.length);
  });
});

describe('a newer publish of the remote menu during its rollout', () => {
  it('ends what the rollout serves: every bucket gets the newer menu, and the rollout is listed as not served', async () => {
    const menu = await target('remote-menu');
    const rename = (title: string) => ({ ...menu.json, list: menu.json.list.map((i: Obj, n: number) => (n === 0 ? { ...i, title } : i)) });
    const started = await people.publisher!.request(pathOf('opsRolloutDraft', { name: 'remote-menu' }), {
      json: { json: rename('Buy Crypto (rolled out)'), baseVersion: menu.version, message: 'rolled out', percent: 50 },
    });
    expect(started.status, await started.clone().text()).toBe(200);
    const rollout = ((await started.json()) as Obj).data;
    const b = BUCKETS.find((x) => inside(x, rollout.changeId, 50))!;
    const title = async () => (JSON.parse((await menuOf(visitor('main', b))).text) as Obj).data.list[0].title;
    expect(await title()).toBe('Buy Crypto (rolled out)');
    const published = await people.publisher!.request(pathOf('opsPublish', { name: 'remote-menu' }), {
      json: { json: rename('Buy Crypto (published)'), baseVersion: menu.version, message: 'published over it' },
    });
    expect(published.status, await published.clone().text()).toBe(200);
    expect(await title()).toBe('Buy Crypto (published)');
    const list = ((await (await people.ops!.request(ENDPOINTS.opsRollouts.path)).json()) as Obj).data.list;
    expect(list.find((r: Obj) => r.id === rollout.id)).toMatchObject({ state: 'running', served: false });
    expect(await (await visitor('main', b).request('/')).text()).not.toContain(`"rollout":${rollout.id}`);
  });
});
