import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, MOBILE } from './helpers.ts';
import { opsConsoleAs, tab } from './opsFlow.ts';

// The console on a 390 px phone, as an ops person on call uses it: nothing scrolls sideways,
// every control is a 44 px target, and a file picked from the list opens in view.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

/** How much wider the page is than the screen. */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The visible controls of the console smaller than 44 px on a side. A checkbox or radio counts by
 * the label around it (the whole line answers a tap); a link inside a sentence is not a control.
 */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      '.ops-console :is(button, select, summary, input:not([type="hidden"], [type="file"]), a.btn, .ops-views a, a.ops-target)',
    );
    for (const el of controls) {
      const target = el.matches('input[type="checkbox"], input[type="radio"]') ? (el.closest('label') ?? el) : el;
      const r = target.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || el.closest('[hidden], iframe')) continue;
      if (r.height < 43.5 || r.width < 43.5)
        out.push(
          `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}" ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
    }
    return [...new Set(out)];
  });

describe('the ops console at 390 px', () => {
  it("opens the site's drawer over the console with the drawer's own settings rows, not the console's form rows", async () => {
    const { page, context } = await opsConsoleAs(browser, 'ops', 'base', { viewport: MOBILE });
    try {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog');
      const language = drawer.getByTestId('ops-language');
      await language.waitFor();
      // The console's stylesheet is on the page; its .ops-row rule (app/ops/ops.css) is the console's only.
      await expect(language.evaluate((el) => getComputedStyle(el).alignItems)).resolves.toBe('center');
      await expect(language.evaluate((el) => getComputedStyle(el).flexWrap)).resolves.toBe('nowrap');
    } finally {
      await context.close();
    }
  });

  it('opens a picked file in view, the form and the publish tab fit the screen, every control is a 44 px target', async () => {
    const { page, context } = await opsConsoleAs(browser, 'ops', 'base', { viewport: MOBILE });
    try {
      await page.locator('a.ops-target[data-target="uk"]').click();
      const heading = page.getByRole('heading', { name: /uk\.json/ });
      await heading.waitFor();
      await expect
        .poll(() =>
          heading.evaluate((h) => ({ top: h.getBoundingClientRect().top >= 0, inView: h.getBoundingClientRect().bottom <= innerHeight })),
        )
        .toEqual({ top: true, inView: true });
      await expect(heading.evaluate((h) => h === document.activeElement)).resolves.toBe(true);

      await page.getByRole('checkbox', { name: 'Hide Learn on UK' }).waitFor();
      expect(await sideways(page)).toBe(0);
      expect(await smallTargets(page)).toEqual([]);

      await page.getByRole('checkbox', { name: 'Hide Learn on UK' }).check();
      await page.locator('[data-testid="ops-issues"][data-count="0"]').waitFor({ timeout: 30_000 });
      await tab(page, 'Changes & publish');
      await page.getByTestId('ops-diff').waitFor();
      expect(await sideways(page)).toBe(0);
      expect(await smallTargets(page)).toEqual([]);
      // The diff's column heads wrap between words, never inside one ("Ch an ge"): no more lines than words.
      const heads = await page
        .getByTestId('ops-diff')
        .locator('thead th')
        .evaluateAll((ths) =>
          ths.map((th) => {
            const css = getComputedStyle(th);
            const lineHeight = parseFloat(css.lineHeight) || parseFloat(css.fontSize) * 1.2;
            const lines = Math.round((th.clientHeight - parseFloat(css.paddingTop) - parseFloat(css.paddingBottom)) / lineHeight);
            return { head: th.textContent, tooManyLines: lines > (th.textContent ?? '').split(' ').length };
          }),
        );
      expect(heads.filter((h) => h.tooManyLines)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
