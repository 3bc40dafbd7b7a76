import type { Change } from './diff.ts';
import { fieldLabel } from './fieldInfo.ts';
import { formatPath, parsePath, valueAt } from './jsonPath.ts';
import { readablePath } from './readablePath.ts';

// A change as a reviewer reads it: one sentence naming the item and what happened to it
// ("Blog hidden on this sub-site", "“Blog” added to Header › Main menu"), and each value in words
// rather than cut-off JSON. Pure: the publish panel, the review list and history draw these.

type Obj = Record<string, unknown>;
type Namer = (key: string) => string | undefined;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What a diff shows for a value that is not there (before an addition, after a removal). */
export const NONE = '(none)';

const HIDE_PATH = /^\$\.hide(\[\d+\])?$/;
const MAX = 160;
const cut = (s: string) => (s.length > MAX ? `${s.slice(0, MAX - 1)}…` : s);
const quote = (s: string) => `“${cut(s)}”`;

/** An item's own name: its label or title, else its id or code. */
const nameOf = (v: Obj): string | undefined => [v.label, v.title, v.id, v.code].find((n): n is string => typeof n === 'string' && n !== '');

/** "header.main/more" (where an `add` entry goes) as "Header › Main menu › more". */
export const placeWords = (to: string) => {
  const [list = '', ...under] = to.split('/');
  return [...list.split('.').map(fieldLabel), ...under].join(' › ');
};

/** An announcement's text: English, else its first language. */
const announcementText = (v: Obj) => {
  const text = isObject(v.text) ? v.text : {};
  const first = typeof text.en === 'string' ? text.en : Object.values(text).find((t) => typeof t === 'string');
  return typeof first === 'string' ? first.replace(/<[^>]*>/g, '') : '';
};

const isAnnouncement = (v: Obj) => isObject(v.text) && 'link' in v;
const isAddEntry = (v: Obj) => typeof v.to === 'string' && isObject(v.item);

/** One value in words: text in quotes, a list joined, an item by its name, type and link. */
export function valueWords(v: unknown): string {
  if (v === undefined) return NONE;
  if (Array.isArray(v) && v.every((x) => typeof x !== 'object' || x === null)) return v.length ? cut(v.map(String).join(', ')) : 'none';
  if (Array.isArray(v)) return v.length === 1 ? valueWords(v[0]) : `${v.length} entries: ${cut(v.map(valueWords).join('; '))}`;
  if (!isObject(v)) return cut(JSON.stringify(v));
  if (isAnnouncement(v)) {
    const when = [v.start ? `from ${String(v.start)}` : '', v.end ? `until ${String(v.end)}` : ''].filter(Boolean).join(' ');
    return [quote(announcementText(v)), v.link ? `links to ${String(v.link)}` : '', when].filter(Boolean).join(', ');
  }
  if (isAddEntry(v)) return `${valueWords(v.item)} in ${placeWords(String(v.to))}`;
  const name = nameOf(v);
  if (name !== undefined) {
    const kind = [typeof v.type === 'string' ? v.type : '', typeof v.href === 'string' ? `to ${v.href}` : ''].filter(Boolean).join(' ');
    return kind ? `${name} (${kind})` : name;
  }
  return cut(JSON.stringify(v));
}

/** Item keys of a hide list ("header.main/rewards") by their names, or the key where none is known. */
const hiddenNames = (v: unknown, itemName?: Namer) =>
  (Array.isArray(v) ? v : [v]).map((k) => (typeof k === 'string' ? (itemName?.(k) ?? k) : String(k))).join(', ');

/** A value as the table shows it: a hide list's item keys by their names, anything else in words. */
export function shownValue(path: string, v: unknown, itemName?: Namer): string {
  if (v !== undefined && HIDE_PATH.test(path)) return hiddenNames(v, itemName) || NONE;
  return valueWords(v);
}

/** The location of the list a path's last step is in, e.g. "Header › Main menu". */
const parentWords = (path: string, root: unknown) => readablePath(formatPath(parsePath(path).slice(0, -1)), root);

/** "position 3" for the `[2]` a path ends with. */
export const position = (path: unknown) => {
  const n = /\[(\d+)\]$/.exec(String(path))?.[1];
  return n === undefined ? '' : `position ${Number(n) + 1}`;
};

/**
 * One change as a sentence. `before` and `after` are the two whole documents (an item is named
 * from the one it is in); `itemName` names the item keys of a hide list.
 */
export function changeWords(c: Change, before: unknown, after: unknown, itemName?: Namer): string {
  const root = c.kind === 'removed' ? before : after;
  const value = c.kind === 'removed' ? c.before : c.after;
  if (HIDE_PATH.test(c.path) && (c.kind === 'added' || c.kind === 'removed'))
    return `${hiddenNames(value, itemName)} ${c.kind === 'added' ? 'hidden' : 'shown again'} on this sub-site`;
  const last = parsePath(c.path).at(-1);
  if (c.kind === 'moved') {
    const moved = valueAt(after, parsePath(c.path));
    return `${isObject(moved) ? (nameOf(moved) ?? 'An entry') : String(moved)} moved from ${position(c.before)} to ${position(c.after)} in ${parentWords(c.path, after)}`;
  }
  if ((c.kind === 'added' || c.kind === 'removed') && typeof last === 'number') {
    const done = c.kind === 'added' ? 'added to' : 'removed from';
    if (isObject(value) && isAnnouncement(value)) return `Announcement ${quote(announcementText(value))} ${c.kind}`;
    if (isObject(value) && isAddEntry(value)) {
      const item = value.item as Obj;
      const where = [
        typeof value.after === 'string' ? `after ${value.after}` : '',
        typeof value.before === 'string' ? `before ${value.before}` : '',
      ].filter(Boolean);
      return `${quote(nameOf(item) ?? 'New item')} ${done} ${placeWords(String(value.to))}${where.length ? ` (${where.join(', ')})` : ''} on this sub-site only`;
    }
    if (isObject(value)) return `${quote(nameOf(value) ?? 'An entry')} ${done} ${parentWords(c.path, root)}`;
    return `${parentWords(c.path, root)}: ${String(value)} ${c.kind}`;
  }
  const field = readablePath(c.path, root);
  if (c.kind === 'added') return `${field} set to ${valueWords(c.after)}`;
  if (c.kind === 'removed') return `${field} removed (was ${valueWords(c.before)})`;
  return `${field} changed from ${valueWords(c.before)} to ${valueWords(c.after)}`;
}
