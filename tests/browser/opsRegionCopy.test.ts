import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './helpers.ts';
import { discardDraft, opsConsoleAs, textOf } from './opsFlow.ts';

// Copying an inherited menu into a sub-site's file, from the console's form.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

describe("a menu copied into a sub-site's file", () => {
  it('Copy Header › Main menu into eu.json gives a draft that validates, and says what EU does not offer was left out', async () => {
    const { page, context } = await opsConsoleAs(browser, 'ops', 'eu');
    try {
      await page
        .getByRole('button', { name: 'Copy Header › Main menu into eu.json to change it here (the copy replaces the whole list)' })
        .click();
      const said = await textOf(page.locator('p[aria-live="polite"]'), /Header › Main menu copied into eu\.json/);
      expect(said).toMatch(/Left out \d+ entr(y|ies) EU does not offer: .+\(needs .+, which this sub-site does not offer\)/);
      // The note stays on screen beside the list the copy made, for everyone, not only screen readers.
      const note = page.getByRole('region', { name: 'Header › Main menu' }).getByRole('note');
      await note.waitFor();
      await expect(note.isVisible()).resolves.toBe(true);
      await expect(note.textContent()).resolves.toMatch(/Left out \d+ entr(y|ies) EU does not offer: .+\(needs .+\)/);
      // The copy is the file's own list now, editable, and the draft has no problems.
      await page.getByRole('region', { name: 'Header › Main menu' }).locator('ul > li').first().waitFor();
      await page.locator('[data-testid="ops-issues"][data-count="0"]').waitFor({ timeout: 30_000 });
      await discardDraft(page);
    } finally {
      await context.close();
    }
  });
});
