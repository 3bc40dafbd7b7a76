import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoAndCaptureBootstrap, launchBrowser, openPage, until } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('keyboard', () => {
  it('Tab reaches a menu trigger; Enter opens its panel; Escape closes it and returns focus', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await gotoAndCaptureBootstrap(page, '/?site=main');
      const trigger = page.getByRole('navigation', { name: 'Main' }).locator('button[aria-expanded]').first();
      let reached = false;
      for (let i = 0; i < 15 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = await trigger.evaluate((el) => el === document.activeElement);
      }
      expect(reached).toBe(true);
      const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
      await expect(panel.isVisible()).resolves.toBe(false);

      await page.keyboard.press('Enter');
      await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(panel.isVisible()).resolves.toBe(true);
      await expect(panel.locator('a[href]').first().isVisible()).resolves.toBe(true);

      await page.keyboard.press('Escape');
      await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(panel.isVisible()).resolves.toBe(false);
      await expect(trigger.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

      // ArrowDown opens and moves focus to the first entry of the panel.
      await page.keyboard.press('ArrowDown');
      await until(
        page,
        (id) => document.getElementById(id)?.contains(document.activeElement) ?? false,
        (await trigger.getAttribute('aria-controls'))!,
      );
      await page.keyboard.press('Escape');
      await expect(trigger.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens a menu panel on hover and closes it on leaving', async () => {
    const { page, context } = await openPage(browser);
    try {
      await gotoAndCaptureBootstrap(page, '/?site=main');
      const trigger = page.getByRole('navigation', { name: 'Main' }).locator('button[aria-expanded]').nth(2);
      await trigger.hover();
      await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
      // Moving on to the next menu closes this one at once: never two panels.
      const next = page.getByRole('navigation', { name: 'Main' }).locator('button[aria-expanded]').nth(3);
      await next.hover();
      await expect(next.getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(page.locator('.nav-panel:not([hidden])').count()).resolves.toBe(1);
      await trigger.hover();
      await page.mouse.move(700, 600);
      await until(
        page,
        () => document.querySelector('.main-nav-entry:nth-child(3) button')?.getAttribute('aria-expanded') === 'false',
        undefined,
      );
    } finally {
      await context.close();
    }
  });

  it('keyboard only: every main menu opens with Enter, its entries are reached with Tab, Escape returns focus', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await gotoAndCaptureBootstrap(page, '/?site=main');
      const triggers = page.getByRole('navigation', { name: 'Main' }).locator('.main-nav-list > li > .menu > button[aria-expanded]');
      const count = await triggers.count();
      expect(count).toBeGreaterThan(4);
      await triggers.first().focus();
      for (let i = 0; i < count; i++) {
        const trigger = triggers.nth(i);
        await expect(trigger.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
        await page.keyboard.press('Enter');
        const panelId = (await trigger.getAttribute('aria-controls'))!;
        await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
        // Tab goes into the open panel, through its links in order.
        await page.keyboard.press('Tab');
        await expect(page.evaluate((id) => document.getElementById(id)?.contains(document.activeElement) ?? false, panelId)).resolves.toBe(
          true,
        );
        await page.evaluate(() => {
          (window as unknown as { __prev: Element | null }).__prev = document.activeElement;
        });
        await page.keyboard.press('Tab');
        await expect(
          page.evaluate(
            (id) =>
              document.activeElement !== (window as unknown as { __prev: Element | null }).__prev &&
              (document.getElementById(id)?.contains(document.activeElement) ?? false),
            panelId,
          ),
        ).resolves.toBe(true);
        // A market row's own flyout (focused entry) closes first; the next Escape closes the menu.
        for (let k = 0; k < 3 && (await trigger.getAttribute('aria-expanded')) === 'true'; k++) await page.keyboard.press('Escape');
        await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');
        await expect(trigger.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
        // On to the next top-level entry (links between menus are Tab stops too).
        if (i < count - 1) {
          const next = triggers.nth(i + 1);
          for (let k = 0; k < 6 && !(await next.evaluate((el) => el === document.activeElement)); k++) await page.keyboard.press('Tab');
        }
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
