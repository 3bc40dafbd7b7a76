import * as z from 'zod/mini';
import { LANG_CODES, LANGUAGES, RTL_LANGS, SITE_CODES } from './siteConstants.ts';

export { LANG_CODES, LANGUAGES, RTL_LANGS, SITE_CODES };
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

export const Lang = z.enum(LANG_CODES as [keyof typeof LANGUAGES, ...(keyof typeof LANGUAGES)[]]);
export type Lang = z.infer<typeof Lang>;

export const Platform = z.enum(['web', 'h5']);
export type Platform = z.infer<typeof Platform>;

export const AccountMode = z.enum(['classic', 'single_currency', 'multi_currency']);
export type AccountMode = z.infer<typeof AccountMode>;
