import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { DESKTOP, launchBrowser, live, logIn, MOBILE, openPage, until } from './helpers.ts';

/**
 * The notification dropdown and /reminder page as a phone user meets them: the dropdown inside the screen, one row of tabs, one "Show more" per record, the
 * /reminder tab row scrolling to its end, mark all as read, and SPEC §3-shaped records.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WIDTHS = [390, 768, 1024, 1440] as const;
const RECORDS = `**${ENDPOINTS.heraldRecords.path}**`;

async function openDropdown(page: Page, prefix = '', phone = false) {
  await page.goto(`${prefix}/`);
  // A click on the server's bell before React has taken it over is lost (a run on two busy cores
  // waited 60 s for a dropdown that a too-early click never opened).
  await live(page);
  // On a phone a tap brings no hover to start the dropdown's code: it is fetched while the page is
  // idle, before the first tap (as the drawer's), so that tap opens it at once.
  if (phone)
    await until(page, () => performance.getEntriesByType('resource').some((e) => /\/ReminderDropdown-[^/]*\.js$/.test(e.name)), undefined);
  await page.getByTestId('reminder-bell').click();
  const dropdown = page.getByTestId('reminder-dropdown');
  await dropdown.getByTestId('reminder-records').waitFor();
  return dropdown;
}

async function box(page: Page, locator: ReturnType<Page['locator']>) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not drawn');
  const viewport = page.viewportSize()?.width ?? 0;
  return { ...b, right: b.x + b.width, viewport };
}

/** Waits (a scroll may still be running) until the locator lies within [left, right]. */
async function settlesWithin(locator: ReturnType<Page['locator']>, left: number, right: number) {
  const end = Date.now() + 3000;
  for (;;) {
    const b = await locator.boundingBox();
    if (b && b.x >= left - 1 && b.x + b.width <= right + 1) return;
    if (Date.now() > end) throw new Error(`stays at ${b?.x}..${b ? b.x + b.width : '?'}, not within ${left}..${right}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('notification dropdown on every width', () => {
  it('stays inside the viewport at 390, 768, 1024 and 1440 px, left-to-right and right-to-left', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    try {
      await logIn(page, 'trader');
      for (const prefix of ['', '/ar']) {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 844 });
          const dropdown = await openDropdown(page, prefix);
          const b = await box(page, dropdown);
          expect(b.x, `${prefix || 'en'} ${width}px left edge`).toBeGreaterThanOrEqual(0);
          expect(b.right, `${prefix || 'en'} ${width}px right edge`).toBeLessThanOrEqual(width);
          // Titles and dates are not cut at the screen's edge.
          const time = await box(page, dropdown.locator('time').first());
          expect(time.x).toBeGreaterThanOrEqual(0);
          expect(time.right).toBeLessThanOrEqual(width);
        }
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps its tabs on one row and offers one "Show more" per record', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    try {
      await logIn(page, 'trader');
      // Long titles and long content: both are cut, the record still has a single toggle.
      await page.route(RECORDS, async (route) => {
        const res = await route.fetch();
        const body = (await res.json()) as { data: { list: { title: string; content: string }[] } };
        for (const r of body.data.list) {
          r.title = `${r.title} `.repeat(8);
          r.content = `${r.content || 'Details of this notification.'} `.repeat(12);
        }
        await route.fulfill({ response: res, json: body });
      });
      const dropdown = await openDropdown(page, '', true);
      const tabs = dropdown.getByRole('tablist').getByRole('tab');
      const tops = new Set<number>();
      for (const tab of await tabs.all()) tops.add(Math.round((await tab.boundingBox())?.y ?? -1));
      expect(tops.size).toBe(1);
      // The last tab can be brought into view by the keyboard (End) and is then fully visible.
      await tabs.first().focus();
      await page.keyboard.press('End');
      const list = await box(page, dropdown.getByRole('tablist'));
      await settlesWithin(tabs.last(), list.x, list.right);

      const records = dropdown.getByTestId('reminder-records').getByRole('listitem');
      const n = await records.count();
      expect(n).toBeGreaterThan(0);
      for (let i = 0; i < n; i++) {
        await expect(records.nth(i).getByRole('button', { name: 'Show more' }).count()).resolves.toBe(1);
      }
      const toggle = records.first().getByRole('button', { name: 'Show more' });
      await toggle.click();
      await expect(records.first().getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).resolves.toBe('true');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reads SPEC §3-shaped records, shows an unknown type as plain text and reports a record it cannot read', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    try {
      await logIn(page, 'trader');
      await page.route(RECORDS, async (route) => {
        const now = Math.floor(Date.now() / 1000);
        await route.fulfill({
          json: {
            code: 200,
            message: 'success',
            data: {
              list: [
                {
                  title: 'Spot order filled',
                  content: 'BTC_USDT <b>buy</b>',
                  isread: 0,
                  type: 'spot',
                  extras: { mid: '1', market: 'ETH_USDT' },
                  send_timest: now - 60,
                  displayTime: '1 minute ago',
                },
                {
                  title: 'Weekly survey',
                  content: 'Tell us',
                  isread: 1,
                  type: 'survey',
                  extras: { mid: '2', url: '/survey' },
                  send_timest: now - 120,
                  displayTime: '2 minutes ago',
                },
                { content: 'no title, no time', isread: 0, type: 'text', extras: { mid: '3' } },
              ],
              total: 3,
              unread_num: 2,
            },
          },
        });
      });
      const dropdown = await openDropdown(page);
      const records = dropdown.getByTestId('reminder-records').getByRole('listitem');
      await expect(records.count()).resolves.toBe(2);
      await expect(records.nth(0).getByRole('link', { name: 'Spot order filled' }).getAttribute('href')).resolves.toBe('/trade/ETH_USDT');
      await expect(records.nth(1).getByText('Weekly survey').count()).resolves.toBe(1);
      await expect(records.nth(1).getByRole('link').count()).resolves.toBe(0);
      await expect(dropdown.getByRole('status').textContent()).resolves.toBe('Notifications that could not be shown: 1');
      expect(warnings.some((w) => /herald\/renew\/record: 1 row left out/.test(w) && /title/.test(w))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('/reminder on a phone', () => {
  it('scrolls its tab row to the last tab and marks everything read', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    try {
      // vip, not trader: the other files count on trader's unread messages (the red dot), and the
      // server keeps what this test reads for the rest of the run.
      await logIn(page, 'vip');
      await page.goto('/reminder');
      const main = page.getByRole('main');
      await main.getByTestId('reminder-records').waitFor();
      const tabs = main.getByRole('tablist').getByRole('tab');
      await tabs.first().focus();
      await page.keyboard.press('End');
      await settlesWithin(tabs.last(), 0, 390);
      // The page itself does not scroll sideways.
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);

      const before = (await (await page.request.get(ENDPOINTS.heraldUnread.path)).json()) as { data: Record<string, number> };
      expect(Object.values(before.data).some((n) => n > 0)).toBe(true);
      const markAll = main.getByRole('button', { name: 'Mark all as read' });
      await markAll.click();
      await until(page, () => !document.querySelector('[role="tab"] [data-testid="reminder-badge"]'), undefined, 10_000);
      const after = (await (await page.request.get(ENDPOINTS.heraldUnread.path)).json()) as { data: Record<string, number> };
      expect(Object.values(after.data).every((n) => n === 0)).toBe(true);
      await expect(markAll.isDisabled()).resolves.toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
