import { formatPath } from './jsonPath.ts';

/** One difference between the live version and a draft, at a `$`-rooted JSON path. */
export interface Change {
  kind: 'added' | 'removed' | 'changed' | 'moved';
  path: string;
  before?: unknown;
  after?: unknown;
}

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Items of a list are matched by `id` (config items, announcements), `code` (remote menu), where
 * and which item an `add` entry adds, or by their value in a list of words (`hide`, `offers`:
 * sets, so an entry put in the middle reads as one added, not as every later one changed); a
 * list where one has none of these is compared by position.
 */
export function keyOf(v: unknown): string | undefined {
  if (typeof v === 'string' || typeof v === 'number') return `value:${JSON.stringify(v)}`;
  if (!isObject(v)) return undefined;
  if (typeof v.id === 'string') return `id:${v.id}`;
  if (typeof v.code === 'string') return `code:${v.code}`;
  if (typeof v.to === 'string' && isObject(v.item) && typeof v.item.id === 'string') return `add:${v.to}/${v.item.id}`;
  return undefined;
}

/** Each item's position by its key (`key`: keyOf unless told), or null when one has none or two share one. */
export function keyed(list: unknown[], key: (v: unknown) => string | undefined = keyOf): Map<string, number> | null {
  const map = new Map<string, number>();
  for (const [i, v] of list.entries()) {
    const k = key(v);
    if (k === undefined || map.has(k)) return null;
    map.set(k, i);
  }
  return map;
}

/**
 * The items that kept their relative order (a longest common subsequence): only the others count
 * as moved, so dragging one item to the end reports one move, not one per item it passed.
 */
function inOrder(before: string[], after: string[]): Set<string> {
  const n = before.length;
  const m = after.length;
  const len: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      len[i]![j] = before[i] === after[j] ? len[i + 1]![j + 1]! + 1 : Math.max(len[i + 1]![j]!, len[i]![j + 1]!);
  const out = new Set<string>();
  for (let i = 0, j = 0; i < n && j < m; ) {
    if (before[i] === after[j]) {
      out.add(before[i]!);
      i++;
      j++;
    } else if (len[i + 1]![j]! >= len[i]![j + 1]!) i++;
    else j++;
  }
  return out;
}

function walk(a: unknown, b: unknown, path: (string | number)[], out: Change[]): void {
  if (Object.is(a, b)) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    const ka = keyed(a);
    const kb = keyed(b);
    if (ka && kb) {
      for (const [k, i] of ka) if (!kb.has(k)) out.push({ kind: 'removed', path: formatPath([...path, i]), before: a[i] });
      const kept = [...kb.keys()].filter((k) => ka.has(k));
      const stayed = inOrder(
        [...ka.keys()].filter((k) => kb.has(k)),
        kept,
      );
      kept.forEach((k) => {
        const i = ka.get(k)!;
        const j = kb.get(k)!;
        if (!stayed.has(k))
          out.push({ kind: 'moved', path: formatPath([...path, j]), before: formatPath([...path, i]), after: formatPath([...path, j]) });
        walk(a[i], b[j], [...path, j], out);
      });
      for (const [k, j] of kb) if (!ka.has(k)) out.push({ kind: 'added', path: formatPath([...path, j]), after: b[j] });
      return;
    }
    const n = Math.max(a.length, b.length);
    for (let i = 0; i < n; i++) {
      if (i >= a.length) out.push({ kind: 'added', path: formatPath([...path, i]), after: b[i] });
      else if (i >= b.length) out.push({ kind: 'removed', path: formatPath([...path, i]), before: a[i] });
      else walk(a[i], b[i], [...path, i], out);
    }
    return;
  }
  if (isObject(a) && isObject(b)) {
    for (const k of Object.keys(a)) if (!(k in b)) out.push({ kind: 'removed', path: formatPath([...path, k]), before: a[k] });
    for (const k of Object.keys(b)) {
      if (!(k in a)) out.push({ kind: 'added', path: formatPath([...path, k]), after: b[k] });
      else walk(a[k], b[k], [...path, k], out);
    }
    return;
  }
  out.push({ kind: 'changed', path: formatPath(path), before: a, after: b });
}

/** Structural difference of two JSON values; list items keep their identity across reorders. */
export function diffJson(before: unknown, after: unknown): Change[] {
  const out: Change[] = [];
  walk(before, after, [], out);
  return out;
}
