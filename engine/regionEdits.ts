import type { Json } from './json.ts';
import { nearest } from './nearest.ts';

/**
 * A region file's own edits of the menus it inherits: `hide` drops inherited items for
 * this file (and what extends it), `add` inserts items at a position, so "not in the UK" is written
 * in uk.json instead of a deny-list in base.json that every region inherits.
 *
 * Items are named by their item key, the section and the chain of ids down to the item, e.g.
 * `header.main/buy-crypto/p2p-express` or `footer.columns/company/fees` (what the visibility matrix
 * shows). A bare id (`p2p-express`) names every item with that id.
 */

type Obj = Record<string, Json>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface EditError {
  path: string;
  reason: string;
}

/** The lists items live in, as item-key roots, with where each list sits in a resolved config. */
export const ITEM_SECTIONS = [
  'header.main',
  'header.wallet',
  'header.orders',
  'header.profile',
  'footer.columns',
  'footer.texts',
  'footer.socialLinks',
] as const;
export type ItemSection = (typeof ITEM_SECTIONS)[number];

function sectionList(config: Obj, section: ItemSection): Json[] | undefined {
  const [top, list] = section.split('.') as [string, string];
  const parent = config[top];
  const value = isObject(parent) ? parent[list] : undefined;
  return Array.isArray(value) ? value : undefined;
}

/** Children of an item (or a footer column's items) in place. */
const childrenKey = (section: ItemSection, depth: number) => (section === 'footer.columns' && depth === 0 ? 'items' : 'children');

/** Every item with its key, for lookups and suggestions. */
export function itemKeys(config: Json): { key: string; id: string; label: string }[] {
  const out: { key: string; id: string; label: string }[] = [];
  if (!isObject(config)) return out;
  const walk = (list: Json[], prefix: string, section: ItemSection, depth: number) => {
    for (const item of list) {
      if (!isObject(item) || typeof item.id !== 'string') continue;
      const key = `${prefix}/${item.id}`;
      out.push({ key, id: item.id, label: String(item.label ?? item.title ?? item.id) });
      const kids = item[childrenKey(section, depth)];
      if (Array.isArray(kids)) walk(kids, key, section, depth + 1);
    }
  };
  for (const section of ITEM_SECTIONS) {
    const list = sectionList(config, section);
    if (list) walk(list, section, section, 0);
  }
  return out;
}

/** Copies the path of objects and arrays down to `key`'s list so the input stays untouched. */
function locate(config: Obj, key: string): { list: Json[]; owner: Obj; field: string } | undefined {
  const section = ITEM_SECTIONS.find((s) => key === s || key.startsWith(`${s}/`));
  if (!section) return undefined;
  const [top, field] = section.split('.') as [string, string];
  if (!isObject(config[top])) return undefined;
  config[top] = { ...(config[top] as Obj) };
  let owner = config[top] as Obj;
  let listField = field;
  const ids = key === section ? [] : key.slice(section.length + 1).split('/');
  let depth = 0;
  for (const id of ids) {
    const list = owner[listField];
    if (!Array.isArray(list)) return undefined;
    const copy = [...list];
    owner[listField] = copy;
    const i = copy.findIndex((it) => isObject(it) && it.id === id);
    if (i < 0) return undefined;
    const item = { ...(copy[i] as Obj) };
    copy[i] = item;
    owner = item;
    listField = childrenKey(section, depth);
    depth++;
  }
  const list = owner[listField];
  if (list !== undefined && !Array.isArray(list)) return undefined;
  owner[listField] = list ? [...list] : [];
  return { list: owner[listField] as Json[], owner, field: listField };
}

function removeMatching(list: Json[], match: (key: string, id: string) => boolean, prefix: string, section: ItemSection, depth: number) {
  let removed = 0;
  for (let i = list.length - 1; i >= 0; i--) {
    const item = list[i];
    if (!isObject(item) || typeof item.id !== 'string') continue;
    const key = `${prefix}/${item.id}`;
    if (match(key, item.id)) {
      list.splice(i, 1);
      removed++;
      continue;
    }
    const field = childrenKey(section, depth);
    const kids = item[field];
    if (Array.isArray(kids)) {
      const copy = [...kids];
      const n = removeMatching(copy, match, key, section, depth + 1);
      if (n) {
        list[i] = { ...item, [field]: copy };
        removed += n;
      }
    }
  }
  return removed;
}

/**
 * Folds the entries of one edit list (`hide`, `add`) over the config, each entry's result the next
 * one's start: an absent list changes nothing, and so does one that is not a list (with its error).
 */
function foldEdits(
  config: Obj,
  field: 'hide' | 'add',
  entries: Json,
  shape: string,
  errors: EditError[],
  apply: (out: Obj, entry: Json, i: number) => Obj,
) {
  if (entries === undefined) return config;
  if (!Array.isArray(entries)) {
    errors.push({ path: field, reason: `${field} must be a list of ${shape}` });
    return config;
  }
  return entries.reduce<Obj>(apply, config);
}

/**
 * The one reading of a `hide` entry: it names an item by its key (`header.main/earn`, with a slash)
 * or, without one, by its id wherever the item is. Hiding an item hides what is under it.
 */
export function hideNames(entry: string, key: string, id: string): boolean {
  return entry.includes('/') ? key === entry : id === entry;
}

/**
 * The entries of a region file's `hide` that hide the item at `key`: those naming it or an item it
 * is under. The site (applyHide), the preview and the matrices all ask this one question.
 */
export function hidingEntries(hide: Json | undefined, key: string): string[] {
  if (!Array.isArray(hide)) return [];
  const [section, ...ids] = key.split('/');
  const path = ids.map((id, i) => ({ key: [section, ...ids.slice(0, i + 1)].join('/'), id }));
  return hide.filter((e): e is string => typeof e === 'string' && e !== '' && path.some((p) => hideNames(e, p.key, p.id)));
}

/** Drops every item named by `hide`; an entry naming no item is an error (a typo hides nothing). */
export function applyHide(config: Obj, hide: Json, errors: EditError[]): Obj {
  // Names are checked against what the file inherits, so hiding a menu and one of its entries is fine.
  const inherited = itemKeys(config);
  return foldEdits(config, 'hide', hide, 'item keys like "header.main/buy-crypto/p2p-express"', errors, (out, entry, i) => {
    if (typeof entry !== 'string' || entry === '') {
      errors.push({ path: `hide[${i}]`, reason: 'each entry must be an item key like "header.main/earn" or an item id' });
      return out;
    }
    const byKey = entry.includes('/');
    const match = (key: string, id: string) => hideNames(entry, key, id);
    const next: Obj = { ...out };
    let removed = 0;
    for (const section of ITEM_SECTIONS) {
      const list = sectionList(next, section);
      if (!list) continue;
      const copy = [...list];
      const n = removeMatching(copy, match, section, section, 0);
      if (n) {
        const [top, field] = section.split('.') as [string, string];
        next[top] = { ...(next[top] as Obj), [field]: copy };
        removed += n;
      }
    }
    if (removed) return next;
    if (!inherited.some((k) => match(k.key, k.id))) {
      const hint = nearest(entry, byKey ? inherited.map((k) => k.key) : inherited.map((k) => k.id));
      errors.push({
        path: `hide[${i}]`,
        reason: `"${entry}" names no item this file inherits${hint ? `; did you mean "${hint}"?` : ' (see the item keys in the visibility matrix)'}`,
      });
    }
    return out;
  });
}

/** Inserts each `add` entry's item into the list it names, before or after a sibling, else at the end. */
export function applyAdd(config: Obj, add: Json, errors: EditError[]): Obj {
  return foldEdits(config, 'add', add, '{ "to", "item" } entries', errors, (out, entry, i) => {
    const at = `add[${i}]`;
    if (!isObject(entry) || typeof entry.to !== 'string' || !isObject(entry.item)) {
      errors.push({ path: at, reason: 'each entry needs "to" (a list like "header.main" or an item key) and "item" (the new item)' });
      return out;
    }
    const next: Obj = { ...out };
    const found = locate(next, entry.to);
    if (!found) {
      const hint = nearest(entry.to, [...ITEM_SECTIONS, ...itemKeys(out).map((k) => k.key)]);
      errors.push({ path: `${at}.to`, reason: `"${entry.to}" is no list or item this file has${hint ? `; did you mean "${hint}"?` : ''}` });
      return out;
    }
    const { list } = found;
    const id = entry.item.id;
    if (typeof id === 'string' && list.some((it) => isObject(it) && it.id === id)) {
      errors.push({ path: `${at}.item.id`, reason: `"${entry.to}" already has an item "${id}"; pick another id` });
      return out;
    }
    let index = list.length;
    for (const where of ['before', 'after'] as const) {
      const sibling = entry[where];
      if (sibling === undefined) continue;
      const j = list.findIndex((it) => isObject(it) && it.id === sibling);
      if (j < 0) {
        const ids = list.flatMap((it) => (isObject(it) && typeof it.id === 'string' ? [it.id] : []));
        const hint = typeof sibling === 'string' ? nearest(sibling, ids) : undefined;
        errors.push({
          path: `${at}.${where}`,
          reason: `"${String(sibling)}" is not in "${entry.to}"${hint ? `; did you mean "${hint}"?` : `; it holds ${ids.join(', ') || 'nothing'}`}`,
        });
        return out;
      }
      index = where === 'before' ? j : j + 1;
    }
    list.splice(index, 0, entry.item);
    return next;
  });
}
