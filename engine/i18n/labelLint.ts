import { LANG_CODES } from '../../schemas/siteConstants.ts';
import type { Json } from '../configMerge.ts';
import { type LabelCatalog, TRANSLATED_FIELDS } from './configLabels.ts';

export interface LabelIssue {
  file: string;
  path: string;
  reason: string;
}

export interface LabelCatalogs {
  /** Language -> its catalog (region-configs/i18n/{lang}.json); a file named after no language is listed too. */
  catalogs: Record<string, LabelCatalog>;
  /** Names that read the same in every language (brands, social networks): region-configs/i18n/keep.json. */
  keep: readonly string[];
}

const LANGS = LANG_CODES.filter((l) => l !== 'en');
const quote = (key: string) => `[${JSON.stringify(key)}]`;

/**
 * Translation lint of the region files: a warning per item naming each language its text has no
 * translation in (neither its own `*_i18n` nor the label catalog), and errors for a `*_i18n` key
 * that is not a language, a catalog file of no language, and a catalog or keep entry whose English
 * text no config uses (a stale or mistyped key). That last check needs every region file read and
 * valid (`complete`): a broken file would make its texts look unused.
 */
export function lintLabels(
  files: Record<string, Json>,
  { catalogs, keep }: LabelCatalogs,
  complete = true,
): { errors: LabelIssue[]; warnings: LabelIssue[] } {
  const errors: LabelIssue[] = [];
  const warnings: LabelIssue[] = [];
  const used = new Set<string>();
  const kept = new Set(keep);

  const visit = (file: string, node: Json, path: string, top: boolean) => {
    if (Array.isArray(node)) {
      node.forEach((n, i) => {
        visit(file, n, `${path}[${i}]`, false);
      });
      return;
    }
    if (!node || typeof node !== 'object') return;
    const fields: string[] = top ? [...TRANSLATED_FIELDS, 'name'] : [...TRANSLATED_FIELDS];
    for (const field of fields) {
      const text = node[field];
      if (typeof text !== 'string') continue;
      used.add(text);
      const own = node[`${field}_i18n`];
      const ownKeys = own && typeof own === 'object' && !Array.isArray(own) ? Object.keys(own) : [];
      for (const key of ownKeys)
        if (!(LANG_CODES as readonly string[]).includes(key))
          errors.push({
            file,
            path: `${path}.${field}_i18n.${key}`,
            reason: `unknown language "${key}" (languages: ${LANG_CODES.join(' ')})`,
          });
      if (kept.has(text)) continue;
      const missing = LANGS.filter((l) => !ownKeys.includes(l) && !catalogs[l]?.[text]);
      if (missing.length)
        warnings.push({ file, path: `${path}.${field}`, reason: `"${text}" has no translation in: ${missing.join(' ')}` });
    }
    for (const [key, value] of Object.entries(node)) if (!key.endsWith('_i18n')) visit(file, value, `${path}.${key}`, false);
  };
  for (const [name, raw] of Object.entries(files)) visit(`${name}.json`, raw, '$', true);

  for (const [lang, catalog] of Object.entries(catalogs)) {
    const file = `i18n/${lang}.json`;
    if (!LANGS.includes(lang as (typeof LANGS)[number])) {
      errors.push({ file, path: '$', reason: `not a language of the site (${LANGS.join(' ')})` });
      continue;
    }
    for (const [text, translation] of Object.entries(catalog)) {
      if (complete && !used.has(text)) errors.push({ file, path: `$${quote(text)}`, reason: 'translates a text no region config uses' });
      else if (!translation.trim()) errors.push({ file, path: `$${quote(text)}`, reason: 'empty translation' });
    }
  }
  keep.forEach((text, i) => {
    if (complete && !used.has(text))
      errors.push({ file: 'i18n/keep.json', path: `$[${i}]`, reason: `"${text}" is used by no region config` });
  });
  return { errors, warnings };
}
