import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedLayer, gotoAndCaptureBootstrap, launchBrowser, logIn, MOBILE, openPage, screenshot } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('keyboard', () => {
  it('Tab reaches a menu trigger; Enter opens its panel; Escape closes it and returns focus', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await gotoAndCaptureBootstrap(page, '/?site=main');
      const trigger = page.getByRole('navigation', { name: 'Main' }).locator('button[aria-expanded]').first();
      let reached = false;
      for (let i = 0; i < 15 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = await trigger.evaluate((el) => el === document.activeElement);
      }
      expect(reached).toBe(true);
      const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`.replaceAll(':', '\\:'));
      await expect(panel.isVisible()).resolves.toBe(false);

      await page.keyboard.press('Enter');
      await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(panel.isVisible()).resolves.toBe(true);
      await expect(panel.locator('a[href]').first().isVisible()).resolves.toBe(true);

      await page.keyboard.press('Escape');
      await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(panel.isVisible()).resolves.toBe(false);
      await expect(trigger.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

      // ArrowDown opens and moves focus to the first entry of the panel.
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction((id) => document.getElementById(id!)?.contains(document.activeElement) ?? false, await trigger.getAttribute('aria-controls'));
      await page.keyboard.press('Escape');
      await expect(trigger.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens a menu panel on hover and closes it on leaving', async () => {
    const { page, context } = await openPage(browser);
    try {
      await gotoAndCaptureBootstrap(page, '/?site=main');
      const trigger = page.getByRole('navigation', { name: 'Main' }).locator('button[aria-expanded]').nth(2);
      await trigger.hover();
      await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
      await screenshot(page, 'main-desktop-light-menu-open');
      await page.mouse.move(700, 600);
      await page.waitForFunction((el) => el?.getAttribute('aria-expanded') === 'false', await trigger.elementHandle());
    } finally {
      await context.close();
    }
  });
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
      await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' }).count()).resolves.toBe(boot.config.flags.hiddenDeposit ? 0 : 1);
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

describe('languages and themes', () => {
  it('Arabic renders right-to-left with Arabic texts', async () => {
    const { page, context, errors, cspViolations } = await openPage(browser);
    try {
      const boot = await gotoAndCaptureBootstrap(page, '/ar/?site=uae');
      expect(boot.lang).toBe('ar');
      await expect(page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).resolves.toEqual(['rtl', 'ar']);
      const layer = expectedLayer(boot);
      const text = layer.footer.texts[0];
      if (text) await expect(page.getByRole('contentinfo').getByText(text.label).count()).resolves.toBeGreaterThan(0);
      // The brand sits at the right edge in RTL.
      const box = await page.locator('.site-header .brand').boundingBox();
      expect(box!.x).toBeGreaterThan(700);
      await screenshot(page, 'uae-desktop-light-ar');
      expect(errors).toEqual([]);
      await expect(cspViolations()).resolves.toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the language menu links to the same page under another prefix', async () => {
    const { page, context } = await openPage(browser);
    try {
      await gotoAndCaptureBootstrap(page, '/trade/BTC_USDT?site=main');
      const hrefs = await page.locator('.nav-panel--lang a').evaluateAll((els) => els.map((a) => a.getAttribute('href')));
      expect(hrefs).toContain('/zh/trade/BTC_USDT?site=main');
      expect(hrefs).toContain('/ar/trade/BTC_USDT?site=main');
      expect(hrefs).toContain('/trade/BTC_USDT?site=main');
      await page.goto('/zh/trade/BTC_USDT');
      await page.locator('.page[data-lang="zh"]').waitFor();
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('zh');
    } finally {
      await context.close();
    }
  });

  it('the theme toggle sets the cookies and the next load paints dark from the first frame', async () => {
    const { page, context } = await openPage(browser);
    try {
      await gotoAndCaptureBootstrap(page, '/?site=main');
      await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('light');
      await page.getByTestId('theme-toggle').click();
      const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
      expect(cookies).toMatchObject({ theme: 'dark', is_change_skin: '1' });
      // theme-init.js runs before the body is parsed: check the attribute at DOMContentLoaded.
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { __themeAtDcl: string }).__themeAtDcl = document.documentElement.dataset.theme ?? '';
        });
      });
      await page.reload();
      await expect(page.evaluate(() => (window as unknown as { __themeAtDcl: string }).__themeAtDcl)).resolves.toBe('dark');
    } finally {
      await context.close();
    }
  });

  it('a malformed bootstrap shows a clear error state instead of crashing', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.route('**/api/web/v1/site/bootstrap**', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 200, data: { site: 'mars', config: { header: 7 } } }) }),
      );
      await page.goto('/');
      await page.getByTestId('bootstrap-error').waitFor();
      await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
      await expect(page.getByRole('alert').textContent()).resolves.toContain('malformed bootstrap');
    } finally {
      await context.close();
    }
  });
});

describe('mobile drawer', () => {
  it('opens the drawer with the nav as accordions, one open at a time', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    try {
      const boot = await gotoAndCaptureBootstrap(page, '/?site=main');
      const h5 = expectedLayer(boot, 'h5');
      const openButton = page.getByRole('button', { name: 'Open menu' });
      await openButton.click();
      const drawer = page.getByRole('dialog');
      await drawer.waitFor();
      await expect(drawer.getByTestId('login-link').isVisible()).resolves.toBe(true);
      const triggers = drawer.locator('.drawer-nav .acc-trigger');
      const menus = h5.header.main.filter((i) => i.type === 'menu' && i.children.length > 0);
      await expect(triggers.count()).resolves.toBe(menus.length);
      await expect(drawer.locator('.drawer-nav .acc-trigger .item-label').allTextContents()).resolves.toEqual(menus.map((m) => m.label));

      await triggers.nth(0).click();
      await expect(triggers.nth(0).getAttribute('aria-expanded')).resolves.toBe('true');
      const firstChild = menus[0]!.children[0]!;
      await expect(drawer.locator('.acc-panel').first().locator('a[href]').first().isVisible()).resolves.toBe(true);
      await triggers.nth(1).click();
      await expect(triggers.nth(1).getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(triggers.nth(0).getAttribute('aria-expanded')).resolves.toBe('false');
      expect(firstChild.label).toBeTruthy();
      await screenshot(page, 'main-mobile-light-drawer');

      await page.keyboard.press('Escape');
      await expect(drawer.count()).resolves.toBe(0);
      await expect(openButton.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('logged in, the drawer shows the account sections and Log out', async () => {
    const { page, context } = await openPage(browser, { viewport: MOBILE });
    try {
      await logIn(page, 'trader');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.waitFor();
      await expect(drawer.getByRole('button', { name: 'Log out' }).isVisible()).resolves.toBe(true);
      await expect(drawer.getByTestId('login-link').count()).resolves.toBe(0);
      await screenshot(page, 'main-mobile-light-drawer-trader');
    } finally {
      await context.close();
    }
  });
});
