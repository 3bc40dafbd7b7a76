import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedLayer, gotoAndCaptureBootstrap, launchBrowser, logIn, openPage, quietAndLive } from './helpers.ts';

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
      await quietAndLive(page);
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
      await header.locator('.user-card-name').waitFor();
      // The wrong password above is answered 401 on purpose; anything else is a real error.
      expect(errors.filter((e) => !(e.includes('401') && e.includes('/usercenter/login')))).toEqual([]);

      await header.getByRole('button', { name: 'Log out' }).click();
      await Promise.all([
        page.waitForURL('**/login'),
        page.getByTestId('logout-dialog').getByRole('button', { name: 'This device' }).click(),
      ]);
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

  it('user card: VIP badge, UID copy with the toast, total assets in the chosen fiat, upgrade plans of the region', async () => {
    const { page, context, errors } = await openPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    try {
      await logIn(page, 'vip');
      await context.addCookies([{ name: 'curr_fiat', value: 'EUR', url: page.url() }]);
      const boot = await gotoAndCaptureBootstrap(page, '/?site=main');
      const header = page.getByRole('banner');
      await header.locator('.account-menus [data-item-id="profile"] > button').hover();
      const card = page.getByTestId('user-card');
      await card.waitFor();
      await expect(card.getByTestId('vip-badge').textContent()).resolves.toBe('VIP3');
      await expect(card.getByTestId('safety-warning').count()).resolves.toBe(0);
      const rate = boot.params.curr_fiat_market_rates.EUR!;
      const shown = (await card.getByTestId('total-assets').textContent()) ?? '';
      expect(shown).toMatch(/^€ [\d,]+\.\d{2} EUR$/);
      expect(Number(shown.replace(/[^\d.]/g, ''))).toBeCloseTo(Math.trunc(boot.user!.total_usd * rate * 100) / 100, 1);
      await card.getByRole('button', { name: 'Copy UID' }).click();
      await expect.poll(() => card.getByTestId('toast').textContent()).toBe('Copied successfully');
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(String(boot.user!.uid));
      await card.getByTestId('upgrade-progress').hover();
      await expect(card.locator('[data-plan]').evaluateAll((els) => els.map((e) => e.getAttribute('data-plan')))).resolves.toEqual([
        '1',
        '2',
        '3',
      ]);
      await expect(card.getByTestId('upgrade-plans').isVisible()).resolves.toBe(true);

      // UK: plans 1 and 3; Japan: no hover panel.
      await gotoAndCaptureBootstrap(page, '/?site=uk');
      await header.locator('.account-menus [data-item-id="profile"] > button').hover();
      await card.waitFor();
      await expect(card.locator('[data-plan]').evaluateAll((els) => els.map((e) => e.getAttribute('data-plan')))).resolves.toEqual([
        '1',
        '3',
      ]);
      await gotoAndCaptureBootstrap(page, '/?site=jp');
      await header.locator('.account-menus [data-item-id="profile"] > button').hover();
      await card.waitFor();
      await expect(card.getByTestId('upgrade-plans').count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('weak safety warning; wallet labels follow the account mode (classic versus unified)', async () => {
    const { page, context } = await openPage(browser, { colorScheme: 'dark' });
    try {
      await logIn(page, 'weak');
      const header = page.getByRole('banner');
      await header.locator('.account-menus [data-item-id="profile"] > button').hover();
      await expect(page.getByTestId('safety-warning').textContent()).resolves.toContain('Your current safety strength is too weak');
      const wallet = header.locator('.account-menus .menu[data-item-id="wallet"]');
      await expect(wallet.locator('[data-item-id="spot-account"]').count()).resolves.toBe(1);
      await expect(wallet.locator('[data-item-id="unified-account"]').count()).resolves.toBe(0);
      await context.clearCookies();
      await logIn(page, 'vip');
      await expect(wallet.locator('[data-item-id="unified-account"]').count()).resolves.toBe(1);
      await expect(wallet.locator('[data-item-id="spot-account"]').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  it('sub-account: no sub-account management; Switch Account only with the is_switch_tag cookie', async () => {
    const { page, context } = await openPage(browser);
    try {
      await logIn(page, 'sub');
      const profile = page.getByRole('banner').locator('.account-menus .menu[data-item-id="profile"]');
      // The profile panel is drawn when it first opens.
      await profile.hover();
      await page.getByTestId('user-card').waitFor();
      await expect(profile.locator('[data-item-id="profile"]').count()).resolves.toBeGreaterThan(0);
      await expect(profile.locator('[data-item-id="sub-accounts"]').count()).resolves.toBe(0);
      await expect(profile.locator('[data-item-id^="switch-account"]').count()).resolves.toBe(0);
      await context.addCookies([{ name: 'is_switch_tag', value: '1', url: page.url() }]);
      await gotoAndCaptureBootstrap(page, '/?site=main');
      await page.mouse.move(5, 400);
      await profile.hover();
      await page.getByTestId('user-card').waitFor();
      await expect(profile.locator('[data-item-id="switch-account-sub"]').count()).resolves.toBe(1);
    } finally {
      await context.close();
    }
  });
});
