import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMenuPanels, launchBrowser, MOBILE, openMarketPanel, openPage, quietAndLive } from './helpers.ts';
import { startNewMenuServer } from './serverProcess.ts';

/** The remote (new) menu system is a build-time switch (SPEC §4): this suite serves the build with it on (made by the global setup). */
describe('remote menu system with VITE_NEW_MENU=true (SPEC §4, §5)', () => {
  let browser: Browser;
  let server: { baseURL: string; stop: () => Promise<void> };
  beforeAll(async () => {
    server = await startNewMenuServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const topLevel = async (path: string) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseURL}${path}`);
    const nav = page.getByRole('navigation').first();
    await nav.waitFor();
    return { page, context, errors, nav };
  };

  it('draws the remote web menu in the main header, without h5-only items', async () => {
    const { page, context, errors, nav } = await topLevel('/?site=main');
    await expect.poll(async () => nav.getByText('Rewards Hub', { exact: true }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await nav.getByText('Futures', { exact: true }).count()).toBeGreaterThan(0);
    expect(await nav.getByText('Download App', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
    await context.close();
  });

  it('keeps the region config menu on other sub-sites', async () => {
    const { context, errors, nav } = await topLevel('/?site=eu');
    await nav.getByText('Trade', { exact: true }).first().waitFor();
    expect(await nav.getByText('Rewards Hub', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps every market panel: Spot, Alpha, futures, delivery, options, pilot, pre-market and Quick Buy open their panels', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${server.baseURL}/?site=main`);
      const nav = page.getByRole('navigation').first();
      await nav.getByText('Rewards Hub', { exact: true }).first().waitFor({ timeout: 15_000 });
      await quietAndLive(page);
      await buildMenuPanels(page);
      for (const kind of ['spot', 'alpha', 'futures', 'delivery', 'options', 'pilot', 'premarket', 'fiat']) {
        expect(await nav.locator(`.market-item[data-market="${kind}"]`).count(), kind).toBeGreaterThan(0);
      }
      const spot = await openMarketPanel(page, 'spot');
      await spot.locator('.mk-row').first().waitFor();
      await spot.getByRole('searchbox').fill('btc');
      await spot.locator('.mk-row-link[data-pair="BTC_USDT"]').waitFor();
      const futures = await openMarketPanel(page, 'futures');
      await futures.locator('.mk-row').first().waitFor();
      const pilot = await openMarketPanel(page, 'pilot');
      await pilot.locator('.mk-row').first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('draws the dark icons on the dark theme, and the h5 drawer lists the market entries', async () => {
    const dark = await openPage(browser, { colorScheme: 'dark' });
    try {
      await dark.page.goto(`${server.baseURL}/?site=main`);
      // The region config's menu is drawn until the remote one arrives.
      await dark.page.getByRole('navigation').first().getByText('Rewards Hub', { exact: true }).first().waitFor({ timeout: 15_000 });
      await dark.page.waitForLoadState('networkidle');
      // The styles follow the OS at once; <html> carries the theme once the page has hydrated.
      await dark.page.locator('html[data-layer="hydrated"]').waitFor({ state: 'attached' });
      await expect(dark.page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark');
      await buildMenuPanels(dark.page);
      const spotIcon = dark.page.locator('.market-item[data-market="spot"] .item-icon').first();
      await spotIcon.waitFor({ state: 'attached', timeout: 15_000 });
      await expect(spotIcon.getAttribute('src')).resolves.toContain('spot-dark.svg');
    } finally {
      await dark.context.close();
    }
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    try {
      await page.goto(`${server.baseURL}/?site=main`);
      await quietAndLive(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.waitFor();
      // The remote h5 menu (Download App is h5-only) with its market entries as rows.
      await drawer.getByText('Download App', { exact: true }).first().waitFor({ timeout: 15_000 });
      await drawer.locator('.acc-trigger', { hasText: 'Trade' }).first().click();
      const spot = drawer.locator('.market-item[data-market="spot"] a[href="/trade/BTC_USDT"]');
      await spot.first().waitFor();
      await expect(spot.first().isVisible()).resolves.toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
