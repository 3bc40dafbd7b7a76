/**
 * The layer run as a fleet, tested through a real shared cache. Two instances of
 * server/main.ts on one PostgreSQL, nginx from Debian's package in front with the shipped
 * deploy/nginx/exchange-layer.conf (only ports and folders rewritten). Visitors' pages and
 * fragments come from nginx's cache; a logged-in page never is kept nor reaches anyone else; a
 * publish is seen through the cache within the lifetime the pages promise; an instance stopped and
 * started again under load costs no request.
 */
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versusStatic } from '../../bench/load.ts';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import { LIVE_CHECK_MS } from '../../server/ops/configStore.ts';
import { PAGE_SHARED_MAX_AGE, PAGE_STALE_WHILE_REVALIDATE } from '../../server/pageCache.ts';
import { Browser, overHttp } from '../server/helpers.ts';
import { killAllServerProcesses, type ServerProc, startServerProcess } from '../server/serverProcess.ts';
import { type Database, fleetDatabase, freePort, type Nginx, startNginx, startStaticNginx } from './fleetProcesses.ts';

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

  it('reports what the fleet answers per second through nginx beside nginx serving the same bytes from disk', async () => {
    const trader = new Browser(overHttp, nginx.url);
    expect((await trader.login('trader')).status).toBe(200);
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' };
    const rows = [
      { label: 'visitor home /', path: '/', headers: browser, cached: true },
      { label: 'header fragment (eu, en)', path: '/layer/header?site=eu&lang=en', headers: browser, cached: true },
      {
        label: 'small public list (tabs)',
        path: `${ENDPOINTS.tradeTabs.path}?area=web_trade`,
        headers: { ...browser, accept: 'application/json' },
        cached: true,
      },
      { label: 'logged-in home / (trader)', path: '/', headers: { ...browser, cookie: `sid=${trader.jar.get('sid')}` }, cached: false },
    ];
    // Visitors' answers from nginx's cache (asked twice: the first may fill it), the trader's passed through.
    for (const row of rows) {
      await fetch(`${nginx.url}${row.path}`, { headers: row.headers }).then((r) => r.arrayBuffer());
      const status = cacheStatus(await fetch(`${nginx.url}${row.path}`, { headers: row.headers }));
      if (row.cached) expect(status, row.label).toBe('HIT');
      else expect(status, row.label).not.toBe('HIT');
    }
    // A turn of each side is a second at the suite's pace; FLEET_LOAD_SECONDS for steadier figures.
    const seconds = Number(process.env.FLEET_LOAD_SECONDS || 1);
    const lines = [
      '| answer | connections | bytes | fleet req/s | p99 | nginx from disk req/s | p99 | ratio |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ];
    for (const connections of [10, 100]) {
      const results = await versusStatic(nginx, rows, seconds, connections, (manifest) => startStaticNginx(manifest));
      results.forEach((r, i) => {
        expect(r.app.failures + r.static.failures, rows[i]!.label).toBe(0);
        lines.push(
          `| ${rows[i]!.label} | ${connections} | ${(r.bytes / 1024).toFixed(1)} KB ${r.encoding} | ${r.app.rps.toFixed(0)} | ${r.app.p99} ms | ` +
            `${r.static.rps.toFixed(0)} | ${r.static.p99} ms | **${(r.app.rps / r.static.rps).toFixed(2)}** |`,
        );
      });
    }
    console.log(
      `\nThe fleet through nginx against nginx serving the same bytes from disk (turns of ${seconds} s, taking turns):\n${lines.join('\n')}`,
    );
  }, 600_000);
});
