import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_CODES, type SiteCode } from '../../schemas/site.ts';
import { DESKTOP, expectedLayer, gotoAndCaptureBootstrap, launchBrowser, MOBILE, openPage } from './helpers.ts';

/** A link only that sub-site's footer has (SPEC §2 regional footers). */
const REGIONAL_FOOTER_LINK: Record<SiteCode, string> = {
  main: 'a[href="/page/careers"]',
  tr: 'a[href^="/converter/"][href$="/to-try"]',
  eu: 'a[href^="/legal/"]',
  hk: 'a[href="/articlelist/ann"]',
  us: 'a[href="/brand-partnerships"]',
  bs: 'a[href^="/docs/bs/"]',
  sg: 'a[href^="/docs/sg/"]',
  uk: 'a[href^="/docs/uk/"]',
  jp: 'a[href="/trade/BTC_JPY"]',
  uae: 'a[href="/trade/BTC_AED"]',
  au: 'a[href="/legal/complaints-handling-policy"]',
  testnet: 'a[href="/futures/USDT/BTC_USDT"]',
};

const DARK_TOO: readonly SiteCode[] = ['main', 'us', 'eu', 'jp', 'uae', 'testnet'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(SITE_CODES)('sub-site %s', (site) => {
  it('draws the header, main navigation and regional footer from its bootstrap (desktop)', async () => {
    const { page, context, errors, cspViolations } = await openPage(browser, { viewport: DESKTOP });
    try {
      const boot = await gotoAndCaptureBootstrap(page, `/?site=${site}`);
      expect(boot.site).toBe(site);
      const layer = expectedLayer(boot);

      await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
      await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
      await expect(page.getByRole('main').isVisible()).resolves.toBe(true);

      // Every top-level entry of the resolved config, in order, and nothing else.
      const nav = page.getByRole('navigation', { name: 'Main' });
      const drawn = await nav.locator('.bar-button > .item-label, .bar-link > .item-label').allTextContents();
      expect(drawn).toEqual(layer.header.main.map((i) => i.label));
      expect(layer.header.main.length).toBeGreaterThan(0);
      for (const entry of await nav.locator('.main-nav-entry').all()) await expect(entry.isVisible()).resolves.toBe(true);

      // Footer: the resolved columns and copyright, plus a link only this region has.
      const footer = page.getByRole('contentinfo');
      const titles = await footer.locator('.footer-col-title').allTextContents();
      expect(titles).toEqual(layer.footer.columns.map((c) => c.title));
      await expect(footer.locator(REGIONAL_FOOTER_LINK[site]).count()).resolves.toBeGreaterThan(0);
      await expect(footer.locator('.copyright').textContent()).resolves.toBe(layer.footer.copyright);
      await expect(footer.locator('.social-list').count()).resolves.toBe(layer.footer.social ? 1 : 0);
      await expect(footer.locator('[data-testid="footer-qr"]').count()).resolves.toBe(layer.footer.qr ? 1 : 0);
      for (const text of layer.footer.texts)
        await expect(footer.getByText(text.label, { exact: true }).count()).resolves.toBeGreaterThan(0);

      // Visitors see the sign-in buttons the region allows.
      await expect(page.locator('[data-testid="login-link"]').isVisible()).resolves.toBe(!boot.config.flags.hiddenLogin);

      if (DARK_TOO.includes(site)) {
        await page.getByTestId('theme-toggle').click();
        await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark');
      }
      expect(errors).toEqual([]);
      await expect(cspViolations()).resolves.toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('draws the mobile header and footer (390 px)', async () => {
    const { page, context, errors, cspViolations } = await openPage(browser, { viewport: MOBILE });
    try {
      const boot = await gotoAndCaptureBootstrap(page, `/?site=${site}`);
      await expect(page.getByRole('navigation', { name: 'Main' }).first().isVisible()).resolves.toBe(false);
      await expect(page.getByRole('button', { name: 'Open menu' }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
      const noHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(noHorizontalScroll).toBe(true);
      if (DARK_TOO.includes(site)) {
        await context.addCookies([{ name: 'theme', value: 'dark', url: page.url() }]);
        await gotoAndCaptureBootstrap(page, '/');
        await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark');
      }
      expect(boot.site).toBe(site);
      expect(errors).toEqual([]);
      await expect(cspViolations()).resolves.toEqual([]);
    } finally {
      await context.close();
    }
  });
});
