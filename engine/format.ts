import type { LangCode } from '../schemas/siteConstants.ts';

/**
 * The Intl locale of each page language. Arabic keeps Latin digits (`-u-nu-latn`), as Arabic
 * exchanges show prices, and so the server and every browser render the same digits (hydration).
 */
export const INTL_LOCALES: Record<LangCode, string> = {
  en: 'en-US',
  zh: 'zh-CN',
  tw: 'zh-TW',
  ja: 'ja-JP',
  ko: 'ko-KR',
  tr: 'tr-TR',
  it: 'it-IT',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  ru: 'ru-RU',
  vi: 'vi-VN',
  ar: 'ar-u-nu-latn',
};

export const intlLocale = (lang: string): string => INTL_LOCALES[lang as LangCode] ?? INTL_LOCALES.en;

const numberFormats = new Map<string, Intl.NumberFormat>();
/** Formatters are costly to build and formatting runs per row: one per locale and options. */
export function cachedNumberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, f);
  }
  return f;
}

const numberFormat = (lang: string, options: Intl.NumberFormatOptions) => cachedNumberFormat(intlLocale(lang), options);

/** A number in the page language (grouping and decimal marks of the locale). */
export function formatNumber(lang: string, value: number, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(lang, options).format(Number.isFinite(value) ? value : 0);
}

/** A fixed number of decimals, padded ("1.234,50" in German). */
export const formatDecimal = (lang: string, value: number, decimals: number): string =>
  formatNumber(lang, value, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** A ratio as a percentage with its sign ("+1,25 %" in French); 0.0125 -> 1.25 %. */
export const formatPercent = (lang: string, ratio: number, decimals = 2): string =>
  formatNumber(lang, ratio, {
    style: 'percent',
    signDisplay: 'exceptZero',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });

/** A date (and time, unless told otherwise) in the page language. */
export function formatDate(
  lang: string,
  date: Date | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return new Intl.DateTimeFormat(intlLocale(lang), options).format(date);
}

/** The CLDR plural category of a count ("one", "few", ...), as the ICU messages choose it. */
export const pluralCategory = (lang: string, n: number): Intl.LDMLPluralRule => new Intl.PluralRules(intlLocale(lang)).select(n);
