/**
 * A UK rollout measured, guarded and ended over HTTP. One hundred consenting visitors (one per
 * bucket value, so exactly a quarter are in a 25% rollout) send their page views and clicks; the
 * effect endpoint counts them per variant and says what the renamed "Markets" does in words; error
 * reports past the guardrail's margin stop the rollout on the scheduler's tick, once when two ticks
 * look at the same moment (the stop is a conditional update in the database); rolling back and finishing are one step each, under the publish role, audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, serializeConsent, uniformChoice } from '../../engine/consent/consent.ts';
import { BUCKET_COOKIE, bucketOf, visitorKey } from '../../engine/rollout.ts';
import { RolloutEffect } from '../../schemas/api/ops/rolloutEffect.ts';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import { checkGuardrails } from '../../server/ops/guardrail.ts';
import { Browser, fromAddress, signedIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const people: Record<string, Browser> = {};

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(people, await signedIn(server.app, ['ops', 'publisher', 'approver', 'editor']));
});
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
type Obj = Record<string, any>;
const NEW_LABEL = 'Markets & Prices';

/** A consenting UK visitor with bucket cookie `bucket`, from an address of their own (each has their own telemetry rate). */
function visitor(bucket: number, consent = true): Browser {
  const b = new Browser(fromAddress(server.app, `10.47.0.${bucket}`));
  b.jar.set('site', 'uk');
  b.jar.set(BUCKET_COOKIE, String(bucket));
  if (consent) b.jar.set(CONSENT_COOKIE, serializeConsent(uniformChoice(true, server.clock.now)));
  return b;
}

async function boot(b: Browser): Promise<Obj> {
  const res = await b.request(`${ENDPOINTS.bootstrap.path}?lang=en`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Obj).data;
}
const marketsLabel = (data: Obj) => data.config.header.main.find((i: Obj) => i.id === 'markets')?.label;

/** An approved UK change renaming the Markets menu, made on the live version. */
async function approvedRename(message: string): Promise<Obj> {
  const targets = ((await (await people.ops!.request(ENDPOINTS.opsState.path)).json()) as Obj).data.targets;
  const uk = targets.find((t: Obj) => t.name === 'uk');
  const base = targets.find((t: Obj) => t.name === 'base');
  // A sub-site's own list replaces the inherited one, and may hold only what the sub-site offers.
  const offered = (i: Obj) => (i.when?.needs ?? []).every((n: string) => uk.json.offers.includes(n));
  const keep = (items: Obj[]): Obj[] =>
    items
      .filter(offered)
      .map((i) => (i.children ? { ...i, children: keep(i.children) } : i))
      .filter((i) => !i.children || i.children.length > 0);
  const main = keep(base.json.header.main).map((i: Obj) => (i.id === 'markets' ? { ...i, label: NEW_LABEL } : i));
  const asked = await people.publisher!.request(pathOf('opsChangeRequest', { name: 'uk' }), {
    json: { json: { ...uk.json, header: { ...(uk.json.header ?? {}), main } }, baseVersion: uk.version, message },
  });
  const body = (await asked.json()) as Obj;
  expect(asked.status, JSON.stringify(body).slice(0, 600)).toBe(200);
  const change = body.data;
  expect((await people.approver!.request(pathOf('opsChangeApprove', { id: change.id }), { json: {} })).status).toBe(200);
  return change;
}

async function started(changeId: number, percent = 25): Promise<Obj> {
  const res = await people.publisher!.request(pathOf('opsRolloutStart', { id: changeId }), { json: { percent } });
  expect(res.status).toBe(200);
  return ((await res.json()) as Obj).data;
}

async function effect(id: number): Promise<RolloutEffect> {
  const res = await people.ops!.request(pathOf('opsRolloutEffect', { id }));
  expect(res.status).toBe(200);
  return RolloutEffect.parse(((await res.json()) as Obj).data);
}

const audit = async () => ((await (await people.ops!.request(`${ENDPOINTS.opsAudit.path}?target=uk&limit=50`)).json()) as Obj).data.list;
const rolloutRow = async (id: number) =>
  ((await (await people.ops!.request(ENDPOINTS.opsRollouts.path)).json()) as Obj).data.list.find((r: Obj) => r.id === id);

const post = (b: Browser, events: Obj[]) => b.request(ENDPOINTS.analytics.path, { json: { events } });
const report = (b: Browser) =>
  b.request(ENDPOINTS.errorReport.path, { json: { message: 'Cannot read properties of undefined (reading "label")' } });

describe('a rollout measured and guarded', () => {
  let change: Obj;
  let rollout: Obj;
  const inChange = (bucket: number) => bucketOf(visitorKey(bucket), change.id) < 2500;

  it('marks the pages of its audience only: a visitor without consent is in neither variant', async () => {
    change = await approvedRename('Markets renamed');
    rollout = await started(change.id);
    const inside = [...Array(100).keys()].find(inChange)!;
    const outside = [...Array(100).keys()].find((b) => !inChange(b))!;
    const a = await boot(visitor(inside));
    expect(a).toMatchObject({ rollout: rollout.id });
    expect(marketsLabel(a)).toBe(NEW_LABEL);
    const b = await boot(visitor(outside));
    expect(b).toMatchObject({ rollout: rollout.id });
    expect(marketsLabel(b)).toBe('Markets');
    expect(await boot(visitor(inside, false))).not.toHaveProperty('rollout');
  });

  it('counts page views and clicks on the changed item per variant, and says what they show', async () => {
    const empty = await effect(rollout.id);
    expect(empty).toMatchObject({
      items: [{ id: 'markets', label: 'Markets' }],
      change: { views: 0 },
      live: { views: 0 },
      clickLift: null,
    });
    expect(empty.words).toMatch(/^Not enough page views yet to compare clicks on Markets:/);

    const r = rollout.id;
    const view = { name: 'layer_page_view', props: { rollout: r } };
    const markets = { name: 'home_top_navigation_click', props: { module_name: 'header', button_name: 'markets', url: '', rollout: r } };
    const trade = { name: 'home_top_navigation_click', props: { module_name: 'header', button_name: 'trade', url: '', rollout: r } };
    // An event from a page drawn before the visitor's bucket counted: in neither variant.
    const unmarked = { name: 'layer_page_view', props: {} };
    for (let bucket = 0; bucket < 100; bucket++) {
      const clicks = inChange(bucket) ? [markets, markets] : [markets];
      const res = await post(visitor(bucket), [...Array(8).fill(view), ...clicks, trade, unmarked]);
      expect(res.status).toBe(200);
    }
    const e = await effect(r);
    expect(e.change).toMatchObject({ views: 200, clicks: { count: 50, per1000: 250 }, errors: { count: 0 } });
    expect(e.live).toMatchObject({ views: 600, clicks: { count: 75, per1000: 125 } });
    expect(e.change.clicks.low).toBeLessThan(250);
    expect(e.change.clicks.high).toBeGreaterThan(250);
    expect(e.clickLift?.estimate).toBeCloseTo(1, 6);
    expect(e.words).toMatch(/^Markets is clicked 100% more often with the new label, 95% interval \d+-\d+%\.$/);
    expect(e.state).toBe('running');
  });

  it('stops itself when the change errs past the margin, once when two ticks look at the same moment, saying why', async () => {
    expect(await checkGuardrails(server.deps)).toEqual([]);
    const insideBuckets = [...Array(100).keys()].filter(inChange);
    for (const bucket of insideBuckets.slice(0, 4)) expect((await report(visitor(bucket))).status).toBe(200);
    expect((await report(visitor([...Array(100).keys()].find((b) => !inChange(b))!))).status).toBe(200);
    // A report from a visitor who refused analytics counts in neither variant.
    expect((await report(visitor(insideBuckets[5]!, false))).status).toBe(200);
    const before = await effect(rollout.id);
    expect(before.change.errors).toMatchObject({ count: 4, per1000: 20 });
    expect(before.live.errors.count).toBe(1);

    // Two ticks at once (every instance runs one): both see the breach, one stops the rollout.
    const tick = () => checkGuardrails({ db: server.deps.db, configs: server.deps.configs, now: server.deps.now });
    const [a, b] = await Promise.all([tick(), tick()]);
    const stops = [...a, ...b];
    expect(stops).toHaveLength(1);
    expect(stops[0]!.reason).toMatch(/^guardrail: 20 error reports per 1,000 views with the change against 1\.7 with the live version/);
    expect(await tick()).toEqual([]);

    const entries = (await audit()).filter((x: Obj) => x.action === 'stop');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: 'guardrail', detail: { rollout: rollout.id, reason: stops[0]!.reason } });
    expect(await rolloutRow(rollout.id)).toMatchObject({ state: 'stopped', endedBy: 'guardrail', endReason: stops[0]!.reason });
    const after = await effect(rollout.id);
    expect(after).toMatchObject({ state: 'stopped', endedBy: 'guardrail', endReason: stops[0]!.reason });
    // Everyone is back on the live version, and no page is counted in the stopped rollout.
    const inside = await boot(visitor(insideBuckets[0]!));
    expect(marketsLabel(inside)).toBe('Markets');
    expect(inside).not.toHaveProperty('rollout');
  });
});

describe('ending a rollout in one step', () => {
  it('rolls back: only with the publish role, audited with its reason', async () => {
    const change = await approvedRename('Markets renamed again');
    const rollout = await started(change.id, 40);
    const path = pathOf('opsRolloutStop', { id: rollout.id });
    expect((await people.editor!.request(path, { json: { reason: 'no' } })).status).toBe(403);
    expect((await people.approver!.request(path, { json: { reason: 'no' } })).status).toBe(403);
    expect((await people.publisher!.request(path, { json: { reason: 1 } })).status).toBe(400);
    const res = await people.publisher!.request(path, { json: { reason: 'support tickets about the label' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Obj).data).toMatchObject({ state: 'stopped', endedBy: 'publisher' });
    expect((await people.publisher!.request(path, { json: {} })).status).toBe(409);
    const entry = (await audit()).find((x: Obj) => x.action === 'stop' && x.actor === 'publisher');
    expect(entry).toMatchObject({
      message: 'support tickets about the label',
      detail: { rollout: rollout.id, reason: 'rolled back by publisher: support tickets about the label' },
    });
    const all = await Promise.all([0, 1, 2, 3].map((b) => boot(visitor(b))));
    expect(all.map(marketsLabel)).toEqual(['Markets', 'Markets', 'Markets', 'Markets']);
  });

  it('finishes: the plain publish of the approved change, under the publish role, audited', async () => {
    const change = await approvedRename('Markets renamed for good');
    const rollout = await started(change.id, 10);
    const path = pathOf('opsRolloutFinish', { id: rollout.id });
    expect((await people.editor!.request(path, { json: {} })).status).toBe(403);
    expect((await people.approver!.request(path, { json: {} })).status).toBe(403);
    const res = await people.publisher!.request(path, { json: {} });
    expect(res.status).toBe(200);
    const { version } = ((await res.json()) as Obj).data;
    expect(version).toBeGreaterThan(0);
    expect((await people.publisher!.request(path, { json: {} })).status).toBe(409);
    expect(await rolloutRow(rollout.id)).toMatchObject({ state: 'finished', endedBy: 'publisher' });
    const entries = await audit();
    expect(entries.find((x: Obj) => x.action === 'finish')).toMatchObject({ actor: 'publisher', version, detail: { rollout: rollout.id } });
    expect(entries.find((x: Obj) => x.action === 'publish' && x.version === version)).toMatchObject({
      actor: 'publisher',
      detail: { change: change.id, rollout: rollout.id, approvedBy: 'approver' },
    });
    // Live for everyone now, a visitor without a bucket or consent too.
    const none = new Browser(server.app);
    none.jar.set('site', 'uk');
    expect(marketsLabel(await boot(none))).toBe(NEW_LABEL);
    expect(marketsLabel(await boot(visitor(7)))).toBe(NEW_LABEL);
  });
});
