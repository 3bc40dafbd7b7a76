import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { launchBrowser, openPage, quietAndLive } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function load(page: Page, path = '/?site=main') {
  await page.goto(path);
  await page.locator('.page[data-site]').waitFor();
  // The shortcuts are heard once the app is live: on busy cores hydration may end after the network is idle.
  await quietAndLive(page);
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el ? `${el.tagName.toLowerCase()}|${el.getAttribute('aria-label') ?? ''}|${el.getAttribute('role') ?? ''}` : '';
  });

describe('search modal (micro-app v5)', () => {
  it('is found and used by keyboard alone: Tab to the button, Enter, type, arrows, Enter opens the pair', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await load(page);
      expect(
        scripts.some((s) => s.includes('search-app')),
        'the micro-app loads on demand only',
      ).toBe(false);

      let reached = false;
      for (let i = 0; i < 60 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = (await focused(page)) === 'button|Search|';
      }
      expect(reached, 'Tab reaches the search button').toBe(true);
      await page.keyboard.press('Enter');
      const combobox = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox');
      await combobox.waitFor();
      expect(scripts).toContain('/search/v5/search-app.js');
      expect(await focused(page)).toBe('input|Search|combobox');
      // Empty box: trending pairs.
      await page.getByRole('dialog').getByRole('group', { name: 'Trending' }).waitFor();

      await page.keyboard.type('btc');
      const listbox = page.getByRole('listbox');
      await listbox.getByRole('group', { name: 'Spot' }).waitFor();
      for (const group of ['Spot', 'Futures', 'Options']) await listbox.getByRole('group', { name: group }).waitFor();
      const active = async () => {
        const id = await combobox.getAttribute('aria-activedescendant');
        return id ? page.locator(`[id="${id}"]`).textContent() : null;
      };
      expect(await active()).toMatch(/^BTC\/USDT/);
      await page.keyboard.press('ArrowDown');
      expect(await active()).not.toMatch(/^BTC\/USDT/);
      await page.keyboard.press('ArrowUp');
      expect(await active()).toMatch(/^BTC\/USDT/);
      await expect(page.getByRole('option', { selected: true }).count()).resolves.toBe(1);
      await Promise.all([page.waitForURL('**/trade/BTC_USDT'), page.keyboard.press('Enter')]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens with / and Ctrl+K, closes with Escape back to the button; recent searches show and clear', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await load(page);
      await page.keyboard.press('/');
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await dialog.getByRole('combobox').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await focused(page)).toBe('button|Search|');

      await page.keyboard.press('Control+k');
      await dialog.getByRole('combobox').waitFor();
      await page.keyboard.type('eth');
      await dialog.getByRole('option').first().waitFor();
      await Promise.all([page.waitForURL('**/trade/ETH_USDT'), page.keyboard.press('Enter')]);

      await load(page, '/trade/ETH_USDT');
      await page.keyboard.press('/');
      const recent = dialog.getByRole('group', { name: 'Recent searches' });
      await recent.getByRole('option', { name: /ETH\/USDT/ }).waitFor();
      await dialog.getByRole('button', { name: 'Clear' }).click();
      await recent.waitFor({ state: 'detached' });
      await dialog.getByRole('group', { name: 'Trending' }).waitFor();
      // Typing "/" inside the box is text, not a shortcut.
      await page.keyboard.type('/');
      await expect(dialog.getByRole('combobox').inputValue()).resolves.toBe('/');
      // A click on the backdrop closes it.
      await page.mouse.click(10, 880);
      await dialog.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('finds Alpha (MEMEBOX) tokens by symbol and pilot tokens by address, and says when nothing matches', async () => {
    const { page, context } = await openPage(browser);
    try {
      await load(page);
      const alpha = await page.evaluate(
        (path) =>
          fetch(`${path}?tab=ALPHA_ALLCHAIN&page=1&limit=5`).then((r) => r.json() as Promise<{ data: { list: { show_pair: string }[] } }>),
        ENDPOINTS.alpha.path,
      );
      const symbol = alpha.data.list[0]!.show_pair.split('/')[0]!;
      await page.keyboard.press('/');
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await dialog.getByRole('combobox').waitFor();
      await page.keyboard.type(symbol);
      await dialog
        .getByRole('group', { name: 'Alpha' })
        .getByRole('option', { name: new RegExp(`^${symbol}/USDT`) })
        .first()
        .waitFor();
      const pilot = await page.evaluate(
        (path) =>
          fetch(`${path}?exchange_type=PILOT_ALL`).then((r) => r.json() as Promise<{ data: { address: string; show_pair: string }[] }>),
        ENDPOINTS.pilot.path,
      );
      const token = pilot.data[0]!;
      await dialog.getByRole('combobox').fill(token.address);
      await dialog
        .getByRole('group', { name: 'Pilot' })
        .getByRole('option', { name: new RegExp(`^${token.show_pair}`) })
        .waitFor();
      await dialog.getByRole('combobox').fill('zzzzqqq');
      await dialog.getByRole('status').filter({ hasText: 'No results' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('on a narrow screen the modal fills the screen and closes with its Esc button', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    try {
      await load(page);
      // (The header tools, the search button among them, are folded away below 768 px.)
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await dialog.getByRole('group', { name: 'Trending' }).waitFor();
      const box = await dialog.boundingBox();
      expect(box?.width).toBe(390);
      await dialog.getByRole('button', { name: 'Close search' }).click();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});
