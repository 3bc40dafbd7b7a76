import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOnce, cookiesOnce, gotoAndCaptureBootstrap, launchBrowser, openPage } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openRegion(page: Page) {
  await page.getByTestId('region-button').click();
  const modal = page.getByTestId('region-modal');
  await modal.waitFor();
  return modal;
}

describe('language and region modal (SPEC §2, §4, §6)', () => {
  it('two tabs; languages link to the same page; restricted-region tips for de, fr, es; Escape closes', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await gotoAndCaptureBootstrap(page, '/trade/BTC_USDT?site=main');
      const modal = await openRegion(page);
      await expect(modal.getByRole('tab').allTextContents()).resolves.toEqual(['Language', 'Exchange rate']);
      const hrefs = await modal.locator('a.choice').evaluateAll((els) => els.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(
        expect.arrayContaining(['/zh/trade/BTC_USDT?site=main', '/ar/trade/BTC_USDT?site=main', '/trade/BTC_USDT?site=main']),
      );
      for (const code of ['de', 'fr', 'es']) await expect(modal.getByTestId(`restricted-tip-${code}`).count()).resolves.toBe(1);
      await expect(modal.locator('[data-testid^="restricted-tip-"]').count()).resolves.toBe(3);
      await modal.getByTestId('restricted-tip-de').focus();
      await expect(modal.getByRole('tooltip').filter({ hasText: 'Germany' }).isVisible()).resolves.toBe(true);
      // Arrow keys move between the tabs (WAI-ARIA tabs).
      await modal.getByRole('tab', { name: 'Language' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(modal.getByRole('tab', { name: 'Exchange rate' }).getAttribute('aria-selected')).resolves.toBe('true');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('region-modal').count()).resolves.toBe(0);
      await expect(page.getByTestId('region-button').evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('choosing a language without a rise-colour cookie stores that language default (red for zh)', async () => {
    const { page, context } = await openPage(browser);
    try {
      await gotoAndCaptureBootstrap(page, '/?site=main');
      const modal = await openRegion(page);
      await Promise.all([page.waitForURL('**/zh**'), modal.locator('a.choice[hreflang="zh"]').click()]);
      await page.locator('.page[data-lang="zh"]').waitFor();
      await cookieOnce(context, 'market_rise_color', 'risered');
    } finally {
      await context.close();
    }
  });

  it('the exchange-rate tab sets curr_fiat for one year and currencyRate open; the no-fiat switch shows USD', async () => {
    const { page, context } = await openPage(browser, { colorScheme: 'dark' });
    try {
      await gotoAndCaptureBootstrap(page, '/?site=main');
      let modal = await openRegion(page);
      await modal.getByRole('tab', { name: 'Exchange rate' }).click();
      // The rates are asked for when the tab opens (SPEC §7 currFiatMarketRates): 1 USD in EUR.
      await modal.locator('[data-testid="fiat-list"][data-rates="live"] [data-rate="EUR"]').waitFor();
      await expect(modal.locator('[data-rate="EUR"]').textContent()).resolves.toMatch(/^ · \d+\.\d\d$/);
      await modal.getByRole('searchbox').fill('eu');
      await expect(modal.locator('[data-fiat]').evaluateAll((els) => els.map((e) => e.getAttribute('data-fiat')))).resolves.toEqual([
        'EUR',
      ]);
      await modal.getByRole('searchbox').fill('zzz');
      await expect(modal.getByText('No data').isVisible()).resolves.toBe(true);
      await modal.getByRole('searchbox').fill('');
      await modal.locator('[data-fiat="EUR"]').click();
      const cookies = await cookiesOnce(context, 'curr_fiat', 'EUR');
      const fiat = cookies.find((c) => c.name === 'curr_fiat');
      const days = ((fiat?.expires ?? 0) - Date.now() / 1000) / 86400;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThan(366);
      expect(cookies.find((c) => c.name === 'currencyRate')?.value).toBe('open');
      const boot = await gotoAndCaptureBootstrap(page, '/?site=main');
      expect(boot.prefs.currFiat).toBe('EUR');
      modal = await openRegion(page);
      await modal.getByRole('tab', { name: 'Exchange rate' }).click();
      const toggle = modal.getByTestId('no-fiat-switch');
      await expect(toggle.getAttribute('aria-checked')).resolves.toBe('false');
      await toggle.click();
      await expect(toggle.getAttribute('aria-checked')).resolves.toBe('true');
      await cookieOnce(context, 'curr_fiat', 'USD');
      await toggle.click();
      // Off is kept as an empty curr_fiat, so that it stays off after a reload (headerSpec.test.ts).
      await cookieOnce(context, 'curr_fiat', '');
    } finally {
      await context.close();
    }
  });

  it('Turkish on another sub-site asks to stay or go; on the Turkey sub-site it switches directly', async () => {
    const { page, context } = await openPage(browser);
    try {
      await gotoAndCaptureBootstrap(page, '/trade/BTC_USDT?site=main');
      let modal = await openRegion(page);
      await modal.locator('a.choice[hreflang="tr"]').click();
      const ask = page.getByTestId('country-site-dialog');
      await ask.waitFor();
      await expect(ask.getByRole('link', { name: 'Stay here' }).getAttribute('href')).resolves.toBe('/tr/trade/BTC_USDT?site=main');
      await expect(ask.getByRole('link', { name: 'Go to the Türkiye site' }).getAttribute('href')).resolves.toBe(
        'https://tr.exchange.test/tr/trade/BTC_USDT?site=main',
      );
      await page.keyboard.press('Escape');

      await gotoAndCaptureBootstrap(page, '/?site=tr');
      modal = await openRegion(page);
      await Promise.all([page.waitForURL((u) => u.pathname.startsWith('/tr')), modal.locator('a.choice[hreflang="tr"]').click()]);
      await page.locator('.page[data-lang="tr"]').waitFor();
      await expect(page.getByTestId('country-site-dialog').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  it('Arabic turns the header right-to-left', async () => {
    const { page, context } = await openPage(browser);
    try {
      await gotoAndCaptureBootstrap(page, '/ar/?site=main');
      await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
      const brand = await page.locator('.site-header .brand').boundingBox();
      const tools = await page.getByTestId('region-button').boundingBox();
      expect(brand!.x).toBeGreaterThan(tools!.x);
      await openRegion(page);
    } finally {
      await context.close();
    }
  });
});
