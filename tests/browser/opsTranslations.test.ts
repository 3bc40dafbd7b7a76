import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, liveVersion, logIn, openPage } from './helpers.ts';
import { discardDraft, textOf as pollText, publishApproved, restoreTarget, tab } from './opsFlow.ts';

// Translations, as an ops person who is not a developer: rename an EU footer link
// and keep its translations, add a link under an existing menu at a chosen place, and be told at
// the field what is wrong. The live site is checked in a fresh visitor browser after publishing.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

/** The shared poll, with this file's own wait. */
const textOf = (locator: Locator, want: RegExp | string, negate = false) => pollText(locator, want, negate, 15_000);

async function openConsole(page: Page, target: string) {
  await logIn(page, 'ops');
  await page.goto(`/ops#${target}`);
  await page.getByTestId('ops-console').waitFor();
  await page.getByRole('heading', { name: new RegExp(`${target}\\.json`) }).waitFor();
}

/**
 * EU asks for a second person's approval: the change is requested, approved by the
 * approver in a browser of their own, then published.
 */
async function publish(page: Page, target: string, message: string, version: number) {
  await page.locator('[data-testid="ops-issues"][data-count="0"]').waitFor();
  const approver = await openPage(browser);
  try {
    await logIn(approver.page, 'approver');
    expect(await publishApproved(page, message, approver.context, target)).toContain(`Published ${target} version ${version}`);
  } finally {
    await approver.context.close();
  }
}

/** Leaves the shared server's EU file as it was for the suites after this one. */
async function restore(context: BrowserContext, version: number) {
  const approver = await openPage(browser);
  try {
    await logIn(approver.page, 'approver');
    await restoreTarget(context, approver.context, 'eu', version);
  } finally {
    await approver.context.close();
  }
}

/** The footer a first-time visitor of a sub-site reads, in a browser of its own. */
async function visitorFooter(path: string): Promise<string> {
  const { page, context } = await openPage(browser);
  try {
    await page.goto(path);
    await page.locator('.page[data-site]').waitFor();
    return (await page.getByRole('contentinfo').textContent()) ?? '';
  } finally {
    await context.close();
  }
}

describe('translations stay with the item', () => {
  it('renaming an EU footer link marks its other languages needs review, and /fr/ keeps the French after publishing', async () => {
    const { page, context, errors } = await openPage(browser);
    let before: number | undefined;
    try {
      await openConsole(page, 'eu');
      before = await liveVersion(context, 'eu');
      expect(await visitorFooter('/fr/?site=eu')).toContain("Conditions d'utilisation");

      await page.getByLabel('Search items and fields').fill('Terms of Use');
      const row = page.locator('li.ops-item[data-key="terms"]').first();
      await row.locator('.ops-item-toggle').click();
      await row.getByLabel('Label', { exact: true }).fill('Terms of Service');
      // Every other language is kept and marked, with the English it was made from.
      const translations = row.locator('.ops-translations[data-field="label"]');
      await textOf(translations.locator('summary'), '12 need review');
      const fr = translations.locator('li[data-lang="fr"]');
      await expect(fr.getByRole('textbox').inputValue()).resolves.toBe("Conditions d'utilisation");
      await textOf(fr, 'Needs review: translated from "Terms of Use"; the English is now "Terms of Service"');
      await textOf(row.locator('.ops-item-head'), /needs review: .*fr/);
      // Spanish is brought up to date by hand: only it stops needing review.
      const es = translations.locator('li[data-lang="es"]');
      await es.getByRole('textbox').fill('Condiciones del servicio');
      await textOf(translations.locator('summary'), '11 need review');
      await textOf(es, 'Needs review', true);

      await publish(page, 'eu', 'Terms of Use is now Terms of Service', before + 1);
      const french = await visitorFooter('/fr/?site=eu');
      expect(french).toContain("Conditions d'utilisation");
      expect(french).not.toContain('Terms of Service');
      expect(await visitorFooter('/es/?site=eu')).toContain('Condiciones del servicio');
      expect(await visitorFooter('/?site=eu')).toContain('Terms of Service');
      expect(errors).toEqual([]);
    } finally {
      if (before !== undefined) await restore(context, before);
      await context.close();
    }
  }, 300_000);
});

describe("the file's translations to review", () => {
  it('the top of the editor counts them, steps through them by keyboard, and counts down as they are fixed', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await openConsole(page, 'eu');
      const summary = page.getByRole('region', { name: 'Translations to review' });
      const count = async () => {
        if ((await summary.count()) === 0) return 0;
        const text = (await summary.getByRole('status').textContent()) ?? '';
        return Number(/(\d+) translations? needs? review/.exec(text)?.[1]);
      };
      const before = await count();
      await page.getByLabel('Search items and fields').fill('Terms of Use');
      const row = page.locator('li.ops-item[data-key="terms"]').first();
      await row.locator('.ops-item-toggle').click();
      await row.getByLabel('Label', { exact: true }).fill('Terms of Service');
      await textOf(summary.getByRole('status'), `${before + 12} translations need review`);
      await page.getByLabel('Search items and fields').fill('');

      // Next, by keyboard: the form opens the item and focuses a translation that needs review.
      const next = summary.getByRole('button', { name: 'Next translation to review' });
      await next.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => /_i18n(\.|\[)/.test(document.activeElement?.getAttribute('data-path') ?? ''));
      const first = await page.evaluate(() => document.activeElement?.getAttribute('data-path'));
      await textOf(summary.getByRole('status'), `1 of ${before + 12}`);
      // Typing the translation anew fixes it: the count drops, and Next goes on to another one.
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Revue');
      await textOf(summary.getByRole('status'), `${before + 11} translations need review`);
      await next.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction((was) => {
        const path = document.activeElement?.getAttribute('data-path') ?? '';
        return /_i18n(\.|\[)/.test(path) && path !== was;
      }, first);
      // Marking the rest reviewed on the item brings the file back to where it was.
      await row.getByRole('button', { name: /^Mark all \d+ reviewed/ }).click();
      if (before === 0) await summary.waitFor({ state: 'detached' });
      else await textOf(summary.getByRole('status'), `${before} translation`);
      await discardDraft(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});

describe('the remote menu form, like the region forms', () => {
  it('a renamed remote menu title marks its translations needs review, counted at the top, with every field in the form', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await openConsole(page, 'remote-menu');
      const row = page.locator('li.ops-item[data-key="buy_crypto"]').first();
      await row.locator('.ops-item-toggle').click();
      const titles = row.locator('.ops-translations[data-field="title"]');
      await textOf(titles.locator('summary'), /\d+ of 12 translated/);
      await expect(titles.locator('li[data-lang="ja"] input').inputValue()).resolves.toBe('暗号資産購入');
      await expect(row.locator('.ops-more summary').textContent()).resolves.toMatch(/Light image.*Dark icon/);
      const translated = Number(/(\d+) of 12/.exec((await titles.locator('summary').textContent()) ?? '')?.[1]);

      await row.getByLabel('Title', { exact: true }).fill('Buy crypto now');
      await textOf(titles.locator('summary'), `${translated} need review`);
      const summary = page.getByRole('region', { name: 'Translations to review' });
      await textOf(summary.getByRole('status'), `${translated} translation`);
      await summary.getByRole('button', { name: 'Next translation to review' }).click();
      await page.waitForFunction(() => (document.activeElement?.getAttribute('data-path') ?? '').startsWith('$.list[0].title_i18n.'));
      await discardDraft(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});

describe('every field in the form', () => {
  it('adds a link under an existing menu at a chosen position, opening in view, and it goes live there', async () => {
    const { page, context, errors } = await openPage(browser);
    let before: number | undefined;
    try {
      await openConsole(page, 'eu');
      before = await liveVersion(context, 'eu');
      await page.getByRole('button', { name: 'Add an item to Header › Main menu on EU only' }).click();
      const added = page.getByRole('region', { name: 'Added on this sub-site' });
      const label = added.getByLabel('Label', { exact: true });
      // The new item's form opens in view, its label focused.
      await page.waitForFunction(() => document.activeElement?.closest('[aria-label="Added on this sub-site"]') !== null);
      const box = await label.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
      await label.fill('EU Savings Guide');
      await added.getByLabel('Id', { exact: true }).fill('eu-savings-guide');
      await added.getByLabel('Link (href)').fill('/guides/savings');
      await added.getByLabel('Under').selectOption({ label: 'Header › Main menu › Buy Crypto' });
      await added.getByLabel('Position').selectOption({ label: 'after Quick Buy' });
      await publish(page, 'eu', 'A savings guide under Buy Crypto', before + 1);

      const visitor = await openPage(browser);
      try {
        await visitor.page.goto('/?site=eu');
        await visitor.page.locator('.page[data-site]').waitFor();
        const menu = visitor.page.locator('.main-nav-list > li').filter({ hasText: 'Buy Crypto' }).first();
        await menu.locator('button[aria-expanded]').first().click();
        const link = menu.getByRole('link', { name: /EU Savings Guide/ });
        await link.waitFor();
        expect(await link.getAttribute('href')).toMatch(/\/guides\/savings$/);
        // Right after Quick Buy, where it was placed.
        const links = await menu.getByRole('link').allTextContents();
        const quickBuy = links.findIndex((t) => t.includes('Quick Buy'));
        expect(quickBuy).toBeGreaterThanOrEqual(0);
        expect(links[quickBuy + 1]).toContain('EU Savings Guide');
      } finally {
        await visitor.context.close();
      }
      expect(errors).toEqual([]);
    } finally {
      if (before !== undefined) await restore(context, before);
      await context.close();
    }
  }, 300_000);

  it('a broken field is marked at the field, and the issue list takes the person to it', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await openConsole(page, 'eu');
      await page.getByLabel('Search items and fields').fill('Careers');
      const row = page.locator('li.ops-item[data-key="careers"]').first();
      await row.locator('.ops-item-toggle').click();
      const label = row.getByLabel('Label', { exact: true });
      await label.fill(' ');
      await page.locator('[data-testid="ops-issues"][data-count="1"]').waitFor();
      await expect(label.getAttribute('aria-invalid')).resolves.toBe('true');
      const described = (await label.getAttribute('aria-describedby')) ?? '';
      const message = await page.locator(`[id="${described.split(' ')[0]}"]`).textContent();
      expect(message).toMatch(/label is empty/);
      await textOf(row.locator('.ops-item-head'), 'has a problem');

      // Closed again and scrolled away, the issue list's link opens the item and focuses the field.
      await row.locator('.ops-item-toggle').click();
      await page.getByLabel('Search items and fields').fill('');
      await page.getByTestId('ops-issues').getByRole('button').first().click();
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-path') === '$.footer.columns[2].items[0].label');
      await expect(page.locator('[data-path="$.footer.columns[2].items[0].label"]').getAttribute('aria-invalid')).resolves.toBe('true');
      await discardDraft(page);
      await page.locator('[data-testid="ops-issues"][data-count="0"]').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);

  it('the JSON tab numbers its lines and marks each problem on its line, broken JSON too', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await openConsole(page, 'eu');
      await page.getByLabel('Search items and fields').fill('Careers');
      const row = page.locator('li.ops-item[data-key="careers"]').first();
      await row.locator('.ops-item-toggle').click();
      await row.getByLabel('Label', { exact: true }).fill('Careers at Gate');
      await row.getByLabel('Label', { exact: true }).fill(' ');
      await page.locator('[data-testid="ops-issues"][data-count="1"]').waitFor();
      await tab(page, 'JSON');
      const code = page.getByTestId('ops-json-code');
      await code.locator('.cm-editor').waitFor();
      expect(await code.locator('.cm-lineNumbers .cm-gutterElement').count()).toBeGreaterThan(10);
      // The empty label is marked where it is written; the issue's link, read from the JSON tab, scrolls there.
      const issues = page.getByTestId('ops-issues');
      await issues.getByRole('button').first().click();
      const mark = code.locator('.cm-lintRange-error').first();
      await mark.waitFor();
      expect(await mark.textContent()).toContain('"label": " "');
      await expect(code.locator('.cm-gutter-lint .cm-lint-marker-error').count()).resolves.toBeGreaterThan(0);

      // Typing breaks the JSON: the issue names the line, and its link puts the cursor on that line.
      await mark.click();
      await page.keyboard.press('End');
      await page.keyboard.type(',,');
      const reason = await textOf(issues, /not valid JSON at line (\d+), column \d+/);
      const line = reason.match(/line (\d+)/)?.[1];
      await page.keyboard.press('Control+Home');
      await issues.getByRole('button').first().click();
      await textOf(code.locator('.cm-lineNumbers .cm-activeLineGutter'), line ?? 'no line');
      await expect(code.locator('.cm-lintRange-error').count()).resolves.toBeGreaterThan(0);
      await discardDraft(page);
      await page.locator('[data-testid="ops-issues"][data-count="0"]').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);
});
