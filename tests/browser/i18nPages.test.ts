import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../engine/i18n/catalogs.ts';
import { loadAllCatalogs } from '../../engine/i18n/nodeCatalogs.ts';
import keep from '../../region-configs/i18n/keep.json' with { type: 'json' };
import { LANG_CODES, type LangCode } from '../../schemas/siteConstants.ts';
import { DESKTOP, launchBrowser, live, MOBILE, openPage } from './helpers.ts';

loadAllCatalogs();

const prefixOf = (lang: LangCode) => (lang === 'en' ? '' : `/${lang}`);

/** Names that read the same in every language: brands, products, social networks, tickers. */
const NAMES = [
  ...keep,
  'Gate.com',
  'Gate',
  'Red Bull Racing',
  'HODLer',
  'Web3',
  'Simple Earn',
  'Earn',
  'GT',
  'GUSD',
  'VIP',
  'UID',
  'API',
  'NFT',
  'ETF',
];
/** A string with nothing to translate once names, tickers, pairs, numbers and punctuation are taken out. */
function neutral(text: string): boolean {
  let t = text;
  for (const n of NAMES) t = t.split(n).join(' ');
  t = t.replace(/\b[A-Z0-9]{2,}(?:[/_-][A-Z0-9]{2,})?\b/g, ' ');
  return t.replace(/[\d\s\p{P}\p{S}]/gu, '') === '';
}

/**
 * The words a language shares with English by design (docs/glossary.md: loanwords the trade uses,
 * and place names spelt the same); anything else equal to the English page is untranslated.
 */
const SAME_BY_DESIGN: Partial<Record<LangCode, string[]>> = {
  tr: ['Spot', 'Staking', 'Blog', 'Hong Kong', 'Türkiye', 'GT Token', 'HODLer Airdrop', 'BTC Staking', 'GUSD Staking'],
  it: [
    'Spot',
    'Futures',
    'Staking',
    'Blog',
    'Account',
    'Trading',
    'Community',
    'Partner',
    'Media kit',
    'Copy trading',
    'Australia',
    'Bahamas',
    'Singapore',
    'Hong Kong',
    'Sub-account',
    'Staff',
    'Market maker',
    'Password',
  ],
  de: [
    'Spot',
    'Futures',
    'Margin',
    'Staking',
    'Blog',
    'Orders',
    'Community',
    'Shop',
    'Partner',
    'Newsroom',
    'Live',
    'Square',
    'Support',
    'Japan',
    'Global',
    'Bahamas',
    'Malta (EU)',
    'Soft Staking',
    'Dual Investment',
    'Private Wealth',
    'Perpetual Futures',
  ],
  fr: [
    'Spot',
    'Futures',
    'Staking',
    'Blog',
    'Options',
    'Notifications',
    'Services',
    'Points',
    'Bahamas',
    'Hong Kong',
    'Square',
    'Copy trading',
    'Trading',
    'Flexible',
    'Soft staking',
    'Actions',
  ],
  es: [
    'Spot',
    'Staking',
    'Blog',
    'Global',
    'Legal',
    'Flexible',
    'Bahamas',
    'Hong Kong',
    'Australia',
    'Copy trading',
    'Trading',
    'Soft staking',
    'Popular',
  ],
  vi: ['Staking', 'Blog', 'Soft Staking', 'Copy Trade', 'Bahamas', 'Singapore', 'Malta (EU)'],
};
const MAX_SAME = 3;

interface Seen {
  desktop: string[];
  mobile: string[];
  /** What did not fit the phone header (headerMisfits), at each of PHONE_WIDTHS. */
  misfits: string[];
}

/**
 * Every string a visitor can see or hear in the layer (header, menus, announcement, footer, drawer):
 * visible text and the names of visible controls. The page's own content (<main>) is not the layer's.
 */
async function visibleStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (el.closest('main')) return false;
      return r.width > 0 && r.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text && n.parentElement && shown(n.parentElement)) out.add(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label],[title],[placeholder],img[alt]')) {
      if (!shown(el)) continue;
      for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = el.getAttribute(a)?.replace(/\s+/g, ' ').trim();
        if (v) out.add(v);
      }
    }
    return [...out];
  });
}

/** Phone widths the header must fit in every language: common iPhones, then small Android phones. */
const PHONE_WIDTHS = [390, 360];

/**
 * What does not fit the phone header at the page's width: the page wider than the screen, a part
 * of the header outside it, or a login, sign-up or other labelled button cut short (ellipsis).
 */
function headerMisfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > vw) out.push(`page ${document.documentElement.scrollWidth} px wide`);
    for (const el of document.querySelectorAll<HTMLElement>('.header-bar *')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0) continue;
      const name = `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} "${(el.textContent ?? '').trim().slice(0, 20)}"`;
      if (box.left < -0.5 || box.right > vw + 0.5) out.push(`${name} at ${Math.round(box.left)}..${Math.round(box.right)}`);
      if (el.matches('a, button') && el.scrollWidth > el.clientWidth + 1) out.push(`${name} cut short`);
    }
    return out.map((o) => `${vw} px: ${o}`);
  });
}

/**
 * Home page at 1440 px with each main menu opened in turn, then loaded again at 390 px with the
 * drawer and each of its sections. One context serves both widths: the page is loaded afresh at
 * the phone's width (a fresh context costs about three times a load), and opening menus stores
 * nothing that changes what the page draws.
 */
async function seenOnHome(browser: Browser, lang: LangCode): Promise<Seen> {
  const strings = { desktop: new Set<string>(), mobile: new Set<string>() };
  const misfits: string[] = [];
  const { page, context } = await openPage(browser, { viewport: DESKTOP });
  try {
    // Panels and the drawer fade in from opacity 0 (panel-in): a string read in the animation's
    // first frame would not count as seen. Without motion they are drawn as they end.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    {
      await page.goto(`${prefixOf(lang)}/?site=main`);
      const nav = page.getByRole('navigation', { name: translate(lang, 'app.mainNav'), exact: true });
      await nav.waitFor({ timeout: 60_000 });
      await page.getByRole('contentinfo').waitFor();
      // The menus are the app's: a click on the server's markup before it is live opens nothing
      // until then, and a hover meanwhile would open one on its own.
      await live(page);
      for (const s of await visibleStrings(page)) strings.desktop.add(s);
      const triggers = nav.locator('button[aria-expanded]');
      const count = await triggers.count();
      for (let i = 0; i < count; i++) {
        const trigger = triggers.nth(i);
        if (!(await trigger.isVisible())) continue;
        await trigger.click();
        await page.waitForFunction((el) => el?.getAttribute('aria-expanded') === 'true', await trigger.elementHandle());
        for (const s of await visibleStrings(page)) strings.desktop.add(s);
        await page.keyboard.press('Escape');
      }
    }
    {
      await page.setViewportSize(MOBILE);
      await page.goto(`${prefixOf(lang)}/?site=main`);
      await page.getByRole('contentinfo').waitFor({ timeout: 60_000 });
      await live(page);
      for (const s of await visibleStrings(page)) strings.mobile.add(s);
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: MOBILE.height });
        misfits.push(...(await headerMisfits(page)));
      }
      await page.setViewportSize(MOBILE);
      await page.getByRole('button', { name: translate(lang, 'app.openMenu'), exact: true }).click();
      const drawer = page.getByRole('dialog');
      await drawer.waitFor();
      const sections = drawer.locator('button[aria-expanded]');
      const count = await sections.count();
      for (let i = 0; i < count; i++) {
        const section = sections.nth(i);
        if (!(await section.isVisible())) continue;
        if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
        for (const s of await visibleStrings(page)) strings.mobile.add(s);
      }
    }
  } finally {
    await context.close();
  }
  return { desktop: [...strings.desktop], mobile: [...strings.mobile], misfits };
}

let browser: Browser;
let english: Seen;
beforeAll(async () => {
  browser = await launchBrowser();
  english = await seenOnHome(browser, 'en');
}, 300_000);
afterAll(async () => {
  await browser?.close();
});

describe('every language reads as itself on the home page (menus open, footer, drawer) and fits a phone', () => {
  it('the English page has the strings to compare with', () => {
    expect(english.desktop.length).toBeGreaterThan(150);
    expect(english.mobile.length).toBeGreaterThan(50);
    expect(english.misfits, 'en: the phone header').toEqual([]);
  });

  it.each(LANG_CODES.filter((l) => l !== 'en'))(
    "%s: at most a few visible strings are the English page's own (names, tickers and numbers aside); the phone header fits whole",
    async (lang) => {
      const seen = await seenOnHome(browser, lang);
      const allowed = new Set(SAME_BY_DESIGN[lang] ?? []);
      for (const view of ['desktop', 'mobile'] as const) {
        const en = new Set(english[view]);
        const same = seen[view].filter((s) => en.has(s) && !neutral(s) && !allowed.has(s));
        expect(same.length <= MAX_SAME ? [] : same, `${lang} ${view}: strings still in English`).toEqual([]);
        expect(seen[view].length, `${lang} ${view}: the page was drawn`).toBeGreaterThan(view === 'desktop' ? 150 : 50);
      }
      // The longest labels (es, ar, fr, de, ru, vi) fit a phone's header whole, without a sideways scroll.
      expect(seen.misfits, `${lang}: the phone header at ${PHONE_WIDTHS.join(' and ')} px`).toEqual([]);
    },
    300_000,
  );
});
