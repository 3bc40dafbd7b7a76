import { randomBytes } from 'node:crypto';
import { type Browser, type BrowserContext, chromium, type Locator, type Page, type Response } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CONSENT_COOKIE, serializeConsent, uniformChoice } from '../../engine/consent/consent.ts';
import { contextFromBootstrap } from '../../engine/context.ts';
import { linkOptionsFor, type ResolvedLayer, resolveLayer } from '../../engine/resolveLayer.ts';
import { Bootstrap } from '../../schemas/bootstrap.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { PAGE_DATA_ID } from '../../schemas/pageData.ts';
import { chromiumPath, SUITE_CHROMIUM_ARGS } from '../../scripts/chromiumFlags.ts';

export const DESKTOP = { width: 1440, height: 900 } as const;
export const MOBILE = { width: 390, height: 844 } as const;
export const SCREENSHOTS = new URL('../../screenshots/', import.meta.url).pathname;

export function baseURL(): string {
  return inject('baseURL');
}

/**
 * The context's csrftoken for a call made from the test, as the page's own code has it: no answer
 * of the server hands one to a visitor, so when there is none yet it is made here and
 * stored as a cookie, as app/layer/api/csrfToken.ts does in the page.
 */
export async function csrfTokenOf(context: BrowserContext): Promise<string> {
  const found = (await context.cookies(baseURL())).find((c) => c.name === 'csrftoken')?.value;
  if (found) return found;
  const token = randomBytes(18).toString('base64url');
  await context.addCookies([{ name: 'csrftoken', value: token, url: baseURL() }]);
  return token;
}

/**
 * How long a page step may take before it fails: the browser files run beside the unit files (and
 * the fault matrix runs five cases at once), so on two cores a page load or a click's answer can take several times its idle time.
 */
export const BUSY_TIMEOUT = 60_000;

/**
 * Chromium as the suite runs it: headless, sandbox-less, no background traffic. Without site
 * isolation every new page starts one renderer instead of two (the new tab's first one was thrown
 * away when the page went to the test server's site): a fresh-context load of the home page took
 * about 1.55 s of CPU instead of 1.95 on this machine. The pages under test embed no cross-site
 * frames whose isolation a test would check.
 */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...SUITE_CHROMIUM_ARGS, ...extraArgs],
  });
  // Every context waits as long as two busy cores need (Playwright's own default is 30 s).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(BUSY_TIMEOUT);
    context.setDefaultNavigationTimeout(BUSY_TIMEOUT);
    return context;
  };
  return browser;
}

/**
 * A config icon the server does not have shows up as a 404 console error. icons.test.ts checks
 * every icon the configs reference and names the missing ones; the page tests leave those to it
 * so that one gap does not hide every other error.
 */
export const isMissingIcon = (error: string) => /status of 404/.test(error) && /\/icons\//.test(error);

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far (missing config icons excluded, see isMissingIcon). */
  errors: string[];
  /** CSP violations reported by the page (securitypolicyviolation events). */
  cspViolations(): Promise<string[]>;
}

/**
 * A fresh context (own cookies) and page that records console errors and CSP violations. Cookie
 * consent (EU, UK, Turkey) is given up front so the banner does not float over what other tests
 * click; tests/browser/consent.test.ts opens pages with `consent: 'none'`.
 */
export async function openPage(
  browser: Browser,
  /** bypassCSP: the page's CSP is not enforced, so a test can see whether injected script would run. */
  options: {
    viewport?: { width: number; height: number };
    colorScheme?: 'light' | 'dark';
    bypassCSP?: boolean;
    consent?: 'accepted' | 'none';
    /** Where the pages are (default the test server; a test may start its own); an https origin's self-signed certificate is accepted. */
    origin?: string;
    /** When the consent was given (ms since the epoch; now by default). */
    consentAt?: number;
    /** The browser's time zone (the machine's by default). */
    timezoneId?: string;
  } = {},
): Promise<OpenedPage> {
  const origin = options.origin ?? baseURL();
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    colorScheme: options.colorScheme ?? 'light',
    bypassCSP: options.bypassCSP ?? false,
    baseURL: origin,
    ignoreHTTPSErrors: origin.startsWith('https:'),
    timezoneId: options.timezoneId,
  });
  if ((options.consent ?? 'accepted') === 'accepted') {
    const consent = serializeConsent(uniformChoice(true, options.consentAt ?? Date.now()));
    await context.addCookies([{ name: CONSENT_COOKIE, value: consent, url: origin }]);
  }
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = `${msg.text()} ${msg.location().url ?? ''}`.trim();
    if (!isMissingIcon(text)) errors.push(text);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return {
    context,
    page,
    errors,
    cspViolations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp ?? []),
  };
}

/**
 * Makes the server's pages arrive as a page drawn only in the browser (what the server sends when
 * it cannot render): no layer markup and no embedded bootstrap, so the page asks the bootstrap API
 * and tests can exercise that path (malformed answers, faults).
 */
export async function withoutServerRender(page: Page): Promise<void> {
  await page.route(
    (url) => !/^\/(api|apiw|apiweb|assets|icons|docs|oauth)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<div id="root">[\s\S]*?<\/div>\s*<script type="application\/json" id="page-data">[\s\S]*?<\/script>/,
        '<div id="root"></div>',
      );
      await route.fulfill({ response, body: html });
    },
  );
}

/**
 * The bootstrap a server-rendered page drew with: its embedded JSON plus the region config from
 * the versioned address it names. Null for a page drawn in the browser only. Works without script.
 */
export async function embeddedBootstrap(page: Page): Promise<unknown> {
  const script = page.locator('#page-data');
  if ((await script.count()) === 0) return null;
  const data = JSON.parse((await script.textContent()) ?? '{}') as { boot: Record<string, unknown>; configUrl: string };
  const res = await page.request.get(data.configUrl);
  return { ...data.boot, config: ((await res.json()) as { data: unknown }).data };
}

/**
 * Loads a path and returns the bootstrap the page drew with, validated: the one the server embedded
 * in the page (server rendering), else the one the page fetched.
 */
export async function gotoAndCaptureBootstrap(page: Page, path: string): Promise<Bootstrap> {
  const response = responseTo(page, (r) => r.url().includes(ENDPOINTS.bootstrap.path));
  await page.goto(path);
  const embedded = await embeddedBootstrap(page);
  const raw = embedded ? { data: embedded } : ((await (await response).json()) as { data?: unknown });
  const boot = Bootstrap.parse(raw && typeof raw === 'object' && 'data' in raw ? raw.data : raw);
  await page.getByRole('banner').waitFor();
  await page.locator('.page[data-site]').waitFor();
  await live(page);
  return boot;
}

/** What the page should draw for a bootstrap, by the same engine the app uses. */
export function expectedLayer(boot: Bootstrap, platform: 'web' | 'h5' = 'web'): ResolvedLayer {
  return resolveLayer(boot.config, contextFromBootstrap(boot, { platform }), linkOptionsFor(boot.config));
}

/**
 * Polls a predicate in the page until it holds. (page.waitForFunction compiles its predicate with
 * eval inside the page, which the strict CSP rightly reports; page.evaluate does not.)
 */
export async function until<A extends string | number | boolean | undefined>(
  page: Page,
  predicate: (arg: A) => boolean,
  arg: A,
  timeoutMs = 30_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await page.evaluate(predicate as (arg: unknown) => boolean, arg)) return;
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${predicate.toString().slice(0, 120)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The cookies once `name` holds `want`. A cookie written by script (document.cookie, js-cookie)
 * reaches the browser's cookie store over IPC a moment after the click that wrote it returns, so a
 * read right after the click can still see the old jar (a clean-clone run failed once on that).
 */
export async function cookiesOnce(context: BrowserContext, name: string, want: string) {
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === name)?.value, { timeout: 10_000 }).toBe(want);
  return context.cookies();
}

/** The cookie `name` once it holds `want` (see cookiesOnce). */
export async function cookieOnce(context: BrowserContext, name: string, want: string) {
  return (await cookiesOnce(context, name, want)).find((c) => c.name === name)!;
}

/** Logs a demo user in through the real login form. */
export async function logIn(page: Page, username: string, password = 'demo1234', prefix = '') {
  await page.goto(`${prefix}/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await Promise.all([page.waitForURL((u) => !u.pathname.endsWith('/login')), page.locator('form button[type="submit"]').click()]);
  await page.locator('.page[data-site]').waitFor();
  await live(page);
}

/**
 * Waits until React has taken over the server's HTML (hydration runs as a transition), so
 * what a test does next meets the live layer rather than the server's markup. A page the browser
 * drew alone, without the server's page data, is live once it is drawn.
 */
export async function live(page: Page) {
  await until(page, (id) => document.documentElement.dataset.layer === 'hydrated' || !document.getElementById(id), PAGE_DATA_ID, 30_000);
}

/**
 * Waits for the network to be quiet (the first answers after the page loaded, such as the
 * announcement bar's, have arrived), then for the app to be live: the app's chunk is asked for
 * only once the browser reports the first paint (app/site/boot.ts), which on busy cores can come
 * after the network was already quiet.
 */
export async function quietAndLive(page: Page) {
  await page.waitForLoadState('networkidle');
  await live(page);
}

/**
 * Opens each main-nav menu once and closes it again: a closed panel is not built until its first
 * opening, after which it stays in the DOM, so its entries can be found. Given `until`,
 * stops at the first menu that holds it.
 */
export async function buildMenuPanels(page: Page, until?: Locator) {
  for (const trigger of await page.locator('.main-nav-list > li > .menu > button[aria-expanded]').all()) {
    await trigger.scrollIntoViewIfNeeded();
    await trigger.click();
    await page.waitForFunction((el) => el?.getAttribute('aria-expanded') === 'true', await trigger.elementHandle());
    await page.keyboard.press('Escape');
    if (until && (await until.count()) > 0) break;
  }
  await page.mouse.move(5, 600);
}

/**
 * Hovers the main-nav menu that holds a market entry, then the entry: its flyout opens (code and
 * data load then). Found through the entry itself, so no test keeps a map of menus to markets.
 */
export async function openMarketPanel(page: Page, market: string, timeout = 30_000) {
  await live(page);
  const entry = page.locator(`.market-item[data-market="${market}"]`).first();
  if ((await entry.count()) === 0) await buildMenuPanels(page, entry);
  await page.mouse.move(5, 600);
  await page.locator('.main-nav-list > li').filter({ has: entry }).locator('button[aria-expanded]').first().hover();
  await entry.locator('.market-trigger').hover();
  const flyout = page.locator('.mk-flyout');
  await flyout.waitFor({ timeout });
  return flyout;
}

/** The live version of an ops target, as the signed-in ops context's console state says. */
export async function liveVersion(context: BrowserContext, name: string): Promise<number> {
  const res = await context.request.get(ENDPOINTS.opsState.path);
  const body = (await res.json()) as { data: { targets: { name: string; version: number }[] } };
  return body.data.targets.find((t) => t.name === name)!.version;
}

/**
 * page.waitForResponse, for a step that may fail before the answer is awaited: the wait then ends
 * with the page's close, which is not an unhandled rejection (awaiting it still throws).
 */
export function responseTo(page: Page, test: (r: Response) => boolean, options?: { timeout?: number }): Promise<Response> {
  const response = page.waitForResponse(test, options);
  response.catch(() => undefined);
  return response;
}

/**
 * Resolves once a request to `fragment` got an answer ('answered') or failed ('failed': aborted by
 * the client's timeout, say). Ask before the step that makes the request.
 */
export function requestSettled(page: Page, fragment: string, method = 'GET'): Promise<'answered' | 'failed'> {
  const match = (url: string, m: string) => url.includes(fragment) && m === method;
  const both = [
    page
      .waitForEvent('response', { predicate: (r) => match(r.url(), r.request().method()), timeout: 30_000 })
      .then(() => 'answered' as const),
    page.waitForEvent('requestfailed', { predicate: (r) => match(r.url(), r.method()), timeout: 30_000 }).then(() => 'failed' as const),
  ];
  // The event that does not come times out later, unawaited; so does the race when a step fails
  // before it is awaited: neither is an unhandled rejection (awaiting the race still throws).
  const race = Promise.race(both);
  for (const p of [...both, race]) p.catch(() => undefined);
  return race;
}
