/**
 * The one-time move of the label catalogs (region-configs/i18n/{lang}.json, keyed by English text)
 * into the items: each text gets the translations it was drawn with, as its own
 * `{field}_i18n`, and each translation the English it was made from, so a rename no longer drops
 * it. The result renders exactly as before: an own translation still wins over the catalog's (a
 * name in keep.json was drawn from the catalog too when one translated it, so it moves as well).
 */
import type { Json } from '../json.ts';
import { TRANSLATED_FIELDS } from './configLabels.ts';
import { fromKey, TRANSLATION_LANGS, translationsKey } from './itemTranslations.ts';
import type { LabelCatalogs } from './labelLint.ts';

type Obj = { [key: string]: Json };
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function moveNode(node: Json, fields: readonly string[], catalogs: LabelCatalogs['catalogs']): Json {
  if (Array.isArray(node)) return node.map((n) => moveNode(n, TRANSLATED_FIELDS, catalogs));
  if (!isObject(node)) return node;
  const texts = fields.filter((f) => typeof node[f] === 'string');
  const managed = new Set(texts.flatMap((f) => [translationsKey(f), fromKey(f)]));
  const out: Obj = {};
  for (const [key, value] of Object.entries(node)) {
    if (managed.has(key)) continue;
    out[key] = moveNode(value, TRANSLATED_FIELDS, catalogs);
    if (!texts.includes(key)) continue;
    const english = value as string;
    const own = isObject(node[translationsKey(key)]) ? (node[translationsKey(key)] as Obj) : {};
    const translations: Obj = { ...own };
    for (const lang of TRANSLATION_LANGS) {
      const fromCatalog = catalogs[lang]?.[english];
      if (translations[lang] === undefined && fromCatalog !== undefined) translations[lang] = fromCatalog;
    }
    if (Object.keys(translations).length === 0) continue;
    const from = isObject(node[fromKey(key)]) ? (node[fromKey(key)] as Obj) : {};
    out[translationsKey(key)] = translations;
    out[fromKey(key)] = Object.fromEntries(Object.keys(translations).map((lang) => [lang, from[lang] ?? english]));
  }
  return out;
}

/** Every region file with the catalogs' translations moved into its texts (the files are left untouched). */
export function moveCatalogsIntoItems(files: Record<string, Json>, catalogs: LabelCatalogs): Record<string, Json> {
  return Object.fromEntries(
    Object.entries(files).map(([name, file]) => [name, moveNode(file, [...TRANSLATED_FIELDS, 'name'], catalogs.catalogs)]),
  );
}
