/**
 * Issue 33: a Next.js 16 App Router host (examples/next-host) built from the packed @exchange/layer
 * (tests/browser/packedHosts.ts: npm pack, installed outside the repository, `next build` with
 * Turbopack and Next's own type check), run with `next start` behind the exchange's edge. /earn has
 * the header and footer in its first byte (the package's server entry); /client imports the
 * package's parts in a server component. Both: render, log in, log out, search, language change,
 * no page error. The sizes the browser loads are printed (`[next] …`) for docs/embedding.md.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_PATHS, startNextHost } from '../../examples/next-host/server.ts';
import { baseURL, DESKTOP, launchBrowser, openPage, until } from './helpers.ts';
import { logInElsewhere, logOutFromHeader } from './hostSession.ts';
import {
  buildWith,
  installHost,
  LAYER_PART_PATHS,
  packLayer,
  REACT_VERSION,
  ROOT,
  recordLayerRequests,
  removeHosts,
} from './packedHosts.ts';

let browser: Browser;
let host: Awaited<ReturnType<typeof startNextHost>>;
let appDir: string;

beforeAll(async () => {
  const tarball = packLayer();
  const example = JSON.parse(readFileSync(join(ROOT, 'examples/next-host/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const { '@exchange/layer': _fromRepo, ...deps } = example.dependencies;
  appDir = installHost(
    'next-host',
    'examples/next-host',
    ['app', 'next.config.mjs', 'tsconfig.json'],
    { ...deps, ...example.devDependencies, react: REACT_VERSION, 'react-dom': REACT_VERSION },
    tarball,
  );
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  buildWith(appDir, process.execPath, [join(appDir, 'node_modules/next/dist/bin/next'), 'build'], 'next build');
  [browser, host] = await Promise.all([
    launchBrowser(),
    startNextHost(baseURL(), appDir, 0, '127.0.0.1', { LAYER_FRAGMENT_TIMEOUT_MS: '60000' }),
  ]);
}, 900_000);
afterAll(async () => {
  await browser?.close();
  await host?.stop();
  removeHosts();
});

const DIST = join(ROOT, process.env.DIST_DIR || 'dist');
/** gzip -9 of the scripts a page loaded, read from the Next build (/_next/) and the layer's build (/layer/). */
function scriptKb(paths: string[]) {
  const file = (p: string) => (p.startsWith('/_next/') ? join(appDir, '.next', p.slice('/_next/'.length)) : join(DIST, p));
  return Math.round(paths.reduce((n, p) => n + gzipSync(readFileSync(decodeURIComponent(file(p))), { level: 9 }).length, 0) / 102.4) / 10;
}

async function scriptsOf(page: Page, url: string, ready: () => Promise<unknown>) {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(url);
  await ready();
  await page.waitForLoadState('networkidle');
  return scripts;
}

describe('a Next.js App Router host built from the packed package (issue 33)', () => {
  it('/earn: the header is in the first byte, comes to life, searches, logs in and out, changes language, no page error', async () => {
    const first = await (await fetch(`${host.origin}/earn`)).text();
    expect(first).toMatch(/<header class="site-header"/);
    expect(first).toMatch(/<footer class="site-footer"/);
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    const layerPaths = recordLayerRequests(page, host.origin, NEXT_PATHS);
    try {
      const scripts = await scriptsOf(page, `${host.origin}/earn`, () =>
        page.locator('.exchange-layer[data-part="header"][data-hydrated]').waitFor({ timeout: 60_000 }),
      );
      const next = scripts.filter((s) => s.startsWith('/_next/'));
      const layer = scripts.filter((s) => s.startsWith('/layer/'));
      console.log(
        `[next] /earn (fragments): ${scriptKb(next)} KB gzip -9 of Next's own JavaScript, ${scriptKb(layer)} KB the layer's (${layer.length} files, its own React)`,
      );
      const trigger = page.getByRole('navigation', { name: 'Main' }).locator('.menu > button[aria-expanded]').first();
      await trigger.click();
      await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Search markets' }).click();
      await page.getByRole('dialog', { name: 'Search' }).getByRole('combobox').waitFor({ timeout: 30_000 });
      await page.keyboard.press('Escape');
      // Issue 33: everything the layer asked of this origin is on the documented list (none of it under /assets/).
      expect(layerPaths.length).toBeGreaterThan(3);
      expect(layerPaths.filter((p) => !LAYER_PART_PATHS.test(p))).toEqual([]);

      await logInElsewhere(context, host.origin);
      await page.goto(`${host.origin}/earn`);
      // Drawn for the logged-in visitor on Next's server (their cookies forwarded), before any script.
      await page.getByTestId('account-menus').waitFor({ timeout: 30_000 });
      await page.locator('.exchange-layer[data-part="header"][data-hydrated]').waitFor({ timeout: 60_000 });
      await logOutFromHeader(page);
      await page.goto(`${host.origin}/earn`);
      await page.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor({ timeout: 30_000 });

      await page.locator('.exchange-layer[data-part="footer"][data-hydrated]').waitFor({ timeout: 60_000 });
      await Promise.all([
        page.waitForURL((u) => u.pathname === '/de/earn', { timeout: 30_000 }),
        page.getByRole('contentinfo').locator('a[hreflang="de"]').first().dispatchEvent('click'),
      ]);
      await page.getByRole('navigation', { name: 'Hauptmenü' }).waitFor({ timeout: 30_000 });
      await expect(page.getByTestId('host-route').textContent()).resolves.toBe('/de/earn');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('/client: the package imported in a server component draws, searches, changes language (the host keeps its page), logs out without breaking the page, no page error', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    try {
      const scripts = await scriptsOf(page, `${host.origin}/client`, () => page.getByRole('banner').waitFor({ timeout: 60_000 }));
      console.log(
        `[next] /client (package): ${scriptKb(scripts.filter((s) => s.startsWith('/_next/')))} KB gzip -9 of JavaScript, React and Next included`,
      );
      await page.getByRole('contentinfo').waitFor();
      await page.getByRole('button', { name: 'Search markets' }).click();
      await page.getByRole('dialog', { name: 'Search' }).getByRole('combobox').waitFor({ timeout: 30_000 });
      await page.keyboard.press('Escape');

      // The footer's language list is a closed select: the link is clicked as a script would.
      await page.getByRole('contentinfo').locator('a[hreflang="de"]').first().dispatchEvent('click');
      await page.getByRole('navigation', { name: 'Hauptmenü' }).waitFor({ timeout: 30_000 });
      expect(new URL(page.url()).pathname).toBe('/client');
      await expect(page.getByTestId('host-lang').textContent()).resolves.toBe('de');

      await logInElsewhere(context, host.origin);
      await page.goto(`${host.origin}/client`);
      await page.getByTestId('account-menus').waitFor({ timeout: 60_000 });
      await logOutFromHeader(page);
      await page.goto(`${host.origin}/client`);
      await page.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor({ timeout: 60_000 });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('/client with the layer API down: the host draws its fallback and hears exchange-layer:error, its page stands', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    try {
      await page.route('**/api/web/v1/site/bootstrap**', (route) => route.fulfill({ status: 503, body: 'down' }));
      await page.goto(`${host.origin}/client`);
      await page.getByTestId('header-fallback').waitFor({ timeout: 60_000 });
      await until(
        page,
        () =>
          document.querySelector('[data-testid="layer-events"]')?.textContent?.includes('error {"part":"header","phase":"load"') === true,
        undefined,
        30_000,
      );
      await expect(page.getByTestId('host-title').isVisible()).resolves.toBe(true);
      // The browser's own report of the failed request is expected; nothing else.
      expect(errors.filter((e) => !/503|exchange-layer\] the (header|footer) could not load/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
