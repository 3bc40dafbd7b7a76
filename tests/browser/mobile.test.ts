import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOnce, gotoAndCaptureBootstrap, launchBrowser, logIn, MOBILE, openPage } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('mobile drawer (SPEC §2, §4, §6)', () => {
  it('visitor: signup/login block, rewards-hub card and the four mobile modals', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    try {
      await gotoAndCaptureBootstrap(page, '/?site=main');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByTestId('drawer');
      await drawer.waitFor();
      await expect(drawer.getByTestId('drawer-auth').isVisible()).resolves.toBe(true);
      await expect(drawer.getByTestId('rewards-card').getAttribute('href')).resolves.toBe('/rewards_hub');

      await drawer.getByTestId('ops-language').click();
      let sheet = page.getByTestId('region-modal');
      await sheet.waitFor();
      await expect(sheet.locator('a.choice[hreflang="zh"]').getAttribute('href')).resolves.toBe('/zh?site=main');
      await page.keyboard.press('Escape');

      await drawer.getByTestId('ops-rate').click();
      sheet = page.getByTestId('region-modal');
      await sheet.locator('[data-fiat="GBP"]').click();
      await cookieOnce(context, 'curr_fiat', 'GBP');
      await expect(drawer.getByTestId('ops-rate').textContent()).resolves.toContain('GBP');

      await drawer.getByTestId('ops-riseTime').click();
      const time = page.getByTestId('sheet-riseTime');
      await time.waitFor();
      await time.getByLabel('UTC 00:00').check();
      await cookieOnce(context, 'change-reftime', 'utc0');
      await page.keyboard.press('Escape');

      await drawer.getByTestId('ops-riseColor').click();
      const color = page.getByTestId('sheet-riseColor');
      await color.waitFor();
      await color.getByLabel('Red up, green down').check();
      await cookieOnce(context, 'market_rise_color', 'risered');
      await page.keyboard.press('Escape');
      await expect(drawer.isVisible()).resolves.toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('logged in on a phone: Deposit opens a new window; the drawer has no rewards card', async () => {
    const { page, context } = await openPage(browser, { viewport: MOBILE, colorScheme: 'dark' });
    try {
      await logIn(page, 'trader');
      // The server cannot know the screen: the link gains its target once the page knows it is a phone.
      await page.locator('[data-testid="deposit-button"][target="_blank"]').waitFor();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByTestId('drawer');
      await drawer.waitFor();
      await expect(drawer.getByTestId('drawer-deposit').getAttribute('target')).resolves.toBe('_blank');
      await expect(drawer.getByTestId('rewards-card').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});
