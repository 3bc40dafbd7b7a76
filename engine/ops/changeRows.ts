import { type Change, diffJson } from './diff.ts';
import { readablePath } from './plainIssue.ts';

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

const show = (v: unknown) => {
  if (v === undefined) return '(none)';
  const s = JSON.stringify(v);
  return s.length > 160 ? `${s.slice(0, 157)}…` : s;
};

/** "position 3" for the `[2]` a moved item's path ends with. */
const position = (path: unknown) => {
  const n = /\[(\d+)\]$/.exec(String(path))?.[1];
  return n === undefined ? '' : `position ${Number(n) + 1}`;
};

/** The difference of two versions of a file, row by row (publish panel and history). */
export function changeRows(before: unknown, after: unknown, changes: Change[] = diffJson(before, after)): ChangeRow[] {
  return changes.map((c) => ({
    field: readablePath(c.path, c.kind === 'removed' ? before : after),
    path: c.path,
    kind: c.kind,
    old: c.kind === 'moved' ? position(c.before) : show(c.before),
    new: c.kind === 'moved' ? position(c.after) : show(c.after),
  }));
}
