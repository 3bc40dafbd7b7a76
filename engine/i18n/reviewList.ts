/**
 * Every translation in a file that needs review: the console's summary counts them and
 * steps through them. Any object's `{field}_i18n` counts, wherever it sits (items, tags, column
 * titles, the risk warning, the remote menu), so a new translated field needs no entry here.
 */
import { translationStates } from './itemTranslations.ts';

export interface ReviewEntry {
  /** Where the translation is: the `_i18n` record's language, e.g. ['header', 'main', 2, 'label_i18n', 'fr']. */
  path: (string | number)[];
  field: string;
  lang: string;
}

const SUFFIX = '_i18n';

/** The translations needing review, in the file's order. */
export function translationsToReview(root: unknown): ReviewEntry[] {
  const out: ReviewEntry[] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (Array.isArray(node)) {
      for (const [i, child] of node.entries()) walk(child, [...path, i]);
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key.endsWith(SUFFIX)) {
        const field = key.slice(0, -SUFFIX.length);
        for (const t of translationStates(node, field)) if (t.needsReview) out.push({ path: [...path, key, t.lang], field, lang: t.lang });
      } else if (!key.endsWith(`${SUFFIX}_from`)) walk(value, [...path, key]);
    }
  };
  walk(root, []);
  return out;
}

/**
 * Where Previous/Next goes in a list that shrinks as entries are fixed: from the one shown last,
 * one step on; when that one was fixed (it left the list), the one now at its place is the next.
 * Wraps at both ends. `shown`: the index and entry last shown, null before the first step.
 */
export function stepThrough(list: readonly string[], shown: { index: number; path: string } | null, dir: 1 | -1): number {
  let index: number;
  if (shown === null) index = dir === 1 ? 0 : list.length - 1;
  else if (list[shown.index] === shown.path || dir === -1) index = shown.index + dir;
  else index = shown.index;
  return ((index % list.length) + list.length) % list.length;
}
