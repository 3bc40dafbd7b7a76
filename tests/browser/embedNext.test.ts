/**
 * A Next.js 16 App Router host (examples/next-host) built from the packed @exchange/layer
 * (tests/browser/packedHosts.ts: npm pack, installed outside the repository once) with each of
 * Next's bundlers: Turbopack (`next build`, Next 16's default, with Next's own type check) and
 * webpack (`next build --webpack`, into its own folder beside it; SUITE_CONFIG), each run with `next start`
 * behind the exchange's edge. /earn has the header and footer in its first byte (the package's
 * server entry); /client imports the package's parts in a server component. Both builds: render,
 * log in, log out, search, language change, no page error. The sizes the browser loads and the
 * build times are printed (`[next] …`) for docs/embedding.md.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
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

/**
 * The two builds of one installed app, each in its own folder. The second skips Next's type check:
 * the first ran it on the very same sources.
 */
const BUILDS = [
  { bundler: 'Turbopack', distDir: '.next', args: [], typeCheck: true },
  { bundler: 'webpack', distDir: '.next-webpack', args: ['--webpack'], typeCheck: false },
] as const;

/**
 * The example's own config, with the build folder and the type check chosen per build (NEXT_DIST_DIR,
 * NEXT_SKIP_TYPECHECK), and what a build made once in a fresh folder and served by `next start` from
 * that folder does not need: no bundler cache written for a next build, and on webpack no trace of
 * node_modules for a deployment bundle (the .nft.json lists; `next start` reads none of them). The
 * pages built are the same, with less CPU per build.
 */
const SUITE_CONFIG = `import host from './host.next.config.mjs';
export default {
  ...host,
  distDir: process.env.NEXT_DIST_DIR || '.next',
  typescript: { ...host.typescript, ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  experimental: { ...host.experimental, turbopackFileSystemCacheForBuild: false },
  // Only on the webpack build: Next 16 reports an error for a Turbopack build with a webpack config and no turbopack one.
  ...(process.env.NEXT_BUNDLER === 'webpack' && {
    outputFileTracingExcludes: { '*': ['**/node_modules/**'] },
    webpack: (config) => ({ ...config, cache: false }),
  }),
};
`;
type Build = (typeof BUILDS)[number];

let browser: Browser;
let appDir: string;

beforeAll(async () => {
  const tarball = await packLayer();
  const example = JSON.parse(readFileSync(join(ROOT, 'examples/next-host/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const { '@exchange/layer': _fromRepo, ...deps } = example.dependencies;
  appDir = await installHost(
    'next-host',
    'examples/next-host',
    ['app', 'next.config.mjs', 'tsconfig.json'],
    { ...deps, ...example.devDependencies, react: REACT_VERSION, 'react-dom': REACT_VERSION },
    tarball,
  );
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  renameSync(join(appDir, 'next.config.mjs'), join(appDir, 'host.next.config.mjs'));
  writeFileSync(join(appDir, 'next.config.mjs'), SUITE_CONFIG);
  const next = join(appDir, 'node_modules/next/dist/bin/next');
  for (const build of BUILDS) {
    const started = performance.now();
    await buildWith(appDir, process.execPath, [next, 'build', ...build.args], `next build ${build.args.join(' ')}`, {
      NEXT_DIST_DIR: build.distDir,
      NEXT_SKIP_TYPECHECK: build.typeCheck ? '0' : '1',
      NEXT_BUNDLER: build.bundler.toLowerCase(),
    });
    console.log(`[next] ${build.bundler} build: ${Math.round((performance.now() - started) / 1000)} s`);
  }
  // The builds take minutes: say plainly if the suite's layer server is gone by now.
  const layer = await fetch(`${baseURL()}/healthz`).then(
    (r) => `HTTP ${r.status}`,
    (e: Error) => `${e.message} (${String(e.cause)})`,
  );
  if (layer !== 'HTTP 200') throw new Error(`the suite's layer server (${baseURL()}) does not answer after the builds: ${layer}`);
  browser = await launchBrowser();
}, 1_200_000);
afterAll(async () => {
  await browser?.close();
  removeHosts();
});

const DIST = join(ROOT, process.env.DIST_DIR || 'dist');
/** gzip -9 of the scripts a page loaded, read from the Next build (/_next/) and the layer's build (/layer/). */
function scriptKb(build: Build, paths: string[]) {
  const file = (p: string) => (p.startsWith('/_next/') ? join(appDir, build.distDir, p.slice('/_next/'.length)) : join(DIST, p));
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

describe.each(BUILDS)('a Next.js App Router host built with $bundler from the packed package', (build) => {
  let host: Awaited<ReturnType<typeof startNextHost>>;
  beforeAll(async () => {
    host = await startNextHost(baseURL(), appDir, 0, '127.0.0.1', { LAYER_FRAGMENT_TIMEOUT_MS: '60000', NEXT_DIST_DIR: build.distDir });
  }, 240_000);
  afterAll(async () => {
    await host?.stop();
  });

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
        `[next] ${build.bundler} /earn (fragments): ${scriptKb(build, next)} KB gzip -9 of Next's own JavaScript, ${scriptKb(build, layer)} KB the layer's (${layer.length} files, its own React)`,
      );
      const trigger = page.getByRole('navigation', { name: 'Main' }).locator('.menu > button[aria-expanded]').first();
      await trigger.click();
      await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Search markets' }).click();
      await page.getByRole('dialog', { name: 'Search' }).getByRole('combobox').waitFor({ timeout: 30_000 });
      await page.keyboard.press('Escape');
      // Everything the layer asked of this origin is on the documented list (none of it under /assets/).
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
        `[next] ${build.bundler} /client (package): ${scriptKb(
          build,
          scripts.filter((s) => s.startsWith('/_next/')),
        )} KB gzip -9 of JavaScript, React and Next included`,
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
