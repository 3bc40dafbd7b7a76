import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { cookieOnce, launchBrowser, logIn, openMarketPanel, openPage, quietAndLive } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function load(page: Page, path: string) {
  await page.goto(path);
  await page.locator('.page[data-site]').waitFor();
  await quietAndLive(page);
}

/** Hovers Buy Crypto, then Quick Buy: the pay-with flyout opens. */
async function openPayWith(page: Page) {
  await openMarketPanel(page, 'fiat');
  await page.getByTestId('pay-with').waitFor();
}

describe('pay-with selector (SPEC §1, §3 currency options)', () => {
  it('Quick Buy opens the pay-with flyout; choosing EUR by search builds /crypto/buy-EUR-USDT and is remembered', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await load(page, '/?site=main');
      await openPayWith(page);
      const link = page.getByTestId('buy-crypto-link');
      await expect(link.getAttribute('href')).resolves.toBe('/crypto/buy-USD-USDT');

      await page.locator('.pay-with-toggle').click();
      await page.locator('.pay-with input[type="search"]').fill('eu');
      const options = page.locator('.pay-with [role="option"]');
      // The options are the fiat list's answer, which may still be on its way on a loaded machine.
      await expect.poll(() => options.allInnerTexts(), { timeout: 30_000 }).toEqual([expect.stringContaining('EUR')]);
      await options.first().click();
      await expect(link.getAttribute('href')).resolves.toBe('/crypto/buy-EUR-USDT');
      await cookieOnce(context, 'defaultBuyCryptoFiat', 'EUR');

      await load(page, '/?site=main');
      await openPayWith(page);
      await expect(page.getByTestId('buy-crypto-link').getAttribute('href')).resolves.toBe('/crypto/buy-EUR-USDT');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('with CNY as the display fiat quick buy is hidden (SPEC §9)', async () => {
    const { page, context } = await openPage(browser);
    try {
      await load(page, '/?site=main');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Buy Crypto' }).hover();
      await expect(page.locator('[data-item-id="quick-buy"]').count()).resolves.toBe(1);
      await context.addCookies([{ name: 'curr_fiat', value: 'CNY', url: page.url() }]);
      await load(page, '/?site=main');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Buy Crypto' }).hover();
      await page.locator('[data-item-id="p2p-express"]').first().waitFor({ state: 'attached' });
      await expect(page.locator('[data-item-id="quick-buy"]').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('header bubble text (SPEC §7, main site only)', () => {
  it('shows under Sign up for visitors on main, stays closed once dismissed, and is absent on other sites', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/site/header_bubble')) asked.push(r.url());
      });
      // The bubble reads which campaign was closed once its answer is in: the moment it has decided.
      await page.addInitScript(() => {
        const w = window as unknown as { __bubbleReads?: number };
        w.__bubbleReads = 0;
        const getItem = Storage.prototype.getItem;
        Storage.prototype.getItem = function (key: string) {
          if (/bubble/i.test(key)) w.__bubbleReads! += 1;
          return getItem.call(this, key);
        };
      });
      await load(page, '/?site=main');
      const bubble = page.getByTestId('header-bubble');
      await bubble.waitFor();
      await expect(bubble.textContent()).resolves.toMatch(/welcome pack/i);
      // It hangs under Sign up: the button's middle lies within the bubble's width.
      const [b, t] = await Promise.all([bubble.boundingBox(), page.getByTestId('signup-link').boundingBox()]);
      const mid = t!.x + t!.width / 2;
      expect(mid).toBeGreaterThan(b!.x);
      expect(mid).toBeLessThan(b!.x + b!.width);
      expect(b!.y).toBeGreaterThan(t!.y + t!.height);
      await bubble.getByRole('button', { name: 'Close' }).click();
      await expect(bubble.count()).resolves.toBe(0);

      // Asked for again on the next page, but the closed campaign stays closed.
      const again = page.waitForResponse((r) => r.url().includes('/site/header_bubble'));
      await load(page, '/?site=main');
      expect((await again).status()).toBe(200);
      await page.waitForFunction(() => ((window as unknown as { __bubbleReads?: number }).__bubbleReads ?? 0) > 0);
      await expect(page.getByTestId('header-bubble').count()).resolves.toBe(0);
      const onMain = asked.length;
      expect(onMain).toBe(2);

      await load(page, '/?site=eu');
      await expect(page.getByTestId('header-bubble').count()).resolves.toBe(0);
      expect(asked.length).toBe(onMain);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('account mode, cross margin and user tags (SPEC §3, §7)', () => {
  it('the wallet menu shows the account mode and cross-margin info, asked for on first hover; the user card shows the tags', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const asked: string[] = [];
      page.on('request', (r) => {
        const u = new URL(r.url());
        if (/account_mode|cross_margin|get_user_tag/.test(u.pathname)) asked.push(u.pathname);
      });
      await logIn(page, 'vip');
      await load(page, '/?site=main');
      expect(asked).toEqual([]);

      const header = page.getByRole('banner');
      await header.locator('.account-menus [data-item-id="wallet"] > button').hover();
      const summary = page.getByTestId('account-summary');
      await page.locator('[data-testid="account-summary"][data-mode]').waitFor();
      await expect(summary.getAttribute('data-mode')).resolves.toMatch(/^(classic|single_currency|multi_currency)$/);
      await expect(page.getByTestId('cross-margin').textContent()).resolves.toMatch(/Tier 3 · Spot balance [\d,]+\.\d\d USD/);
      expect([...asked].sort()).toEqual([ENDPOINTS.accountMode.path, ENDPOINTS.crossMargin.path]);

      await header.locator('.account-menus [data-item-id="profile"] > button').hover();
      const tags = page.getByTestId('user-tags');
      await tags.waitFor();
      await expect(tags.locator('li').allInnerTexts()).resolves.toEqual(['VIP', 'Market maker', 'API trader']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a failing account-mode call keeps the SPEC defaults and a failing cross-margin call shows no cross-margin row', async () => {
    const { page, context } = await openPage(browser);
    try {
      await logIn(page, 'vip');
      await context.addCookies([{ name: 'fault', value: 'account-mode=500,cross-margin=malformed', url: page.url() }]);
      await load(page, '/?site=main');
      await page.getByRole('banner').locator('.account-menus [data-item-id="wallet"] > button').hover();
      await page.locator('[data-testid="account-summary"][data-mode]').waitFor();
      await expect(page.getByTestId('account-summary').getAttribute('data-mode')).resolves.toBe('classic');
      await expect(page.getByTestId('cross-margin').count()).resolves.toBe(0);
      await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });
});
