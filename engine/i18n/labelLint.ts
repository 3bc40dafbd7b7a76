import { LANG_CODES } from '../../schemas/siteConstants.ts';
import type { Json } from '../configMerge.ts';
import { type LabelCatalog, TRANSLATED_FIELDS } from './configLabels.ts';
import { translationStates } from './itemTranslations.ts';

export interface LabelIssue {
  file: string;
  path: string;
  reason: string;
}

export interface LabelCatalogs {
  /**
   * Language -> its catalog (region-configs/i18n/{lang}.json), a file named after no language too:
   * translations belong to the items, so any catalog found is refused.
   */
  catalogs: Record<string, LabelCatalog>;
  /** Names that read the same in every language (brands, social networks): region-configs/i18n/keep.json. */
  keep: readonly string[];
}

const LANGS = LANG_CODES.filter((l) => l !== 'en');

/**
 * Translation lint of the region files: a warning per item naming each language its text has no
 * translation in (its own `*_i18n`) and each translation made from another English text (needs
 * review), and errors for a `*_i18n` key that is not a language, a catalog file (translations
 * belong to the items), and a keep entry whose English text no config uses (a stale or mistyped
 * key). That last check needs every region file read and valid (`complete`): a broken file would
 * make its texts look unused.
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
      for (const t of translationStates(node, field))
        if (t.needsReview && (LANG_CODES as readonly string[]).includes(t.lang))
          warnings.push({
            file,
            path: `${path}.${field}_i18n.${t.lang}`,
            reason:
              t.from === undefined
                ? 'needs review: no record of the English text it was translated from'
                : `needs review: translated from "${t.from}", the English is now "${text}"`,
          });
      if (kept.has(text)) continue;
      const missing = LANGS.filter((l) => !ownKeys.includes(l));
      if (missing.length)
        warnings.push({ file, path: `${path}.${field}`, reason: `"${text}" has no translation in: ${missing.join(' ')}` });
    }
    for (const [key, value] of Object.entries(node))
      if (!key.endsWith('_i18n') && !key.endsWith('_i18n_from')) visit(file, value, `${path}.${key}`, false);
  };
  for (const [name, raw] of Object.entries(files)) visit(`${name}.json`, raw, '$', true);

  for (const lang of Object.keys(catalogs))
    errors.push({
      file: `i18n/${lang}.json`,
      path: '$',
      reason:
        "translations belong to the items now (each text's own *_i18n, with the English it was made from): move this catalog into them with `npx tsx scripts/move-label-catalogs.ts`",
    });
  keep.forEach((text, i) => {
    if (complete && !used.has(text))
      errors.push({ file: 'i18n/keep.json', path: `$[${i}]`, reason: `"${text}" is used by no region config` });
  });
  return { errors, warnings };
}
