import type { Condition } from '../../schemas/condition.ts';
import { describeRule } from './plainWords.ts';

// One way to match a search, for the form's search box (app/ops/form) and the search across every
// region (configSearch.ts): an item matches when its own words hold the text, case folded.

type Obj = Record<string, unknown>;

/** The search text as it is matched: trimmed and in lower case ('' matches everything). */
export const searchQuery = (text: string): string => text.trim().toLowerCase();

/** Whether `text` holds the query (`q` from searchQuery). */
export const holdsQuery = (text: string, q: string): boolean => text.toLowerCase().includes(q);

/** The item's own words (label, id, link, its rule in words, every field value), children excluded. */
export function itemOwnText(item: Obj): string {
  const { children: _c, ...own } = item;
  return `${JSON.stringify(own)} ${describeRule(item.when as Condition | undefined).join(' ')}`.toLowerCase();
}

/** Whether the item or any descendant matches the search. */
export function itemMatches(item: Obj, q: string): boolean {
  if (!q) return true;
  if (itemOwnText(item).includes(q)) return true;
  return Array.isArray(item.children) && (item.children as Obj[]).some((c) => itemMatches(c, q));
}
