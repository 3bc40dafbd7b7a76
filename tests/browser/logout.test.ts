import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { gotoAndCaptureBootstrap, launchBrowser, logIn, openPage } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openLogout(page: import('playwright-core').Page, name = 'Log out') {
  const header = page.getByRole('banner');
  await header.locator('.account-menus [data-item-id="profile"] > button').hover();
  await header.getByRole('button', { name }).click();
  const dialog = page.getByTestId('logout-dialog');
  await dialog.waitFor();
  return dialog;
}

describe('logout (SPEC §4, §7)', () => {
  it('confirm dialog: cancel keeps the session; this device logs out, clears state and cookies, goes to /login', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await logIn(page, 'trader');
      await page.evaluate(() => {
        localStorage.setItem('user_cache', 'x');
        sessionStorage.setItem('s', 'y');
      });
      await context.addCookies([
        { name: 'pver', value: 'v1', url: page.url() },
        { name: 'sign', value: 's1', url: page.url() },
      ]);
      let dialog = await openLogout(page);
      await expect(dialog.getByRole('button', { name: 'All devices' }).isVisible()).resolves.toBe(true);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByTestId('logout-dialog').count()).resolves.toBe(0);
      await expect(page.getByTestId('account-menus').isVisible()).resolves.toBe(true);

      dialog = await openLogout(page);
      const call = page.waitForRequest((r) => r.url().endsWith(ENDPOINTS.logout.path) && r.method() === 'POST');
      await Promise.all([page.waitForURL('**/login'), dialog.getByRole('button', { name: 'This device' }).click()]);
      await call;
      await page.locator('.page[data-site]').waitFor();
      const names = (await context.cookies()).map((c) => c.name);
      expect(names).not.toContain('pver');
      expect(names).not.toContain('sign');
      await expect(page.evaluate(() => [localStorage.getItem('user_cache'), sessionStorage.getItem('s')])).resolves.toEqual([null, null]);
      await expect(page.getByTestId('login-link').isVisible()).resolves.toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('"All devices" also logs out a second browser', async () => {
    const a = await openPage(browser);
    const b = await openPage(browser);
    try {
      await logIn(a.page, 'vip');
      await logIn(b.page, 'vip');
      const dialog = await openLogout(a.page);
      const call = a.page.waitForRequest((r) => r.url().includes(ENDPOINTS.logoutAll.path));
      await Promise.all([a.page.waitForURL('**/login'), dialog.getByRole('button', { name: 'All devices' }).click()]);
      await call;
      const boot = await gotoAndCaptureBootstrap(b.page, '/');
      expect(boot.user).toBeNull();
      await expect(b.page.getByTestId('login-link').isVisible()).resolves.toBe(true);
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });

  it('a failed call only warns; the "Logging out" overlay shows and the flow still finishes', async () => {
    const { page, context } = await openPage(browser, { colorScheme: 'dark' });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    try {
      await logIn(page, 'trader', 'demo1234', '/zh');
      let release: () => void = () => {};
      const held = new Promise<void>((r) => {
        release = r;
      });
      await page.route(`**${ENDPOINTS.logout.path}`, async (route) => {
        await held;
        await route.abort('failed');
      });
      const dialog = await openLogout(page, '退出登录');
      await dialog.locator('.modal-actions .btn').first().click();
      await page.getByTestId('logout-overlay').waitFor();
      release();
      await page.waitForURL('**/zh/login');
      expect(warnings.join('\n')).toMatch(/\[logout\] logout failed/);
    } finally {
      await context.close();
    }
  });
});
