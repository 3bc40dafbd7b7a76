import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoAndCaptureBootstrap, launchBrowser, logIn, MOBILE, openPage } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('testnet header (SPEC §2, §6)', () => {
  it('visitor: demo badge, its own login label, no signup, live-trading link keeping the path or /trade/BTC_USDT', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const boot = await gotoAndCaptureBootstrap(page, '/?site=testnet');
      await expect(page.getByTestId('demo-badge').isVisible()).resolves.toBe(true);
      await expect(page.getByTestId('login-link').textContent()).resolves.toBe(boot.config.defaults.loginLabel);
      await expect(page.getByTestId('signup-link').count()).resolves.toBe(0);
      await expect(page.getByTestId('live-trading-link').getAttribute('href')).resolves.toBe('https://www.exchange.test/trade/BTC_USDT');
      await gotoAndCaptureBootstrap(page, '/futures/USDT/BTC_USDT');
      await expect(page.getByTestId('live-trading-link').getAttribute('href')).resolves.toBe(
        'https://www.exchange.test/futures/USDT/BTC_USDT',
      );
      // On a phone the link moves into the drawer.
      await page.setViewportSize(MOBILE);
      await expect(page.getByTestId('live-trading-link').isVisible()).resolves.toBe(false);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByTestId('drawer-live-trading').getAttribute('href')).resolves.toBe(
        'https://www.exchange.test/futures/USDT/BTC_USDT',
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('logged in: profile links disabled, no Log out, no Deposit', async () => {
    const { page, context } = await openPage(browser, { colorScheme: 'dark' });
    try {
      await gotoAndCaptureBootstrap(page, '/?site=testnet');
      await logIn(page, 'trader');
      const boot = await gotoAndCaptureBootstrap(page, '/');
      expect(boot.site).toBe('testnet');
      const header = page.getByRole('banner');
      await header.locator('.account-menus [data-item-id="profile"] > button').hover();
      await page.getByTestId('user-card').waitFor();
      const disabled = header.locator('.nav-panel:not([hidden]) [aria-disabled="true"]');
      await expect(disabled.count()).resolves.toBeGreaterThan(0);
      await expect(header.locator('.nav-panel:not([hidden]) a[href$="/myaccount/profile"]').count()).resolves.toBe(0);
      await expect(header.getByRole('button', { name: 'Log out' }).count()).resolves.toBe(0);
      await expect(header.getByTestId('deposit-button').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});
