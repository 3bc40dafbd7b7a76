/**
 * Scheduling in the console, as a publisher in Tokyo would act: a jp change is scheduled for
 * 09:30 their time two days ahead, read back in their time and in UTC (00:30), listed as
 * scheduled, then cancelled; nothing goes live. (That a due change goes live, once, is tested on
 * the server's clock: tests/server/opsSchedule.test.ts; nothing here waits for time to pass.)
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, liveVersion } from './helpers.ts';
import { opsConsoleAs } from './opsFlow.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('scheduled publish in the console', () => {
  it('a publisher schedules a jp change in their local time, sees it in UTC too, and cancels it', async () => {
    const { page, context, errors } = await opsConsoleAs(browser, 'publisher', 'jp', { timezoneId: 'Asia/Tokyo' });
    try {
      const start = await liveVersion(context, 'jp');
      // Two days ahead, as a Tokyo calendar says (UTC+9, no daylight saving).
      const day = new Date(Date.now() + 2 * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);
      await page.getByLabel('Copyright ({year} is replaced)').fill('© {year} Gate Japan (scheduled)');
      await page.locator('[data-testid="ops-issues"][data-count="0"]').waitFor({ timeout: 30_000 });
      await page.getByRole('tab', { name: 'Changes & publish', exact: true }).click();
      await page.getByLabel('Publish message').fill('New copyright line from the launch day');
      await page.getByLabel('Or schedule: go live at (your local time)').fill(`${day}T09:30`);
      await expect.poll(() => page.getByTestId('ops-schedule-read').first().textContent()).toContain(`your time (${day} 00:30 UTC)`);
      await page.getByRole('button', { name: 'Schedule jp' }).click();
      await expect.poll(() => page.getByTestId('ops-outcome').textContent()).toMatch(/Change #\d+ scheduled\./);
      const id = Number(/#(\d+)/.exec((await page.getByTestId('ops-outcome').textContent()) ?? '')![1]);
      const item = page.locator(`li[data-change="${id}"]`);
      await expect.poll(() => item.getByTestId('ops-change-state').textContent()).toBe('scheduled');
      await expect.poll(() => item.textContent()).toContain(`(${day} 00:30 UTC)`);
      await expect.poll(() => item.textContent()).toContain('9:30');

      await item.getByRole('button', { name: `Cancel the schedule of #${id}` }).click();
      await expect.poll(() => page.getByTestId('ops-change-outcome').textContent()).toBe(`Change #${id} cancelled: it will not go live.`);
      await expect.poll(() => page.locator(`li[data-change="${id}"]`).getAttribute('data-state')).toBe('cancelled');
      expect(await liveVersion(context, 'jp')).toBe(start);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
