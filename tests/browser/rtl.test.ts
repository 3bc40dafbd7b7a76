import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../engine/i18n/catalogs.ts';
import { loadAllCatalogs } from '../../engine/i18n/nodeCatalogs.ts';
import { DESKTOP, launchBrowser, openPage } from './helpers.ts';

loadAllCatalogs();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the main-nav menus in turn until `text` is on screen; returns the menu's trigger. */
async function openMenuShowing(page: Page, lang: string, text: string): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: translate(lang, 'app.mainNav'), exact: true });
  await nav.waitFor({ timeout: 60_000 });
  const triggers = nav.locator('button[aria-expanded]');
  for (let i = 0; i < (await triggers.count()); i++) {
    const trigger = triggers.nth(i);
    if (!(await trigger.isVisible())) continue;
    await trigger.click();
    await nav.locator('button[aria-expanded="true"]').first().waitFor();
    if (await page.getByText(text, { exact: true }).first().isVisible()) return trigger;
    await page.keyboard.press('Escape');
  }
  throw new Error(`no menu shows "${text}"`);
}

/**
 * How an icon drawn in Arabic compares with the same icon drawn in English: pixel difference with
 * the English one as is, and with it mirrored. A mirrored icon is closer to the mirrored image.
 */
async function mirrorDistances(page: Page, english: Buffer, arabic: Buffer): Promise<{ same: number; mirrored: number }> {
  return page.evaluate(
    async ([a, b]) => {
      const load = async (b64: string) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        return img;
      };
      const [en, ar] = await Promise.all([load(a as string), load(b as string)]);
      const w = en.width;
      const h = en.height;
      const pixels = (img: HTMLImageElement, flip: boolean) => {
        const canvas = document.createElement('canvas');
        canvas.width = w;
        canvas.height = h;
        const ctx = canvas.getContext('2d');
        if (!ctx) throw new Error('no canvas');
        if (flip) {
          ctx.translate(w, 0);
          ctx.scale(-1, 1);
        }
        ctx.drawImage(img, 0, 0, w, h);
        return ctx.getImageData(0, 0, w, h).data;
      };
      const diff = (p: Uint8ClampedArray, q: Uint8ClampedArray) => {
        let d = 0;
        for (let i = 0; i < p.length; i += 4)
          d += Math.abs(p[i]! - q[i]!) + Math.abs(p[i + 1]! - q[i + 1]!) + Math.abs(p[i + 2]! - q[i + 2]!);
        return d;
      };
      const arPixels = pixels(ar, false);
      return { same: diff(arPixels, pixels(en, false)), mirrored: diff(arPixels, pixels(en, true)) };
    },
    [english.toString('base64'), arabic.toString('base64')],
  );
}

/** The two directional icons of the header, drawn in a language: the menu overview arrow and the nav scroll arrow. */
async function directionalIcons(lang: string): Promise<{ overview: Buffer; scroll: Buffer }> {
  const { page, context } = await openPage(browser, { viewport: DESKTOP, bypassCSP: true });
  try {
    await page.goto(`${lang === 'en' ? '' : `/${lang}`}/?site=main`);
    const scroll = await page
      .getByRole('button', { name: translate(lang, 'app.scrollForward'), exact: true })
      .locator('svg')
      .screenshot({ animations: 'disabled' });
    await openMenuShowing(page, lang, '→');
    const overview = await page.getByText('→', { exact: true }).first().screenshot({ animations: 'disabled' });
    return { overview, scroll };
  } finally {
    await context.close();
  }
}

/** Left edges of the two parts of a text node on screen (Range geometry). */
async function partsLeft(target: Locator, first: string, second: string): Promise<[number, number]> {
  return target.evaluate(
    (el, [a, b]) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent ?? '';
        const ia = text.indexOf(a as string);
        const ib = text.indexOf(b as string);
        if (ia < 0 || ib < 0) continue;
        const left = (start: number, len: number) => {
          const r = document.createRange();
          r.setStart(n, start);
          r.setEnd(n, start + len);
          return r.getBoundingClientRect().left;
        };
        return [left(ia, (a as string).length), left(ib, (b as string).length)];
      }
      throw new Error('text not found');
    },
    [first, second],
  ) as Promise<[number, number]>;
}

describe('Arabic is laid out right to left, with numbers and tickers kept in their own order', () => {
  it('the main menu runs from the right, and the "20 USDT" badge reads 20 then USDT', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, bypassCSP: true });
    try {
      await page.goto('/ar/?site=main');
      const nav = page.getByRole('navigation', { name: translate('ar', 'app.mainNav'), exact: true });
      await nav.waitFor({ timeout: 60_000 });
      const boxes = await nav
        .locator('button[aria-expanded]')
        .evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent).map((e) => e.getBoundingClientRect().left));
      expect(boxes.length).toBeGreaterThan(3);
      // DOM order is reading order: each next top-level menu sits further left.
      for (let i = 1; i < boxes.length; i++) expect(boxes[i]!).toBeLessThan(boxes[i - 1]!);

      await openMenuShowing(page, 'ar', '20 USDT');
      const badge = page.getByText('20 USDT', { exact: true }).first();
      const [twenty, usdt] = await partsLeft(badge, '20', 'USDT');
      expect(twenty, '"20" is drawn left of "USDT", as in "20 USDT"').toBeLessThan(usdt);

      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);

  it('directional icons (menu overview arrow, nav scroll arrow) are mirrored, judged by their pixels', async () => {
    const en = await directionalIcons('en');
    const ar = await directionalIcons('ar');
    const { page, context } = await openPage(browser, { viewport: DESKTOP, bypassCSP: true });
    try {
      await page.goto('/?site=main');
      for (const icon of ['overview', 'scroll'] as const) {
        const d = await mirrorDistances(page, en[icon], ar[icon]);
        expect(d.mirrored, `${icon}: the Arabic icon is the English one mirrored`).toBeLessThan(d.same);
      }
    } finally {
      await context.close();
    }
  }, 240_000);
});
