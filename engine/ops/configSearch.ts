import type { Condition } from '../../schemas/condition.ts';
import { fieldLabel } from './fieldInfo.ts';
import { holdsQuery, itemOwnText, searchQuery } from './itemMatch.ts';
import { formatPath } from './jsonPath.ts';
import { describeRule } from './plainWords.ts';
import { readablePath } from './readablePath.ts';

/**
 * One search over every file the console edits (base.json, each sub-site's file,
 * the remote menu, the announcement bars). Each match is a field with its `$` path in the file, so
 * the console opens that file's editor at the field. Items match as the form's search matches them
 * (itemMatch.ts); a match the form finds only in an item's JSON keys points at the item itself.
 */

type Obj = Record<string, unknown>;
type Seg = string | number;

export interface SearchSource {
  /** The target: `base`, a sub-site code, `remote-menu`, `announcement-eu`. */
  target: string;
  json: unknown;
  /** The content is the person's unpublished draft rather than the live version. */
  draft?: boolean;
}

export type HitKind = 'item' | 'label' | 'link' | 'translation' | 'rule' | 'setting';

export interface SearchHit {
  /** `$`-rooted JSON path inside the file (engine/ops/jsonPath.ts). */
  path: string;
  /** The path in words, items named by label ("Footer › Link columns › item 1 (Legal) › Label"). */
  where: string;
  kind: HitKind;
  /** The matching value (or the item's name), shortened. */
  text: string;
}

export interface SearchGroup {
  target: string;
  draft: boolean;
  hits: SearchHit[];
}

export interface SearchResult {
  query: string;
  groups: SearchGroup[];
  /** Every match found, shown or not. */
  total: number;
  /** Matches listed (at most the limit). */
  shown: number;
}

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
/** An entry of a list with an id or code: what the form shows as one item. */
const isItem = (v: unknown): v is Obj => isObject(v) && (typeof v.id === 'string' || typeof v.code === 'string');
/** Keys that are not content: the schema pointer, and the English a translation was made from. */
const skipped = (key: string) => key === '$schema' || key.endsWith('_i18n_from');
const MAX_TEXT = 120;
const short = (s: string) => (s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT - 1)}…` : s);

function kindOf(path: readonly Seg[], inRule: boolean): HitKind {
  if (inRule) return 'rule';
  const keys = path.filter((s): s is string => typeof s === 'string');
  if (keys.at(-2)?.endsWith('_i18n')) return 'translation';
  const key = keys.at(-1) ?? '';
  if (key === 'id' || key === 'code') return 'item';
  if (/href|url|link/i.test(key)) return 'link';
  if (/^(label|title|desc|text|name|copyright)$/.test(key)) return 'label';
  return 'setting';
}

interface Walk {
  q: string;
  root: unknown;
  hits: SearchHit[];
}

const hit = (w: Walk, path: Seg[], kind: HitKind, text: string): void => {
  const p = formatPath(path);
  w.hits.push({ path: p, where: readablePath(p, w.root), kind, text: short(text) });
};

/** A leaf matches by its value; outside items also by its key or the field's name (settings). */
function leaf(w: Walk, value: unknown, path: Seg[], inItem: boolean, inRule: boolean): boolean {
  const key = typeof path.at(-1) === 'string' ? String(path.at(-1)) : '';
  const text = String(value);
  const byName = !inItem && key !== '' && (holdsQuery(key, w.q) || holdsQuery(fieldLabel(key), w.q));
  if (!holdsQuery(text, w.q) && !byName) return false;
  hit(w, path, kindOf(path, inRule), text);
  return true;
}

/** Walks a value; returns whether anything inside it matched. */
function walk(w: Walk, value: unknown, path: Seg[], inItem: boolean, inRule: boolean): boolean {
  if (Array.isArray(value)) {
    let found = false;
    value.forEach((v, i) => {
      found = (isItem(v) && !inRule ? item(w, v, [...path, i]) : walk(w, v, [...path, i], inItem, inRule)) || found;
    });
    return found;
  }
  if (!isObject(value)) return value === null || value === undefined ? false : leaf(w, value, path, inItem, inRule);
  let found = false;
  for (const [k, v] of Object.entries(value)) if (!skipped(k)) found = walk(w, v, [...path, k], inItem, inRule) || found;
  return found;
}

/** An item: its own fields when the form's search would show it, then its entries (children, items). */
function item(w: Walk, value: Obj, path: Seg[]): boolean {
  let found = false;
  // A footer column's items are its entries as children are an item's: searched one by one below.
  const { items: _entries, ...own0 } = value;
  if (itemOwnText(own0).includes(w.q)) {
    let own = false;
    for (const [k, v] of Object.entries(value)) {
      if (k === 'children' || k === 'items' || skipped(k)) continue;
      if (k === 'when' && isObject(v)) {
        const inner = walk(w, v, [...path, k], true, true);
        const words = describeRule(v as Partial<Condition>).find((s) => holdsQuery(s, w.q));
        if (!inner && words) hit(w, [...path, k], 'rule', words);
        own = inner || Boolean(words) || own;
      } else own = walk(w, v, [...path, k], true, false) || own;
    }
    // Only a JSON key matched (a search for "href"): the item itself, as the form shows it.
    if (!own) hit(w, path, 'item', String(value.label ?? value.title ?? value.id ?? value.code));
    found = true;
  }
  for (const k of ['children', 'items']) if (Array.isArray(value[k])) found = walk(w, value[k], [...path, k], false, false) || found;
  return found;
}

/** Every match of `text` in the sources, grouped by source in their order; at most `limit` listed. */
export function searchConfigs(sources: readonly SearchSource[], text: string, limit = 200): SearchResult {
  const q = searchQuery(text);
  const result: SearchResult = { query: text.trim(), groups: [], total: 0, shown: 0 };
  if (!q) return result;
  for (const source of sources) {
    const w: Walk = { q, root: source.json, hits: [] };
    walk(w, source.json, [], false, false);
    if (w.hits.length === 0) continue;
    result.total += w.hits.length;
    const room = Math.max(0, limit - result.shown);
    if (room === 0) continue;
    const hits = w.hits.slice(0, room);
    result.shown += hits.length;
    result.groups.push({ target: source.target, draft: source.draft === true, hits });
  }
  return result;
}
