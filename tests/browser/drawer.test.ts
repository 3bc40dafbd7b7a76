import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedLayer, gotoAndCaptureBootstrap, launchBrowser, logIn, MOBILE, openPage } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
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
    } finally {
      await context.close();
    }
  });
});
