import type { Browser, Page } from 'playwright-core';
import { siDiscord, siTelegram } from 'simple-icons';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import {
  DESKTOP,
  gotoAndCaptureBootstrap,
  launchBrowser,
  logIn,
  MOBILE,
  openMarketPanel,
  openPage,
  quietAndLive,
  until,
  withoutServerRender,
} from './helpers.ts';

/**
 * What SPEC §2-§7 list and the header, footer and pages lacked:
 * the app-download entry, the drawer's VIP badge, the fiat toggle that stays off, one analytics
 * event per click with its item, sanitised announcement HTML, real social marks, and a 404 page.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('app download in the header (SPEC §2, §6)', () => {
  it('main site: a "Download app" button opens a QR code of the download page (pos=header) and a link to it', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    try {
      await gotoAndCaptureBootstrap(page, '/?site=main');
      const button = page.getByRole('banner').getByRole('button', { name: 'Download app' });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
      const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      await panel.getByRole('img', { name: 'Scan to download the app' }).waitFor();
      await expect(panel.getByRole('link', { name: 'More download options' }).getAttribute('href')).resolves.toBe('/mobileapp?pos=header');
      const b = await panel.boundingBox();
      expect(b && b.x >= 0 && b.x + b.width <= DESKTOP.width).toBe(true);
      await page.keyboard.press('Escape');
      await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('hidden for the US and EU sub-sites (hiddenDownload)', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    try {
      for (const site of ['us', 'eu']) {
        await gotoAndCaptureBootstrap(page, `/?site=${site}`);
        await expect(page.getByRole('banner').getByRole('button', { name: 'Download app' }).count()).resolves.toBe(0);
      }
    } finally {
      await context.close();
    }
  });
});

describe('VIP badge in the drawer (SPEC §2)', () => {
  it('a VIP sees the badge with the tier in the mobile drawer; a tier-0 user does not', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    try {
      await logIn(page, 'vip');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Main' });
      await drawer.waitFor();
      await expect(drawer.getByText(/^VIP\s?3$/).isVisible()).resolves.toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
    const other = await openPage(browser, { viewport: MOBILE });
    try {
      await logIn(other.page, 'trader');
      await other.page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = other.page.getByRole('dialog', { name: 'Main' });
      await drawer.waitFor();
      await expect(drawer.getByText(/^VIP\s?\d+$/).count()).resolves.toBe(0);
    } finally {
      await other.context.close();
    }
  });
});

describe("the don't-switch-to-fiat choice (SPEC §4)", () => {
  it('turned off, it stays off after a reload', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    try {
      const openRate = async () => {
        await page.getByTestId('region-button').click();
        const dialog = page.getByRole('dialog', { name: 'Language and region' });
        await dialog.getByRole('tab', { name: 'Exchange rate' }).click();
        return dialog.getByRole('switch');
      };
      await gotoAndCaptureBootstrap(page, '/?site=main');
      let toggle = await openRate();
      await expect(toggle.getAttribute('aria-checked')).resolves.toBe('true');
      await toggle.click();
      await expect(toggle.getAttribute('aria-checked')).resolves.toBe('false');
      await gotoAndCaptureBootstrap(page, '/?site=main');
      toggle = await openRate();
      await expect(toggle.getAttribute('aria-checked')).resolves.toBe('false');
      // And on again survives a reload too.
      await toggle.click();
      await gotoAndCaptureBootstrap(page, '/?site=main');
      toggle = await openRate();
      await expect(toggle.getAttribute('aria-checked')).resolves.toBe('true');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

type Sent = { name: string; props: Record<string, string> };

interface ClickCount {
  /** Clicks the page has begun to dispatch, and how many of them every listener has handled. */
  __clicks: number;
  __clicksDone: number;
  /** Analytics events the page has handed to fetch. */
  __analyticsSent: number;
}

/**
 * Every analytics event the page sends, read from the requests as they leave; the page counts the
 * events it hands to fetch and the clicks it has finished dispatching (see sentByClick).
 */
async function recordEvents(page: Page): Promise<Sent[]> {
  const events: Sent[] = [];
  page.on('request', (r) => {
    if (!r.url().includes(ENDPOINTS.analytics.path)) return;
    const body = r.postDataJSON() as { events?: Sent[] } | null;
    events.push(...(body?.events ?? []));
  });
  await page.addInitScript((path) => {
    const w = window as unknown as ClickCount;
    Object.assign(w, { __clicks: 0, __clicksDone: 0, __analyticsSent: 0 });
    // Ahead of the app's own capturing listener on document; a task queued here runs once every
    // listener of this click has run.
    window.addEventListener(
      'click',
      () => {
        const n = ++w.__clicks;
        setTimeout(() => {
          w.__clicksDone = n;
        }, 0);
      },
      true,
    );
    const original = window.fetch;
    window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes(path) && typeof init?.body === 'string') {
        w.__analyticsSent += ((JSON.parse(init.body) as { events?: unknown[] }).events ?? []).length;
      }
      return original.call(this, input, init);
    };
  }, ENDPOINTS.analytics.path);
  return events;
}

/** Clicks stay on the page: the capturing analytics listener runs first, navigation never starts. */
async function keepClicksHere(page: Page) {
  await page.evaluate(() =>
    window.addEventListener('click', (e) => {
      if ((e.target as Element).closest('a[href]')) e.preventDefault();
    }),
  );
}

/**
 * The events sent since `before`, once the last click has been handled. The app sends each event
 * while the click is dispatched (app/layer/analytics/sink.ts: one fetch per event, straight away),
 * and a Playwright click returns once the page has received it, so when every listener of that
 * click has run the page's count of events handed to fetch is final; the test then waits until it
 * has seen that many leave.
 */
async function oneMore(page: Page, events: Sent[], before: number) {
  await until(page, () => (window as unknown as ClickCount).__clicksDone === (window as unknown as ClickCount).__clicks, undefined);
  const sent = await page.evaluate(() => (window as unknown as ClickCount).__analyticsSent);
  await expect.poll(() => events.length, { message: 'analytics events seen leaving vs handed to fetch' }).toBe(sent);
  return events.slice(before);
}

describe('analytics (SPEC §7): one event per click, with the clicked item', () => {
  it('top entry, panel entry, market row, search result, log in and sign up', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    try {
      const events = await recordEvents(page);
      await gotoAndCaptureBootstrap(page, '/?site=main');
      await quietAndLive(page);
      await keepClicksHere(page);
      const nav = page.getByRole('navigation', { name: 'Main' });

      let n = events.length;
      const trade = nav.getByRole('button', { name: /Trade/ }).first();
      await trade.click();
      let got = await oneMore(page, events, n);
      expect(got).toHaveLength(1);
      expect(got[0]).toMatchObject({ name: 'home_top_navigation_click', props: { module_name: 'header' } });
      expect(got[0]?.props.button_name).toBeTruthy();

      n = events.length;
      const panel = page.locator(`[id="${await trade.getAttribute('aria-controls')}"]`);
      const entry = panel.getByRole('link').first();
      const entryHref = await entry.getAttribute('href');
      await entry.click();
      got = await oneMore(page, events, n);
      expect(got).toHaveLength(1);
      expect(got[0]).toMatchObject({ name: 'home_secondary_navigation_click', props: { url: entryHref } });

      n = events.length;
      const flyout = await openMarketPanel(page, 'spot');
      const row = flyout.getByRole('link', { name: /BTC/ }).first();
      await row.waitFor();
      const rowHref = (await row.getAttribute('href')) ?? '';
      await row.click();
      got = (await oneMore(page, events, n)).filter((e) => e.name === 'home_top_navigation_result_click');
      expect(got).toHaveLength(1);
      expect(got[0]?.props.url).toBe(rowHref);
      expect(got[0]?.props.button_name).toMatch(/^BTC_/);

      await page.mouse.move(5, 600);
      n = events.length;
      await page.getByRole('banner').getByTestId('login-link').click();
      got = await oneMore(page, events, n);
      expect(got.map((e) => e.name)).toEqual(['login_click']);
      n = events.length;
      await page.getByRole('banner').getByTestId('signup-link').click();
      got = await oneMore(page, events, n);
      expect(got.map((e) => e.name)).toEqual(['register_click']);

      // A search result (the separately built search app): the event leaves before the navigation.
      await page.getByRole('button', { name: 'Search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await dialog.getByRole('combobox').fill('eth');
      const option = dialog.getByRole('option', { name: /^ETH\/USDT/ }).first();
      await option.waitFor();
      n = events.length;
      const sent = page.waitForRequest((r) => r.url().includes(ENDPOINTS.analytics.path));
      await Promise.all([page.waitForURL('**/trade/ETH_USDT'), option.click()]);
      await sent;
      got = events.slice(n).filter((e) => e.name === 'home_top_navigation_result_click');
      expect(got).toHaveLength(1);
      expect(got[0]).toMatchObject({ props: { module_name: 'search' } });
      expect(got[0]?.props.button_name).toMatch(/ETH/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('announcement HTML (SPEC §3, §4)', () => {
  it('is drawn through the sanitiser: tags rendered, scripts and unsafe links gone', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    try {
      await page.route(`**${ENDPOINTS.bulletin.path}**`, (route) =>
        route.fulfill({
          json: {
            code: 200,
            message: 'success',
            data: {
              content_id: 'html-1',
              content:
                '<b>Maintenance</b> on Saturday &amp; Sunday, see <a href="/help">the help centre</a> <a href="javascript:alert(1)">now</a><script>window.__x=1</script>',
              link: '/announcements',
            },
          },
        }),
      );
      // The announcement above is answered in the browser: the page is drawn there, not by the server.
      await withoutServerRender(page);
      await gotoAndCaptureBootstrap(page, '/?site=main');
      const bar = page.getByRole('region', { name: 'Announcement' });
      const help = bar.getByRole('link', { name: 'the help centre', exact: true });
      await help.waitFor();
      await expect(help.getAttribute('href')).resolves.toBe('/help');
      const text = (await bar.textContent()) ?? '';
      expect(text).toContain('Maintenance on Saturday & Sunday');
      expect(text).not.toMatch(/<b>|&amp;|<script/);
      await expect(bar.locator('b').textContent()).resolves.toBe('Maintenance');
      await expect(bar.getByRole('link', { name: 'now' }).count()).resolves.toBe(0);
      await expect(page.evaluate(() => (window as unknown as { __x?: number }).__x)).resolves.toBeUndefined();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('footer social icons', () => {
  it("are the networks' marks from Simple Icons, not letters", async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    try {
      await gotoAndCaptureBootstrap(page, '/?site=main');
      const footer = page.getByRole('contentinfo');
      for (const [name, icon] of [
        ['Telegram', siTelegram],
        ['Discord', siDiscord],
      ] as const) {
        const link = footer.getByRole('link', { name });
        const src = (await link.locator('img').getAttribute('src')) ?? '';
        const svg = await (await page.request.get(src)).text();
        expect(svg).toContain(icon.path);
        expect(svg).not.toContain('<text');
      }
      const linkedin = await (await page.request.get('/icons/social/linkedin.svg')).text();
      expect(linkedin).not.toContain('<text');
      expect(linkedin).toContain('<path');
    } finally {
      await context.close();
    }
  });
});

describe('unknown pages (404)', () => {
  it('answer HTTP 404 with the layer and a "page not found" message in the page language, with links home and to search', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    try {
      for (const [path, title, home] of [
        ['/no-such-page-here', 'Page not found', '/'],
        ['/zh/no/such/page', '页面不存在', '/zh'],
      ] as const) {
        const res = await page.goto(path);
        expect(res?.status()).toBe(404);
        await page.getByRole('banner').waitFor();
        await page.getByRole('contentinfo').waitFor();
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title);
        await expect(main.getByRole('link').first().getAttribute('href')).resolves.toBe(home);
      }
      // The search way opens the site search.
      await page.getByRole('main').getByRole('button').click();
      await page.getByRole('dialog').getByRole('combobox').waitFor();
      // Pages the site has still answer 200.
      for (const path of ['/', '/trade/BTC_USDT', '/zh/futures/USDT/BTC_USDT', '/reminder', '/price/bitcoin', '/login']) {
        const res = await page.request.get(path);
        expect(res.status(), path).toBe(200);
      }
      expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
