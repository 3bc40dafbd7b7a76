/**
 * @exchange/layer, the package for React hosts. The example futures page
 * (examples/react-host) is built as another team would build it: outside the repository, with the
 * package installed from its packed tarball (tests/browser/packedHosts.ts), by a fresh Vite build;
 * it runs on its own server and port, imports the package by its name, sets its props and hears its
 * events. A page that takes only the footer gets no menu or market panel code, read from the built
 * files themselves; the package holds no CommonJS and none of the site's own pages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReactHost, HOST_BASE } from '../../examples/react-host/build.ts';
import { startReactHost } from '../../examples/react-host/server.ts';
import { baseURL, launchBrowser, MOBILE, openPage, until } from './helpers.ts';
import { logInElsewhere, logOutFromHeader } from './hostSession.ts';
import { installHost, LAYER_PART_PATHS, packLayer, REACT_VERSION, recordLayerRequests, removeHosts } from './packedHosts.ts';

let browser: Browser;
let host: { origin: string; server: Server };
/** The host's build, and the package as the host installed it (from the tarball). */
let HOST_DIST: string;
let PACKAGE_DIST: string;

beforeAll(async () => {
  const tarball = await packLayer();
  const dir = await installHost(
    'vite-host',
    'examples/react-host',
    ['index.html', 'footer-only.html', 'src'],
    { react: REACT_VERSION, 'react-dom': REACT_VERSION },
    tarball,
  );
  await buildReactHost(dir);
  HOST_DIST = join(dir, 'dist');
  PACKAGE_DIST = join(dir, 'node_modules/@exchange/layer/dist');
  [browser, host] = await Promise.all([launchBrowser(), startReactHost(baseURL(), 0, '127.0.0.1', HOST_DIST)]);
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await new Promise((done) => host?.server.close(done));
  removeHosts();
});

/** Every file a module reaches (static imports, and dynamic ones when asked), read from the build output. */
function reach(dir: string, entry: string, dynamic: boolean, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(join(dir, entry), 'utf8');
  const specifiers = [
    ...source.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{},\s]*?from\s*)?["'`](\.\.?\/[^"'`]+\.js)["'`]/g),
    ...(dynamic ? source.matchAll(/import\(\s*["'`](\.\.?\/[^"'`]+\.js)["'`]\s*\)/g) : []),
  ].map((m) => m[1] as string);
  for (const s of specifiers) reach(dir, normalize(join(dirname(entry), s)), dynamic, seen);
  return seen;
}

const containing = (dir: string, files: Set<string>, marker: string) =>
  [...files].filter((f) => readFileSync(join(dir, f), 'utf8').includes(marker));
const gzipKb = (dir: string, files: Set<string>) =>
  Math.round([...files].reduce((n, f) => n + gzipSync(readFileSync(join(dir, f)), { level: 9 }).length, 0) / 102.4) / 10;
/** The host page's entry module, from its built HTML. */
const hostEntry = (html: string) => {
  const src = /<script type="module"[^>]*src="([^"]+)"/.exec(readFileSync(join(HOST_DIST, html), 'utf8'))?.[1] ?? '';
  return src.slice(HOST_BASE.length);
};
const HELP_PAGE = 'help/footer-only.html';

// Strings only the market panels and the header hold (class names the components render).
const MARKET_PANEL = 'mk-flyout';
const HEADER = 'site-header';

describe('@exchange/layer', () => {
  it('is tree-shaken: the footer entry, and a host page importing only Footer, load no header or market panel code', () => {
    const footerLoads = reach(PACKAGE_DIST, 'footer.js', false);
    const footerMayLoad = reach(PACKAGE_DIST, 'footer.js', true);
    const header = reach(PACKAGE_DIST, 'header.js', true);
    // The markers are real: the header's code and its lazy market panels hold them.
    expect(containing(PACKAGE_DIST, header, MARKET_PANEL).length).toBeGreaterThan(0);
    expect(containing(PACKAGE_DIST, header, HEADER).length).toBeGreaterThan(0);
    expect(containing(PACKAGE_DIST, footerLoads, MARKET_PANEL)).toEqual([]);
    expect(containing(PACKAGE_DIST, footerMayLoad, HEADER)).toEqual([]);
    // The one way there is the item registry's lazy market entry, drawn only for a market item (a footer has none;
    // the page test below sees that it is never requested).
    expect(containing(PACKAGE_DIST, footerMayLoad, MARKET_PANEL).map((f) => f.replace(/-[\w-]+\.js$/, ''))).toEqual([
      'chunks/MarketFlyout',
    ]);

    // A host's bundler (Vite) given `import { Footer } from '@exchange/layer'` keeps only the footer.
    const helpPage = reach(HOST_DIST, hostEntry(HELP_PAGE), false);
    const futuresPage = reach(HOST_DIST, hostEntry('index.html'), true);
    expect(containing(HOST_DIST, futuresPage, MARKET_PANEL).length).toBeGreaterThan(0);
    expect(containing(HOST_DIST, futuresPage, HEADER).length).toBeGreaterThan(0);
    expect(containing(HOST_DIST, helpPage, MARKET_PANEL)).toEqual([]);
    expect(containing(HOST_DIST, reach(HOST_DIST, hostEntry(HELP_PAGE), true), HEADER)).toEqual([]);
    // react and react-dom are the host's, not the package's (peer dependencies).
    for (const f of reach(PACKAGE_DIST, 'index.js', true))
      expect(readFileSync(join(PACKAGE_DIST, f), 'utf8')).not.toContain('__SECRET_INTERNALS');

    const staticKb = (dir: string, entry: string) => gzipKb(dir, reach(dir, entry, false));
    console.log(
      `[package] gzip -9, static imports only (what loads before the part draws): ` +
        `footer.js ${staticKb(PACKAGE_DIST, 'footer.js')} KB, header.js ${staticKb(PACKAGE_DIST, 'header.js')} KB (react and react-dom not counted); ` +
        `host pages with React: footer only ${staticKb(HOST_DIST, hostEntry(HELP_PAGE))} KB, header + footer ${staticKb(HOST_DIST, hostEntry('index.html'))} KB; ` +
        `everything the header + footer page may load: ${futuresPage.size} files, ${Math.round([...futuresPage].reduce((n, f) => n + readFileSync(join(HOST_DIST, f)).length, 0) / 1024)} kB raw`,
    );
  });

  it("on a phone the host's own bar carries the Drawer: its button opens the navigation, styled, over the host page", async () => {
    const { page, errors, cspViolations } = await openPage(browser, { viewport: MOBILE });
    try {
      await page.goto(`${host.origin}/futures/BTC_USDT?site=main`);
      const bar = page.getByRole('navigation', { name: 'Futures' });
      await bar.getByRole('button', { name: 'Open menu' }).click({ timeout: 60_000 });
      const drawer = page.getByRole('dialog');
      await drawer.waitFor();
      await expect(drawer.getByRole('button', { name: 'Buy Crypto' }).isVisible()).resolves.toBe(true);
      // Portalled into the layer's own container, so its scoped styles apply (a fixed panel, not inline content).
      await expect(
        drawer.evaluate((el) => [el.closest('.exchange-layer') !== null, getComputedStyle(el.closest('.drawer-root') ?? el).position]),
      ).resolves.toEqual([true, 'fixed']);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
      await expect(page.getByRole('banner').count()).resolves.toBe(0);
      expect(errors).toEqual([]);
      expect(await cspViolations()).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('a page with only the footer draws it and never asks for header or market panel code', async () => {
    const { page, errors, cspViolations } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    try {
      await page.goto(`${host.origin}/help`);
      const footer = page.getByRole('contentinfo');
      await footer.waitFor({ timeout: 60_000 });
      await expect(footer.getByRole('link').count()).resolves.toBeGreaterThan(5);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('banner').count()).resolves.toBe(0);
      expect(scripts.filter((s) => /MarketFlyout|LayerRoot|AccountMenus/.test(s))).toEqual([]);
      expect(errors).toEqual([]);
      expect(await cspViolations()).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('a React host: header and footer draw for its sub-site, a menu opens, its router takes the links, its theme prop and the layer toggle agree, no error', async () => {
    const { page, errors, cspViolations } = await openPage(browser);
    const layerPaths = recordLayerRequests(page, host.origin, /^\/(?:futures(?:\/|$)|futures-app\/|help$|favicon\.svg$)/);
    try {
      await page.goto(`${host.origin}/futures/BTC_USDT?site=eu`);
      const header = page.getByRole('banner');
      await header.waitFor({ timeout: 60_000 });
      await expect(header.locator('.brand').textContent()).resolves.toContain('Malta (EU)');
      const footer = page.getByRole('contentinfo');
      await footer.waitFor();
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });

      const trigger = page.getByRole('navigation', { name: 'Main' }).locator('.menu > button[aria-expanded]').first();
      await trigger.click();
      await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(page.locator(`#${await trigger.getAttribute('aria-controls')}`).isVisible()).resolves.toBe(true);
      await page.keyboard.press('Escape');

      // A same-site footer link goes through the host's router (onNavigate): no page load.
      const link = footer.locator('a[href^="/"]:not([hreflang])').first();
      const href = (await link.getAttribute('href')) ?? '';
      await link.click();
      await until(
        page,
        (h: string) => document.querySelector('[data-testid="host-route"]')?.textContent === h.split(/[?#]/)[0],
        href,
        10_000,
      );
      await expect(page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true);

      // The host's theme prop redraws the layer; the layer's own toggle tells the host, which follows.
      await page.getByRole('button', { name: 'Host theme: light' }).click();
      await until(
        page,
        () => document.querySelector('.exchange-layer[data-part="footer"]')?.getAttribute('data-theme') === 'dark',
        undefined,
        10_000,
      );
      await header.getByRole('button', { name: 'Switch to light theme' }).click();
      await page.getByRole('button', { name: 'Host theme: light' }).waitFor();
      await expect(page.getByTestId('layer-events').textContent()).resolves.toContain('theme-change {"theme":"light"}');
      await expect(page.evaluate(() => document.documentElement.hasAttribute('data-theme'))).resolves.toBe(false);
      // The host API: the page's own search button opens the layer's search.
      await page.getByRole('button', { name: 'Search markets' }).click();
      await page.getByRole('dialog', { name: 'Search' }).getByRole('combobox').waitFor({ timeout: 30_000 });
      await page.keyboard.press('Escape');
      // The host's own global styles are its own.
      await expect(page.evaluate(() => getComputedStyle(document.body).fontFamily)).resolves.toBe('Georgia, serif');
      // Everything the layer asked of this origin is on the documented list (none of it under /assets/).
      expect(layerPaths.length).toBeGreaterThan(3);
      expect(layerPaths.filter((p) => !LAYER_PART_PATHS.test(p))).toEqual([]);
      expect(errors).toEqual([]);
      expect(await cspViolations()).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("the packed package holds no CommonJS and none of the site's own pages; its client entries say so, its server entry does not", () => {
    const files = [
      'index.js',
      'header.js',
      'footer.js',
      'drawer.js',
      'server.js',
      ...readdirSync(join(PACKAGE_DIST, 'chunks')).map((f) => `chunks/${f}`),
    ];
    const read = (f: string) => readFileSync(join(PACKAGE_DIST, f), 'utf8');
    // The markers are what a bundled CommonJS module leaves: its require() shim and its module wrapper.
    expect(files.filter((f) => /Calling `require`|\brequire\(["']|module\.exports|exports\.__esModule/.test(read(f)))).toEqual([]);
    expect(files.filter((f) => /(Ops|Login|Signup|Reminder)Page/.test(f))).toEqual([]);
    for (const entry of ['index.js', 'header.js', 'footer.js', 'drawer.js']) expect(read(entry).startsWith('"use client";')).toBe(true);
    expect(read('server.js')).not.toContain('use client');
  });

  const heard = (page: Page) => page.getByTestId('layer-events').textContent();

  it('a React host: log in, log out (the page stays up), change language (the host keeps its page), no page error', async () => {
    const { page, context, errors, cspViolations } = await openPage(browser);
    try {
      await logInElsewhere(context, host.origin);
      await page.goto(`${host.origin}/futures/BTC_USDT?site=main`);
      await page.getByTestId('account-menus').waitFor({ timeout: 60_000 });
      // The logout dialog's code (a lazy chunk; it once bundled a CommonJS shim that turned the page white).
      await logOutFromHeader(page);

      await page.goto(`${host.origin}/futures/BTC_USDT?site=main`);
      await page.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor({ timeout: 60_000 });
      // The footer's language list is a closed select: the link is clicked as a script would.
      await page.getByRole('contentinfo').locator('a[hreflang="de"]').first().dispatchEvent('click');
      await page.getByRole('navigation', { name: 'Hauptmenü' }).waitFor({ timeout: 30_000 });
      await expect(page.getByTestId('host-lang').textContent()).resolves.toBe('de');
      expect(new URL(page.url()).pathname).toBe('/futures/BTC_USDT');
      await expect(heard(page)).resolves.toContain('language-change {"lang":"de"');
      expect(errors).toEqual([]);
      expect(await cspViolations()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the layer API down: the header draws the host's fallback and the host hears exchange-layer:error; its page stands", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.route('**/api/web/v1/site/bootstrap**', (route) => route.fulfill({ status: 503, body: 'down' }));
      await page.goto(`${host.origin}/futures/BTC_USDT?site=main`);
      await page.getByTestId('header-fallback').waitFor({ timeout: 60_000 });
      await until(
        page,
        () =>
          document.querySelector('[data-testid="layer-events"]')?.textContent?.includes('error {"part":"header","phase":"load"') === true,
        undefined,
        30_000,
      );
      await expect(page.getByRole('heading', { name: 'Futures' }).isVisible()).resolves.toBe(true);
      expect(errors.filter((e) => !/503|exchange-layer\] the (header|footer|drawer) could not load/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
