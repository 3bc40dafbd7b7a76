/**
 * A logged-in page kept for its session (server/personalPages.ts): the session's next request is
 * answered the very bytes and headers the chain sent, without a drawing, only while the user
 * look-up it was drawn from holds; a logout, a state-changing call of the session and the look-up's
 * second running out each send the next request through the chain, which reads the user afresh.
 * A drawing is counted where it happens: the render cache is asked once per page the chain draws.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { createApp } from '../../server/app.ts';
import { renderCacheStats } from '../../server/renderCache.ts';
import { Browser, startTestServer, type TestServer } from './helpers.ts';

let dist: string;
let server: TestServer;
let deps: TestServer['deps'];
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  // The smallest build: the page template and a server renderer that draws the user's name.
  dist = await mkdtemp(join(tmpdir(), 'personal-pages-'));
  await mkdir(join(dist, 'assets'));
  await mkdir(join(dist, 'ssr'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
  await writeFile(
    join(dist, 'ssr', 'entry-server.mjs'),
    'const name = (s) => s.boot.user ? s.boot.user.nickname : "visitor";\n' +
      'export async function renderPage(_p, s) { return "<header>" + name(s) + "</header>"; }\n' +
      'export async function renderFragment(_part, _p, s) { return "<header>" + name(s) + "</header>"; }\n',
  );
  server = await startTestServer();
  deps = { ...server.deps, staticDir: dist };
  app = createApp(deps);
}, 120_000);
afterAll(async () => {
  await server?.close();
  if (dist) await rm(dist, { recursive: true, force: true });
});
// The session look-up's second (server/auth/sessionMemo.ts) runs on performance.now: held still, so a
// slow machine never lets it run out between two requests; moved on where a test says so.
let clock = 0;
beforeEach(() => {
  clock = performance.now();
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
});
afterEach(() => vi.restoreAllMocks());

/** Pages the chain drew so far: each asks the render cache once (held per deps). */
const drawings = () => {
  const s = renderCacheStats(deps);
  return s.hits + s.misses;
};

async function home(b: Browser) {
  const before = drawings();
  const res = await b.request('/', { headers: { 'accept-encoding': 'gzip, br' } });
  const body = Buffer.from(await res.arrayBuffer());
  // Node's server writes the chain's Content-Length (app.request has none) and a date and id of its own.
  const headers = Object.fromEntries([...res.headers].filter(([name]) => !['date', 'x-request-id', 'content-length'].includes(name)));
  const encoding = res.headers.get('content-encoding');
  const html = (encoding === 'gzip' ? gunzipSync(body) : encoding === 'br' ? brotliDecompressSync(body) : body).toString();
  return { status: res.status, headers, html, drawn: drawings() - before };
}

async function rename(nickname: string) {
  await server.deps.db.query(`UPDATE users SET info = info || $1::jsonb WHERE username = 'trader'`, [JSON.stringify({ nickname })]);
}

it("answers a session's next request the chain's very page without a drawing, until a change of the session", async () => {
  await rename('Trader');
  const b = new Browser(app);
  expect((await b.login('trader')).status).toBe(200);
  const drawn = await home(b);
  expect(drawn).toMatchObject({ status: 200, drawn: 1 });
  expect(drawn.html).toContain('<header>Trader</header>');
  expect(drawn.headers['cache-control']).toBe('private, no-store');

  const kept = await home(b);
  expect(kept).toEqual({ ...drawn, drawn: 0 });

  // The stated staleness: within the look-up's second a change made elsewhere is not seen yet...
  await rename('Renamed');
  expect(await home(b)).toMatchObject({ drawn: 0, html: drawn.html });
  // ...and a state-changing call of the session (here a favourite) drops the look-up and the page.
  const fav = await b.request(ENDPOINTS.setFavourite.path, { form: { market: 'spot', id: 'BTC_USDT', on: '1' } });
  expect(fav.status).toBe(200);
  const after = await home(b);
  expect(after).toMatchObject({ status: 200, drawn: 1 });
  expect(after.html).toContain('<header>Renamed</header>');
  expect((await home(b)).drawn).toBe(0);
});

it('sends the next request through the chain once the look-up has run out, and a logged-out token gets no page of the user', async () => {
  await rename('Trader');
  const b = new Browser(app);
  await b.login('trader');
  await home(b);
  expect((await home(b)).drawn).toBe(0);
  await rename('Later');
  // The look-up is a second old at most (server/auth/sessionMemo.ts): two seconds on, it is read again.
  clock += 2000;
  const later = await home(b);
  expect(later.drawn).toBe(1);
  expect(later.html).toContain('<header>Later</header>');

  const sid = b.jar.get('sid')!;
  expect((await home(b)).drawn).toBe(0);
  expect((await b.request(ENDPOINTS.logout.path, { form: {} })).status).toBe(200);
  // The old token sent again (a copy of the cookie): the page is a visitor's, drawn afresh.
  b.jar.set('sid', sid);
  const out = await home(b);
  expect(out.drawn).toBe(1);
  expect(out.html).toContain('<header>visitor</header>');
  expect(out.html).not.toContain('Later');
});
