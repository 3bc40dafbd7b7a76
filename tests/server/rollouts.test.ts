/**
 * A change to the UK region file rolled out to 25% of its visitors over HTTP, through the real page
 * pipeline (render cache, page cache, fast path) around a stand-in renderer that prints the
 * region's name: hundreds of visitors with consented bucket cookies 0..99 and a few traders
 * each see one version on every request, a quarter of them the change; a visitor without
 * consent sees the live version. Outside the change a page is the live page byte for byte but for
 * the mark of the rollout it is counted in; at 100% it is the page the published change gives,
 * byte for byte. Only a publisher starts or widens it.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, serializeConsent, uniformChoice } from '../../engine/consent/consent.ts';
import { BUCKET_COOKIE, bucketOf, traderKey, visitorKey } from '../../engine/rollout.ts';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import { renderCacheMisses } from '../../server/metrics.ts';
import { DEMO_USERS } from '../../server/seed/demoUsers.ts';
import { Browser, signedIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let dist: string;
const people: Record<string, Browser> = {};
const TRADERS = ['trader', 'vip', 'sub', 'weak', 'nodeposit'];

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'rollout-dist-'));
  await mkdir(join(dist, 'assets'));
  await mkdir(join(dist, 'ssr'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(
    join(dist, 'ssr', 'entry-server.mjs'),
    `export async function renderPage(pathname, state) { return '<h1 id="region">' + state.boot.config.name + '</h1>'; }
export async function renderFragment(part, pathname, state) { return '<div id="' + part + '">' + state.boot.config.name + '</div>'; }\n`,
  );
  server = await startTestServer({ staticDir: dist });
  Object.assign(people, await signedIn(server.app, ['ops', 'publisher', 'approver', 'editor', ...TRADERS]));
  for (const b of Object.values(people)) b.jar.set('site', 'uk');
});
afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true, force: true });
});

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
type Obj = Record<string, any>;
const LIVE = 'United Kingdom';
const CHANGED = 'United Kingdom (new menu)';

function visitor(i: number, consent: 'granted' | 'refused' | 'none' = 'granted'): Browser {
  const b = new Browser(server.app);
  b.jar.set('site', 'uk');
  b.jar.set(BUCKET_COOKIE, String(i % 100));
  if (consent !== 'none') b.jar.set(CONSENT_COOKIE, serializeConsent(uniformChoice(consent === 'granted', server.clock.now)));
  return b;
}

async function page(b: Browser): Promise<string> {
  const res = await b.request('/');
  expect(res.status).toBe(200);
  return res.text();
}
const region = (html: string) => /<h1 id="region">([^<]*)<\/h1>/.exec(html)?.[1];
const misses = async () => (await renderCacheMisses.get()).values.reduce((n, v) => n + v.value, 0);

async function approvedChange(): Promise<Obj> {
  const state = ((await (await people.ops!.request(ENDPOINTS.opsState.path)).json()) as Obj).data;
  const uk = state.targets.find((t: Obj) => t.name === 'uk');
  const asked = await people.publisher!.request(pathOf('opsChangeRequest', { name: 'uk' }), {
    json: { json: { ...uk.json, name: CHANGED }, baseVersion: uk.version, message: 'the new menu' },
  });
  expect(asked.status).toBe(200);
  const change = ((await asked.json()) as Obj).data;
  expect((await people.approver!.request(pathOf('opsChangeApprove', { id: change.id }), { json: {} })).status).toBe(200);
  return change;
}

describe('a 25% rollout of a UK change', () => {
  let change: Obj;
  let rollout: Obj;
  const livePages = new Map<number, string>();

  it('is refused to a role that does not publish and at 0%; a second one on the sub-site is refused; audited', async () => {
    for (let i = 0; i < 10; i++) livePages.set(i, await page(visitor(i)));
    change = await approvedChange();
    const editor = await people.editor!.request(pathOf('opsRolloutStart', { id: change.id }), { json: { percent: 25 } });
    expect(editor.status).toBe(403);
    expect((await people.publisher!.request(pathOf('opsRolloutStart', { id: change.id }), { json: { percent: 0 } })).status).toBe(400);
    const started = await people.publisher!.request(pathOf('opsRolloutStart', { id: change.id }), { json: { percent: 25 } });
    expect(started.status).toBe(200);
    rollout = ((await started.json()) as Obj).data;
    expect(rollout).toMatchObject({ changeId: change.id, target: 'uk', percent: 25, startedBy: 'publisher' });
    const second = await people.publisher!.request(pathOf('opsRolloutStart', { id: change.id }), { json: { percent: 25 } });
    expect(second.status).toBe(409);
    const audit = ((await (await people.ops!.request(`${ENDPOINTS.opsAudit.path}?target=uk&limit=20`)).json()) as Obj).data.list;
    expect(audit.find((e: Obj) => e.action === 'rollout')).toMatchObject({
      actor: 'publisher',
      detail: { change: change.id, percent: 25 },
    });
  });

  it('shows each visitor one version on every request, a quarter of them the change, drawn twice at most', async () => {
    const before = await misses();
    let changed = 0;
    let comparedWithLive = 0;
    const N = 400;
    for (let i = 0; i < N; i++) {
      const b = visitor(i);
      const expected = bucketOf(visitorKey(i % 100), change.id) < 2500 ? CHANGED : LIVE;
      const first = await page(b);
      expect(region(first)).toBe(expected);
      expect(await page(b)).toBe(first);
      if (expected === CHANGED) changed++;
      else if (livePages.has(i)) {
        // The live page, and the mark of the rollout it is counted in (server/rolloutMeasure.ts).
        const mark = `,"rollout":${rollout.id}}`;
        expect(first).toContain(mark);
        expect(first.replace(mark, '}')).toBe(livePages.get(i));
        comparedWithLive++;
      }
    }
    expect(comparedWithLive).toBeGreaterThan(0);
    // Four visitors per cookie value 0..99: exactly 25 of the values are in a 25% rollout.
    expect(changed).toBe(N / 4);
    // One drawing for the change and one for the live version, shared by every visitor of each.
    expect((await misses()) - before).toBeLessThanOrEqual(2);
  });

  it('keeps each trader on one version, by the uid', async () => {
    for (const name of TRADERS) {
      const { uid } = DEMO_USERS.find((u) => u.username === name)!;
      const expected = bucketOf(traderKey(uid), change.id) < 2500 ? CHANGED : LIVE;
      for (let k = 0; k < 3; k++) expect(region(await page(people[name]!))).toBe(expected);
    }
  });

  it('shows the live version to a visitor without consent, or who refused it, whatever the bucket', async () => {
    const inside = Array.from({ length: 400 }, (_, i) => i).find((i) => bucketOf(visitorKey(i % 100), change.id) < 2500)!;
    expect(region(await page(visitor(inside)))).toBe(CHANGED);
    expect(region(await page(visitor(inside, 'none')))).toBe(LIVE);
    expect(region(await page(visitor(inside, 'refused')))).toBe(LIVE);
  });

  it('widens only, and at 100% gives the very page the published change gives', async () => {
    const path = pathOf('opsRolloutWiden', { id: rollout.id });
    expect((await people.editor!.request(path, { json: { percent: 100 } })).status).toBe(403);
    expect((await people.publisher!.request(path, { json: { percent: 10 } })).status).toBe(409);
    expect((await people.publisher!.request(path, { json: { percent: 100 } })).status).toBe(200);
    const atFull = await Promise.all([0, 1, 2].map((i) => page(visitor(i))));
    expect(atFull.map(region)).toEqual([CHANGED, CHANGED, CHANGED]);
    expect(region(await page(visitor(0, 'none')))).toBe(CHANGED);
    const list = ((await (await people.ops!.request(ENDPOINTS.opsRollouts.path)).json()) as Obj).data.list;
    expect(list[0]).toMatchObject({ id: rollout.id, percent: 100, percentNow: 100, served: true, state: 'running' });

    expect((await people.publisher!.request(pathOf('opsChangePublish', { id: change.id }), { json: {} })).status).toBe(200);
    // The published change makes the rollout's change the live version: the rollout is no longer served.
    const published = await Promise.all([0, 1, 2].map((i) => page(visitor(i))));
    expect(published).toEqual(atFull);
    // Publishing the change finished its rollout: the sub-site is free for the next one.
    const after = ((await (await people.ops!.request(ENDPOINTS.opsRollouts.path)).json()) as Obj).data.list;
    expect(after[0]).toMatchObject({ id: rollout.id, state: 'finished', endedBy: 'publisher' });
  });
});
