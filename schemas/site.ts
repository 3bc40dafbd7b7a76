import * as z from 'zod';

/** The twelve sub-sites (SPEC §1, DESIGN "Sub-site per request"). */
export const SITE_CODES = ['main', 'tr', 'eu', 'hk', 'us', 'bs', 'sg', 'uk', 'jp', 'uae', 'au', 'testnet'] as const;
export const SiteCode = z.enum(SITE_CODES);
export type SiteCode = z.infer<typeof SiteCode>;

/** SPEC §3 sub-website ids; the testnet id is not shown in the spec, so it has none. */
export const SUB_WEBSITE_IDS: Record<SiteCode, number | null> = {
  main: 0,
  tr: 177,
  eu: 106,
  hk: 71,
  us: 232,
  bs: 14,
  sg: 153,
  uk: 182,
  jp: 83,
  uae: 181,
  au: 11,
  testnet: null,
};

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
export const LANG_CODES = Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[];
export const Lang = z.enum(LANG_CODES as [keyof typeof LANGUAGES, ...(keyof typeof LANGUAGES)[]]);
export type Lang = z.infer<typeof Lang>;
export const RTL_LANGS: readonly Lang[] = ['ar'];

export const Platform = z.enum(['web', 'h5']);
export type Platform = z.infer<typeof Platform>;

export const AccountMode = z.enum(['classic', 'single_currency', 'multi_currency']);
export type AccountMode = z.infer<typeof AccountMode>;
