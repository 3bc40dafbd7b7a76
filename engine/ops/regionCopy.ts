import type { Json } from '../configMerge.ts';
import { offerTitle } from './productWords.ts';

type Obj = Record<string, Json>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An entry left out of a copy, and why, in ops' words. */
export interface LeftOut {
  label: string;
  why: string;
}

/**
 * An inherited list as a sub-site's own copy: an entry that needs a product the sub-site does not
 * offer is left out (in the sub-site's own file it would never show, and the file check refuses
 * it), and so is an entry whose every child was left out and that has no link of its own. What is
 * left out is named, so the console can say so. `childField` names the list of children at each
 * depth (a footer column's `items`, then `children`).
 */
export function copyForRegion(
  list: readonly Json[],
  offers: readonly string[],
  childField: (depth: number) => string = () => 'children',
): { items: Json[]; left: LeftOut[] } {
  const left: LeftOut[] = [];
  const walk = (items: readonly Json[], depth: number): Json[] =>
    items.flatMap((item): Json[] => {
      if (!isObject(item)) return [structuredClone(item)];
      const label = String(item.label ?? item.title ?? item.id ?? 'an entry');
      const needs = isObject(item.when) && Array.isArray(item.when.needs) ? item.when.needs.map(String) : [];
      const missing = needs.filter((o) => !offers.includes(o));
      if (missing.length) {
        left.push({ label, why: `needs ${missing.map(offerTitle).join(', ')}, which this sub-site does not offer` });
        return [];
      }
      const field = childField(depth);
      const children = item[field];
      if (!Array.isArray(children) || children.length === 0) return [structuredClone(item)];
      const kept = walk(children, depth + 1);
      if (kept.length === 0 && typeof item.href !== 'string') {
        left.push({ label, why: 'every entry inside it was left out' });
        return [];
      }
      return [{ ...structuredClone(item), [field]: kept }];
    });
  return { items: walk(list, 0), left };
}

/** What a copy says it left out, or null when it copied everything. */
export function leftOutWords(left: readonly LeftOut[], site: string): string | null {
  if (left.length === 0) return null;
  return `Left out ${left.length} ${left.length === 1 ? 'entry' : 'entries'} ${site} does not offer: ${left.map((l) => `${l.label} (${l.why})`).join('; ')}`;
}
