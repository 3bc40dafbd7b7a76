import type { RegionConfig } from '../../schemas/regionConfig.ts';

/**
 * One language's former label catalog (region-configs/i18n/{lang}.json): English text -> translation.
 * Translations now belong to the items (`{field}_i18n`); catalogs are only read to move them there
 * (engine/i18n/moveCatalogs.ts) and refused by check-configs when one reappears.
 */
export type LabelCatalog = Readonly<Record<string, string>>;

/** The texts a visitor reads in a region config; each carries its `{field}_i18n` translations and `{field}_i18n_from`. */
export const TRANSLATED_FIELDS = ['label', 'desc', 'title', 'word', 'copyright'] as const;

type Node = Record<string, unknown>;

const isTranslationKey = (key: string, fields: readonly string[]) => {
  const field = key.endsWith('_i18n') ? key.slice(0, -5) : key.endsWith('_i18n_from') ? key.slice(0, -10) : undefined;
  return field !== undefined && fields.includes(field);
};

function localizeNode(node: unknown, lang: string, fields: readonly string[]): unknown {
  if (Array.isArray(node)) return node.map((n) => localizeNode(n, lang, TRANSLATED_FIELDS));
  if (!node || typeof node !== 'object') return node;
  const out: Node = {};
  for (const [key, value] of Object.entries(node as Node)) {
    if (isTranslationKey(key, fields)) continue;
    out[key] = localizeNode(value, lang, TRANSLATED_FIELDS);
  }
  for (const field of fields) {
    const text = (node as Node)[field];
    if (typeof text !== 'string') continue;
    // A translation made from an older English text is still shown: the console marks it "needs
    // review", and the page never shows English a translator has not seen in its place.
    out[field] = ((node as Node)[`${field}_i18n`] as Record<string, string> | undefined)?.[lang] ?? text;
  }
  return out;
}

/**
 * The config as the page language reads it: every label, description, column title, tag word,
 * copyright and the sub-site's name in that language (the item's own `*_i18n`, else the English
 * text), and the other languages' translations dropped, so the bootstrap carries one language.
 */
export function localizeConfig(config: RegionConfig, lang: string): RegionConfig {
  return localizeNode(config, lang, [...TRANSLATED_FIELDS, 'name']) as RegionConfig;
}
