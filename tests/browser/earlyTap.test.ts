import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE } from '../../engine/consent/consent.ts';
import { DESKTOP, launchBrowser, live, MOBILE, openPage, until, withoutServerRender } from './helpers.ts';

/**
 * A tap that comes before the app has taken the server's page over (a slow phone: the layer is on
 * screen, its chunk still on its way) is kept by public/early-tap.js and answered once the layer
 * is live (app/site/earlyTap.ts). The app's chunks are held back here until the test lets them go.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Holds every request for the app's script chunks until the returned function is called. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((r) => {
    release = r;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** What the early script still holds, handed over now (null: nothing kept, or no script listening). */
const handOver = (page: Page) => page.evaluate(() => window.__earlyTap?.() ?? null);

/**
 * Loads the page with the app's chunks held back: the server's page is on screen and the early
 * listener is in place; the app is not until the returned function lets its chunks go.
 */
async function earlyPage(page: Page, path: string): Promise<() => void> {
  const release = await holdAppScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('.page[data-site]').waitFor();
  await until(page, () => typeof window.__earlyTap === 'function', undefined);
  await expect(page.evaluate(() => document.documentElement.dataset.layer)).resolves.toBeUndefined();
  return release;
}

describe('a tap before the app has loaded (the server-drawn layer)', () => {
  it('the phone menu button tapped early opens the drawer once the app is live, and later taps work as before', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    try {
      const release = await earlyPage(page, '/?site=main');
      const button = page.getByRole('button', { name: 'Open menu' });
      await button.click();
      // Nothing can open it yet: the drawer's code is the app's.
      await expect(page.getByTestId('drawer').count()).resolves.toBe(0);
      release();
      await live(page);
      await page.getByTestId('drawer').waitFor();
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
      // The early listener is gone: a tap now is the app's alone (one toggle, not two).
      await page.keyboard.press('Escape');
      await page.getByTestId('drawer').waitFor({ state: 'detached' });
      await button.click();
      await page.getByTestId('drawer').waitFor();
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the consent banner's Accept all tapped early is the visitor's choice once the app is live", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE, consent: 'none' });
    try {
      const release = await earlyPage(page, '/?site=eu');
      const banner = page.getByTestId('consent-banner');
      await banner.getByRole('button', { name: 'Accept all' }).click();
      await expect(banner.count()).resolves.toBe(1);
      release();
      await live(page);
      await banner.waitFor({ state: 'detached' });
      await expect.poll(async () => (await context.cookies()).some((c) => c.name === CONSENT_COOKIE)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a mouse resting on a menu before the app has loaded opens it once the app is live; a click there keeps it open', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    try {
      const release = await earlyPage(page, '/?site=main');
      const trigger = page.locator('.main-nav-list > li > .menu > button[aria-expanded]').first();
      await trigger.hover();
      release();
      await live(page);
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
      // The pointer leaves: the menu closes as it would for any hover.
      await page.mouse.move(5, 700);
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');

      // Clicked before the app was live: the click is answered (opened), not undone by the hover.
      const again = await earlyPage(page, '/?site=main');
      await trigger.click();
      again();
      await live(page);
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a page the browser draws itself keeps no tap: its buttons answer at once', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    try {
      await withoutServerRender(page);
      await page.goto('/?site=main');
      await page.locator('.page[data-site]').waitFor();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByTestId('drawer').waitFor();
      await expect(handOver(page)).resolves.toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('with the app already live the early script keeps nothing', async () => {
    const { page, context } = await openPage(browser, { viewport: MOBILE });
    try {
      await page.goto('/?site=main');
      await live(page);
      // Handed over and stopped at hydration: nothing kept, nothing left listening.
      await expect(handOver(page)).resolves.toBeNull();
    } finally {
      await context.close();
    }
  });
});
