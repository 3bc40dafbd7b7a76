import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, MOBILE, openPage, quietAndLive, until } from './helpers.ts';

/**
 * Whole journeys without the mouse (keyboard.test.ts covers the first steps of the main nav).
 * After every key press that moves focus, the focused element must show it: a computed outline or
 * box-shadow. A borderless text field may draw its ring on its wrapper (:focus-within) instead.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface FocusState {
  visible: boolean;
  what: string;
}

function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { visible: false, what: 'body' };
    const shows = (e: Element | null) => {
      if (!e) return false;
      const cs = getComputedStyle(e);
      return (cs.outlineStyle !== 'none' && Number.parseFloat(cs.outlineWidth) > 0) || cs.boxShadow !== 'none';
    };
    const field = el.matches('input, textarea');
    const visible = shows(el) || (field && (shows(el.parentElement) || shows(el.parentElement?.parentElement ?? null)));
    const r = el.getBoundingClientRect();
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    return { visible: visible && r.width > 0 && r.height > 0, what: `${el.tagName.toLowerCase()}${cls} "${name}"` };
  });
}

/** The focused element shows its focus; returns its description for messages. */
async function expectFocusShown(page: Page, step: string): Promise<string> {
  const state = await focusState(page);
  expect(state.visible, `${step}: visible focus on ${state.what}`).toBe(true);
  return state.what;
}

const activeMatches = (page: Page, selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

/** Waits (up to 5 s) until the focused element matches: the app may move focus a frame after the key. */
async function focusOn(page: Page, selector: string, why = selector): Promise<void> {
  try {
    await until(page, (sel) => document.activeElement?.matches(sel) ?? false, selector);
  } catch {
    const now = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing');
    throw new Error(`${why}: focus is on ${now}`);
  }
}

/** Presses a key, then checks that focus is shown where it landed. */
async function press(page: Page, key: string, step: string): Promise<string> {
  await page.keyboard.press(key);
  return expectFocusShown(page, `${step} (${key})`);
}

/** Tabs (checking visible focus at every stop) until the focused element matches the selector. */
async function tabTo(page: Page, selector: string, max = 80, key = 'Tab'): Promise<void> {
  for (let i = 0; i < max; i++) {
    await press(page, key, `tabbing to ${selector}`);
    if (await activeMatches(page, selector)) return;
  }
  throw new Error(`${key} did not reach ${selector} in ${max} presses`);
}

async function load(page: Page, path = '/?site=main') {
  await page.goto(path);
  await page.locator('.page[data-site]').waitFor();
  // The announcement bar arrives after the first render; its links are Tab stops before the header.
  await quietAndLive(page);
}

const expanded = (page: Page, selector: string) => page.locator(selector).getAttribute('aria-expanded');

describe('keyboard journeys', () => {
  it('skip link: first Tab stop of every page, visible when focused, moves focus to the main content', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      for (const path of ['/?site=main', '/?site=eu', '/?site=testnet', '/login', '/zh?site=hk', '/ar?site=uae']) {
        await load(page, path);
        await page.keyboard.press('Tab');
        await focusOn(page, 'a.skip-link', `${path}: first Tab stop`);
        const box = await page.locator('a.skip-link').boundingBox();
        expect(box && box.y >= 0 && box.y + box.height <= 900 && box.width > 20, `${path}: the skip link shows when focused`).toBe(true);
        await expectFocusShown(page, `${path}: skip link`);
        await page.keyboard.press('Enter');
        await focusOn(page, 'main#main', `${path}: focus moved to the main content`);
        // The next Tab continues from the main content (in it, or past it when it has no controls).
        await press(page, 'Tab', `${path}: after the skip link`);
        const after = await page.evaluate(() => {
          const main = document.getElementById('main');
          const el = document.activeElement;
          return !!main && !!el && (main.contains(el) || !!(main.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING));
        });
        expect(after, `${path}: Tab continues from the main content`).toBe(true);
      }
      // Phones too.
      await page.setViewportSize(MOBILE);
      await load(page, '/?site=main');
      await page.keyboard.press('Tab');
      await expectFocusShown(page, 'phone: skip link');
      await focusOn(page, 'a.skip-link');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('every header menu (nav, wallet, orders, profile, settings, bell): Space, ArrowDown, Escape, Enter, focus back on the trigger', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await logIn(page, 'trader');
      await quietAndLive(page);
      await tabTo(page, '.site-header *');
      const seen: string[] = [];
      // One Tab walk through the whole header; every menu trigger met on the way is worked.
      for (let stop = 0; stop < 120 && (await activeMatches(page, '.site-header *')); stop++) {
        const trigger = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          if (!el.matches('.menu > button[aria-expanded], .reminder-bell')) return null;
          el.dataset.journey = 'trigger';
          return el.getAttribute('aria-label') || el.textContent?.trim() || '?';
        });
        if (trigger) {
          seen.push(trigger);
          const sel = '[data-journey="trigger"]';
          const panel = `[id="${await page.locator(sel).getAttribute('aria-controls')}"]`;
          if (await activeMatches(page, '.reminder-bell')) {
            await press(page, 'Enter', `${trigger}: open`);
            await page.getByTestId('reminder-records').waitFor();
            await press(page, 'Tab', `${trigger}: into the dropdown`);
            await focusOn(page, `${panel} *`, `${trigger}: Tab goes into the dropdown`);
          } else {
            await press(page, ' ', `${trigger}: Space opens`);
            expect(await expanded(page, sel), `${trigger}: Space opens`).toBe('true');
            await press(page, 'ArrowDown', `${trigger}: ArrowDown`);
            await until(page, (p) => document.querySelector(p)?.contains(document.activeElement) ?? false, panel);
            await expectFocusShown(page, `${trigger}: first entry`);
            // A panel with one entry (the app download's link) is left by Tab, which closes it.
            const entries = await page.evaluate((p) => document.querySelectorAll(`${p} a[href], ${p} button, ${p} input`).length, panel);
            if (entries > 1) await press(page, 'Tab', `${trigger}: next entry`);
          }
          // A focused market entry's own panel closes first; then the menu.
          for (let k = 0; k < 3 && (await expanded(page, sel)) === 'true'; k++) await page.keyboard.press('Escape');
          expect(await expanded(page, sel), `${trigger}: Escape closes`).toBe('false');
          await focusOn(page, sel, `${trigger}: focus back on the trigger`);
          await expectFocusShown(page, `${trigger}: back on the trigger`);
          if (!(await activeMatches(page, '.reminder-bell'))) {
            await press(page, 'Enter', `${trigger}: Enter opens`);
            expect(await expanded(page, sel), `${trigger}: Enter opens`).toBe('true');
            await press(page, 'Escape', `${trigger}: Escape`);
            expect(await expanded(page, sel)).toBe('false');
          }
          await page.evaluate(() => document.querySelector<HTMLElement>('[data-journey]')?.removeAttribute('data-journey'));
        }
        await press(page, 'Tab', 'header walk');
      }
      expect(seen).toEqual(expect.arrayContaining(['Buy Crypto', 'Markets', 'Trade', 'Wallet', 'Orders', 'Account', 'Settings']));
      expect(seen.some((s) => s.startsWith('Notifications'))).toBe(true);

      // Using a menu: Enter on an entry follows it.
      const orders = '.account-menus [data-item-id="orders"] > button';
      await page.locator(orders).focus();
      await press(page, 'ArrowDown', 'orders');
      await focusOn(page, '.account-menus a[href]', 'ArrowDown into the orders menu');
      const href = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).getAttribute('href'));
      expect(href).toMatch(/^\/myaccount\//);
      await Promise.all([page.waitForURL((u) => u.pathname === href), page.keyboard.press('Enter')]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('market panel: open Trade, Tab to Spot, type in its search, arrow to a row, Enter opens the pair', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await load(page);
      await tabTo(page, '.main-nav-list > li > .menu[data-item-id="trade"] > button');
      await press(page, 'Enter', 'Trade');
      await tabTo(page, '.market-item[data-market="spot"] .market-trigger', 20);
      // The entry's panel opens on focus (its code and data load then); Tab goes on into it.
      await page.locator('.mk-flyout input[type="search"]').waitFor();
      await press(page, 'Tab', 'into the Spot panel');
      await focusOn(page, '.mk-flyout input[type="search"]', 'its search box comes first');
      await page.keyboard.type('eth');
      await until(page, () => document.querySelector('.mk-flyout .mk-row-link')?.getAttribute('data-pair') === 'ETH_USDT', undefined);
      await press(page, 'ArrowDown', 'search box to the list');
      await focusOn(page, '.mk-row-link[data-pair="ETH_USDT"]');
      await press(page, 'ArrowDown', 'next row');
      await focusOn(page, '.mk-row-link:not([data-pair="ETH_USDT"])');
      await press(page, 'ArrowRight', 'to the star');
      await focusOn(page, '.mk-star');
      await press(page, 'ArrowLeft', 'back to the row');
      await press(page, 'ArrowUp', 'previous row');
      // Focus lands on the row above, the first one (waited for: the virtual list may re-render
      // while the last keystroke's results land).
      await until(page, () => document.activeElement?.getAttribute('data-pair') === 'ETH_USDT', undefined);
      const href = await page.locator('.mk-row-link[data-pair="ETH_USDT"]').getAttribute('href');
      await Promise.all([page.waitForURL((u) => u.pathname === href), page.keyboard.press('Enter')]);
      expect(href).toBe('/trade/ETH_USDT');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('search modal: "/" and Ctrl+K open it, Tab stays inside, type, arrows, Enter opens the result', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await load(page);
      await page.keyboard.press('/');
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await dialog.getByRole('combobox').waitFor();
      await until(page, () => document.activeElement?.getAttribute('role') === 'combobox', undefined);
      await expectFocusShown(page, 'search box');
      // The shared focus trap: Tab and Shift+Tab cycle through the dialog's own controls.
      const stops = await dialog.evaluate(
        (d) => [...d.querySelectorAll('input, button')].filter((e) => e.getClientRects().length > 0).length,
      );
      for (let i = 0; i < stops + 1; i++) {
        await press(page, 'Tab', 'search dialog');
        await focusOn(page, '[role="dialog"] *', 'Tab stays in the search dialog');
      }
      await press(page, 'Shift+Tab', 'search dialog');
      await press(page, 'Shift+Tab', 'search dialog');
      await focusOn(page, '[role="dialog"] *', 'Shift+Tab stays in the search dialog');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      await page.keyboard.press('Control+k');
      await dialog.getByRole('combobox').waitFor();
      await expectFocusShown(page, 'search box (Ctrl+K)');
      await page.keyboard.type('btc');
      await dialog.getByRole('option').first().waitFor();
      const combobox = dialog.getByRole('combobox');
      const first = await combobox.getAttribute('aria-activedescendant');
      await press(page, 'ArrowDown', 'next result');
      expect(await combobox.getAttribute('aria-activedescendant')).not.toBe(first);
      await press(page, 'ArrowUp', 'previous result');
      expect(await combobox.getAttribute('aria-activedescendant')).toBe(first);
      await Promise.all([page.waitForURL('**/trade/BTC_USDT'), page.keyboard.press('Enter')]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('language dialog: Enter opens it, Tab goes round inside, Escape closes and focus is back on the globe', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await load(page);
      await tabTo(page, '[data-testid="region-button"]');
      await press(page, 'Enter', 'language button');
      const modal = page.getByTestId('region-modal');
      await modal.locator('a.choice').first().waitFor();
      await until(page, () => document.querySelector('[data-testid="region-modal"]')?.contains(document.activeElement) ?? false, undefined);
      await expectFocusShown(page, 'dialog opened');
      const start = await page.evaluate(() => {
        (document.activeElement as HTMLElement).dataset.journey = 'start';
        return document.activeElement?.textContent;
      });
      let back = false;
      for (let i = 0; i < 60 && !back; i++) {
        await press(page, 'Tab', 'language dialog');
        await focusOn(page, '[data-testid="region-modal"] *', 'Tab stays in the dialog');
        back = await activeMatches(page, '[data-journey="start"]');
      }
      expect(back, `Tab comes round to ${start}`).toBe(true);
      await press(page, 'Shift+Tab', 'language dialog, backwards');
      await focusOn(page, '[data-testid="region-modal"] *');
      // The tabs: arrows move to Exchange rate.
      await tabTo(page, '[data-testid="region-modal"] [role="tab"][aria-selected="true"]', 60);
      await press(page, 'ArrowRight', 'tabs');
      await focusOn(page, '[role="tab"][aria-selected="true"]');
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });
      await focusOn(page, '[data-testid="region-button"]', 'focus back on the language button');
      await expectFocusShown(page, 'language button after Escape');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('logout: profile menu, Log out, the dialog, "This device", ending at /login', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await logIn(page, 'trader');
      await quietAndLive(page);
      await tabTo(page, '.account-menus [data-item-id="profile"] > button');
      await press(page, 'Enter', 'profile menu');
      await tabTo(page, '.menu--open .logout-button', 40);
      await press(page, 'Enter', 'Log out');
      const dialog = page.getByTestId('logout-dialog');
      await dialog.waitFor();
      await until(page, () => document.activeElement?.hasAttribute('data-autofocus') ?? false, undefined);
      await expectFocusShown(page, 'logout dialog');
      // WAI-ARIA dialog: focus starts on the least destructive choice.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
      await press(page, 'Tab', 'logout dialog');
      await press(page, 'Tab', 'logout dialog');
      await press(page, 'Tab', 'logout dialog');
      await focusOn(page, '[data-testid="logout-dialog"] *', 'Tab stays in the dialog');
      for (let i = 0; i < 5 && (await page.evaluate(() => document.activeElement?.textContent)) !== 'This device'; i++) {
        await press(page, 'Tab', 'logout dialog');
      }
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('This device');
      await Promise.all([page.waitForURL('**/login'), page.keyboard.press('Enter')]);
      await page.locator('.page[data-site]').waitFor();
      await expect(page.getByTestId('login-link').isVisible()).resolves.toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
