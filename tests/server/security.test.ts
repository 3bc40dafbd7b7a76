import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../schemas/api/index.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { createApp } from '../../server/app.ts';
import type { Db } from '../../server/db/types.ts';
import { flushFaultLog, log } from '../../server/log.ts';
import { Browser, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let dist: string;
let b: Browser;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><title>app</title><script type="module" src="/assets/index-abc123.js"></script>',
  );
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  await writeFile(join(dist, 'theme-init.js'), 'document.documentElement.dataset.theme="light"');
  server = await startTestServer({ staticDir: dist });
  b = await new Browser(server.app).visit();
});
afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true, force: true });
});

async function expectError(res: Response, status: number, message?: RegExp) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const body = ApiError.parse(await res.json());
  expect(body.code).toBe(status);
  if (message) expect(body.message).toMatch(message);
}

describe('bad input is a 4xx JSON error saying what is wrong', () => {
  it('bad query values', async () => {
    await expectError(await b.request(`${ENDPOINTS.spots.path}?exchange_type=SPOT`), 400, /exchange_type/);
    await expectError(await b.request(`${ENDPOINTS.spots.path}?timezone=utc3`), 400, /timezone/);
    await expectError(await b.request(`${ENDPOINTS.futures.path}?is_testnet=2`), 400, /is_testnet/);
    await expectError(await b.request(`${ENDPOINTS.alpha.path}?chain=dogechain`), 400, /chain/);
    await expectError(await b.request(`${ENDPOINTS.alpha.path}?limit=500`), 400, /limit/);
    await expectError(await b.request(`${ENDPOINTS.alphaSearch.path}?keywords=%20%20`), 400, /keywords/);
    await expectError(await b.request(`${ENDPOINTS.preMarket.path}?page=-1`), 400, /page/);
    await expectError(await b.request(`${ENDPOINTS.tradeTabs.path}?area=web_home`), 400, /area/);
  });

  it('malformed JSON, wrong content types and wrong shapes', async () => {
    const path = ENDPOINTS.alphaPath.path;
    await expectError(
      await b.request(path, { body: '{"symbols": [', headers: { 'content-type': 'application/json' } }),
      400,
      /malformed JSON/,
    );
    await expectError(await b.request(path, { body: 'symbols=PEPE', headers: { 'content-type': 'text/plain' } }), 415, /application\/json/);
    await expectError(await b.request(path, { json: { symbols: ['A_USDT', 'B_USDT'] } }), 400, /symbols/);
    await expectError(await b.request(path, { json: { symbols: [] } }), 400, /symbols/);
    await expectError(await b.request(ENDPOINTS.analytics.path, { json: { events: [{ name: 'page_view' }] } }), 400, /events\.0\.name/);
    await expectError(await b.request(ENDPOINTS.errorReport.path, { json: ['not', 'an', 'object'] }), 400);
  });

  it('malformed form bodies', async () => {
    const res = await b.request(ENDPOINTS.login.path, {
      body: 'username=trader&password=%zz',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await expectError(res, 400, /percent-encoding/);
    await expectError(await b.request(ENDPOINTS.login.path, { body: '<xml/>', headers: { 'content-type': 'application/xml' } }), 415);
  });

  it('bodies over 64 KB are refused with 413', async () => {
    const big = 'x'.repeat(70 * 1024);
    await expectError(await b.request(ENDPOINTS.errorReport.path, { json: { message: big } }), 413, /64 KB/);
    await expectError(await b.request(ENDPOINTS.login.path, { form: { username: 'trader', password: big } }), 413);
  });

  it('an unknown /api path is a 404 JSON', async () => {
    for (const path of ['/api/nope', '/apiw/v2/market/nothing', '/apiweb/v1/x', '/api'])
      await expectError(await b.request(path), 404, /no such endpoint/);
    await expectError(await b.request(ENDPOINTS.spots.path, { method: 'DELETE' }), 404);
  });

  it('an unexpected failure is a 500 JSON and the app keeps answering', async () => {
    const broken: Db = {
      ...server.deps.db,
      query: () => Promise.reject(new Error('connection lost')),
    };
    const app = createApp({ ...server.deps, db: broken });
    flushFaultLog(); // a window open from an earlier test would hold this line back
    const spy = vi.spyOn(log, 'error').mockImplementation(() => {});
    const res = await app.request(ENDPOINTS.heraldTabs.path, { headers: { cookie: 'sid=abc' } });
    await expectError(res, 500, /internal server error/);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
    expect((await app.request(ENDPOINTS.options.path)).status).toBe(200);
  });
});

describe('static files and headers', () => {
  it('serves index.html for page paths with no-cache and the strict CSP', async () => {
    for (const path of ['/', '/zh/trade/BTC_USDT', '/reminder', '/alpha/sol-abc', '/login']) {
      const res = await b.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<title>app</title>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBeTruthy();
    }
  });

  it('serves hashed assets as immutable, other dist files briefly cached, and 404s missing ones', async () => {
    const asset = await b.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    const theme = await b.request('/theme-init.js');
    expect(theme.status).toBe(200);
    expect((await b.request('/assets/missing.js')).status).toBe(404);
    expect((await b.request('/favicon.png')).status).toBe(404);
  });

  it('never serves files outside dist', async () => {
    for (const path of ['/assets/..%2f..%2fetc%2fpasswd', '/assets/%2e%2e/%2e%2e/package.json', '/..%2fpackage.json']) {
      const res = await b.request(path);
      expect(await res.text()).not.toContain('"dependencies"');
    }
  });

  it('draws icons locally as SVG and refuses odd names', async () => {
    for (const path of [
      '/icons/coins/BTC.svg',
      '/icons/chains/sol.svg',
      '/icons/nav/spot.svg',
      '/icons/nav/spot-dark.svg',
      '/icons/avatars/1.svg',
      '/icons/banners/launchpool.svg',
    ]) {
      const res = await b.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/image\/svg\+xml/);
      const svg = await res.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
    expect((await b.request('/icons/coins/%3Cscript%3E.svg')).status).toBe(404);
    expect((await b.request('/icons/other/x.svg')).status).toBe(404);
  });

  it('serves the regional legal documents as PDFs', async () => {
    const res = await b.request('/docs/uk/risk-disclosure.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('Risk Disclosure');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    expect((await b.request('/docs/uk/secret.pdf')).status).toBe(404);
    expect((await b.request('/docs/mars/terms.pdf')).status).toBe(404);
  });

  it('every response carries nosniff; JSON answers get a deny-all CSP', async () => {
    const res = await b.request(ENDPOINTS.options.path);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});
