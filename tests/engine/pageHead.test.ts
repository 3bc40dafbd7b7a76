import { describe, expect, it } from 'vitest';
import { browserSource } from '../../engine/i18n/compile.ts';
import { SOURCE_CATALOGS } from '../../engine/i18n/nodeCatalogs.ts';
import { bcp47, type HeadPage, pageHead } from '../../engine/pageHead.ts';
import { LANG_CODES } from '../../schemas/siteConstants.ts';

const PAGES: HeadPage[] = ['home', 'login', 'signup', 'compliance', 'reminder', 'other'];
const ORIGIN = 'https://www.example.test';

describe('page head', () => {
  it('every language has its own title and description for every page', () => {
    for (const page of PAGES) {
      const heads = LANG_CODES.map((lang) =>
        pageHead({ brand: 'Gate', lang, page, path: page === 'home' ? '/' : `/${page}`, origin: ORIGIN }),
      );
      const descriptions = new Set(heads.map((h) => h.description));
      expect(descriptions.size, page).toBe(LANG_CODES.length);
      for (const h of heads) {
        expect(h.title).toContain('Gate');
        expect(h.description.length).toBeGreaterThan(20);
        expect(h.description.length).toBeLessThanOrEqual(160);
      }
    }
  });

  it('login and home differ; the region name is in the title', () => {
    const home = pageHead({ brand: 'Gate', regionName: 'US', lang: 'en', page: 'home', path: '/', origin: ORIGIN });
    const login = pageHead({ brand: 'Gate', lang: 'en', page: 'login', path: '/login', origin: ORIGIN });
    expect(home.title).toMatch(/^Gate US \| /);
    expect(login.title).toBe('Log In | Gate');
    expect(login.description).not.toBe(home.description);
  });

  it('canonical is the page in its language; hreflang lists all 13 languages and x-default', () => {
    const h = pageHead({ brand: 'Gate', lang: 'tw', page: 'other', path: '/trade/BTC_USDT', origin: ORIGIN });
    expect(h.canonical).toBe(`${ORIGIN}/tw/trade/BTC_USDT`);
    expect(h.htmlLang).toBe('zh-TW');
    expect(h.alternates).toHaveLength(LANG_CODES.length + 1);
    expect(h.alternates.map((a) => a.hreflang)).toEqual([...LANG_CODES.map(bcp47), 'x-default']);
    expect(h.alternates.find((a) => a.hreflang === 'en')?.href).toBe(`${ORIGIN}/trade/BTC_USDT`);
    expect(h.alternates.find((a) => a.hreflang === 'x-default')?.href).toBe(`${ORIGIN}/trade/BTC_USDT`);
    const home = pageHead({ brand: 'Gate', lang: 'ar', page: 'home', path: '/', origin: ORIGIN });
    expect(home.canonical).toBe(`${ORIGIN}/ar`);
    expect(home.alternates.find((a) => a.hreflang === 'en')?.href).toBe(`${ORIGIN}/`);
  });

  it('reads its words from the catalogs (locales/{lang}.json head.*), which the browser does not download', () => {
    for (const lang of LANG_CODES) {
      const words = SOURCE_CATALOGS[lang];
      const head = (page: HeadPage) => pageHead({ brand: 'Gate', lang, page, path: '/', origin: ORIGIN });
      expect(head('home').title).toBe(`Gate | ${words['head.tagline']}`);
      expect(head('signup')).toMatchObject({ title: `${words['head.signupTitle']} | Gate`, description: words['head.signupDescription'] });
      expect(head('reminder').title).toBe(`${words['head.reminderTitle']} | Gate`);
      expect(Object.keys(browserSource(words)).filter((id) => id.startsWith('head.'))).toEqual([]);
      expect(Object.keys(browserSource(words))).toContain('app.login');
    }
  });
});
