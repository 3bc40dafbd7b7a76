import { type Change, diffJson } from './diff.ts';
import { readablePath } from './readablePath.ts';

/** One line of a diff as ops read it: the field by its location in words, the old and new value. */
export interface ChangeRow {
  /** e.g. "Header › Main menu › item 5 (Earn) › Label". */
  field: string;
  /** The `$`-rooted JSON path, for the JSON tab. */
  path: string;
  kind: Change['kind'];
  old: string;
  new: string;
}

/** What a diff shows for a value that is not there (before an addition, after a removal). */
export const NONE = '(none)';

const show = (v: unknown) => {
  if (v === undefined) return NONE;
  const s = JSON.stringify(v);
  return s.length > 160 ? `${s.slice(0, 157)}…` : s;
};

/** "position 3" for the `[2]` a moved item's path ends with. */
const position = (path: unknown) => {
  const n = /\[(\d+)\]$/.exec(String(path))?.[1];
  return n === undefined ? '' : `position ${Number(n) + 1}`;
};

/**
 * The difference of two versions of a file, row by row (publish panel and history). `itemName`
 * turns an item key of a `hide` list into words ("Rewards (Header › Main menu)").
 */
export function changeRows(
  before: unknown,
  after: unknown,
  changes: Change[] = diffJson(before, after),
  itemName?: (key: string) => string | undefined,
): ChangeRow[] {
  const value = (path: string, v: unknown) => {
    if (!itemName || !/^\$\.hide(\[\d+\])?$/.test(path)) return show(v);
    const keys = Array.isArray(v) ? v : [v];
    if (v === undefined || !keys.every((k) => typeof k === 'string')) return show(v);
    return keys.map((k) => itemName(k as string) ?? (k as string)).join(', ') || NONE;
  };
  return changes.map((c) => ({
    field: readablePath(c.path, c.kind === 'removed' ? before : after),
    path: c.path,
    kind: c.kind,
    old: c.kind === 'moved' ? position(c.before) : value(c.path, c.before),
    new: c.kind === 'moved' ? position(c.after) : value(c.path, c.after),
  }));
}

/** Item key -> "Label (Header › Main menu)" for the items a file inherits. */
export function itemNamer(
  keys: readonly { key: string; label: string }[],
  sectionWords: (section: string) => string,
): (key: string) => string | undefined {
  const byKey = new Map(keys.map((k) => [k.key, k.label]));
  return (key) => {
    const label = byKey.get(key);
    return label === undefined ? undefined : `${label} (${sectionWords(key.split('/')[0]!)})`;
  };
}
