import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, gotoAndCaptureBootstrap, launchBrowser, MOBILE, openPage, screenshot } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DAY = 86_400_000;

describe('EU cookie notice (SPEC §4, §9)', () => {
  it('shows on the EU home page until accepted and comes back after 90 days', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    try {
      const start = Date.now();
      await context.clock.install({ time: start });
      await gotoAndCaptureBootstrap(page, '/?site=eu');
      const notice = page.getByTestId('cookie-notice');
      await notice.waitFor();
      await expect(notice.locator('a').getAttribute('href')).resolves.toBe('/legal/cookie-notice');
      await screenshot(page, 'cookie-notice-eu-desktop-light');
      await page.getByTestId('cookie-notice-accept').click();
      await expect(notice.count()).resolves.toBe(0);
      const stored = Number(await page.evaluate(() => localStorage.getItem('cookie_notice_accepted_at')));
      expect(Math.abs(stored - start)).toBeLessThan(60_000);

      // 89 days later it is still accepted; past 90 days it asks again.
      await page.clock.setSystemTime(start + 89 * DAY);
      await page.reload();
      await page.locator('.page[data-site]').waitFor();
      await expect(page.getByTestId('cookie-notice').count()).resolves.toBe(0);
      await page.clock.setSystemTime(start + 91 * DAY);
      await page.reload();
      await page.getByTestId('cookie-notice').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('never shows off the EU home page', async () => {
    const { page, context } = await openPage(browser);
    try {
      for (const path of ['/?site=main', '/fee?site=eu', '/?site=uk']) {
        await gotoAndCaptureBootstrap(page, path);
        await expect(page.getByTestId('cookie-notice').count(), path).resolves.toBe(0);
      }
    } finally {
      await context.close();
    }
  });

  it('mobile, Italian, dark', async () => {
    const { page, context } = await openPage(browser, { viewport: MOBILE, colorScheme: 'dark' });
    try {
      await gotoAndCaptureBootstrap(page, '/it/?site=eu');
      await page.getByTestId('cookie-notice').waitFor();
      await expect(page.getByTestId('cookie-notice-accept').textContent()).resolves.toBe('Accetta e chiudi');
      await screenshot(page, 'cookie-notice-eu-mobile-dark-it');
    } finally {
      await context.close();
    }
  });
});
