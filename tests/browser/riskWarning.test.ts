import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE, openPage } from './helpers.ts';

/**
 * The UK's financial-promotion risk warning is at the top of every page, stays on screen
 * while the visitor scrolls, cannot be closed, and is in the server's HTML. Other regions have none.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WARNING = /^Don’t invest unless you’re prepared to lose all the money you invest\./;
const warning = (page: Page, name = 'Risk warning') => page.getByRole('region', { name });

async function load(page: Page, path: string) {
  await page.goto(path);
  await page.locator('.page[data-site]').waitFor();
}

/** Gives the page a long body (the demo pages are short), scrolls down and waits until it has moved. */
async function scrollDown(page: Page) {
  await page.evaluate(() => {
    const main = document.getElementById('main');
    if (main) main.style.minBlockSize = '3000px';
    window.scrollTo(0, 1500);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
}

describe('UK risk warning', () => {
  it('is in the server’s HTML, at the top, with its link and no close button', async () => {
    const { page, context } = await openPage(browser);
    try {
      const html = await (await page.request.get('/?site=uk')).text();
      expect(html).toContain('data-testid="risk-warning"');
      expect(html).toContain('Don’t invest unless you’re prepared to lose all the money you invest.');
      await load(page, '/?site=uk');
      const bar = warning(page);
      await expect(bar.textContent()).resolves.toMatch(WARNING);
      await expect(bar.getByRole('link', { name: 'Take 2 mins to learn more' }).getAttribute('href')).resolves.toBe('/legal/risk-summary');
      await expect(bar.getByRole('button').count()).resolves.toBe(0);
      // Nothing of the warning is left to the dismissible announcement bar.
      await expect(page.getByRole('button', { name: 'Dismiss announcement' }).count()).resolves.toBe(0);
      expect((await bar.boundingBox())?.y).toBe(0);
    } finally {
      await context.close();
    }
  });

  for (const [name, viewport, colorScheme] of [
    ['1440 px light', DESKTOP, 'light'],
    ['390 px dark', MOBILE, 'dark'],
  ] as const) {
    it(`stays at the top while scrolling on every page (${name})`, async () => {
      const { page, context, errors } = await openPage(browser, { viewport, colorScheme });
      try {
        const pages = [
          ['/?site=uk', 'Risk warning'],
          ['/login?site=uk', 'Risk warning'],
          ['/trade/BTC_USDT?site=uk', 'Risk warning'],
          ['/fee?site=uk', 'Risk warning'],
          ['/zh/?site=uk', '风险提示'],
        ] as const;
        for (const [path, name] of pages) {
          await load(page, path);
          await warning(page, name).waitFor();
          await scrollDown(page);
          const bar = await warning(page, name).boundingBox();
          expect(bar?.y, path).toBe(0);
          expect(bar!.height, path).toBeGreaterThan(20);
          // The header sits right under it, also on screen.
          const header = await page.getByRole('banner').boundingBox();
          expect(Math.abs(header!.y - (bar!.y + bar!.height)), path).toBeLessThan(2);
        }
        // Chinese: the config's words through the label catalog.
        await expect(warning(page, '风险提示').textContent()).resolves.toMatch(/^除非您已准备好/);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('other regions have none', async () => {
    const { page, context } = await openPage(browser);
    try {
      for (const site of ['main', 'eu', 'us', 'sg']) {
        await load(page, `/?site=${site}`);
        await expect(warning(page).count(), site).resolves.toBe(0);
      }
    } finally {
      await context.close();
    }
  });
});
