/**
 * <exchange-header>/<exchange-footer> as Web Components users expect, on the example trade
 * page (examples/trade-page, /trade-ce/): attributes observed and reflected as properties, a change
 * draws the part again, moving an element fetches nothing, `ready` resolves, the header's room is
 * kept (no layout shift), and a fragment included inside the element shows without JavaScript.
 */
import type { Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTradePage } from '../../examples/trade-page/server.ts';
import { baseURL, DESKTOP, launchBrowser, MOBILE, openPage, until } from './helpers.ts';

let browser: Browser;
let host: { origin: string; server: Server };

beforeAll(async () => {
  [browser, host] = await Promise.all([launchBrowser(), startTradePage(baseURL())]);
});
afterAll(async () => {
  await browser?.close();
  await new Promise((done) => host?.server.close(done));
});

const live = (page: Page, part: string) =>
  page.locator(`exchange-${part} > .exchange-layer[data-part="${part}"][data-hydrated]`).waitFor({ timeout: 60_000 });

/** Counts what the page asks of the layer's fragment routes and the ready events it hears. */
async function watch(page: Page) {
  const fetched: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (/^\/layer\/(header|footer)$/.test(url.pathname)) fetched.push(`${url.pathname}?${url.searchParams}`);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { readyHeard: string[] };
    w.readyHeard = [];
    document.addEventListener('exchange-layer:ready', (e) => w.readyHeard.push((e as CustomEvent<{ part: string }>).detail.part));
  });
  return { fetched, ready: () => page.evaluate(() => (window as unknown as { readyHeard: string[] }).readyHeard) };
}

describe('custom elements', () => {
  it('attributes are observed and reflected as properties: lang and site redraw the part; moving it fetches nothing; ready resolves', async () => {
    const { page, errors, cspViolations } = await openPage(browser, { viewport: DESKTOP });
    try {
      const seen = await watch(page);
      await page.goto(`${host.origin}/trade-ce/BTC_USDT`);
      await Promise.all([live(page, 'header'), live(page, 'footer')]);
      await expect(page.evaluate(() => document.querySelector('exchange-header')?.ready.then(() => 'ready'))).resolves.toBe('ready');
      expect(seen.fetched).toHaveLength(2);
      await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(true);

      // An attribute change: fetched again for the new language, drawn and live again, the old part let go.
      await page.evaluate(() => document.querySelector('exchange-header')?.setAttribute('lang', 'de'));
      await page.getByRole('navigation', { name: 'Hauptmenü' }).waitFor({ timeout: 30_000 });
      await until(
        page,
        () => document.querySelector('exchange-header > .exchange-layer[data-hydrated]')?.getAttribute('lang') === 'de',
        undefined,
        30_000,
      );
      await expect(page.locator('exchange-header .exchange-layer[data-part]').count()).resolves.toBe(1);
      await expect(page.evaluate(() => document.querySelector('exchange-header')?.lang)).resolves.toBe('de');

      // A property: reflected to the attribute, and the part follows.
      await page.evaluate(() => {
        const el = document.querySelector('exchange-header');
        if (el) el.site = 'eu';
      });
      await expect(page.locator('exchange-header').getAttribute('site')).resolves.toBe('eu');
      await until(
        page,
        () => document.querySelector('exchange-header .brand')?.textContent?.includes('Malta (EU)') === true,
        undefined,
        30_000,
      );
      await until(
        page,
        () => document.querySelector('exchange-header > .exchange-layer[data-hydrated]')?.getAttribute('data-site') === 'eu',
        undefined,
        30_000,
      );
      expect(seen.fetched.filter((f) => f.startsWith('/layer/header'))).toEqual([
        '/layer/header?path=%2Ftrade-ce%2FBTC_USDT',
        '/layer/header?path=%2Ftrade-ce%2FBTC_USDT&lang=de',
        '/layer/header?path=%2Ftrade-ce%2FBTC_USDT&site=eu&lang=de',
      ]);
      const readyBefore = await seen.ready();

      // Moved in the page (taken out and put back): the same part stays, nothing is fetched, no second ready.
      await page.evaluate(() => {
        const el = document.querySelector('exchange-header');
        if (el) document.body.append(el);
      });
      await page.evaluate(() => {
        const el = document.querySelector('exchange-header');
        if (el) document.body.prepend(el);
      });
      // Still live: its menu opens.
      const trigger = page.getByRole('navigation', { name: 'Hauptmenü' }).locator('.menu > button[aria-expanded]').first();
      await trigger.click();
      await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
      expect(seen.fetched).toHaveLength(4);
      await expect(seen.ready()).resolves.toEqual(readyBefore);
      expect(errors).toEqual([]);
      expect(await cspViolations()).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ])('the header keeps its room while its fragment loads (%s): layout shift under 0.01', async (_name, viewport) => {
    const { page, errors } = await openPage(browser, { viewport });
    try {
      await page.addInitScript(() => {
        const w = window as unknown as { cls: number };
        w.cls = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) w.cls += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${host.origin}/trade-ce/BTC_USDT`);
      await Promise.all([live(page, 'header'), live(page, 'footer')]);
      // The host's title moved if the room was wrong: the reading sees it.
      const cls = await page.evaluate(
        () => new Promise<number>((done) => requestAnimationFrame(() => done((window as unknown as { cls: number }).cls))),
      );
      console.log(`[elements] layout shift on ${_name}: ${cls.toFixed(4)}`);
      expect(cls).toBeLessThan(0.01);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('a fragment included inside the element: drawn without JavaScript (links), and with it used as it is (nothing fetched)', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    try {
      const page = await context.newPage();
      await page.goto(`${host.origin}/trade-ce/BTC_USDT?ssi=1`);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Learn' }).getAttribute('href')).resolves.toBe('/learn');
      await expect(page.locator('exchange-footer').getByRole('contentinfo').getByRole('link').count()).resolves.toBeGreaterThan(5);
    } finally {
      await context.close();
    }
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    try {
      const seen = await watch(page);
      await page.goto(`${host.origin}/trade-ce/BTC_USDT?ssi=1`);
      await Promise.all([live(page, 'header'), live(page, 'footer')]);
      await expect(page.evaluate(() => document.querySelector('exchange-footer')?.ready.then(() => 'ready'))).resolves.toBe('ready');
      expect(seen.fetched).toEqual([]);
      expect((await seen.ready()).sort()).toEqual(['footer', 'header']);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
