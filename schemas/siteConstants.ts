/**
 * The plain (zod-free) site constants. Browser code imports them from here so the entry chunk does
 * not pull in zod; site.ts re-exports them unchanged for everyone else.
 */

/** The twelve sub-sites (SPEC §1, DESIGN "Sub-site per request"). */
export const SITE_CODES = ['main', 'tr', 'eu', 'hk', 'us', 'bs', 'sg', 'uk', 'jp', 'uae', 'au', 'testnet'] as const;
export type SiteCodeName = (typeof SITE_CODES)[number];

/** Languages the layer ships; English has no path prefix (SPEC §2). Arabic is RTL (SPEC §9). */
export const LANGUAGES = {
  en: 'English',
  zh: '简体中文',
  tw: '繁體中文',
  ja: '日本語',
  ko: '한국어',
  tr: 'Türkçe',
  it: 'Italiano',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  ru: 'Русский',
  vi: 'Tiếng Việt',
  ar: 'العربية',
} as const;
export type LangCode = keyof typeof LANGUAGES;
export const LANG_CODES = Object.keys(LANGUAGES) as LangCode[];
export const RTL_LANGS: readonly LangCode[] = ['ar'];
