import { keyed } from './diff.ts';
import { formatPath } from './jsonPath.ts';

/**
 * Two people's edits of one file, made from the same version, brought together
 * instead of the later one silently undoing the earlier. A three-way merge against their common
 * version: what only one side changed is taken from that side, what both changed alike once; a
 * field both changed differently (or one changed and the other removed) is a conflict, left as it
 * is live until the person chooses. List items are matched by `id` (config items) or `code` (the
 * remote menu), so edits to different items of a menu both survive, wherever either side moved them.
 */

export interface MergeConflict {
  /** `$`-rooted JSON path of the field or item both sides changed. */
  path: string;
  /** The common version's value; undefined where it had none. */
  base: unknown;
  /** This person's draft; undefined where they removed it. */
  mine: unknown;
  /** What is live now; undefined where it was removed. */
  theirs: unknown;
}

export interface MergeResult {
  /** Both sides' changes; at a conflict, the live value (nothing live is reverted unasked). */
  value: unknown;
  conflicts: MergeConflict[];
}

type Obj = Record<string, unknown>;
type Path = (string | number)[];
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export function sameJson(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => k in b && sameJson(a[k], b[k]));
  }
  return false;
}

/** A person's choice at a conflict, by its path: their own draft's value, or the live one. */
export type MergeChoices = Readonly<Record<string, 'mine' | 'theirs'>>;

/** The merge of `mine` and `theirs` against `base`; `choices` settles conflicts (they are then not reported). */
export function merge3(base: unknown, mine: unknown, theirs: unknown, choices: MergeChoices = {}): MergeResult {
  const conflicts: MergeConflict[] = [];
  const value = mergeAt(base, mine, theirs, [], { conflicts, choices });
  return { value, conflicts };
}

interface Run {
  conflicts: MergeConflict[];
  choices: MergeChoices;
}

function mergeAt(base: unknown, mine: unknown, theirs: unknown, path: Path, run: Run): unknown {
  if (sameJson(mine, theirs)) return theirs;
  if (sameJson(base, mine)) return theirs;
  if (sameJson(base, theirs)) return mine;
  // A list or an object both sides made where there was none (uk.json's first `hide` entries): as if empty.
  const common =
    base === undefined && Array.isArray(mine) && Array.isArray(theirs)
      ? []
      : base === undefined && isObject(mine) && isObject(theirs)
        ? {}
        : base;
  if (isObject(common) && isObject(mine) && isObject(theirs)) return mergeObjects(common, mine, theirs, path, run);
  if (Array.isArray(common) && Array.isArray(mine) && Array.isArray(theirs)) {
    const merged = mergeKeyedLists(common, mine, theirs, path, run);
    if (merged) return merged;
  }
  const at = formatPath(path);
  const chosen = run.choices[at];
  if (chosen) return chosen === 'mine' ? mine : theirs;
  run.conflicts.push({ path: at, base, mine, theirs });
  return theirs;
}

function mergeObjects(base: Obj, mine: Obj, theirs: Obj, path: Path, run: Run): Obj {
  const out: Obj = {};
  // The live file's key order, with keys only this draft added after them.
  const keys = [...new Set([...Object.keys(theirs), ...Object.keys(mine), ...Object.keys(base)])];
  for (const k of keys) {
    const v = mergeAt(base[k], mine[k], theirs[k], [...path, k], run);
    if (v !== undefined) out[k] = v;
  }
  return out;
}

/** Lists whose items are all distinct by identity on every side; null otherwise. */
function mergeKeyedLists(base: unknown[], mine: unknown[], theirs: unknown[], path: Path, run: Run): unknown[] | null {
  // Identity as the diff has it (diff.ts keyOf): plain values by value, so two people's hide
  // entries are both kept.
  const kb = keyed(base);
  const km = keyed(mine);
  const kt = keyed(theirs);
  if (!kb || !km || !kt) return null;
  const plain = [base, mine, theirs].every((l) => l.every((v) => typeof v !== 'object'));
  const order = mergedOrder([...kb.keys()], [...km.keys()], [...kt.keys()], plain);
  const out: unknown[] = [];
  for (const k of order) {
    const b = kb.has(k) ? base[kb.get(k)!] : undefined;
    const m = km.has(k) ? mine[km.get(k)!] : undefined;
    const t = kt.has(k) ? theirs[kt.get(k)!] : undefined;
    // The item's path as it stands live (or in the draft, for an item only the draft has).
    const at = kt.has(k) ? kt.get(k)! : km.has(k) ? km.get(k)! : kb.get(k)!;
    const v = mergeAt(b, m, t, [...path, at], run);
    if (v !== undefined) out.push(v);
  }
  return out;
}

/**
 * The order of a merged list: the live order if this draft kept the common version's order, else
 * the draft's; items only the other side added follow the item they followed there (`appendOrphans`:
 * one with nothing before it goes last, for lists of plain values).
 */
function mergedOrder(base: string[], mine: string[], theirs: string[], appendOrphans: boolean): string[] {
  const mineReordered = !sameJson(
    base.filter((k) => mine.includes(k)),
    mine.filter((k) => base.includes(k)),
  );
  const [lead, other] = mineReordered ? [mine, theirs] : [theirs, mine];
  const out = [...lead];
  other.forEach((k, i) => {
    if (out.includes(k)) return;
    const before = other
      .slice(0, i)
      .reverse()
      .find((p) => out.includes(p));
    // With nothing before it there, a menu item goes first; a plain value (a hide entry) last.
    out.splice(before === undefined ? (appendOrphans ? out.length : 0) : out.indexOf(before) + 1, 0, k);
  });
  // Keys removed on one side are dropped by the item merge (removed, unchanged on the other).
  for (const k of base) if (!out.includes(k)) out.push(k);
  return out;
}
