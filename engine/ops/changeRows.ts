import { changeWords, NONE, position, shownValue } from './changeWords.ts';
import { type Change, diffJson } from './diff.ts';
import { readablePath } from './readablePath.ts';

export { NONE };

/** One line of a diff as ops read it: what happened in a sentence, the field by its location in words, the old and new value. */
export interface ChangeRow {
  /** e.g. "“Blog” added to Header › Main menu" (changeWords.ts). */
  what: string;
  /** e.g. "Header › Main menu › item 5 (Earn) › Label". */
  field: string;
  /** The `$`-rooted JSON path, for the JSON tab. */
  path: string;
  kind: Change['kind'];
  old: string;
  new: string;
}

/**
 * The difference of two versions of a file, row by row (publish panel, review and history).
 * `itemName` turns an item key of a `hide` list into words ("Rewards (Header › Main menu)").
 */
export function changeRows(
  before: unknown,
  after: unknown,
  changes: Change[] = diffJson(before, after),
  itemName?: (key: string) => string | undefined,
): ChangeRow[] {
  return changes.map((c) => ({
    what: changeWords(c, before, after, itemName),
    field: readablePath(c.path, c.kind === 'removed' ? before : after),
    path: c.path,
    kind: c.kind,
    old: c.kind === 'moved' ? position(c.before) : shownValue(c.path, c.before, itemName),
    new: c.kind === 'moved' ? position(c.after) : shownValue(c.path, c.after, itemName),
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
