import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { DESKTOP, launchBrowser, logIn, MOBILE, openPage, quietAndLive, until } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const UNREAD = ENDPOINTS.heraldUnread.path;
/** The browser's own console line for an answer the test made fail on purpose. */
const injected = (e: string) => /status of 503/.test(e);

async function unreadCounts(page: Page): Promise<Record<string, number>> {
  const res = await page.request.get(UNREAD);
  return ((await res.json()) as { data: Record<string, number> }).data;
}

const dotShown = (page: Page) =>
  page
    .getByTestId('reminder-dot')
    .count()
    .then((n) => n > 0);

describe('reminder dropdown and red dot (SPEC §4)', () => {
  it('trader sees the dot, opens the dropdown, switches tab; the server records the read and the count drops', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    try {
      await logIn(page, 'trader');
      await page.getByTestId('reminder-bell').waitFor();
      // The unread count is asked once the layer is drawn; on two busy cores that can take a while.
      await until(page, () => document.querySelector('[data-testid="reminder-dot"]') !== null, undefined, 30_000);
      const before = await unreadCounts(page);
      expect(before.trade).toBeGreaterThan(0);

      await page.getByTestId('reminder-bell').click();
      const dropdown = page.getByTestId('reminder-dropdown');
      await dropdown.getByTestId('reminder-records').waitFor();
      // The first tab with messages (announcements) is selected; hidden tabs (is_show 0) are not drawn.
      const tabs = dropdown.getByRole('tab');
      await expect(tabs.first().getAttribute('aria-selected')).resolves.toBe('true');
      await expect(dropdown.locator('[role="tab"][data-code="copytrade"]').count()).resolves.toBe(0);
      const tradeTab = dropdown.locator('[role="tab"][data-code="trade"]');
      await expect(tradeTab.getByTestId('reminder-badge').textContent()).resolves.toContain(String(before.trade));
      // Times as YYYY-MM-DD HH:mm:ss; show-more goes to the full page.
      const time = await dropdown.locator('.reminder-record-time').first().textContent();
      expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      await expect(dropdown.getByTestId('reminder-show-more').getAttribute('href')).resolves.toBe('/reminder');

      const read = page.waitForResponse((r) => r.url().includes(ENDPOINTS.heraldRead.path) && r.request().method() === 'POST');
      await tradeTab.click();
      expect((await read).status()).toBe(200);
      await expect(tradeTab.getAttribute('aria-selected')).resolves.toBe('true');
      await until(page, () => !document.querySelector('[role="tab"][data-code="trade"] [data-testid="reminder-badge"]'), undefined);
      const after = await unreadCounts(page);
      expect(after.trade).toBe(0);
      expect(Object.values(after).reduce((a, b) => a + b, 0)).toBeLessThan(Object.values(before).reduce((a, b) => a + b, 0));
      // Trade records link to their market through the safe-link rules, and show a status icon.
      await dropdown.getByTestId('reminder-records').waitFor();
      await expect(dropdown.locator('.reminder-record-title a[href="/trade/BTC_USDT"]').count()).resolves.toBeGreaterThan(0);
      await expect(dropdown.locator('.reminder-status').count()).resolves.toBeGreaterThan(0);

      // Escape closes and gives focus back to the bell.
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('reminder-dropdown').count()).resolves.toBe(0);
      await expect(page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).resolves.toBe('reminder-bell');

      // The dot follows the external event both ways.
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('web-reminder-red-dot-update', { detail: false })));
      await until(page, () => document.querySelector('[data-testid="reminder-dot"]') === null, undefined);
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('web-reminder-red-dot-update', { detail: { show: true } })));
      await until(page, () => document.querySelector('[data-testid="reminder-dot"]') !== null, undefined);

      await page.emulateMedia({ colorScheme: 'dark' });
      await page.getByTestId('theme-toggle').click();
      await page.getByTestId('reminder-bell').click();
      await page.getByTestId('reminder-records').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a failing unread endpoint shows no dot and no error to the user', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    try {
      await logIn(page, 'trader');
      await context.addCookies([{ name: 'fault', value: 'unread', url: page.url() }]);
      // The answer to a count asked with the fault cookie: a poll of the page before the reload may
      // still be answering (200) when the cookie is set (a clean-clone run caught that one).
      const failed = page.waitForResponse(
        async (r) => r.url().includes(UNREAD) && /(^|;\s*)fault=/.test((await r.request().allHeaders()).cookie ?? ''),
      );
      await page.reload();
      expect((await failed).status()).toBe(503);
      await page.getByTestId('reminder-bell').waitFor();
      await quietAndLive(page);
      await expect(dotShown(page)).resolves.toBe(false);
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
      await expect(page.getByTestId('reminder-bell').getAttribute('aria-label')).resolves.toBe('Notifications');
      expect(errors.filter((e) => !injected(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an unsafe record URL is never followed, and record HTML is sanitised', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    try {
      await logIn(page, 'trader');
      await page.route(`**${ENDPOINTS.heraldRecords.path}**`, async (route) => {
        const res = await route.fetch();
        const body = (await res.json()) as { data: { list: { extras: Record<string, unknown>; content: string; type: string }[] } };
        const [first, second] = body.data.list;
        if (first) {
          first.type = 'link';
          first.extras = { url: 'javascript:alert(1)' };
          first.content = '<img src=x onerror="window.__xss=1">Hello <a href="javascript:alert(2)">bad</a> <script>window.__xss=2</script>';
        }
        if (second) {
          second.type = 'link';
          second.extras = { web_url: 'https://evil.example/phish' };
        }
        await route.fulfill({ response: res, json: body });
      });
      await page.getByTestId('reminder-bell').click();
      const dropdown = page.getByTestId('reminder-dropdown');
      await dropdown.getByTestId('reminder-records').waitFor();
      const first = dropdown.locator('.reminder-record').first();
      await expect(first.locator('.reminder-record-title a').count()).resolves.toBe(0);
      await expect(dropdown.locator('.reminder-record').nth(1).locator('.reminder-record-title a').count()).resolves.toBe(0);
      await expect(first.locator('img, script, [onerror]').count()).resolves.toBe(0);
      await expect(first.locator('.reminder-record-content a').getAttribute('href')).resolves.toBeNull();
      await expect(page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).resolves.toBeUndefined();
      // Chrome reports (and blocks) the hostile onerror as soon as DOMPurify parses it in its inert
      // document, before stripping it: that report is the CSP doing its job, not a page error.
      expect(errors.filter((e) => !/Executing inline event handler/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('no bell for visitors', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto('/?site=main');
      await page.locator('.page[data-site]').waitFor();
      await expect(page.getByTestId('reminder-bell').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('the /reminder page', () => {
  it('sends visitors to log in', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto('/zh/reminder');
      await page.waitForURL((u) => u.pathname === '/zh/login');
    } finally {
      await context.close();
    }
  });

  it('has the tab sidebar (also from the query), paging and mark read', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    try {
      await logIn(page, 'trader');
      await page.goto('/reminder?sidebar=announce');
      const main = page.getByRole('main');
      await main.getByTestId('reminder-records').waitFor();
      await expect(main.locator('[role="tab"][data-code="announce"]').getAttribute('aria-selected')).resolves.toBe('true');
      await expect(main.locator('.reminder-record').count()).resolves.toBe(20);
      await expect(main.getByTestId('reminder-page-of').textContent()).resolves.toBe('Page 1 of 2');
      await main.getByRole('button', { name: 'Next page' }).click();
      await until(page, () => document.querySelector('[data-testid="reminder-page-of"]')?.textContent === 'Page 2 of 2', undefined);
      await expect(main.locator('.reminder-record').count()).resolves.toBe(6);

      const read = page.waitForResponse((r) => r.url().includes(ENDPOINTS.heraldRead.path));
      await main.locator('[role="tab"][data-code="system"]').click();
      await read;
      await until(page, () => new URL(location.href).searchParams.get('sidebar') === 'system', undefined);
      await expect(unreadCounts(page).then((c) => c.system)).resolves.toBe(0);

      await page.setViewportSize(MOBILE);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows an error state with retry when the records fail', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE, colorScheme: 'dark' });
    try {
      await logIn(page, 'trader');
      await context.addCookies([{ name: 'fault', value: 'records', url: page.url() }]);
      await page.goto('/reminder');
      await page.getByTestId('reminder-error').waitFor();
      await context.clearCookies({ name: 'fault' });
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByTestId('reminder-records').waitFor();
      expect(errors.filter((e) => !injected(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
