import AxeBuilder from '@axe-core/playwright';
import axe, { type Result } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { buildMenuPanels, csrfTokenOf, DESKTOP, launchBrowser, live, logIn, MOBILE, openPage, quietAndLive, until } from './helpers.ts';

/**
 * axe-core (WCAG 2.0 and 2.1, A and AA) over the home page of every sub-site at 1440 and 390 px,
 * with each overlay opened in turn and scanned: market panel (desktop), language and region
 * dialog (both tabs), mobile drawer, then logged in as trader the header, the reminder dropdown,
 * the profile menu (desktop) or drawer (phone) and the logout confirmation.
 *
 * Kept fast: one browser; one page per sub-site and viewport, two pages at a time; axe is put in
 * each document once (an init script) rather than re-sent with every scan; an overlay is scanned on
 * its own (`include`) so a scan reports only what changed. Themes alternate by
 * sub-site (light desktop and dark phone, then the other way round), so every overlay's colours
 * are checked in both themes without doubling the scans.
 */

const SITES = ['main', 'tr', 'eu', 'hk', 'us', 'bs', 'sg', 'uk', 'jp', 'uae', 'au', 'testnet'] as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PARALLEL = 2;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
const summary: string[] = [];
afterAll(async () => {
  await browser?.close();
  summary.sort();
  if (summary.length > 0) console.log(`axe ${TAGS.join(' ')}: violations per scan\n${summary.join('\n')}`);
});

/** A tiny semaphore: the tests are declared concurrent, at most PARALLEL pages work at once. */
let free = PARALLEL;
const waiting: (() => void)[] = [];
async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (free > 0) free--;
  else await new Promise<void>((r) => waiting.push(r));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else free++;
  }
}

function describeViolation(scan: string, v: Result): string {
  const targets = v.nodes.slice(0, 4).map((n) => n.target.join(' '));
  const why = v.nodes[0]?.failureSummary?.split('\n').slice(1, 3).join(' ').trim() ?? '';
  return `[${scan}] ${v.id} (${v.impact}) x${v.nodes.length}: ${targets.join(' | ')} :: ${why}`;
}

class Scanner {
  readonly found: string[] = [];
  readonly counts: string[] = [];
  constructor(private readonly page: Page) {}

  async scan(name: string, include?: readonly string[]) {
    // An overlay fading in has mid-animation colours: let finite animations end first.
    await this.page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    // axeSource ';': axe is already in the page (see scanSite); legacy mode runs it in the page
    // itself instead of finishing each run in a fresh blank page. resultTypes: only violations are
    // described node by node (axe's own option for speed; a scan's passes are not read).
    let builder = new AxeBuilder({ page: this.page, axeSource: ';' })
      .withTags(TAGS)
      .options({ resultTypes: ['violations'] })
      .setLegacyMode(true);
    for (const sel of include ?? []) builder = builder.include(sel);
    const { violations } = await builder.analyze();
    this.counts.push(`${name} ${violations.length}`);
    this.found.push(...violations.map((v) => describeViolation(name, v)));
  }
}

async function load(page: Page, path: string) {
  await page.goto(path);
  await page.locator('.page[data-site]').waitFor();
  // What the scans open (menus, dialogs) is the app's, and the announcement bar arriving after the
  // first render moves the header down: wait for both.
  await quietAndLive(page);
}

/** Logs trader in through the API (the form has its own tests) and reloads the page. */
async function logInTrader(page: Page, context: BrowserContext) {
  const token = await csrfTokenOf(context);
  const res = await page.request.post(ENDPOINTS.login.path, {
    form: { username: 'trader', password: 'demo1234' },
    headers: { csrftoken: token },
  });
  if (!res.ok()) throw new Error(`login answered ${res.status()}`);
  await page.reload();
  await page.getByTestId('account-menus').waitFor({ state: 'attached' });
  await live(page);
}

/** Hovers the header menu holding the spot panel (or else the first list panel), then its entry. */
async function openMarketPanel(page: Page): Promise<boolean> {
  await buildMenuPanels(page);
  const spot = page.locator('.market-item[data-market="spot"]');
  const entry = (await spot.count()) > 0 ? spot.first() : page.locator('.market-item[data-market]:not([data-market="fiat"])').first();
  if ((await entry.count()) === 0) return false;
  await page.mouse.move(5, 600);
  await page.locator('.main-nav-list > li').filter({ has: entry }).locator('button[aria-expanded]').first().hover();
  await entry.locator('.market-trigger').hover();
  await page.locator('.mk-flyout .mk-row, .mk-flyout .mk-nodata').first().waitFor();
  return true;
}

async function scanRegionDialog(s: Scanner, page: Page, open: () => Promise<void>) {
  await open();
  const modal = page.getByTestId('region-modal');
  await modal.locator('a.choice').first().waitFor();
  await s.scan('language', ['[data-testid="region-modal"]']);
  const rate = modal.getByRole('tab').nth(1);
  if ((await rate.count()) > 0) {
    await rate.click();
    await modal.locator('[data-fiat]').first().waitFor();
    await s.scan('rate', ['[data-testid="region-modal"]']);
  }
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });
}

interface SiteScan {
  /** Names of the scans that ran. */
  scans: string[];
  violations: string[];
}

async function scanSite(site: string, viewport: 'desktop' | 'mobile', theme: 'light' | 'dark'): Promise<SiteScan> {
  const desktop = viewport === 'desktop';
  const { page, context } = await openPage(browser, { viewport: desktop ? DESKTOP : MOBILE, colorScheme: theme });
  await context.addInitScript({ content: axe.source });
  const s = new Scanner(page);
  try {
    await load(page, `/?site=${site}`);
    await s.scan('home');
    if (desktop) {
      if (await openMarketPanel(page)) await s.scan('markets', ['.menu--open', '.mk-flyout']);
      await page.mouse.move(5, 600);
      const region = page.getByTestId('region-button');
      if (await region.isVisible()) await scanRegionDialog(s, page, () => region.click());
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByTestId('drawer').waitFor();
      await s.scan('drawer', ['.drawer-root']);
      const ops = page.getByTestId('ops-language');
      if (await ops.isVisible()) await scanRegionDialog(s, page, () => ops.click());
      await page.keyboard.press('Escape');
    }

    await logInTrader(page, context);
    // Logged in, the page below the header is the one scanned above: the header is scanned with
    // the reminder dropdown open.
    const bell = page.getByTestId('reminder-bell');
    if (await bell.isVisible()) {
      await bell.click();
      await page.getByTestId('reminder-records').waitFor();
      await s.scan('header+reminder', ['.site-header']);
      await page.keyboard.press('Escape');
    } else await s.scan('header', ['.site-header']);
    let logout = null;
    if (desktop) {
      const profile = page.locator('.account-menus [data-item-id="profile"] > button');
      if (await profile.isVisible()) {
        await profile.hover();
        await page.locator('.menu--open .user-card:not(.user-card--loading)').first().waitFor();
        await s.scan('profile', ['.menu--open']);
        logout = page.locator('.menu--open .logout-button');
      }
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByTestId('drawer').waitFor();
      await s.scan('drawer-trader', ['.drawer-root']);
      logout = page.getByTestId('drawer').locator('.logout-button');
    }
    if (logout && (await logout.count()) > 0) {
      await logout.click();
      await page.getByTestId('logout-dialog').waitFor();
      await s.scan('logout', ['[data-testid="logout-dialog"]']);
    }
    summary.push(`| ${site} | ${viewport} | ${theme} | ${s.counts.join(', ')} |`);
    return { scans: s.counts.map((c) => c.split(' ')[0]!), violations: s.found };
  } finally {
    await context.close();
  }
}

/** What must have been opened and scanned: testnet has no notifications and no logout (SPEC §6). */
function expectedScans(site: string, viewport: 'desktop' | 'mobile'): string[] {
  const account = site === 'testnet' ? ['header'] : ['header+reminder', 'logout'];
  return viewport === 'desktop'
    ? ['home', 'markets', 'language', 'profile', ...account]
    : ['home', 'drawer', 'language', 'drawer-trader', ...account];
}

describe.concurrent('axe: every sub-site, desktop and phone, overlays opened in turn', () => {
  SITES.forEach((site, i) => {
    const themes = { desktop: i % 2 === 0 ? 'light' : 'dark', mobile: i % 2 === 0 ? 'dark' : 'light' } as const;
    for (const viewport of ['desktop', 'mobile'] as const) {
      it(`${site} ${viewport} ${themes[viewport]}`, { timeout: 300_000 }, async ({ expect }) => {
        const result = await slot(() => scanSite(site, viewport, themes[viewport]));
        expect(result.scans).toEqual(expect.arrayContaining(expectedScans(site, viewport)));
        expect(result.violations).toEqual([]);
      });
    }
  });
});

describe('the unread count is said politely (aria-live)', () => {
  it("the bell's live region says the total, and follows it when tabs are read", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      // The counts come from the test, so the words are known whatever other tests have read; the
      // tab clicks are answered here too, so the server's read state (other files use it) is kept.
      let counts: Record<string, number> = { announce: 2, trade: 1, system: 0 };
      await page.route(`**${ENDPOINTS.heraldUnread.path}`, (route) =>
        route.fulfill({ json: { code: 200, message: 'success', data: counts } }),
      );
      // Answered as the server answers a mark-read (its response schema is checked by the page).
      await page.route(`**${ENDPOINTS.heraldRead.path}`, (route) => {
        const msgType = new URLSearchParams(route.request().postData() ?? '').get('msg_type') ?? '';
        return route.fulfill({ json: { code: 200, message: 'success', data: { msg_type: msgType, updated: 1 } } });
      });
      await logIn(page, 'trader');
      const live = page.getByTestId('reminder-live');
      await expect(live.getAttribute('aria-live')).resolves.toBe('polite');
      const says = (text: string) => until(page, (t) => document.querySelector('[data-testid="reminder-live"]')?.textContent === t, text);
      await says('3 unread notifications');
      await expect(page.getByTestId('reminder-bell').getAttribute('aria-label')).resolves.toBe('Notifications, 3 unread');

      await page.getByTestId('reminder-bell').click();
      const dropdown = page.getByTestId('reminder-dropdown');
      await dropdown.getByTestId('reminder-records').waitFor();
      // Every tab can be brought wholly inside the dropdown's box at 1440 px (one row that scrolls
      // sideways; none is left clipped at the edge).
      const clipped = await dropdown.evaluate((d) => {
        const box = d.getBoundingClientRect();
        return [...d.querySelectorAll('[role="tab"]')]
          .filter((t) => {
            t.scrollIntoView({ block: 'nearest', inline: 'nearest' });
            const r = t.getBoundingClientRect();
            return r.left < box.left || r.right > box.right;
          })
          .map((t) => t.textContent);
      });
      expect(clipped).toEqual([]);
      counts = { announce: 2, trade: 0, system: 0 };
      await dropdown.locator('[role="tab"][data-code="trade"]').click();
      await says('2 unread notifications');

      counts = { announce: 0, trade: 0, system: 0 };
      await dropdown.locator('[role="tab"][data-code="announce"]').click();
      await says('No unread notifications');
      await until(page, () => document.querySelector('[data-testid="reminder-dot"]') === null, undefined);
      await expect(page.getByTestId('reminder-bell').getAttribute('aria-label')).resolves.toBe('Notifications');

      // Capped like the badges (SPEC §9).
      counts = { announce: 150, trade: 0, system: 0 };
      await dropdown.locator('[role="tab"][data-code="trade"]').click();
      await says('99+ unread notifications');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an empty inbox is not announced on page load', async () => {
    const { page, context } = await openPage(browser);
    try {
      const asked = page.waitForResponse((r) => r.url().includes(ENDPOINTS.heraldUnread.path));
      await page.route(`**${ENDPOINTS.heraldUnread.path}`, (route) =>
        route.fulfill({ json: { code: 200, message: 'success', data: { announce: 0, trade: 0 } } }),
      );
      await logIn(page, 'trader');
      await asked;
      await page.getByTestId('reminder-live').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('reminder-live').textContent()).resolves.toBe('');
    } finally {
      await context.close();
    }
  });
});
