/**
 * Immutable edits on a JSON value by path, for the form editor: each returns a new value and
 * leaves the input untouched, so the console can keep the previous draft and the live version.
 */
export type Path = readonly (string | number)[];

type Container = Record<string | number, unknown> | unknown[];
const clone = (v: unknown): Container => (Array.isArray(v) ? [...v] : { ...(v as Record<string, unknown>) });

/** Sets (or, with undefined, deletes) the value at a path, creating objects along the way. */
export function setIn(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const base: Container = typeof root === 'object' && root !== null ? clone(root) : typeof head === 'number' ? [] : {};
  const next = setIn((base as Record<string | number, unknown>)[head], rest, value);
  if (next === undefined && !Array.isArray(base)) delete (base as Record<string | number, unknown>)[head];
  else (base as Record<string | number, unknown>)[head] = next;
  return base;
}

export function getIn(root: unknown, path: Path): unknown {
  let v = root;
  for (const k of path) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<string | number, unknown>)[k];
  }
  return v;
}

/** Moves list[from] to index `to` of the list at `path` (out-of-range moves change nothing). */
export function moveIn(root: unknown, path: Path, from: number, to: number): unknown {
  const list = getIn(root, path);
  if (!Array.isArray(list) || from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return root;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return setIn(root, path, next);
}

export function removeIn(root: unknown, path: Path, index: number): unknown {
  const list = getIn(root, path);
  if (!Array.isArray(list) || index < 0 || index >= list.length) return root;
  return setIn(
    root,
    path,
    list.filter((_, i) => i !== index),
  );
}

export function insertIn(root: unknown, path: Path, index: number, item: unknown): unknown {
  const list = getIn(root, path);
  const next = Array.isArray(list) ? [...list] : [];
  next.splice(Math.max(0, Math.min(index, next.length)), 0, item);
  return setIn(root, path, next);
}

/** An id not yet used among siblings: `new-item`, `new-item-2`, ... */
export function freshId(siblings: unknown, base = 'new-item', key = 'id'): string {
  const used = new Set(
    Array.isArray(siblings) ? siblings.map((s) => (s && typeof s === 'object' ? (s as Record<string, unknown>)[key] : undefined)) : [],
  );
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
