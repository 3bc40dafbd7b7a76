/**
 * Search, comparison and grants management in the console, as ops would use them: one search finds an
 * EU-only footer link and opens eu.json at its label (keyboard only); uk and eu side by side mark
 * what differs and stack on a phone; an administrator gives the editor publish on jp, the editor
 * publishes jp, the grant is taken back and the editor's Publish is refused again.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../schemas/endpoints.ts';
import { launchBrowser, liveVersion, logIn, MOBILE, openPage } from './helpers.ts';
import { confirm, opsConsoleAs, opsPost, restoreTarget, tab, textOf } from './opsFlow.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** WCAG 2.1 A and AA violations inside `selector`, as "rule: targets" lines. */
async function axe(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('search across regions', () => {
  it('finds an item only the EU has, announces the count, and opens eu.json at its label from the keyboard', async () => {
    const { page, context, errors } = await opsConsoleAs(browser, 'ops', 'base');
    try {
      const box = page.getByRole('searchbox', { name: 'Search every region' });
      const status = page.getByTestId('ops-region-search-status');
      await box.fill('zzqx nothing');
      await textOf(status, 'No matches for “zzqx nothing” in any region');
      await page.getByTestId('ops-region-search-empty').waitFor();

      await box.fill('White Papers');
      await textOf(status, /^\d+ match(es)? for “White Papers” in 1 file\.$/);
      const results = page.getByTestId('ops-region-search');
      expect(await results.locator('section[data-target]').evaluateAll((s) => s.map((e) => e.getAttribute('data-target')))).toEqual(['eu']);
      expect(await page.getByTestId('ops-region-search-empty').count()).toBe(0);
      expect(await axe(page, '.ops-region-search')).toEqual([]);

      // Arrow down from the box walks the results; Enter opens the first: the label of the link.
      await box.focus();
      await page.keyboard.press('ArrowDown');
      const first = results.locator('a[data-hit]').first();
      await expect.poll(() => first.evaluate((a) => a === document.activeElement)).toBe(true);
      expect(await first.textContent()).toMatch(/Legal.*Crypto-Asset White Papers.*label: Crypto-Asset White Papers/);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: /^eu\.json/ }).waitFor();
      await expect
        .poll(() => page.evaluate(() => decodeURIComponent(window.location.hash)))
        .toMatch(/^#eu\/\$\.footer\.columns\[\d+\]\.items\[\d+\]\.label$/);
      // The form opened the item and put the cursor in its label.
      await expect
        .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value))
        .toBe('Crypto-Asset White Papers');
      expect(await results.isHidden()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('two regions side by side', () => {
  it('marks what differs between uk and eu, links each side to its editor, and stacks at 390 px', async () => {
    const { page, context, errors } = await opsConsoleAs(browser, 'ops', 'base');
    try {
      await page.getByRole('link', { name: 'Compare two regions' }).click();
      const compare = page.getByTestId('ops-compare');
      await compare.waitFor();
      await textOf(page.getByTestId('ops-compare-count'), /^\d+ differences between UK and EU\.$/);
      const uk = compare.locator('section[data-site="uk"]');
      const eu = compare.locator('section[data-site="eu"]');
      const papers = eu.locator('li', { hasText: 'Crypto-Asset White Papers' });
      expect(await papers.getAttribute('class')).toBe('ops-differs');
      expect(await papers.textContent()).toContain('differs');
      expect(await uk.locator('li', { hasText: 'Crypto-Asset White Papers' }).count()).toBe(0);
      expect(await uk.getByRole('link', { name: 'Edit uk.json' }).getAttribute('href')).toBe('#uk');
      expect(await eu.getByRole('link', { name: 'Edit eu.json' }).getAttribute('href')).toBe('#eu');
      // Only differences: rows the two share unchanged step aside.
      const rows = () => eu.locator('li, dl > div').count();
      const all = await rows();
      await page.getByLabel('Only differences').check();
      await expect.poll(rows).toBeLessThan(all);
      expect(await eu.locator('li:not(.ops-differs), dl > div:not(.ops-differs)').count()).toBe(0);
      expect(await axe(page, '[data-testid="ops-compare"]')).toEqual([]);

      // Side by side on a computer, one under the other on a phone.
      const boxes = async () => [(await uk.boundingBox())!, (await eu.boundingBox())!] as const;
      const [l, r] = await boxes();
      expect(r.x).toBeGreaterThan(l.x + l.width - 1);
      await page.setViewportSize(MOBILE);
      await expect.poll(async () => (await boxes())[1].y).toBeGreaterThan(l.y);
      const [top, below] = await boxes();
      expect(below.y).toBeGreaterThanOrEqual(top.y + top.height);
      expect(below.x).toBe(top.x);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the console inside an Arabic page, on a phone', () => {
  it('marks its English words as English and left to right, and a wide table scrolls in its box, not the page', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    try {
      await logIn(page, 'ops', undefined, '/ar');
      await page.goto('/ar/ops#people');
      await page.getByTestId('ops-people-table').waitFor();
      const html = page.locator('html');
      expect([await html.getAttribute('lang'), await html.getAttribute('dir')]).toEqual(['ar', 'rtl']);
      const consoleRoot = page.getByTestId('ops-console');
      expect([await consoleRoot.getAttribute('lang'), await consoleRoot.getAttribute('dir')]).toEqual(['en', 'ltr']);
      // The people table never widens the page: it fits the phone's column or scrolls in its own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
      const scroller = page.locator('.ops-diff-scroll').filter({ has: page.getByTestId('ops-people-table') });
      expect(
        await scroller.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.right <= window.innerWidth && (el.scrollWidth <= el.clientWidth || getComputedStyle(el).overflowX === 'auto');
        }),
      ).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('grants management', () => {
  it('a grant given in the console lets the editor publish jp; taken back, the editor is refused again', async () => {
    const admin = await opsConsoleAs(browser, 'ops', 'jp');
    const editor = await opsConsoleAs(browser, 'editor', 'jp');
    const start = await liveVersion(admin.context, 'jp');
    try {
      // Before: the editor may not publish jp, and sees no people page.
      await textOf(editor.page.getByTestId('ops-access'), 'may publish: none;');
      expect(await editor.page.getByRole('link', { name: 'People and grants' }).count()).toBe(0);

      const page = admin.page;
      await page.getByRole('link', { name: 'People and grants' }).click();
      await page.getByTestId('ops-people-table').waitFor();
      expect(await axe(page, '[data-testid="ops-people"]')).toEqual([]);
      // The administrator's own last admin grant cannot be taken, and the page says why.
      const own = page.getByRole('button', { name: 'Take admin on every region (*) from ops' });
      expect(await own.isDisabled()).toBe(true);
      const form = page.getByRole('form', { name: 'Give a grant' });
      await form.getByLabel('Person', { exact: true }).selectOption({ label: 'Erin Editor (editor)' });
      await form.getByLabel('May', { exact: true }).selectOption({ label: 'publish (and roll back)' });
      await form.getByLabel('On', { exact: true }).selectOption({ label: 'jp' });
      await form.getByRole('button', { name: 'Give grant' }).click();
      await textOf(page.getByTestId('ops-grant-outcome'), 'Gave editor publish on jp.');
      await page.locator('tr[data-person="editor"] li[data-grant="publish:jp"]').waitFor();

      // The editor, in their own browser, now publishes jp.
      const ed = editor.page;
      await ed.reload();
      await textOf(ed.getByTestId('ops-access'), 'may publish: jp;');
      await tab(ed, 'Form');
      const name = ed.getByLabel('Sub-site name', { exact: true });
      await name.fill(`${await name.inputValue()} (granted)`);
      await ed.locator('[data-testid="ops-issues"][data-count="0"]').waitFor({ timeout: 30_000 });
      await tab(ed, 'Changes & publish');
      await ed.getByLabel('Publish message').fill('editor publishes with a grant');
      await ed.getByRole('button', { name: 'Publish jp', exact: true }).click();
      await confirm(ed, 'Publish jp now');
      await textOf(ed.getByTestId('ops-outcome'), /^Published jp version \d+\./, false, 30_000);

      // Taken back (asked first): the editor's Publish is refused again.
      await page.getByRole('button', { name: 'Take publish on jp from editor' }).click();
      await confirm(page, 'Take the grant');
      await textOf(page.getByTestId('ops-grant-outcome'), 'Took publish on jp from editor.');
      await ed.reload();
      await textOf(ed.getByTestId('ops-access'), 'may publish: none;');
      expect(admin.errors).toEqual([]);
      expect(editor.errors).toEqual([]);
    } finally {
      // Whatever happened above, the shared server is left as it was.
      await opsPost(admin.context, pathOf('opsRevoke', { username: 'editor' }), { target: 'jp', can: 'publish' });
      await restoreTarget(admin.context, admin.context, 'jp', start);
      await admin.context.close();
      await editor.context.close();
    }
  });
});
