/**
 * Visual regression: the key pictures compared with the baselines committed in
 * tests/browser/visual-baselines/. A real change fails (a 1 px ring or a changed label, proved
 * below); `npm run visual:accept` takes the pictures again and keeps those that changed.
 *
 * Each sub-site's home is drawn at 1440 and 390 px; its two pictures are one of four theme and
 * language pairs, rotating over the sub-sites, so every sub-site is seen in light and dark, English
 * and Arabic, and every width x theme x language combination occurs (24 pictures rather than 96).
 * Then the open overlays: a menu, a market panel, the account menu, the search dialog, the drawer
 * and the ops console.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_CODES } from '../../schemas/site.ts';
import { DESKTOP, logIn, MOBILE, openMarketPanel } from './helpers.ts';
import { ACCEPTING, BASELINES, baselineNames, checkPicture, comparePng, dropBaselines, readBaseline } from './visualCompare.ts';
import { loadStill, openStillPage, settled, startStill, stillPicture, type Viewport } from './visualPage.ts';

type Theme = 'light' | 'dark';
type Lang = 'en' | 'ar';
interface Picture {
  name: string;
  viewport: Viewport;
  theme: Theme;
  lang: Lang;
  path: string;
  /** What is opened before the picture (nothing for a home page, which is taken whole). */
  open?: (page: Page, quiet: () => Promise<void>) => Promise<void>;
}

const PAIRS: [[Theme, Lang], [Theme, Lang]][] = [
  [
    ['light', 'en'],
    ['dark', 'ar'],
  ],
  [
    ['dark', 'ar'],
    ['light', 'en'],
  ],
  [
    ['light', 'ar'],
    ['dark', 'en'],
  ],
  [
    ['dark', 'en'],
    ['light', 'ar'],
  ],
];
const prefix = (lang: Lang) => (lang === 'en' ? '' : `/${lang}`);
const HOMES: Picture[] = SITE_CODES.flatMap((site, i) =>
  ([DESKTOP, MOBILE] as const).map((viewport, w) => {
    const [theme, lang] = PAIRS[i % PAIRS.length]![w]!;
    return { name: `home-${site}-${viewport.width}-${theme}-${lang}`, viewport, theme, lang, path: `${prefix(lang)}/?site=${site}` };
  }),
);

/** Clicks a disclosure and waits until it says it is open. */
async function expand(trigger: Locator) {
  await trigger.click();
  await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
}

const firstMenu = (page: Page) => page.locator('.main-nav-list > li > .menu > button[aria-expanded]').first();

async function openDrawer(page: Page, quiet: () => Promise<void>) {
  await page.locator('.menu-button').click();
  const drawer = page.getByRole('dialog');
  await drawer.waitFor();
  // The drawer's own late parts (its chunk's pictures, the rewards card) first: arriving after the
  // panel opened, they would push the drawer's scroll (scroll anchoring) by however late they were.
  await settled(page, quiet, false);
  await expand(drawer.locator('.drawer-nav .acc-trigger').first());
  // Drawn from the drawer's top, whatever moved its scroll meanwhile: the click's own scroll into
  // view, or anchoring against a late part, made the picture depend on timing (seen on 2 cores).
  await drawer.locator('.drawer-body').evaluate((body) => {
    body.scrollTop = 0;
  });
  await expect.poll(() => drawer.locator('.drawer-body').evaluate((body) => body.scrollTop)).toBe(0);
}

const OVERLAYS: Picture[] = [
  {
    name: 'menu-main-1440-light-en',
    viewport: DESKTOP,
    theme: 'light',
    lang: 'en',
    path: '/?site=main',
    open: (p) => expand(firstMenu(p)),
  },
  {
    name: 'menu-main-1440-dark-ar',
    viewport: DESKTOP,
    theme: 'dark',
    lang: 'ar',
    path: '/ar/?site=main',
    open: (p) => expand(firstMenu(p)),
  },
  {
    name: 'markets-spot-main-1440-light-en',
    viewport: DESKTOP,
    theme: 'light',
    lang: 'en',
    path: '/?site=main',
    open: async (page) => {
      const flyout = await openMarketPanel(page, 'spot');
      await flyout.locator('.mk-row').first().waitFor();
    },
  },
  {
    name: 'account-main-1440-dark-en',
    viewport: DESKTOP,
    theme: 'dark',
    lang: 'en',
    path: '/?site=main',
    open: async (page, quiet) => {
      await logIn(page, 'trader');
      await loadStill(page, quiet, '/?site=main', false);
      await page.getByRole('banner').locator('.account-menus [data-item-id="profile"] > button').hover();
      await page.getByRole('banner').locator('.user-card-name').waitFor();
    },
  },
  {
    name: 'search-main-1440-light-en',
    viewport: DESKTOP,
    theme: 'light',
    lang: 'en',
    path: '/?site=main',
    open: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
      await page.getByRole('dialog', { name: 'Search' }).getByRole('group', { name: 'Trending' }).waitFor();
    },
  },
  { name: 'drawer-main-390-light-en', viewport: MOBILE, theme: 'light', lang: 'en', path: '/?site=main', open: openDrawer },
  { name: 'drawer-eu-390-dark-ar', viewport: MOBILE, theme: 'dark', lang: 'ar', path: '/ar/?site=eu', open: openDrawer },
  ...([DESKTOP, MOBILE] as const).map(
    (viewport, i): Picture => ({
      name: `ops-console-${viewport.width}-${i ? 'dark' : 'light'}-en`,
      viewport,
      theme: i ? 'dark' : 'light',
      lang: 'en',
      path: '/?site=main',
      open: async (page, quiet) => {
        await logIn(page, 'ops');
        await page.goto('/ops#base');
        await page.getByTestId('ops-console').waitFor();
        await settled(page, quiet, false);
        const row = page.locator('ul[aria-label="Header › Main menu"] > li[data-key="earn"]');
        await row.locator(':scope > .ops-item-head .ops-item-toggle').click();
        await row.locator(':scope > .ops-item-body > .ops-fields').waitFor();
      },
    }),
  ),
];

let browser: Browser;
let stop: (() => Promise<void>) | undefined;
beforeAll(async () => {
  ({ browser, stop } = await startStill());
});
afterAll(async () => {
  await stop?.();
});

/** Opens a picture's page and returns it drawn and still, with what it opens opened. */
async function draw(picture: Picture) {
  const opened = await openStillPage(browser, { viewport: picture.viewport, colorScheme: picture.theme });
  await loadStill(opened.page, opened.quiet, picture.path, !picture.open);
  if (picture.open) {
    await picture.open(opened.page, opened.quiet);
    await settled(opened.page, opened.quiet, false);
  }
  return opened;
}

async function check(picture: Picture) {
  const { page, context, errors } = await draw(picture);
  try {
    checkPicture(picture.name, await stillPicture(page, !picture.open));
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

describe('pictures match their baselines', () => {
  it.each(HOMES.map((p) => [p.name, p] as const))('%s', (_, picture) => check(picture));
  it.each(OVERLAYS.map((p) => [p.name, p] as const))('%s', (_, picture) => check(picture));

  it('the baseline folder holds these pictures and no others', () => {
    const declared = [...HOMES, ...OVERLAYS].map((p) => p.name).sort();
    expect(new Set(declared).size).toBe(declared.length);
    const stale = baselineNames().filter((n) => !declared.includes(n));
    if (ACCEPTING) dropBaselines(stale);
    else expect(stale, `baselines no test takes, in ${BASELINES}`).toEqual([]);
    expect(baselineNames().sort()).toEqual(declared);
  });
});

describe('the tolerance lets no real change through', () => {
  it('a 1 px ring around a button and a changed label each fail; undone, the picture matches again', async () => {
    const picture = HOMES[0]!;
    const baseline = readBaseline(picture.name);
    expect(baseline, `${picture.name} has a baseline`).toBeDefined();
    const { page, context } = await draw(picture);
    try {
      expect(comparePng(await stillPicture(page, true), baseline!).verdict.kind).toBe('match');
      // The page holds still now; each change below is drawn in the next frame, which a picture waits for.
      const verdict = async () =>
        comparePng(await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' }), baseline!).verdict;
      const login = page.getByTestId('login-link');
      await login.evaluate((el) => {
        (el as HTMLElement).style.boxShadow = '0 0 0 1px #d92d20';
      });
      const ring = await verdict();
      expect(ring.kind).toBe('differs');
      await login.evaluate((el) => {
        (el as HTMLElement).style.boxShadow = '';
      });
      await expect(verdict()).resolves.toMatchObject({ kind: 'match' });

      const label = page.locator('.footer-col-title').first();
      const text = (await label.textContent()) ?? '';
      await label.evaluate(
        (el, t) => {
          el.textContent = t;
        },
        text.replace(/.$/, (c) => (c === 'e' ? 'a' : 'e')),
      );
      const word = await verdict();
      expect(word.kind).toBe('differs');
      await label.evaluate((el, t) => {
        el.textContent = t;
      }, text);
      await expect(verdict()).resolves.toMatchObject({ kind: 'match' });
    } finally {
      await context.close();
    }
  });
});
