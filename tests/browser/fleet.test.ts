/**
 * The layer run as a fleet, tested through a real shared cache. Two instances of
 * server/main.ts on one PostgreSQL, nginx from Debian's package in front with the shipped
 * deploy/nginx/exchange-layer.conf (only ports and folders rewritten). Visitors' pages and
 * fragments come from nginx's cache; a logged-in page never is kept nor reaches anyone else; a
 * publish is seen through the cache within the lifetime the pages promise; a 25% rollout on a
 * sub-site that asks for consent shows 20,000 visitors, each with consent and bucket cookies of
 * their own, one variant on every instance while nginx answers nine in ten from its cache; an
 * instance stopped and started again under load costs no request. The figures through nginx are
 * `BENCH_ONLY=fleet npm run bench` (bench/fleet.ts).
 */
import { Agent } from 'node:http';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, serializeConsent, uniformChoice } from '../../engine/consent/consent.ts';
import { BUCKET_COOKIE, BUCKETS, bucketOf, VISITOR_BUCKETS, visitorKey } from '../../engine/rollout.ts';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import { LIVE_CHECK_MS } from '../../server/ops/configStore.ts';
import { PAGE_SHARED_MAX_AGE, PAGE_STALE_WHILE_REVALIDATE } from '../../server/pageCache.ts';
import { Browser, overHttp } from '../server/helpers.ts';
import { killAllServerProcesses, type ServerProc, startServerProcess } from '../server/serverProcess.ts';
import { type Database, fleetDatabase, freePort, type Nginx, startNginx } from './fleetProcesses.ts';
import { type Answer, answerOf, pool, seeded, textOf } from './fleetVisitors.ts';

let db: Database;
const ports: number[] = [];
const instances: ServerProc[] = [];
let nginx: Nginx;

const start = (i: number) => startServerProcess({ PORT: String(ports[i]), DATABASE_URL: db.url, DATA_DIR: 'memory://' });

beforeAll(async () => {
  db = await fleetDatabase();
  ports.push(await freePort(), await freePort());
  // One after the other: both would seed the same empty database (which they survive, but slower).
  instances.push(await start(0));
  instances.push(await start(1));
  nginx = await startNginx(ports.map((p) => `127.0.0.1:${p}`));
}, 300_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(instances.map((s) => s.stop()));
  killAllServerProcesses();
  await db?.stop();
}, 120_000);

const cacheStatus = (res: Response) => res.headers.get('x-cache-status');

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${nginx.url}${path}`, { headers: { 'accept-encoding': 'gzip', ...headers } });
  return { res, body: await res.text() };
}

describe('behind nginx', () => {
  it('serves visitors’ pages, fragments, lists and assets from its cache', async () => {
    for (const path of ['/', '/de/', '/layer/header?site=eu&lang=en&path=/trade', '/layer/footer?site=uk', ENDPOINTS.fiatList.path]) {
      await get(path);
      const { res } = await get(path);
      expect(cacheStatus(res), path).toBe('HIT');
      expect(res.headers.getSetCookie(), path).toEqual([]);
    }
    // Another visitor, carrying their own csrftoken and an analytics cookie: still the same copy.
    const { res } = await get('/de/', { cookie: 'csrftoken=mine; _ga=GA1.2.3' });
    expect(cacheStatus(res)).toBe('HIT');
    // A cookie the page depends on is another audience: another copy.
    const dark = await get('/de/', { cookie: 'theme=dark' });
    expect(cacheStatus(dark.res)).not.toBe('HIT');
    expect(dark.body).toContain('data-theme="dark"');
  });

  it('never keeps a logged-in page, and never hands it to anyone else', async () => {
    const trader = new Browser(overHttp, nginx.url);
    expect((await trader.login('trader')).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const res = await trader.request('/');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(cacheStatus(res)).toBe('BYPASS');
      expect(await res.text()).toContain('"nickname":"trader"');
    }
    const visitor = await get('/');
    expect(visitor.body).not.toContain('"nickname":"trader"');
    expect(visitor.body).toContain('"user":null');
  });

  it('a publish on either instance is seen through the cache within the lifetime the pages promise', async () => {
    const ops = new Browser(overHttp, nginx.url);
    expect((await ops.login('ops')).status).toBe(200);
    const state = (await (await ops.request(ENDPOINTS.opsState.path)).json()) as {
      data: { targets: { name: string; version: number; json: { name?: string } }[] };
    };
    const main = state.data.targets.find((t) => t.name === 'main')!;
    // Cached before the publish.
    await get('/');
    expect(cacheStatus((await get('/')).res)).toBe('HIT');
    const published = Date.now();
    const res = await ops.request(pathOf('opsPublish', { name: 'main' }), {
      json: { json: { ...main.json, name: 'Global (through the fleet)' }, baseVersion: main.version, message: 'fleet test' },
    });
    expect(res.status).toBe(200);
    const promise = (PAGE_SHARED_MAX_AGE + PAGE_STALE_WHILE_REVALIDATE) * 1000 + LIVE_CHECK_MS;
    let seen = 0;
    while (!seen) {
      const { body } = await get('/');
      if (body.includes('Global (through the fleet)')) seen = Date.now();
      else if (Date.now() - published > promise + 10_000) break;
      else await new Promise((r) => setTimeout(r, 250));
    }
    expect(seen, 'the publish reached the cached page').toBeGreaterThan(0);
    expect(seen - published).toBeLessThanOrEqual(promise + 2_000);
    // Straight from each instance at once (their own caches dropped on the publish).
    for (const p of ports) expect(await (await fetch(`http://127.0.0.1:${p}/`)).text()).toContain('Global (through the fleet)');
  }, 120_000);

  it('a 25% rollout on eu: 20,000 visitors with their own cookies, a quarter of them the change, each one variant on every instance, nine in ten from the cache', async () => {
    const [ops, publisher, approver] = [
      new Browser(overHttp, nginx.url),
      new Browser(overHttp, nginx.url),
      new Browser(overHttp, nginx.url),
    ];
    for (const [b, name] of [
      [ops, 'ops'],
      [publisher, 'publisher'],
      [approver, 'approver'],
    ] as const)
      expect((await b.login(name)).status).toBe(200);
    // biome-ignore lint/suspicious/noExplicitAny: the ops state is read field by field
    type Obj = Record<string, any>;
    const targets = ((await (await ops.request(ENDPOINTS.opsState.path)).json()) as Obj).data.targets as Obj[];
    const eu = targets.find((t) => t.name === 'eu')!;
    const base = targets.find((t) => t.name === 'base')!;
    // The Markets menu renamed; a sub-site's own list replaces the inherited one and holds only what it offers.
    const offered = (i: Obj) => (i.when?.needs ?? []).every((n: string) => eu.json.offers.includes(n));
    const keep = (items: Obj[]): Obj[] =>
      items
        .filter(offered)
        .map((i) => (i.children ? { ...i, children: keep(i.children) } : i))
        .filter((i) => !i.children || i.children.length > 0);
    const CHANGED = 'Markets (fleet rollout)';
    const main = keep(base.json.header.main).map((i) => (i.id === 'markets' ? { ...i, label: CHANGED } : i));
    const asked = await publisher.request(pathOf('opsChangeRequest', { name: 'eu' }), {
      json: { json: { ...eu.json, header: { ...(eu.json.header ?? {}), main } }, baseVersion: eu.version, message: 'fleet rollout' },
    });
    const change = ((await asked.json()) as Obj).data;
    expect(asked.status, JSON.stringify(change).slice(0, 400)).toBe(200);
    expect((await approver.request(pathOf('opsChangeApprove', { id: change.id }), { json: {} })).status).toBe(200);
    const started = await publisher.request(pathOf('opsRolloutStart', { id: change.id }), { json: { percent: 25 } });
    expect(started.status).toBe(200);

    const PATH = '/layer/header?site=eu&lang=en';
    const inChange = (bucket: number) => bucketOf(visitorKey(bucket), change.id) < 25 * (BUCKETS / 100);
    const agents = [nginx.url, ...ports.map((p) => `http://127.0.0.1:${p}`)].map((url) => ({
      url,
      agent: new Agent({ keepAlive: true, maxSockets: 32 }),
    }));
    // What each drawing shows, by its ETag (each variant is the same bytes for all of its visitors).
    const variants = new Map<string, 'change' | 'live' | 'neither'>();
    const variantOf = (a: Answer) => {
      expect(a.status).toBe(200);
      let v = a.etag === undefined ? undefined : variants.get(a.etag);
      if (!v) {
        const html = textOf(a);
        v = html.includes(CHANGED) ? 'change' : html.includes('Markets') ? 'live' : 'neither';
        if (a.etag) variants.set(a.etag, v);
      }
      return v;
    };
    const now = Date.now();
    const cookieOf = (bucket: number, at: number, ga: number) =>
      `_ga=GA1.2.${ga}; ${CONSENT_COOKIE}=${serializeConsent(uniformChoice(true, at))}; ${BUCKET_COOKIE}=${bucket}`;
    const ask = (target: number, cookie: string) =>
      answerOf(agents[target]!.agent, `${agents[target]!.url}${PATH}`, { 'accept-encoding': 'gzip', cookie });
    // Both instances know of the rollout (each reads the published state at most LIVE_CHECK_MS late).
    const [oneIn, oneOut] = [
      [...Array(VISITOR_BUCKETS).keys()].find(inChange)!,
      [...Array(VISITOR_BUCKETS).keys()].find((b) => !inChange(b))!,
    ];
    for (const target of [1, 2]) {
      const deadline = Date.now() + LIVE_CHECK_MS + 30_000;
      while (variantOf(await ask(target, cookieOf(oneIn, now, 1))) !== 'change') {
        expect(Date.now(), `instance ${target} shows the change`).toBeLessThan(deadline);
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(variantOf(await ask(target, cookieOf(oneOut, now, 1)))).toBe('live');
    }

    const VISITORS = 20_000;
    const random = seeded(47);
    let changed = 0;
    let hits = 0;
    const wrong: string[] = [];
    await pool(VISITORS, 32, async (i) => {
      // Each visitor's own bucket (drawn as the page draws it), consent of its own date, and an analytics id.
      const bucket = Math.floor(random() * VISITOR_BUCKETS);
      const cookie = cookieOf(bucket, now - Math.floor(random() * 80 * 86_400_000), i);
      const viaNginx = await ask(0, cookie);
      if (viaNginx.cacheStatus === 'HIT') hits++;
      // The same visitor at each instance, in turn.
      const seen = [variantOf(viaNginx), variantOf(await ask(1 + (i % 2), cookie)), variantOf(await ask(2 - (i % 2), cookie))];
      const expected = inChange(bucket) ? 'change' : 'live';
      if (seen.some((v) => v !== expected)) wrong.push(`visitor ${i} (bucket ${bucket}): ${seen.join(', ')}, not ${expected}`);
      if (seen[0] === 'change') changed++;
    });
    for (const { agent } of agents) agent.destroy();
    expect(wrong.slice(0, 5), `${wrong.length} visitors saw another variant`).toEqual([]);
    expect(changed / VISITORS).toBeGreaterThanOrEqual(0.24);
    expect(changed / VISITORS).toBeLessThanOrEqual(0.26);
    expect(hits / VISITORS, 'nginx cache hit ratio').toBeGreaterThan(0.9);
    console.log(
      `fleet rollout: ${((100 * changed) / VISITORS).toFixed(2)}% saw the change, nginx hit ratio ${((100 * hits) / VISITORS).toFixed(1)}%, ${variants.size} drawings`,
    );
  }, 300_000);

  it('one instance stopped (SIGTERM) and started again under load costs no request', async () => {
    const trader = new Browser(overHttp, nginx.url);
    expect((await trader.login('trader')).status).toBe(200);
    const sid = trader.jar.get('sid')!;
    let running!: autocannon.Instance;
    const load = new Promise<autocannon.Result>((resolve, reject) => {
      running = autocannon(
        {
          url: nginx.url,
          connections: 20,
          duration: 30,
          // nginx's own wait for an instance (proxy_read_timeout): a slow answer on two busy cores is
          // slow, not lost; autocannon's 10 s would count it as an error.
          timeout: 60,
          requests: [
            // A logged-in page is never cached: every one of these reaches an instance.
            { method: 'GET', path: '/', headers: { cookie: `sid=${sid}` } },
            { method: 'GET', path: '/de/' },
            { method: 'GET', path: `${ENDPOINTS.userInfo.path}`, headers: { cookie: `sid=${sid}` } },
          ],
        },
        (e, result) => (e ? reject(e) : resolve(result)),
      );
    });
    const failures: string[] = [];
    running.on('reqError', (e: Error) => failures.push(e.message));
    running.on('response', (_client: unknown, status: number) => {
      if (status >= 300) failures.push(`answer ${status}`);
    });
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await instances[0]!.stop()).toBe(0);
    instances[0] = await start(0);
    const result = await load;
    expect(result.requests.total).toBeGreaterThan(100);
    expect(failures, 'what failed').toEqual([]);
    expect(result.errors, 'connection errors').toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx, 'answers other than 2xx').toBe(0);
    // Both serve again.
    for (const p of ports) expect((await fetch(`http://127.0.0.1:${p}/`)).status).toBe(200);
  }, 240_000);
});
