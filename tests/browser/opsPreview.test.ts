/**
 * The preview, as an ops person checks the UK file: the phone preview is a phone (its
 * width, the phone header with its menu button, the drawer it opens); the visibility matrix shows
 * the UK without scrolling sideways on a 1440 px screen, each hidden cell saying why in full and
 * what to change; the form's search reaches the product boxes, says when nothing matches, and the
 * 33 product boxes are one Tab stop.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, logIn, openPage } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function ukConsole() {
  const opened = await openPage(browser, { viewport: DESKTOP });
  await logIn(opened.page, 'ops');
  await opened.page.goto('/ops#uk');
  await opened.page.getByTestId('ops-console').waitFor();
  await opened.page.getByRole('heading', { name: /uk\.json/ }).waitFor();
  return opened;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

describe('a preview that tells the truth, in plain words', () => {
  it('draws the phone at a phone’s width, with the phone header whose menu button opens the drawer', async () => {
    const { page, context, errors } = await ukConsole();
    try {
      await tab(page, 'Preview');
      // As a computer first: the site's desktop nav, laid out at 1440 px and scaled down to fit the panel.
      const computer = page.getByTestId('ops-computer-frame');
      await page.frameLocator('[data-testid="ops-computer-frame"]').getByTestId('ops-preview').locator('.main-nav').waitFor();
      expect(await computer.evaluate((f) => (f as HTMLIFrameElement).contentWindow?.innerWidth)).toBe(1440);
      const drawn = await computer.boundingBox();
      const room = await page.locator('.ops-device-fit').boundingBox();
      expect(drawn!.width).toBeLessThan(1440);
      expect(Math.abs(drawn!.width - room!.width)).toBeLessThanOrEqual(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      expect(await page.getByTestId('ops-phone-frame').count()).toBe(0);

      await page.getByLabel('Device').selectOption({ label: 'phone (mobile web)' });
      const frame = page.getByTestId('ops-phone-frame');
      await frame.waitFor();
      const box = await frame.boundingBox();
      expect(Math.round(box!.width)).toBeLessThanOrEqual(392);
      expect(Math.round(box!.width)).toBeGreaterThanOrEqual(388);
      const phone = page.frameLocator('[data-testid="ops-phone-frame"]');
      const preview = phone.getByTestId('ops-preview');
      await expect(preview.getAttribute('data-site')).resolves.toBe('uk');
      // The phone header: the menu button shows, the desktop nav does not.
      const menu = phone.getByRole('button', { name: 'Open menu' });
      await menu.waitFor({ state: 'visible', timeout: 30_000 });
      expect(await preview.locator('.main-nav').isVisible()).toBe(false);
      expect(await preview.evaluate((el) => el.ownerDocument.defaultView!.innerWidth)).toBeLessThanOrEqual(390);
      await menu.click();
      const drawer = phone.getByRole('dialog');
      await drawer.waitFor({ timeout: 30_000 });
      // The drawer lists the UK's menu, inside the phone (not over the console).
      await expect(drawer.textContent()).resolves.toContain('Markets');
      expect(await page.locator('body > .drawer-root, body [role="dialog"]').count()).toBe(0);
      await phone.getByRole('button', { name: 'Close menu' }).click();
      await drawer.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);

  it('previews another language with only its UI catalog: no label catalog is asked of the server', async () => {
    const { page, context, errors } = await ukConsole();
    try {
      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/ops/')) asked.push(new URL(r.url()).pathname);
      });
      await tab(page, 'Preview');
      await page.getByLabel('Language', { exact: true }).selectOption({ label: 'fr Français' });
      const desktop = page.frameLocator('[data-testid="ops-computer-frame"]');
      await desktop.locator('.ops-preview[lang="fr"]').waitFor();
      await page.locator('.ops-preview-panel[aria-busy="false"]').waitFor();
      await desktop.locator('.ops-preview[lang="fr"] .main-nav').waitFor();
      expect(asked.filter((p) => p.includes('/labels/'))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);

  it('shows the UK in the matrix without sideways scrolling, each reason in full with what to change', async () => {
    const { page, context } = await ukConsole();
    try {
      await tab(page, 'Visibility matrix');
      const matrix = page.getByTestId('ops-matrix');
      await matrix.waitFor();
      await expect(matrix.locator('thead').textContent()).resolves.toContain('UK');
      const scroll = page.locator('.ops-matrix-scroll');
      const fits = await scroll.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(fits.scroll).toBeLessThanOrEqual(fits.client);
      // The UK does not offer futures: the row says so by name, and where to tick it.
      const row = matrix.locator('tr[data-key="header.main/derivatives"]');
      await expect(row.textContent()).resolves.toContain('Not in: UK (it does not offer Futures and options)');
      const fix = row.locator('.ops-fix').first();
      await expect(fix.textContent()).resolves.toContain('tick “Futures and options” in uk.json › Products offered here');
      // In full: nothing of the reason is cut off.
      const cut = await row
        .locator('.ops-rule, .ops-fix')
        .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));
      expect(cut).toEqual([]);
      // All twelve sub-sites on request.
      await page.getByLabel('Sub-sites shown').selectOption({ label: 'all 12 sub-sites (a wide table)' });
      await expect(matrix.locator('thead').textContent()).resolves.toContain('Japan');
    } finally {
      await context.close();
    }
  }, 180_000);

  it('search reaches a product box and says when nothing matches; the product boxes are one Tab stop', async () => {
    const { page, context } = await ukConsole();
    try {
      const search = page.getByLabel('Search items and fields');
      await search.fill('crypto card');
      const card = page.getByRole('checkbox', { name: 'Crypto card', exact: true });
      await card.waitFor();
      expect(await card.isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'Margin trading', exact: true }).count()).toBe(0);
      expect(await page.getByTestId('ops-no-matches').isVisible()).toBe(false);

      await search.fill('zzqxv nothing');
      const none = page.getByTestId('ops-no-matches');
      await none.waitFor({ state: 'visible' });
      await expect(none.textContent()).resolves.toContain('Nothing in uk.json matches “zzqxv nothing”');

      // Keyboard: Tab enters the products once, arrows move inside, Tab leaves.
      await search.fill('');
      const products = page.getByRole('group', { name: 'Products offered here' });
      const boxes = products.getByRole('checkbox');
      expect(await boxes.count()).toBe(33);
      // The search narrows the form to the products (the sub-site's own settings come before them
      // and are fields of their own); all 33 boxes stay.
      await search.fill('Products offered here');
      await expect.poll(() => boxes.count()).toBe(33);
      await search.focus();
      const focusedIn = () =>
        products.evaluate((group) =>
          group.contains(document.activeElement) ? (document.activeElement as HTMLInputElement).parentElement?.textContent : null,
        );
      let tabs = 0;
      while ((await focusedIn()) === null && tabs < 10) {
        await page.keyboard.press('Tab');
        tabs++;
      }
      expect(await focusedIn()).toBe('Real-money trading');
      await page.keyboard.press('ArrowDown');
      expect(await focusedIn()).toBe('P2P trading');
      await page.keyboard.press('Tab');
      expect(await focusedIn()).toBeNull();
      // Nothing was ticked or unticked on the way.
      await expect(page.getByRole('heading', { name: /uk\.json/ }).textContent()).resolves.not.toContain('draft');
    } finally {
      await context.close();
    }
  }, 180_000);
});
