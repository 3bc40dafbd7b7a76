/**
 * Translations that belong to the item: a text field `f` keeps its translations in
 * `f_i18n` and, per language, the English text the translation was made from in `f_i18n_from`.
 * Renaming the English keeps the translations (the page shows them) and makes them "needs review"
 * until ops edit them or mark them reviewed. Pure functions over plain JSON objects.
 */
import { LANG_CODES } from '../../schemas/siteConstants.ts';

type Obj = Record<string, unknown>;
export type Translations = Partial<Record<string, string>>;

/** The languages a text is translated into (every language but English). */
export const TRANSLATION_LANGS = LANG_CODES.filter((l) => l !== 'en');

const record = (v: unknown): Translations => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Translations) : {});

export const translationsKey = (field: string) => `${field}_i18n`;
export const fromKey = (field: string) => `${field}_i18n_from`;

export interface TranslationState {
  lang: string;
  text: string;
  /** The English it was made from; undefined when no record was kept. */
  from: string | undefined;
  needsReview: boolean;
}

/** Each translation of `node[field]` with whether it needs review (made from another English text, or no record of it). */
export function translationStates(node: unknown, field: string): TranslationState[] {
  const o = record(node) as Obj;
  const english = o[field];
  const texts = record(o[translationsKey(field)]);
  const from = record(o[fromKey(field)]);
  return Object.entries(texts)
    .filter((e): e is [string, string] => typeof e[1] === 'string')
    .map(([lang, text]) => ({ lang, text, from: from[lang], needsReview: from[lang] !== english }));
}

/** Languages of `node[field]` whose translation needs review. */
export const needsReview = (node: unknown, field: string): string[] =>
  translationStates(node, field)
    .filter((t) => t.needsReview)
    .map((t) => t.lang);

/** Drops an empty record so the JSON stays free of `{}`. */
const orNone = (r: Translations) => (Object.keys(r).length ? r : undefined);

function withRecords(node: Obj, field: string, texts: Translations, from: Translations): Obj {
  const out: Obj = { ...node, [translationsKey(field)]: orNone(texts), [fromKey(field)]: orNone(from) };
  for (const key of [translationsKey(field), fromKey(field)]) if (out[key] === undefined) delete out[key];
  return out;
}

/**
 * Sets (or, with an empty text, removes) one language's translation, recording the English it is
 * made from now: a translation typed against the current English is reviewed by definition.
 */
export function setTranslation(node: unknown, field: string, lang: string, text: string | undefined): Obj {
  const o = record(node) as Obj;
  const texts = { ...record(o[translationsKey(field)]) };
  const from = { ...record(o[fromKey(field)]) };
  if (text === undefined || text === '') {
    delete texts[lang];
    delete from[lang];
  } else {
    texts[lang] = text;
    from[lang] = typeof o[field] === 'string' ? (o[field] as string) : '';
  }
  return withRecords(o, field, texts, from);
}

/** Marks translations as checked against the current English (every language needing review when `langs` is left out). */
export function markReviewed(node: unknown, field: string, langs: readonly string[] = needsReview(node, field)): Obj {
  const o = record(node) as Obj;
  const from = { ...record(o[fromKey(field)]) };
  for (const lang of langs) if (record(o[translationsKey(field)])[lang] !== undefined) from[lang] = String(o[field] ?? '');
  return withRecords(o, field, record(o[translationsKey(field)]), from);
}

/** The main language of each country a sub-site serves (where the site ships it). */
const COUNTRY_LANG: Record<string, string> = {
  IT: 'it',
  DE: 'de',
  AT: 'de',
  LU: 'fr',
  FR: 'fr',
  BE: 'fr',
  ES: 'es',
  TR: 'tr',
  JP: 'ja',
  KR: 'ko',
  CN: 'zh',
  HK: 'tw',
  TW: 'tw',
  VN: 'vi',
  RU: 'ru',
  AE: 'ar',
  SA: 'ar',
  MX: 'es',
  AR: 'es',
};

/** Translation languages in the order ops meet them: the sub-site's countries' languages first, then the rest. */
export function languagesFor(countries: readonly string[] = []): string[] {
  const first = [...new Set(countries.map((c) => COUNTRY_LANG[c]).filter((l): l is string => l !== undefined))];
  return [...first.filter((l) => TRANSLATION_LANGS.includes(l as never)), ...TRANSLATION_LANGS.filter((l) => !first.includes(l))];
}
