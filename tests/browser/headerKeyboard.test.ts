import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, gotoAndCaptureBootstrap, launchBrowser, logIn, MOBILE, openPage, until } from './helpers.ts';

/**
 * The header as a keyboard user meets it (WAI-ARIA menu button and dialog
 * patterns): every main-nav entry reachable and visible by Tab, arrow keys that keep working in an
 * open menu, a logout dialog that starts on Cancel and gives focus back to what opened it.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const isFocused = (l: Locator) => l.evaluate((el) => el === document.activeElement);

/** The top-level entries of the main navigation (the row's own list items). */
function topEntries(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('list').first().getByRole('listitem');
}

/**
 * Whether the focused control is fully visible: its middle and both ends are that control (not an
 * arrow drawn over it). The row scrolls and drops an arrow at its end within a frame or two of the
 * focus, so this waits (up to 3 s on a loaded machine) for the control to be clear rather than
 * sampling once.
 */
function focusedInView(page: Page): Promise<boolean> {
  return page
    .waitForFunction(
      () => {
        const el = document.activeElement as HTMLElement;
        const r = el.getBoundingClientRect();
        const y = r.top + r.height / 2;
        return [r.left + 2, r.left + r.width / 2, r.right - 2].every((x) => {
          const hit = document.elementFromPoint(x, y);
          return hit !== null && el.contains(hit);
        });
      },
      undefined,
      { timeout: 3000 },
    )
    .then(
      () => true,
      () => false,
    );
}

/** Tabs through the page and returns, per top entry, whether it was focused and fully visible then. */
async function tabThroughNav(page: Page): Promise<{ total: number; reached: Set<number>; hidden: number[] }> {
  const entries = topEntries(page);
  const total = await entries.count();
  const reached = new Set<number>();
  const hidden: number[] = [];
  let entered = false;
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const at = await entries.evaluateAll((lis) => lis.findIndex((li) => li.contains(document.activeElement)));
    if (at < 0) {
      if (entered) break;
      continue;
    }
    entered = true;
    reached.add(at);
    const visible = await focusedInView(page);
    if (!visible) hidden.push(at);
  }
  return { total, reached, hidden };
}

describe('main navigation by keyboard', () => {
  for (const width of [1440, 1024]) {
    it(`vip at ${width} px: Tab reaches every top entry and each is in view when focused`, async () => {
      const { page, context, errors } = await openPage(browser, { viewport: { width, height: 900 } });
      try {
        await logIn(page, 'vip');
        await page.goto('/');
        await page.getByRole('navigation', { name: 'Main' }).waitFor();
        const { total, reached, hidden } = await tabThroughNav(page);
        expect(total).toBeGreaterThan(7);
        expect(reached.size).toBe(total);
        expect(hidden).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('right-to-left at 1024 px: the same', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: { width: 1024, height: 900 } });
    try {
      await logIn(page, 'vip', 'demo1234', '/ar');
      await page.goto('/ar/');
      const nav = page.locator('nav[aria-label]').first();
      await nav.waitFor();
      const name = await nav.getAttribute('aria-label');
      const entries = page
        .getByRole('navigation', { name: name ?? '' })
        .getByRole('list')
        .first()
        .getByRole('listitem');
      const total = await entries.count();
      const reached = new Set<number>();
      for (let i = 0; i < 80 && reached.size < total; i++) {
        await page.keyboard.press('Tab');
        const at = await entries.evaluateAll((lis) => lis.findIndex((li) => li.contains(document.activeElement)));
        if (at < 0) continue;
        reached.add(at);
        const ok = await focusedInView(page);
        expect(ok, `entry ${at} covered when focused`).toBe(true);
      }
      expect(reached.size).toBe(total);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('an open menu by keyboard', () => {
  it('ArrowDown, ArrowUp, Home and End keep moving through the entries; Escape returns to the trigger', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    try {
      await gotoAndCaptureBootstrap(page, '/?site=main');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const trigger = nav.getByRole('button', { name: /Trade/ }).first();
      await trigger.focus();
      await page.keyboard.press('ArrowDown');
      const panelId = (await trigger.getAttribute('aria-controls')) ?? '';
      await until(page, (id) => document.getElementById(id)?.contains(document.activeElement) ?? false, panelId);
      const focusedIndex = () =>
        page.evaluate((id) => {
          const panel = document.getElementById(id);
          // A market list shown beside a focused entry is its own popup (aria-controls), not this menu's.
          const nested = [...(panel?.querySelectorAll('[aria-controls]') ?? [])]
            .map((e) => document.getElementById(e.getAttribute('aria-controls') ?? ''))
            .filter((e): e is HTMLElement => e !== null && e !== panel);
          const entries = [...(panel?.querySelectorAll<HTMLElement>('a[href], button') ?? [])].filter(
            (e) => e.getClientRects().length > 0 && !nested.some((n) => n.contains(e)),
          );
          return { at: entries.indexOf(document.activeElement as HTMLElement), n: entries.length };
        }, panelId);
      const start = await focusedIndex();
      expect(start.at).toBe(0);
      expect(start.n).toBeGreaterThan(3);
      for (const step of [1, 2, 3]) {
        await page.keyboard.press('ArrowDown');
        await expect(focusedIndex().then((f) => f.at)).resolves.toBe(step);
      }
      await page.keyboard.press('ArrowUp');
      await expect(focusedIndex().then((f) => f.at)).resolves.toBe(2);
      await page.keyboard.press('End');
      await expect(focusedIndex().then((f) => f.at)).resolves.toBe(start.n - 1);
      await page.keyboard.press('ArrowDown');
      await expect(focusedIndex().then((f) => f.at)).resolves.toBe(0);
      await page.keyboard.press('ArrowUp');
      await expect(focusedIndex().then((f) => f.at)).resolves.toBe(start.n - 1);
      await page.keyboard.press('Home');
      await expect(focusedIndex().then((f) => f.at)).resolves.toBe(0);
      await page.keyboard.press('Escape');
      await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(isFocused(trigger)).resolves.toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('logout dialog focus', () => {
  it('opens on Cancel, keeps Tab inside, and gives focus back to the account button after Escape or Cancel', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    try {
      await logIn(page, 'trader');
      const header = page.getByRole('banner');
      const account = header.getByRole('button', { name: 'Account' });
      for (const close of ['Escape', 'Cancel'] as const) {
        await account.focus();
        await page.keyboard.press('ArrowDown');
        const logout = header.getByRole('button', { name: 'Log out' });
        await logout.waitFor();
        await logout.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: 'Log out' });
        await dialog.waitFor();
        await until(page, () => document.activeElement?.textContent === 'Cancel', undefined).catch(async (e: Error) => {
          const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');
          throw new Error(`${e.message} (focus is on ${focused})`);
        });
        await expect(isFocused(dialog.getByRole('button', { name: 'Cancel' }))).resolves.toBe(true);
        // Tab cycles inside the dialog.
        for (let i = 0; i < 6; i++) {
          await page.keyboard.press('Tab');
          await expect(dialog.evaluate((d) => d.contains(document.activeElement))).resolves.toBe(true);
        }
        if (close === 'Escape') await page.keyboard.press('Escape');
        else await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog.count()).resolves.toBe(0);
        await until(page, () => document.activeElement?.getAttribute('aria-label') === 'Account', undefined);
        await expect(isFocused(account)).resolves.toBe(true);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('on a phone the drawer gives focus back to its menu button when closed by Escape', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    try {
      await gotoAndCaptureBootstrap(page, '/?site=main');
      const open = page.getByRole('button', { name: 'Open menu' });
      await open.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Main' });
      await drawer.waitFor();
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Shift+Tab');
        await expect(drawer.evaluate((d) => d.contains(document.activeElement))).resolves.toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(drawer.count()).resolves.toBe(0);
      await expect(isFocused(open)).resolves.toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
