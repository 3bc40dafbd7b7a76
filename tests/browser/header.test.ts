import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withRegionDefaults } from '../../engine/headerFeatures.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { DESKTOP, expectedLayer, gotoAndCaptureBootstrap, launchBrowser, openPage } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SITES = ['main', 'us', 'eu', 'uk', 'jp', 'testnet'] as const;

describe('main navigation on every sub-site (SPEC §2, §6)', () => {
  it.each(SITES)('%s: entries and the region trade pair', async (site) => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    try {
      const boot = await gotoAndCaptureBootstrap(page, `/?site=${site}`);
      const layer = expectedLayer({ ...boot, config: withRegionDefaults(boot.config) });
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.locator('.main-nav-entry .item-label').first().isVisible()).resolves.toBe(true);
      // One label per top-level entry, in config order: the text, or the alt of an image-only label.
      const labels = await nav.locator('.main-nav-list > .main-nav-entry').evaluateAll((entries) =>
        entries.map((entry) => {
          const label = entry.querySelector(
            // A link entry is the <a> itself, a menu its disclosure button, a market entry its row.
            ':scope > .bar-link .item-label, :scope > * > button .item-label, :scope .market-item > * > .item-label',
          );
          return label instanceof HTMLImageElement ? label.alt : (label?.textContent ?? null);
        }),
      );
      expect(labels).toEqual(layer.header.main.map((i) => i.label));
      // The trade entry is drawn and, without its panel, leads to the region's own pair.
      expect(layer.header.main.map((i) => i.id)).toContain('trade');
      const trade = nav.locator('.main-nav-entry', { has: page.locator('.menu[data-item-id="trade"]') });
      await expect(trade.count()).resolves.toBe(1);
      const landing = await trade.locator('noscript').evaluate((el) => el.textContent ?? '');
      expect(landing).toContain(`href="/trade/${boot.config.defaults.tradePair}"`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('draws badges and the five tag types; vertical and horizontal panels; split columns', async () => {
    const { page, context } = await openPage(browser);
    try {
      await gotoAndCaptureBootstrap(page, '/?site=main');
      const header = page.getByRole('banner');
      // A closed panel is not built: each menu is opened once, after which its panel
      // stays in the DOM (hidden) with its badges and tags drawn.
      const triggers = page.getByRole('navigation', { name: 'Main' }).locator('.menu > button[aria-expanded]');
      for (const trigger of await triggers.all()) {
        await trigger.scrollIntoViewIfNeeded();
        await trigger.click();
        await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
        await page.keyboard.press('Escape');
      }
      for (const cls of ['badge--referral20', 'badge--new', 'badge--hot', 'badge--zeroFees']) {
        await expect(header.locator(`.${cls}`).count(), cls).resolves.toBeGreaterThan(0);
      }
      for (const cls of ['tag--fire', 'tag--word', 'tag--vip', 'tag--image']) {
        await expect(header.locator(`.${cls}`).count(), cls).resolves.toBeGreaterThan(0);
      }
      // The live tag is an image when the config gives one, else the LIVE chip.
      await expect(header.locator('[data-item-id="live"] .tag').count()).resolves.toBeGreaterThan(0);
      await expect(header.locator('.nav-panel-body--horizontal').count()).resolves.toBeGreaterThan(0);
      await expect(header.locator('.nav-panel-body--vertical').count()).resolves.toBeGreaterThan(0);
      // "More" splits its entries after 6 (SPEC §9).
      const more = header.locator('.menu[data-item-id="more"]');
      const firstColumn = more.locator('.nav-panel-col').first().locator('li');
      await expect(firstColumn.count()).resolves.toBe(6);
    } finally {
      await context.close();
    }
  });

  it('scroll arrows appear when the nav overflows and move it 180 px per click', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    try {
      await gotoAndCaptureBootstrap(page, '/?site=main');
      const list = page.locator('.main-nav-list');
      const forward = page.locator('.nav-arrow--forward');
      await forward.waitFor();
      await expect(page.locator('.nav-arrow--back').count()).resolves.toBe(0);
      const before = await list.evaluate((el) => el.scrollLeft);
      const max = await list.evaluate((el) => el.scrollWidth - el.clientWidth);
      await forward.click();
      // Smooth scrolling: wait until it has come to rest 180 px on (or at the end).
      await expect
        .poll(() => list.evaluate((el) => Math.round(el.scrollLeft)), { timeout: 20_000 })
        .toBe(Math.round(Math.min(before + 180, max)));
      await page.locator('.nav-arrow--back').waitFor();
    } finally {
      await context.close();
    }
  });

  it('clicks send SPEC §7 analytics events the server records', async () => {
    const { page, context } = await openPage(browser);
    try {
      await gotoAndCaptureBootstrap(page, '/?site=main');
      const isEvent = (url: string, body: string | null, name: string) =>
        url.includes(ENDPOINTS.analytics.path) && (body ?? '').includes(`"${name}"`);
      // A click that navigates away: the keepalive request leaves before the page does.
      const sent = (name: string) => page.waitForRequest((r) => isEvent(r.url(), r.postData(), name), { timeout: 20_000 });
      // The click tracking is installed after hydration, from a chunk of its own: a click before that
      // goes unrecorded. A top-level menu button (home_top_navigation_click, stored by the server) is
      // clicked until its event is recorded, which also shows the tracking is in place.
      const menuClickRecorded = async () => {
        const button = page.getByRole('navigation', { name: 'Main' }).locator('button[aria-expanded]').first();
        for (let i = 0; i < 10; i++) {
          const answer = page
            .waitForResponse((r) => isEvent(r.url(), r.request().postData(), 'home_top_navigation_click'), { timeout: 5_000 })
            .catch(() => null);
          await button.click();
          const got = await answer;
          if (got) return got;
        }
        throw new Error('no menu click was recorded in 10 tries');
      };
      // 200 comes only after the rows are inserted (server/routes/telemetry.ts). The body of a keepalive
      // request is not readable through the devtools protocol, so the status is what is checked.
      expect((await menuClickRecorded()).status()).toBe(200);
      // Back to a closed menu (a second click of the pair may have left it open).
      const closeMenus = () => page.keyboard.press('Escape');
      await closeMenus();
      await page.getByRole('navigation', { name: 'Main' }).locator('button[aria-expanded]').first().click();
      let res = sent('home_secondary_navigation_click');
      // An entry inside the open panel: home_secondary_navigation_click (the click navigates away).
      await page.locator('.nav-panel:not([hidden]) a[href]').first().click();
      expect((await res).postDataJSON().events[0].props.module_name).toBe('header');
      const loadTracked = async () => {
        await gotoAndCaptureBootstrap(page, '/?site=main');
        await menuClickRecorded();
        await closeMenus();
      };
      await loadTracked();
      res = sent('login_click');
      await page.getByTestId('login-link').click();
      await res;
      await loadTracked();
      res = sent('register_click');
      await page.getByTestId('signup-link').click();
      await res;
    } finally {
      await context.close();
    }
  });
});
