import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, logIn, MOBILE, openPage } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PROFILE = '.account-menus [data-item-id="profile"] > button';

describe('the site links an ops person to the console', () => {
  it('in the profile menu at 1440 px, reached and followed by keyboard', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    try {
      await logIn(page, 'ops');
      const trigger = page.getByRole('banner').locator(PROFILE);
      await trigger.focus();
      await page.keyboard.press('ArrowDown');
      const link = page.getByRole('link', { name: 'Operations console' });
      await link.waitFor();
      await expect(link.getAttribute('href')).resolves.toBe('/ops');
      // Tab walks the open menu to it, as a keyboard user would.
      for (let i = 0; i < 40 && !(await link.evaluate((a) => a === document.activeElement)); i++) await page.keyboard.press('Tab');
      await expect(link.evaluate((a) => a === document.activeElement)).resolves.toBe(true);
      await Promise.all([page.waitForURL((u) => u.pathname === '/ops'), page.keyboard.press('Enter')]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('in the drawer at 390 px, in Arabic right to left', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    try {
      await logIn(page, 'editor', 'demo1234', '/ar');
      await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
      await page.getByRole('banner').locator('button.menu-button').click();
      const drawer = page.getByRole('dialog');
      await drawer.waitFor();
      const link = drawer.getByRole('link', { name: 'وحدة تحكم العمليات' });
      await link.waitFor();
      await expect(link.getAttribute('href')).resolves.toBe('/ops');
      // The drawer slides in: its link is measured once the slide has brought it on screen.
      const inPlace = async () => {
        const box = await link.boundingBox();
        return box !== null && box.height >= 44 && box.x >= 0 && box.x + box.width <= MOBILE.width;
      };
      await expect.poll(inPlace, { timeout: 30_000 }).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('never for a trader: not in the profile menu, not in the drawer', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    try {
      await logIn(page, 'trader');
      await page.getByRole('banner').locator(PROFILE).hover();
      await page.getByRole('button', { name: 'Log out' }).waitFor();
      await expect(page.getByTestId('ops-console-link').count()).resolves.toBe(0);
      await page.setViewportSize(MOBILE);
      await page.getByRole('banner').locator('button.menu-button').click();
      await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).waitFor();
      await expect(page.getByTestId('drawer-ops-console').count()).resolves.toBe(0);
      await expect(page.locator('a[href="/ops"]').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});
