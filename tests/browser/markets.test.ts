import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { baseURL, launchBrowser, logIn, openMarketPanel, openPage, quietAndLive, until } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Market = 'spot' | 'futures' | 'delivery' | 'options' | 'alpha' | 'pilot' | 'premarket';
/** The list endpoint each panel loads, as the fault injection names it. */
const FAULT_NAME: Record<Market, string> = {
  spot: 'spots',
  futures: 'futures',
  delivery: 'delivery',
  options: 'options',
  alpha: 'alpha',
  pilot: 'pilot',
  premarket: 'premarket',
};

/**
 * Loads a page and waits for the network to settle: the announcement bar arrives after the first
 * render and moves the header down, which would pull a hovered menu from under the pointer.
 */
async function load(page: Page, path = '/?site=main') {
  await page.goto(path);
  await page.locator('.page[data-site]').waitFor();
  await quietAndLive(page);
}

const openPanel = (page: Page, market: Market) => openMarketPanel(page, market);

const rowCount = (page: Page) => page.locator('.mk-flyout .mk-slot').count();

/** Clicks a scroll button of a panel's tab bar and waits until the smooth scroll it starts has ended. */
async function scrollTabs(tablist: Locator, button: Locator) {
  const ends = (el: Element) => {
    const bar = el as Element & { __scrollEnds?: number };
    if (bar.__scrollEnds === undefined) {
      bar.__scrollEnds = 0;
      el.addEventListener('scrollend', () => {
        bar.__scrollEnds = (bar.__scrollEnds ?? 0) + 1;
      });
    }
    return bar.__scrollEnds;
  };
  const before = await tablist.evaluate(ends);
  await button.click();
  await expect.poll(() => tablist.evaluate(ends), { message: 'the tab bar scrolled' }).toBeGreaterThan(before);
}

describe('market panels', () => {
  it('load nothing before the first hover; hover Spot, the list loads, "bt" puts BTC pairs first, a click opens /trade/BTC_USDT', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const requests: string[] = [];
      page.on('request', (r) => requests.push(new URL(r.url()).pathname));
      await load(page);
      expect(requests.filter((p) => p.startsWith('/apiw/v2/market/') || p.includes('MarketFlyout'))).toEqual([]);

      const flyout = await openPanel(page, 'spot');
      await flyout.locator('.mk-row').first().waitFor();
      expect(requests).toContain(ENDPOINTS.spots.path);
      await expect(flyout.getByRole('tab', { selected: true }).textContent()).resolves.toBe('All');

      await flyout.getByRole('searchbox').fill('bt');
      await until(page, () => document.querySelector('.mk-flyout .mk-row-link')?.getAttribute('data-pair') === 'BTC_USDT', undefined);
      const pairs = await flyout
        .locator('.mk-row-link')
        .evaluateAll((els) => els.slice(0, 6).map((e) => e.getAttribute('data-pair') ?? ''));
      expect(pairs[0]).toBe('BTC_USDT');
      expect(pairs.every((p) => p.startsWith('BT'))).toBe(true);
      // The clear action empties the box and brings every row back.
      await flyout.getByRole('button', { name: 'Clear' }).click();
      await expect(flyout.getByRole('searchbox').inputValue()).resolves.toBe('');
      await flyout.getByRole('searchbox').fill('bt');
      await until(page, () => document.querySelector('.mk-flyout .mk-row-link')?.getAttribute('data-pair') === 'BTC_USDT', undefined);

      await Promise.all([page.waitForURL('**/trade/BTC_USDT'), flyout.locator('.mk-row-link').first().click()]);
      expect(new URL(page.url()).pathname).toBe('/trade/BTC_USDT');
      await quietAndLive(page);
      // On the trade page that pair is the active row.
      const again = await openPanel(page, 'spot');
      await again.locator('.mk-row').first().waitFor();
      await again.getByRole('searchbox').fill('btc_usdt');
      await again.locator('.mk-row--active .mk-row-link[data-pair="BTC_USDT"]').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('scrolling 2,700 rows keeps at most 40 rows in the DOM; View All appears after 450 px', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await load(page);
      const flyout = await openPanel(page, 'spot');
      await flyout.locator('.mk-row').first().waitFor();
      const scroller = flyout.locator('.mk-scroll');
      const total = await flyout.locator('.mk-rows').evaluate((el) => Math.round(el.getBoundingClientRect().height / 58));
      expect(total).toBeGreaterThanOrEqual(2700);
      expect(await scroller.evaluate((el) => el.clientHeight)).toBe(530);
      expect(await flyout.locator('.mk-skeleton-row').count()).toBe(0);
      expect(await flyout.locator('.mk-viewall').count()).toBe(0);
      let most = 0;
      // Jumps through the whole list (each jump draws a fresh set of rows and their icons).
      for (let top = 0; top <= total * 58; top += 9000) {
        await scroller.evaluate((el, y) => {
          el.scrollTop = y;
        }, top);
        // Drawn for the new position: the row at its top is in the DOM.
        await flyout.locator(`.mk-slot[data-index="${Math.min(Math.floor(top / 58), total - 1)}"]`).waitFor({ state: 'attached' });
        most = Math.max(most, await rowCount(page));
      }
      await scroller.evaluate((el) => {
        el.scrollTop = el.scrollHeight;
      });
      await flyout.locator(`.mk-slot[data-index="${total - 1}"]`).waitFor({ state: 'attached' });
      const last = await flyout.locator('.mk-slot').last().getAttribute('data-index');
      expect(Number(last)).toBe(total - 1);
      most = Math.max(most, await rowCount(page));
      console.log(`rows in the DOM while scrolling ${total} rows: at most ${most}`);
      expect(most).toBeLessThanOrEqual(40);
      await flyout.locator('.mk-viewall').waitFor();
      expect(await flyout.locator('.mk-viewall').getAttribute('href')).toBe('/price');
      // Back under 450 px the link goes again (the scroll handler is throttled to 200 ms).
      await scroller.evaluate((el) => {
        el.scrollTop = 100;
      });
      await flyout.locator('.mk-viewall').waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('every panel draws its rows; only one panel is shown at a time', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await load(page);
      for (const market of ['futures', 'delivery', 'options', 'pilot', 'premarket', 'alpha'] as const) {
        const flyout = await openPanel(page, market);
        await flyout.locator('.mk-row').first().waitFor();
        expect(await page.locator('.mk-flyout').count(), market).toBe(1);
        expect(await flyout.locator('.mk-change').first().textContent(), market).toMatch(/^[+-]?\d+\.\d\d%$/);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('with one malformed row in every list, each panel draws the others and the console counts what was left out', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const faults = Object.values(FAULT_NAME).map((name) => `${name}=row`);
      await context.addCookies([{ name: 'fault', value: faults.join(','), url: baseURL() }]);
      const leftOut: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning' && m.text().includes('1 row left out')) leftOut.push(m.text());
      });
      await load(page);
      for (const market of Object.keys(FAULT_NAME) as Market[]) {
        const flyout = await openPanel(page, market);
        await flyout.locator('.mk-row').first().waitFor();
        expect(await flyout.getByRole('alert').count(), market).toBe(0);
      }
      for (const path of [
        ENDPOINTS.spots,
        ENDPOINTS.futures,
        ENDPOINTS.delivery,
        ENDPOINTS.options,
        ENDPOINTS.pilot,
        ENDPOINTS.preMarket,
        ENDPOINTS.alpha,
      ].map((e) => e.path))
        expect(
          leftOut.filter((w) => w.includes(`GET ${path}:`)),
          path,
        ).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('colours changes by the rise-colour preference: red-rise shows gains in red (dark theme)', async () => {
    const { page, context } = await openPage(browser, { colorScheme: 'dark' });
    try {
      await context.addCookies([{ name: 'market_rise_color', value: 'risered', url: baseURL() }]);
      await load(page);
      const flyout = await openPanel(page, 'spot');
      await flyout.locator('.mk-row').first().waitFor();
      await expect(flyout.locator('.mk-panel').getAttribute('class')).resolves.toContain('mk--risered');
      const colours = await flyout.evaluate((el) => {
        const css = getComputedStyle(document.documentElement);
        const up = el.querySelector('.mk-change--up');
        const down = el.querySelector('.mk-change--down');
        const probe = document.createElement('span');
        document.body.append(probe);
        const resolve = (v: string) => {
          probe.style.color = css.getPropertyValue(v);
          return getComputedStyle(probe).color;
        };
        const out = {
          up: up ? getComputedStyle(up).color : '',
          down: down ? getComputedStyle(down).color : '',
          // The text shades of the rise colours (contrast-checked against the panel, see a11y.test.ts).
          red: resolve('--down-text'),
          green: resolve('--up-text'),
        };
        probe.remove();
        return out;
      });
      expect(colours.up).toBe(colours.red);
      expect(colours.down).toBe(colours.green);
    } finally {
      await context.close();
    }
  });

  it('the futures panel loads its delivery tab on first selection', async () => {
    const { page, context } = await openPage(browser);
    try {
      const requests: string[] = [];
      page.on('request', (r) => requests.push(new URL(r.url()).pathname));
      await load(page);
      const flyout = await openPanel(page, 'futures');
      await flyout.locator('.mk-row').first().waitFor();
      expect(requests).not.toContain(ENDPOINTS.delivery.path);
      await flyout.getByRole('tab', { name: 'Delivery' }).click();
      await flyout.locator('.mk-row-link[href^="/futures-delivery/USDT/BTC_USDT_"]').first().waitFor();
      expect(requests.filter((p) => p === ENDPOINTS.delivery.path)).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  // The spot list here; every list (and every other SPEC §7 call) x every fault, with the cache
  // checks and recovery, is the matrix of tests/browser/faults.test.ts.
  it.each(['spot'] as Market[])('%s: a 500, a timeout or malformed JSON gives the failed state and no crash', async (market) => {
    for (const kind of ['500', 'timeout', 'malformed']) {
      const { page, context, errors } = await openPage(browser);
      try {
        await context.addCookies([{ name: 'fault', value: `${FAULT_NAME[market]}=${kind}`, url: baseURL() }]);
        await load(page);
        const flyout = await openPanel(page, market);
        await flyout.getByRole('alert').waitFor({ timeout: 30_000 });
        await expect(flyout.getByRole('alert').textContent()).resolves.toContain('Markets could not be loaded');
        expect(await flyout.locator('.mk-row').count()).toBe(0);
        // The page still works: another panel opens with data.
        const other = await openPanel(page, market === 'spot' ? 'futures' : 'spot');
        await other.locator('.mk-row').first().waitFor();
        const crashes = errors.filter((e) => e.startsWith('pageerror') || !/status of 50\d/.test(e));
        expect(crashes, `${market} ${kind}`).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('with a warm cache and the endpoint down, the cached list shows', async () => {
    const { page, context } = await openPage(browser);
    try {
      await load(page);
      const flyout = await openPanel(page, 'spot');
      await flyout.locator('.mk-row').first().waitFor();
      // Wait for the list to be stored, then age it past its 60 s so the next page must refetch.
      await until(
        page,
        () => {
          const w = window as unknown as { __aged?: boolean };
          if (w.__aged) return true;
          const open = indexedDB.open('exchange-nav');
          open.onsuccess = () => {
            const tx = open.result.transaction('market-lists', 'readwrite');
            const store = tx.objectStore('market-lists');
            const get = store.get('all_market_v2');
            get.onsuccess = () => {
              if (!get.result) return;
              store.put({ ...get.result, savedAt: Date.now() - 10 * 60_000 }, 'all_market_v2');
              tx.oncomplete = () => {
                w.__aged = true;
              };
            };
          };
          return false;
        },
        undefined,
        8000,
      );
      await context.addCookies([{ name: 'fault', value: 'spots=500', url: baseURL() }]);
      // The public list is also fresh in the browser's HTTP cache (Cache-Control); a
      // route turns that cache off, so the list's own stored copy is what is tested here.
      await page.route(`**${ENDPOINTS.spots.path}*`, (route) => route.fallback());
      const spots = page.waitForResponse((r) => r.url().includes(ENDPOINTS.spots.path));
      await load(page);
      const again = await openPanel(page, 'spot');
      expect((await spots).status()).toBe(500);
      await again.locator('.mk-row').first().waitFor();
      expect(await again.locator('.mk-empty').count()).toBe(0);
      await again.getByRole('searchbox').fill('btc');
      await again.locator('.mk-row-link[data-pair="BTC_USDT"]').waitFor();
    } finally {
      await context.close();
    }
  });

  it('favourites: a visitor stars a pair, it is listed under Favourites first and kept after a reload', async () => {
    const { page, context } = await openPage(browser);
    try {
      await load(page);
      let flyout = await openPanel(page, 'spot');
      await flyout.getByRole('searchbox').fill('btc');
      const star = flyout.getByRole('button', { name: 'Add to favourites: BTC/USDT' });
      await star.click();
      await expect(flyout.getByRole('button', { name: 'Remove from favourites: BTC/USDT' }).getAttribute('aria-pressed')).resolves.toBe(
        'true',
      );
      await expect(flyout.getByRole('tab').first().textContent()).resolves.toBe('Favourites');
      await load(page);
      flyout = await openPanel(page, 'spot');
      await flyout.getByRole('tab', { name: 'Favourites' }).click();
      await flyout.locator('.mk-row-link[data-pair="BTC_USDT"]').waitFor();
      expect(await flyout.locator('.mk-row').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('favourites of a logged-in user are kept on the server', async () => {
    const { page, context } = await openPage(browser);
    try {
      await logIn(page, 'vip');
      await load(page);
      const flyout = await openPanel(page, 'futures');
      await flyout.getByRole('searchbox').fill('eth');
      const saved = page.waitForResponse((r) => r.url().endsWith(ENDPOINTS.setFavourite.path) && r.request().method() === 'POST');
      await flyout.getByRole('button', { name: 'Add to favourites: ETHUSDT' }).click();
      expect((await saved).status()).toBe(200);
      const list = await page.evaluate((path) => fetch(path).then((r) => r.json()), ENDPOINTS.favourites.path);
      expect(list.data.list).toContainEqual({ market: 'futures', id: 'usdt:ETH_USDT' });
      // Starred again: removed on the server too.
      const removed = page.waitForResponse((r) => r.url().endsWith(ENDPOINTS.setFavourite.path) && r.request().method() === 'POST');
      await flyout.getByRole('button', { name: 'Remove from favourites: ETHUSDT' }).click();
      expect((await removed).status()).toBe(200);
    } finally {
      await context.close();
    }
  });

  it('Alpha: chains reset the search, keywords wait 1000 ms, a row opens its Alpha page (or the fallback when the lookup fails)', async () => {
    const { page, context } = await openPage(browser);
    try {
      const searches: number[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/alpha/markets_by_keywords')) searches.push(Date.now());
      });
      await load(page);
      const flyout = await openPanel(page, 'alpha');
      const first = flyout.locator('.mk-row-link').first();
      await first.waitFor();
      const symbol = (await first.locator('.mk-pair').textContent())!.split('/')[0]!;
      const typed = Date.now();
      await flyout.getByRole('searchbox').fill(`  ${symbol} `);
      await page.waitForResponse((r) => r.url().includes('/alpha/markets_by_keywords'));
      // Nothing was asked in the first 600 ms of typing, and the first search left after 950 ms (a
      // request event reaches the test late, never early, so a busy machine cannot make it fail).
      expect(searches.filter((at) => at - typed < 600)).toEqual([]);
      expect(searches[0]! - typed).toBeGreaterThanOrEqual(950);
      await flyout
        .locator('.mk-pair', { hasText: `${symbol}/USDT` })
        .first()
        .waitFor();
      // A chain from the side menu resets the box.
      await flyout.getByRole('tab', { name: 'Solana' }).click();
      await expect(flyout.getByRole('searchbox').inputValue()).resolves.toBe('');
      const sol = flyout.locator('.mk-row-link').first();
      await sol.waitFor();
      expect(await sol.getAttribute('href')).toMatch(/^\/alpha\/sol-/);
      expect(await sol.locator('.mk-row-sub').textContent()).toMatch(/^.{4}\.\.\..{4}$/);
      const href = (await sol.getAttribute('href'))!;
      const lookup = page.waitForResponse((r) => r.url().includes('/memebox/symbol_to_path'));
      await Promise.all([page.waitForURL(`**${href}`), sol.click()]);
      expect((await lookup).status()).toBe(200);

      // The lookup failing: the /alpha/{chain}-{address} fallback.
      await context.addCookies([{ name: 'fault', value: 'alpha-path=500', url: baseURL() }]);
      await load(page);
      const again = await openPanel(page, 'alpha');
      const row = again.locator('.mk-row-link').first();
      await row.waitFor();
      const fallback = (await row.getAttribute('href'))!;
      const failed = page.waitForResponse((r) => r.url().includes('/memebox/symbol_to_path'));
      await Promise.all([page.waitForURL(`**${fallback}`), row.click()]);
      expect((await failed).status()).toBe(500);
    } finally {
      await context.close();
    }
  });
});

describe('market panels as a trader meets them', () => {
  it('prices with thousands separators in the page language, a 24h volume column and the opening time of upcoming listings', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await load(page);
      const flyout = await openPanel(page, 'spot');
      await flyout.locator('.mk-row').first().waitFor();
      // New listings come first: the first row opens later, so it shows when, not a price and 0.00%.
      const first = flyout.locator('.mk-row').first();
      await expect(first.locator('.mk-opens-label').textContent()).resolves.toBe('Opens');
      await expect(first.locator('time').getAttribute('datetime')).resolves.toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(await first.locator('.mk-change').count()).toBe(0);
      await flyout.getByRole('searchbox').fill('btc_usdt');
      const btc = flyout.locator('.mk-row', { has: page.locator('.mk-row-link[data-pair="BTC_USDT"]') });
      await btc.waitFor();
      await expect(btc.locator('.mk-price').textContent()).resolves.toMatch(/^\d{1,3}(,\d{3})+\.\d{2}$/);
      await expect(btc.locator('.mk-vol-label').textContent()).resolves.toBe('24h Vol');
      await expect(btc.locator('.mk-vol').textContent()).resolves.toMatch(/^\d+(\.\d+)?[KMB]$/);
      await expect(btc.locator('.mk-change').textContent()).resolves.toMatch(/^[+-]?\d+\.\d\d%$/);

      // German: dots group, a comma marks decimals.
      await load(page, '/de/?site=main');
      const de = await openPanel(page, 'spot');
      await de.locator('.mk-row').first().waitFor();
      await de.getByRole('searchbox').fill('btc_usdt');
      const btcDe = de.locator('.mk-row', { has: page.locator('.mk-row-link[data-pair="BTC_USDT"]') });
      await btcDe.waitFor();
      await expect(btcDe.locator('.mk-price').textContent()).resolves.toMatch(/^\d{1,3}(\.\d{3})+,\d{2}$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a failed load says so with a Retry that loads the list once the API is back', async () => {
    const { page, context } = await openPage(browser);
    try {
      await context.addCookies([{ name: 'fault', value: 'spots=500', url: baseURL() }]);
      await load(page);
      const flyout = await openPanel(page, 'spot');
      const alert = flyout.getByRole('alert');
      await alert.waitFor({ timeout: 30_000 });
      expect(await flyout.getByText('No data').count()).toBe(0);
      await context.clearCookies({ name: 'fault' });
      const spots = page.waitForResponse((r) => r.url().includes(ENDPOINTS.spots.path));
      await alert.getByRole('button', { name: 'Retry' }).click();
      expect((await spots).status()).toBe(200);
      await flyout.locator('.mk-row').first().waitFor();
      expect(await flyout.getByRole('alert').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('every category tab is reachable with the mouse: scroll buttons and the wheel; Delivery in futures', async () => {
    const { page, context } = await openPage(browser);
    try {
      await load(page);
      const flyout = await openPanel(page, 'spot');
      await flyout.locator('.mk-row').first().waitFor();
      const tablist = flyout.getByRole('tablist');
      const tabs = tablist.getByRole('tab');
      expect(await tabs.count()).toBeGreaterThan(15);
      const inView = (tab: ReturnType<typeof tabs.last>) =>
        tab.evaluate((el) => {
          const bar = el.parentElement!.getBoundingClientRect();
          const r = el.getBoundingClientRect();
          return r.left >= bar.left - 1 && r.right <= bar.right + 1;
        });
      await expect(inView(tabs.last())).resolves.toBe(false);
      // The wheel over the bar scrolls it sideways.
      await tablist.hover();
      await page.mouse.wheel(0, 300);
      await until(page, () => (document.querySelector('.mk-flyout [role="tablist"]')?.scrollLeft ?? 0) > 0, undefined);
      const more = flyout.getByRole('button', { name: 'More categories' });
      for (let i = 0; i < 30 && (await more.count()) > 0; i++) await scrollTabs(tablist, more);
      await expect(inView(tabs.last())).resolves.toBe(true);
      await flyout.getByRole('button', { name: 'Previous categories' }).waitFor();
      await tabs.last().click();
      await expect(tabs.last().getAttribute('aria-selected')).resolves.toBe('true');

      const futures = await openPanel(page, 'futures');
      await futures.locator('.mk-row').first().waitFor();
      const delivery = futures.getByRole('tab', { name: 'Delivery' });
      const forward = futures.getByRole('button', { name: 'More categories' });
      for (let i = 0; i < 30 && !(await inView(delivery)); i++) await scrollTabs(futures.getByRole('tablist'), forward);
      await delivery.click();
      await futures.locator('.mk-row-link[href^="/futures-delivery/USDT/"]').first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('Escape leaves focus on the entry with the panel closed; clearing the search by keyboard keeps focus in the box', async () => {
    const { page, context } = await openPage(browser);
    try {
      await load(page);
      const flyout = await openPanel(page, 'spot');
      await flyout.locator('.mk-row').first().waitFor();
      const box = flyout.getByRole('searchbox');
      await box.focus();
      await page.keyboard.type('eth');
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Clear');
      await page.keyboard.press('Enter');
      await expect(box.inputValue()).resolves.toBe('');
      await expect(box.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      // Escape with text empties the box; the next one closes the panel.
      await page.keyboard.type('eth');
      await page.keyboard.press('Escape');
      await expect(box.inputValue()).resolves.toBe('');
      await expect(page.locator('.mk-flyout').count()).resolves.toBe(1);
      await page.keyboard.press('Escape');
      await page.locator('.mk-flyout').waitFor({ state: 'detached' });
      const trigger = page.locator('.market-item[data-market="spot"] .market-trigger').first();
      await expect(trigger.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');
      expect(await page.locator('.mk-flyout').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('rise colour, change period and theme chosen in one tab apply at once to an open panel in another tab', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await load(page);
      const other = await context.newPage();
      await load(other);
      const flyout = await openPanel(page, 'spot');
      await flyout.locator('.mk-row').first().waitFor();
      await expect(flyout.locator('.mk-panel').getAttribute('class')).resolves.toContain('mk--risegreen');

      const utc0 = page.waitForRequest((r) => r.url().includes(ENDPOINTS.spots.path) && r.url().includes('timezone=utc0'));
      await other.mouse.move(5, 400);
      await other.getByTestId('settings-menu').locator('button').first().click();
      const settings = other.getByTestId('settings-panel');
      await settings.waitFor();
      await settings.getByLabel('Red up, green down').check();
      await page.locator('.mk-flyout .mk-panel.mk--risered').waitFor({ timeout: 30_000 });
      await settings.getByLabel('UTC 00:00').check();
      await utc0;
      await other.getByRole('button', { name: 'Switch to dark theme' }).click();
      await until(page, () => document.documentElement.dataset.theme === 'dark', undefined);
      await page.locator('.mk-flyout .mk-row').first().waitFor();
      await other.close();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
