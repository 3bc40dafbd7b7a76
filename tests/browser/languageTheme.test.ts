import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { cookiesOnce, expectedLayer, gotoAndCaptureBootstrap, launchBrowser, openPage, withoutServerRender } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
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
      await page.getByTestId('region-button').click();
      await page.getByTestId('region-modal').locator('a[hreflang]').first().waitFor();
      const hrefs = await page
        .getByTestId('region-modal')
        .locator('a[hreflang]')
        .evaluateAll((els) => els.map((a) => a.getAttribute('href')));
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
      const cookies = Object.fromEntries((await cookiesOnce(context, 'is_change_skin', '1')).map((c) => [c.name, c.value]));
      // SPEC §3: light 0, dark 2.
      expect(cookies).toMatchObject({ theme: '2', is_change_skin: '1' });
      // The server draws the page in the cookie's theme: check the attribute at DOMContentLoaded.
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
      // A server-rendered page carries its bootstrap; the browser-only page asks for it.
      await withoutServerRender(page);
      await page.route(`**${ENDPOINTS.bootstrap.path}**`, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ code: 200, data: { site: 'mars', config: { header: 7 } } }),
        }),
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
