import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, openPage, quietAndLive } from './helpers.ts';

/**
 * Every popover of the header lies inside the viewport when it opens (collision-aware placement),
 * at 390, 768, 1024 and 1440 px, left-to-right and right-to-left ("beyond the fixes").
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WIDTHS = [390, 768, 1024, 1440] as const;

/** Opens each visible header trigger in turn by keyboard and returns the popovers that stick out. */
async function overflowing(page: Page, width: number): Promise<string[]> {
  const banner = page.getByRole('banner');
  const triggers = banner.locator('button[aria-controls][aria-expanded]');
  const out: string[] = [];
  const n = await triggers.count();
  let opened = 0;
  for (let i = 0; i < n; i++) {
    const t = triggers.nth(i);
    if (!(await t.isVisible())) continue;
    // Only the bar's own triggers: one inside a panel is reached by opening that panel first.
    if (await t.evaluate((el) => el.closest('[id][hidden], .nav-panel') !== null)) continue;
    const box = await t.boundingBox();
    if (!box || box.x < 0 || box.x + box.width > width) continue; // scrolled out of the nav row
    await t.focus();
    await page.keyboard.press('Enter');
    const id = (await t.getAttribute('aria-controls')) ?? '';
    const name = (await t.getAttribute('aria-label')) || ((await t.textContent()) ?? '').trim().slice(0, 30);
    if ((await t.getAttribute('aria-expanded')) !== 'true') continue;
    const popover = page.locator(`[id="${id}"]`);
    await popover.waitFor();
    // Placement happens after layout, and a lazy panel may grow once its code has loaded.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const b = await popover.boundingBox();
    opened++;
    if (b && (b.x < -0.5 || b.x + b.width > width + 0.5)) out.push(`${name}: ${Math.round(b.x)}..${Math.round(b.x + b.width)}`);
    await page.keyboard.press('Escape');
  }
  if (opened === 0) out.push('no popover opened');
  return out;
}

describe('popovers stay inside the viewport', () => {
  for (const prefix of ['', '/ar']) {
    it(`logged in, ${prefix ? 'right-to-left' : 'left-to-right'}, at 390, 768, 1024 and 1440 px`, async () => {
      const { page, context, errors } = await openPage(browser);
      try {
        await logIn(page, 'trader');
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`${prefix}/`);
          await page.getByRole('banner').waitFor();
          await quietAndLive(page);
          expect(await overflowing(page, width), `${prefix || 'en'} ${width}px`).toEqual([]);
        }
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
