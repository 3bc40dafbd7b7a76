import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedLayer, gotoAndCaptureBootstrap, launchBrowser, logIn, openPage, screenshot } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('visitor and logged-in header', () => {
  it('a wrong password shows an error; trader/demo1234 logs in and sees wallet, orders and profile', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await gotoAndCaptureBootstrap(page, '/?site=main');
      await expect(page.getByTestId('login-link').isVisible()).resolves.toBe(true);

      await page.goto('/login');
      await page.locator('input[name="username"]').fill('trader');
      await page.locator('input[name="password"]').fill('wrong-password');
      await page.locator('form button[type="submit"]').click();
      await page.getByTestId('login-error').waitFor();
      await expect(page.getByRole('alert').textContent()).resolves.toMatch(/wrong username or password/i);

      // The real form; afterwards the browser goes back to the page it came from.
      await page.goto('/trade/BTC_USDT');
      await page.getByTestId('login-link').click();
      await page.waitForURL('**/login');
      await page.locator('input[name="username"]').fill('trader');
      await page.locator('input[name="password"]').fill('demo1234');
      await Promise.all([page.waitForURL('**/trade/BTC_USDT'), page.locator('form button[type="submit"]').click()]);
      await page.locator('.page[data-site]').waitFor();
      await page.waitForLoadState('networkidle');
      const boot = await gotoAndCaptureBootstrap(page, '/trade/BTC_USDT');
      expect(boot.user).not.toBeNull();

      const header = page.getByRole('banner');
      await expect(header.getByTestId('account-menus').isVisible()).resolves.toBe(true);
      await expect(header.getByTestId('login-link').count()).resolves.toBe(0);
      await expect(header.getByTestId('signup-link').count()).resolves.toBe(0);
      const layer = expectedLayer(boot);
      for (const id of ['wallet', 'orders', 'profile']) {
        await expect(header.locator(`.account-menus [data-item-id="${id}"] > button`).isVisible()).resolves.toBe(true);
      }
      const walletLabel = layer.header.wallet[0]?.label;
      if (walletLabel) await expect(header.getByRole('button', { name: walletLabel }).isVisible()).resolves.toBe(true);

      // Profile menu: user card and Log out.
      await header.locator('.account-menus [data-item-id="profile"] > button').hover();
      await expect(header.locator('.user-card-name').isVisible()).resolves.toBe(true);
      await screenshot(page, 'main-desktop-light-trader-profile');
      // The wrong password above is answered 401 on purpose; anything else is a real error.
      expect(errors.filter((e) => !(e.includes('401') && e.includes('/usercenter/login')))).toEqual([]);

      await Promise.all([page.waitForURL('**/login'), header.getByRole('button', { name: 'Log out' }).click()]);
      await page.locator('.page[data-site]').waitFor();
      await expect(page.getByTestId('login-link').isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it('the Deposit button follows the compliance list (nodeposit has none)', async () => {
    const { page, context } = await openPage(browser);
    try {
      await logIn(page, 'trader');
      let boot = await gotoAndCaptureBootstrap(page, '/');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' }).count()).resolves.toBe(
        boot.config.flags.hiddenDeposit ? 0 : 1,
      );
      await context.clearCookies();
      await logIn(page, 'nodeposit');
      boot = await gotoAndCaptureBootstrap(page, '/');
      expect(boot.compliance.menu).toContain('deposit');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' }).count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});
