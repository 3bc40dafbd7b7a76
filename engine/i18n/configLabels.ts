import type { RegionConfig } from '../../schemas/regionConfig.ts';

/** One language's region-config label catalog (region-configs/i18n/{lang}.json): English text -> translation. */
export type LabelCatalog = Readonly<Record<string, string>>;

/** The texts a visitor reads in a region config; each may carry `{field}_i18n` translations of its own. */
export const TRANSLATED_FIELDS = ['label', 'desc', 'title', 'word', 'copyright'] as const;

type Node = Record<string, unknown>;

function localizeNode(node: unknown, lang: string, catalog: LabelCatalog): unknown {
  if (Array.isArray(node)) return node.map((n) => localizeNode(n, lang, catalog));
  if (!node || typeof node !== 'object') return node;
  const out: Node = {};
  for (const [key, value] of Object.entries(node as Node)) {
    if (key.endsWith('_i18n') && (TRANSLATED_FIELDS as readonly string[]).includes(key.slice(0, -5))) continue;
    out[key] = localizeNode(value, lang, catalog);
  }
  for (const field of TRANSLATED_FIELDS) {
    const text = (node as Node)[field];
    if (typeof text !== 'string') continue;
    const own = ((node as Node)[`${field}_i18n`] as Record<string, string> | undefined)?.[lang];
    out[field] = own ?? catalog[text] ?? text;
  }
  return out;
}

/**
 * The config as the page language reads it: every label, description, column title and tag word in
 * that language (the item's own `*_i18n` first, then the label catalog, else the English text), and
 * the other languages' translations dropped, so the bootstrap carries one language.
 */
export function localizeConfig(config: RegionConfig, lang: string, catalog: LabelCatalog): RegionConfig {
  const out = localizeNode(config, lang, catalog) as RegionConfig;
  return { ...out, name: catalog[config.name] ?? config.name };
}
