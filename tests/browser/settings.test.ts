import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOnce, gotoAndCaptureBootstrap, launchBrowser, openPage } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openSettings(page: Page) {
  await page.mouse.move(5, 400);
  await page.getByTestId('settings-menu').locator('button').first().click();
  const panel = page.getByTestId('settings-panel');
  await panel.waitFor();
  return panel;
}

const values = (page: Page, group: string) =>
  page.locator(`[data-testid="${group}"] .setting-choice`).evaluateAll((els) => els.map((e) => e.getAttribute('data-value')));

describe('settings dropdown (SPEC §2, §4, §6)', () => {
  it('main: both colours and three periods; choices land in market_rise_color and change-reftime', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await gotoAndCaptureBootstrap(page, '/?site=main');
      const panel = await openSettings(page);
      await expect(values(page, 'rise-color')).resolves.toEqual(['risegreen', 'risered']);
      await expect(values(page, 'ref-time')).resolves.toEqual(['24h', 'utc0', 'utc8']);
      await panel.getByLabel('Red up, green down').check();
      await panel.getByLabel('UTC+8 00:00').check();
      const cookies = Object.fromEntries((await cookiesOnce(context, 'change-reftime', 'utc8')).map((c) => [c.name, c.value]));
      expect(cookies).toMatchObject({ market_rise_color: 'risered', 'change-reftime': 'utc8' });
      await expect(page.evaluate(() => document.documentElement.dataset.rise)).resolves.toBe('risered');
      // The next page starts from the stored choice.
      const boot = await gotoAndCaptureBootstrap(page, '/?site=main');
      expect(boot.prefs).toMatchObject({ riseColorValue: 'risered', reftimeValue: 'utc8' });
      await page.keyboard.press('Escape');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('US: green-rise and 24h only; Japan and the UAE: no UTC+8', async () => {
    const { page, context } = await openPage(browser, { colorScheme: 'dark' });
    try {
      await gotoAndCaptureBootstrap(page, '/?site=us');
      await openSettings(page);
      await expect(values(page, 'rise-color')).resolves.toEqual(['risegreen']);
      await expect(values(page, 'ref-time')).resolves.toEqual(['24h']);
      for (const site of ['jp', 'uae']) {
        await gotoAndCaptureBootstrap(page, `/?site=${site}`);
        await openSettings(page);
        await expect(values(page, 'ref-time')).resolves.toEqual(['24h', 'utc0']);
      }
    } finally {
      await context.close();
    }
  });
});
