/**
 * A page drawn once per audience and served again is the page a fresh drawing would be.
 * Two apps on one database over the built site (the suite's global setup builds dist/): one draws
 * every request afresh (deps.drawEveryRequest), the other through the render cache and the kept
 * answers. For every sub-site and language the visitor's page is the same bytes both ways, also
 * after the clock moved on (new rates in the page data, markup from the cache); for logged-in users
 * a second person of the same audience gets the first one's drawing with their own name and avatar
 * filled in, byte for byte what a fresh drawing of their page gives, also as the gzip spliced from
 * the audience's deflated stretches that a browser is sent (server/splicedGzip.ts).
 */
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { langPrefix } from '../../engine/links.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { LANG_CODES, SITE_CODES } from '../../schemas/siteConstants.ts';
import { defaultBuild } from '../../scripts/buildApp.ts';
import { createApp } from '../../server/app.ts';
import type { Deps } from '../../server/appDeps.ts';
import { openServerDeps } from '../../server/openDeps.ts';
import { renderCacheStats } from '../../server/renderCache.ts';
import { openMemoryDb } from '../server/memoryDb.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const T0 = Date.UTC(2026, 10, 27, 9, 0, 0);
const HOST = '127.0.0.1';

let clock = T0;
let deps: Deps;
let cachedDeps: Deps;
let cached: ReturnType<typeof createApp>;
let fresh: ReturnType<typeof createApp>;

beforeAll(async () => {
  deps = await openServerDeps({ db: await openMemoryDb('migrated'), seedDemo: true, now: () => clock });
  const staticDir = join(ROOT, defaultBuild().distDir);
  cachedDeps = { ...deps, staticDir };
  cached = createApp(cachedDeps);
  fresh = createApp({ ...deps, staticDir, drawEveryRequest: true });
  // A second trader of the very same audience (tier, KYC, lists, settings): another name (with
  // characters HTML escapes, and the same initial), another avatar, other figures.
  await deps.db.query(
    `INSERT INTO users (uid, username, password_hash, role, info, tags, compliance_menu, account_settings, created)
     SELECT 77001234, 'twin', password_hash, role, info || $1::jsonb, tags, compliance_menu, account_settings, created
     FROM users WHERE username = 'trader'`,
    [
      JSON.stringify({
        nickname: `tom <&"'> Zoë`,
        user_nick: 'Twin',
        user_avatar: '/icons/avatars/4.svg',
        total_usd: 99.5,
        tier_next_progress: 7,
      }),
    ],
  );
}, 240_000);
afterAll(() => deps?.db.close());

async function page(
  app: ReturnType<typeof createApp>,
  path: string,
  cookie = '',
  acceptEncoding?: string,
): Promise<{ status: number; html: string; cache: string; encoding: string }> {
  const res = await app.request(`http://${HOST}${path}`, {
    headers: { host: HOST, cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });
  const encoding = res.headers.get('content-encoding') ?? 'identity';
  const bytes = Buffer.from(await res.arrayBuffer());
  const html = (encoding === 'gzip' ? gunzipSync(bytes) : encoding === 'br' ? brotliDecompressSync(bytes) : bytes).toString();
  return { status: res.status, html, cache: res.headers.get('cache-control') ?? '', encoding };
}

/** What Chromium sends: a logged-in page then comes as gzip spliced from its audience's deflated stretches. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

async function sid(username: string): Promise<string> {
  const res = await fresh.request(`http://${HOST}${ENDPOINTS.login.path}`, {
    method: 'POST',
    headers: { host: HOST, cookie: 'csrftoken=t', csrftoken: 't', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: 'demo1234' }),
  });
  expect(res.status, username).toBe(200);
  return /(?:^|, )sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!;
}

describe('drawn once per audience, the same page as drawn afresh', () => {
  it('every sub-site and language: a visitor gets the same bytes from the cache as from a fresh drawing', async () => {
    const combos = SITE_CODES.flatMap((site) => LANG_CODES.map((lang) => ({ site, path: `${langPrefix(lang)}/`, cookie: `site=${site}` })));
    // Drawn into the cache at one time...
    clock = T0;
    for (const c of combos) expect((await page(cached, c.path, c.cookie)).status).toBe(200);
    const drawn = renderCacheStats(cachedDeps).misses;
    // ...and served an hour later (other rates in the page data): markup from the cache.
    clock = T0 + 3600_000;
    for (const c of combos) {
      const expected = await page(fresh, c.path, c.cookie);
      const first = await page(cached, c.path, c.cookie);
      const again = await page(cached, c.path, c.cookie);
      expect(first.html, `${c.cookie} ${c.path}`).toBe(expected.html);
      expect(again.html, `${c.cookie} ${c.path} (kept answer)`).toBe(expected.html);
      expect(first.cache).toMatch(/^public, max-age=0, s-maxage=\d+/);
    }
    expect(renderCacheStats(cachedDeps).misses, 'no page was drawn again').toBe(drawn);
  }, 600_000);

  it('logged in: a second person of an audience gets the first one’s drawing with their own name and avatar', async () => {
    clock = T0;
    const sessions = Object.fromEntries(
      await Promise.all(['trader', 'twin', 'vip', 'sub', 'weak', 'nodeposit', 'ops'].map(async (u) => [u, await sid(u)] as const)),
    );
    for (const site of ['main', 'eu', 'us', 'uk', 'jp', 'testnet']) {
      for (const lang of ['en', 'ar', 'de'] as const) {
        const path = `${langPrefix(lang)}/`;
        const cookie = (u: string) => `site=${site}; sid=${sessions[u]}`;
        const before = renderCacheStats(cachedDeps);
        const trader = await page(cached, path, cookie('trader'));
        const twin = await page(cached, path, cookie('twin'));
        const after = renderCacheStats(cachedDeps);
        expect(after.hits - before.hits, `${site} ${lang}: the twin is served the trader's drawing`).toBeGreaterThanOrEqual(1);
        expect(twin.cache).toBe('private, no-store');
        expect(twin.html, `${site} ${lang} twin`).toBe((await page(fresh, path, cookie('twin'))).html);
        expect(trader.html, `${site} ${lang} trader`).toBe((await page(fresh, path, cookie('trader'))).html);
        expect(twin.html).not.toContain('zqxh');
        expect(twin.html).not.toContain('/icons/avatars/1.svg');
        // Compressed for a browser: the audience's stretches deflated once, the name, avatar and
        // page data per request, read back byte for byte as the fresh drawing.
        for (const u of ['twin', 'trader']) {
          const zipped = await page(cached, path, cookie(u), BROWSER_ENCODINGS);
          expect(zipped.encoding, `${site} ${lang} ${u}`).toBe('gzip');
          expect(zipped.html, `${site} ${lang} ${u} (gzip)`).toBe((await page(fresh, path, cookie(u))).html);
        }
        for (const u of ['vip', 'sub', 'weak', 'nodeposit', 'ops']) {
          expect((await page(cached, path, cookie(u))).html, `${site} ${lang} ${u}`).toBe((await page(fresh, path, cookie(u))).html);
        }
      }
    }
  }, 600_000);

  it('the layer fragments too, for visitors and a logged-in user', async () => {
    clock = T0;
    const trader = await sid('twin');
    for (const site of SITE_CODES) {
      for (const part of ['header', 'footer']) {
        for (const cookie of ['', `sid=${trader}`]) {
          const path = `/layer/${part}?site=${site}&lang=ja&path=/trade/BTC_USDT`;
          const first = await page(cached, path, cookie);
          const again = await page(cached, path, cookie);
          const expected = await page(fresh, path, cookie);
          expect(first.html, `${path} ${cookie}`).toBe(expected.html);
          expect(again.html, `${path} ${cookie}`).toBe(expected.html);
        }
      }
    }
  }, 600_000);
});
