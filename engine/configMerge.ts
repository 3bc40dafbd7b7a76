import type { Json } from './json.ts';
import { applyAdd, applyHide, type EditError } from './regionEdits.ts';

/**
 * Region files build on each other with `extends`: objects merge deeply, arrays and scalars from
 * the child replace the parent's; then the child's own `hide` and `add` edit the inherited menus
 * (engine/regionEdits.ts). Pure: the caller reads the files.
 */
export type { Json } from './json.ts';

function isPlainObject(v: unknown): v is Record<string, Json> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function deepMerge(parent: Json, child: Json): Json {
  if (!isPlainObject(parent) || !isPlainObject(child)) return child === undefined ? parent : child;
  const out: Record<string, Json> = { ...parent };
  for (const [key, value] of Object.entries(child)) {
    out[key] = key in parent ? deepMerge(parent[key] as Json, value) : value;
  }
  return out;
}

export interface ResolveError {
  file: string;
  path: string;
  reason: string;
}

/** A file's hide/add applied to its merged value: the result holds neither key. */
function applyEdits(name: string, merged: Json, hide: Json | undefined, add: Json | undefined, errors: ResolveError[]): Json {
  if (!isPlainObject(merged) || (hide === undefined && add === undefined)) return merged;
  const found: EditError[] = [];
  const out = applyAdd(applyHide(merged, hide as Json, found), add as Json, found);
  for (const e of found) errors.push({ file: name, path: e.path, reason: e.reason });
  return out;
}

/**
 * Resolves `name` against the raw files by following `extends` (cycle-safe). The result has no
 * `extends` key. Errors name the file that could not be resolved.
 */
export function resolveExtends(name: string, files: Record<string, Json>, seen: string[] = []): { value: Json; errors: ResolveError[] } {
  const raw = files[name];
  if (raw === undefined)
    return { value: null, errors: [{ file: seen.at(-1) ?? name, path: 'extends', reason: `no region file named "${name}"` }] };
  if (seen.includes(name))
    return { value: null, errors: [{ file: name, path: 'extends', reason: `extends cycle: ${[...seen, name].join(' -> ')}` }] };
  if (!isPlainObject(raw)) return { value: raw, errors: [] };
  const { extends: parentName, hide, add, ...own } = raw;
  const errors: ResolveError[] = [];
  if (parentName === undefined) return { value: applyEdits(name, own, hide, add, errors), errors };
  if (typeof parentName !== 'string')
    return { value: own, errors: [{ file: name, path: 'extends', reason: 'extends must be a file name' }] };
  const parent = resolveExtends(parentName, files, [...seen, name]);
  errors.push(...parent.errors);
  return { value: applyEdits(name, deepMerge(parent.value, own), hide, add, errors), errors };
}
