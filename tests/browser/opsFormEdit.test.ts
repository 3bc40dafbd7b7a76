import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './helpers.ts';
import { discardDraft, opsConsoleAs, textOf } from './opsFlow.ts';

// The console's form as an ops person uses it from the keyboard: fields keep focus while typed.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

describe('the form keeps an item open while it is edited', () => {
  it('typing a new id into an EU footer link keeps its editor open and the field focused', async () => {
    const { page, context } = await opsConsoleAs(browser, 'ops', 'eu');
    try {
      const row = page.locator('ul[aria-label^="footer column"] > li[data-key="terms"]');
      await row.locator(':scope > .ops-item-head .ops-item-toggle').click();
      const id = row.locator(':scope > .ops-item-body > .ops-fields').getByLabel('Id', { exact: true });
      await id.focus();
      await page.keyboard.press('End');
      await page.keyboard.type('-of-use');
      // Every key went into the same field, which still has focus.
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        return { label: el?.labels?.[0]?.textContent, value: el?.value };
      });
      expect(focused).toEqual({ label: 'Id', value: 'terms-of-use' });
      // The row is found by its new id, still open, and its toggle says so.
      const renamed = page.locator('ul[aria-label^="footer column"] > li[data-key="terms-of-use"]');
      await expect(renamed.locator(':scope > .ops-item-head .ops-item-toggle').getAttribute('aria-expanded')).resolves.toBe('true');
    } finally {
      await context.close();
    }
  });

  it('an item added on a region as a menu gets its children added in the form, until the draft is valid', async () => {
    const { page, context } = await opsConsoleAs(browser, 'ops', 'uk');
    try {
      await page.getByRole('button', { name: 'Add an item to Header › Main menu on UK only' }).click();
      const added = page.getByRole('region', { name: 'Added on this sub-site' });
      await added.getByLabel('Label', { exact: true }).fill('UK Guides');
      // The item's own Type, in its first row (a type's own fields may hold another, under More fields).
      await added
        .locator('.ops-fields > .ops-row')
        .first()
        .getByLabel('Type', { exact: true })
        .selectOption({ label: 'menu (opens a panel of entries)' });
      await textOf(page.getByTestId('ops-issues'), 'a menu needs children');
      await added.getByRole('button', { name: 'Add item to children of UK Guides' }).click();
      await added.locator('ul[aria-label="children of UK Guides"] > li').first().waitFor();
      await page.locator('[data-testid="ops-issues"][data-count="0"]').waitFor({ timeout: 30_000 });
      // Another item added on the region is offered the new menu to go under, and the draft still validates.
      await page.getByRole('button', { name: 'Add an item to Header › Main menu on UK only' }).click();
      const second = added.locator(':scope > ul > li').nth(1);
      await second.getByLabel('Label', { exact: true }).fill('UK Tax Guide');
      await second.getByLabel('Under', { exact: true }).selectOption({ label: 'Header › Main menu › UK Guides' });
      await expect(second.locator(':scope > .ops-item-head .ops-hint').textContent()).resolves.toBe('in Header › Main menu › UK Guides');
      await page.locator('[data-testid="ops-issues"][data-count="0"]').waitFor({ timeout: 30_000 });
      await discardDraft(page);
    } finally {
      await context.close();
    }
  });
});
