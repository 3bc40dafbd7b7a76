/**
 * The layer embedded in another team's page (examples/trade-page, its own server on
 * another port). The page includes the header and footer fragments on its server, or loads them
 * through <exchange-header>/<exchange-footer>; the layer hydrates inside it, keeps to its own
 * elements and talks to the page through the documented events and window.exchangeLayer.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTradePage } from '../../examples/trade-page/server.ts';
import { baseURL, DESKTOP, launchBrowser, openPage, until } from './helpers.ts';
import { changed, layerStyles, withHostileCss } from './hostIsolation.ts';
import { logInElsewhere } from './hostSession.ts';

let browser: Browser;
let host: { origin: string; server: Server };

beforeAll(async () => {
  [browser, host] = await Promise.all([launchBrowser(), startTradePage(baseURL())]);
});
afterAll(async () => {
  await browser?.close();
  await new Promise((done) => host?.server.close(done));
});

const DIST = join(new URL('../../', import.meta.url).pathname, process.env.DIST_DIR || 'dist');
const gzipKb = (paths: string[]) =>
  Math.round(
    paths.filter((p) => p.startsWith('/layer/')).reduce((n, p) => n + gzipSync(readFileSync(join(DIST, p)), { level: 9 }).length, 0) /
      102.4,
  ) / 10;

/** The host page's own elements and the properties its stylesheet sets on them. */
const HOST_STYLES: Record<string, string[]> = {
  html: ['background-color'],
  body: ['margin-top', 'margin-left', 'font-family', 'font-size', 'line-height', 'color', 'background-color'],
  '[data-testid="host-title"]': ['font-size', 'font-family', 'color', 'letter-spacing', 'box-sizing'],
  '[data-testid="host-price"]': ['display', 'color', 'font-family'],
  '[data-testid="host-price"] a': ['color', 'text-decoration-line'],
  '[data-testid="host-buy"]': [
    'font-family',
    'font-size',
    'border-top-width',
    'border-top-color',
    'border-top-left-radius',
    'padding-left',
    'color',
  ],
  '.list': ['list-style-type', 'padding-inline-start'],
};

function hostStyles(page: Page): Promise<Record<string, Record<string, string>>> {
  return page.evaluate((wanted) => {
    const out: Record<string, Record<string, string>> = {};
    for (const [selector, props] of Object.entries(wanted)) {
      const el = document.querySelector(selector);
      if (!el) throw new Error(`host element ${selector} missing`);
      const style = getComputedStyle(el);
      out[selector] = Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
    }
    return out;
  }, HOST_STYLES);
}

async function waitForLayer(page: Page) {
  await page.locator('.exchange-layer[data-part="header"][data-hydrated]').waitFor({ timeout: 60_000 });
  await page.locator('.exchange-layer[data-part="footer"][data-hydrated]').waitFor({ timeout: 60_000 });
}

type Heard = { name: string; detail: Record<string, unknown> };
const heard = (page: Page) => page.evaluate(() => (window as unknown as { hostEvents: Heard[] }).hostEvents);
async function hears(page: Page, name: string, match: Record<string, unknown> = {}) {
  const wanted = JSON.stringify({ name, match });
  await until(
    page,
    (json: string) => {
      const { name: n, match: m } = JSON.parse(json) as { name: string; match: Record<string, unknown> };
      const events = (window as unknown as { hostEvents?: Heard[] }).hostEvents ?? [];
      return events.some((e) => e.name === n && Object.entries(m).every(([k, v]) => e.detail?.[k] === v));
    },
    wanted,
    20_000,
  );
}

describe('the layer in a host page', () => {
  it.each([
    ['main', 'Gate'],
    ['eu', 'Malta (EU)'],
    ['us', 'United States'],
  ])(
    'server-side include on %s: header and footer drawn and hydrated, a menu opens, the host styles unchanged, no error',
    async (site, region) => {
      // One visitor whose system is dark and who never chose a theme: the layer follows the system, the host is left alone.
      const dark = site === 'us';
      const { page, errors, cspViolations } = await openPage(browser, { colorScheme: dark ? 'dark' : 'light' });
      try {
        await page.goto(`${host.origin}/trade/BTC_USDT?site=${site}&layer=off`);
        const before = await hostStyles(page);

        const scripts: string[] = [];
        const onRequest = (r: Request) => {
          if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
        };
        page.on('request', onRequest);
        await page.goto(`${host.origin}/trade/BTC_USDT?site=${site}`);
        await waitForLayer(page);
        page.off('request', onRequest);
        if (site === 'main') {
          // What the fragments cost the host page: the scripts their HTML names (module and preloads), which
          // load before the layer is live, and what its parts ask for once drawn (as on the site's pages).
          const named = await page.evaluate(() =>
            [...document.querySelectorAll('script[type="module"][src^="/layer/"], link[rel="modulepreload"][href^="/layer/"]')].map(
              (el) => el.getAttribute('src') ?? el.getAttribute('href') ?? '',
            ),
          );
          const initial = scripts.filter((s) => named.includes(s));
          const later = scripts.filter((s) => s.startsWith('/layer/') && !named.includes(s));
          const kb = gzipKb(initial);
          console.log(
            `[fragment] ${kb} KB gzip -9 of JavaScript before the header and footer are live (${initial.length} files, React included); ` +
              `${gzipKb(later)} KB asked for once they are drawn (${later.map((s) => s.split('/').pop()).join(', ')})`,
          );
          expect(initial.length).toBeGreaterThan(1);
          expect(kb).toBeLessThan(120);
          expect(scripts.every((s) => s.startsWith('/layer/') || s.startsWith('/trade-assets/'))).toBe(true);
        }
        const header = page.getByRole('banner');
        await expect(header.locator('.brand').textContent()).resolves.toContain(region);
        await expect(page.locator('.exchange-layer[data-part="header"]').getAttribute('data-site')).resolves.toBe(site);
        await expect(page.getByRole('contentinfo').getByRole('link').count()).resolves.toBeGreaterThan(5);
        // The host's own content sits between them, untouched.
        await expect(page.getByTestId('host-title').textContent()).resolves.toBe('BTC/USDT');

        const trigger = page.getByRole('navigation', { name: 'Main' }).locator('.menu > button[aria-expanded]').first();
        await trigger.click();
        await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
        const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
        await expect(panel.isVisible()).resolves.toBe(true);
        await expect(panel.getByRole('link').count()).resolves.toBeGreaterThan(0);
        await page.keyboard.press('Escape');

        expect(await hostStyles(page)).toEqual(before);
        await until(
          page,
          (want: string) => document.querySelector('.exchange-layer[data-part="footer"]')?.getAttribute('data-theme') === want,
          dark ? 'dark' : 'light',
        );
        await expect(page.evaluate(() => document.documentElement.hasAttribute('data-theme'))).resolves.toBe(false);
        const ready = (await heard(page)).filter((e) => e.name === 'ready');
        expect(ready.map((e) => e.detail.part).sort()).toEqual(['footer', 'header']);
        expect(ready[0]?.detail).toMatchObject({ version: '1.1.0', loggedIn: false, site });
        expect(errors).toEqual([]);
        expect(await cspViolations()).toEqual([]);
      } finally {
        await page.context().close();
      }
    },
  );

  it("the host's own rules do not reach into the layer: class names it shares, element and universal rules, inherited text styles", async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    try {
      await page.goto(`${host.origin}/trade/BTC_USDT?site=main`);
      await waitForLayer(page);
      const before = await layerStyles(page);
      expect(Object.keys(before).length).toBeGreaterThan(1000);
      const after = await withHostileCss(page);
      // The same stylesheet does reach the host's own elements (the reading can see a change).
      await expect(page.getByTestId('host-title').evaluate((el) => getComputedStyle(el).borderTopColor)).resolves.toBe('rgb(255, 0, 0)');
      console.log(
        `[isolation] ${Object.keys(before).length} computed style readings of the layer, ${changed(before, after).length} changed by the host's rules`,
      );
      expect(changed(before, after).slice(0, 40)).toEqual([]);
      await expect(page.evaluate(() => [...document.documentElement.attributes].map((a) => a.name).sort())).resolves.toEqual(['lang']);
      await expect(page.evaluate(() => [...document.body.attributes].map((a) => a.name))).resolves.toEqual(['data-keep-page-on-logout']);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('a path with its language prefix (nginx $uri, location.pathname) builds links once prefixed and marks its entry', async () => {
    const footer = await (await fetch(`${host.origin}/layer/footer?path=/de/trade/BTC_USDT`)).text();
    expect(footer).toContain('href="/fr/trade/BTC_USDT"');
    expect(footer).not.toContain('/de/de/');
    const res = await fetch(`${host.origin}/layer/header?path=/de/trade/BTC_USDT`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('lang="de"');
    expect(html).toContain('"pathname":"/de/trade/BTC_USDT"');
    expect(html).not.toContain('/de/de/');
    expect(html).toMatch(/class="menu"[^>]*data-item-id="trade"[^>]*data-current=""/);
  });

  it('login and logout: the host hears login-change and logout, keeps its page, and the header follows', async () => {
    const { page, context, errors, cspViolations } = await openPage(browser);
    try {
      await page.goto(`${host.origin}/trade/BTC_USDT?site=main`);
      await waitForLayer(page);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' }).isVisible()).resolves.toBe(true);
      // Cacheable for visitors like pages (keyed on the cookies it depends on, docs/operating.md "Run it
      // as a fleet"), private once logged in.
      const fragmentCaching = async () => (await context.request.get(`${host.origin}/layer/header?path=/trade/BTC_USDT`)).headers();
      expect(await fragmentCaching()).toMatchObject({
        'cache-control': expect.stringMatching(/^public, max-age=0, s-maxage=\d+/),
        vary: 'Accept-Encoding',
      });

      await logInElsewhere(context, host.origin);

      await expect(page.evaluate(() => window.exchangeLayer?.refreshUser())).resolves.toEqual({ loggedIn: true });
      await hears(page, 'login-change', { loggedIn: true });
      expect((await fragmentCaching())['cache-control']).toBe('private, no-store');
      await page.getByTestId('account-menus').waitFor();
      await hears(page, 'unread-change');

      await page.getByRole('banner').locator('.account-menus [data-item-id="profile"] > button').hover();
      await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
      const dialog = page.getByTestId('logout-dialog');
      await dialog.getByRole('button', { name: 'This device' }).click();
      await hears(page, 'logout', { scope: 'this', redirect: '/login' });
      await hears(page, 'login-change', { loggedIn: false });
      await page.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/trade/BTC_USDT');
      expect(errors).toEqual([]);
      expect(await cspViolations()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('custom elements: fetched and hydrated; theme and language stay with the layer and reach the host as events; the host API opens search and sets the route', async () => {
    const { page, errors, cspViolations } = await openPage(browser, { viewport: DESKTOP });
    try {
      await page.goto(`${host.origin}/trade-ce/BTC_USDT?layer=off`);
      const before = await hostStyles(page);
      await page.goto(`${host.origin}/trade-ce/BTC_USDT`);
      await waitForLayer(page);
      await expect(page.locator('exchange-header').getByRole('banner').isVisible()).resolves.toBe(true);
      await expect(page.locator('exchange-footer').getByRole('contentinfo').isVisible()).resolves.toBe(true);

      await page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).click();
      await hears(page, 'theme-change', { theme: 'dark' });
      await expect(page.locator('.exchange-layer[data-part="footer"]').getAttribute('data-theme')).resolves.toBe('dark');
      await expect(page.evaluate(() => document.documentElement.hasAttribute('data-theme'))).resolves.toBe(false);
      expect(await hostStyles(page)).toEqual(before);

      // The host keeps the visitor on its page and switches language itself.
      await page.evaluate(() => document.addEventListener('exchange-layer:language-change', (e) => e.preventDefault(), { once: true }));
      await page.getByRole('contentinfo').locator('a[hreflang="de"]').first().dispatchEvent('click');
      await hears(page, 'language-change', { lang: 'de', href: '/de/trade-ce/BTC_USDT' });
      expect(new URL(page.url()).pathname).toBe('/trade-ce/BTC_USDT');

      await page.evaluate(() => window.exchangeLayer?.setActiveRoute('/trade/ETH_USDT'));
      await until(
        page,
        () => document.querySelector('.exchange-layer a[hreflang="de"]')?.getAttribute('href') === '/de/trade/ETH_USDT',
        undefined,
        10_000,
      );
      // The route marks its entry (the Trade menu holds /alpha), with or without a language prefix.
      const currentMenus = () =>
        page.evaluate(() => [...document.querySelectorAll('.menu[data-current]')].map((m) => m.getAttribute('data-item-id')));
      await expect(currentMenus()).resolves.toEqual([]);
      await page.evaluate(() => window.exchangeLayer?.setActiveRoute('/de/alpha'));
      await until(page, () => document.querySelector('.menu[data-current]')?.getAttribute('data-item-id') === 'trade', undefined, 10_000);
      await expect(currentMenus()).resolves.toEqual(['trade']);
      await expect(page.locator('.exchange-layer a[hreflang="de"]').first().getAttribute('href')).resolves.toBe('/de/alpha');

      await page.evaluate(() => window.exchangeLayer?.openSearch());
      await page.getByRole('dialog', { name: 'Search' }).getByRole('combobox').waitFor({ timeout: 30_000 });
      expect(errors).toEqual([]);
      expect(await cspViolations()).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
