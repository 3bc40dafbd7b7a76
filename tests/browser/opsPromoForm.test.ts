import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './helpers.ts';
import { discardDraft, opsConsoleAs, textOf } from './opsFlow.ts';

// A new item type is editable in the console's form from its module alone: the promo card's own
// fields under their own labels, its title's translations, and its call-to-action link checked.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

describe('the promo card in the console form', () => {
  it('shows its own fields as "Card title" and the like, translates its title, and refuses a hostile call-to-action link in words', async () => {
    const { page, context } = await opsConsoleAs(browser, 'ops', 'uk');
    try {
      await page.getByRole('button', { name: 'Add an item to Header › Main menu on UK only' }).click();
      const added = page.getByRole('region', { name: 'Added on this sub-site' });
      await added
        .locator('.ops-fields > .ops-row')
        .first()
        .getByLabel('Type', { exact: true })
        .selectOption({ label: 'promo card (a picture, a title and a call to action)' });
      const issues = page.getByTestId('ops-issues');
      await textOf(issues, 'a promo card needs a call-to-action link');

      // Its own fields, each under the label its module gives it (not the footer column's "Title").
      await added.getByLabel('Card title', { exact: true }).fill('Spring offer');
      await expect(added.getByLabel('Card picture', { exact: true }).count()).resolves.toBe(1);
      await expect(added.getByLabel('Call-to-action text', { exact: true }).count()).resolves.toBe(1);

      // The title's translations, like a label's.
      const translations = added.locator('details[data-field="title"]');
      await textOf(translations.locator('summary'), /^Card title in other languages: 0 of \d+ translated/);
      await translations.locator('summary').click();
      await translations.locator('li[data-lang="de"] input').fill('Frühlingsangebot');
      await textOf(translations.locator('summary'), /^Card title in other languages: 1 of \d+ translated/);
      await expect(translations.locator('li[data-lang="de"] label').textContent()).resolves.toMatch(/^Card title · /);

      // A hostile call-to-action link is refused with a plain message at its field.
      const cta = added.getByLabel('Call-to-action link (cta_href)', { exact: true });
      await cta.fill('javascript:alert(1)');
      const refused = await textOf(
        issues,
        /cta_href "javascript:alert\(1\)": scheme "javascript:" is not allowed; use \/path or https:\/\//,
      );
      expect(refused).not.toMatch(/invalid_|ZodError|\{"/);
      await expect.poll(() => cta.getAttribute('aria-invalid')).toBe('true');

      // A site path is accepted and the draft is valid.
      await cta.fill('/sale');
      await page.locator('[data-testid="ops-issues"][data-count="0"]').waitFor({ timeout: 30_000 });
      await discardDraft(page);
    } finally {
      await context.close();
    }
  });
});
