import type * as z from 'zod';

/**
 * What a zod schema allows at a path, read from its definition (the same for classic zod and
 * zod/mini: both keep it under `_zod.def`), so a message can list the keys or values a typo missed.
 */

type Segment = string | number;
type Def = { type: string; [k: string]: unknown };
const defOf = (s: unknown): Def | undefined => (s as { _zod?: { def?: Def } })?._zod?.def;

const WRAPPERS = ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'];

/** Looks through wrappers (optional, default, lazy…) to the schema that decides the shape. */
function unwrap(schema: unknown): unknown {
  let s = schema;
  for (let guard = 0; guard < 20; guard++) {
    const def = defOf(s);
    if (!def) return s;
    if (WRAPPERS.includes(def.type)) s = def.innerType;
    else if (def.type === 'lazy') s = (def.getter as () => unknown)();
    else if (def.type === 'pipe') s = def.in;
    else return s;
  }
  return s;
}

function enumValues(schema: unknown): string[] | null {
  const def = defOf(unwrap(schema));
  if (def?.type !== 'enum') return null;
  return Object.values(def.entries as Record<string, string>);
}

/** The object schemas of a union (the item types of a nav item), looked through their wrappers. */
const unionOptions = (def: Def): unknown[] => (def.options as unknown[]).map(unwrap).filter((o) => defOf(o)?.type === 'object');

/** The keys the object at `path` allows, read from the schema; null when it cannot tell. */
export function allowedKeys(schema: z.core.$ZodType, path: readonly Segment[]): string[] | null {
  let s: unknown = schema;
  for (const segment of path) {
    const def = defOf(unwrap(s));
    if (!def) return null;
    if (def.type === 'union')
      s = unionOptions(def)
        .map((o) => defOf(o)?.shape as Record<string, unknown> | undefined)
        .find((shape) => shape && String(segment) in shape)?.[String(segment)];
    else if (def.type === 'object') s = (def.shape as Record<string, unknown>)[String(segment)];
    else if (def.type === 'array') s = def.element;
    else if (def.type === 'record') s = def.valueType;
    else return null;
    if (s === undefined) return null;
  }
  const def = defOf(unwrap(s));
  if (def?.type === 'union') return [...new Set(unionOptions(def).flatMap((o) => allowedKeys(o as z.core.$ZodType, []) ?? []))];
  if (def?.type === 'object') return Object.keys(def.shape as Record<string, unknown>).filter((k) => k !== '$schema');
  if (def?.type === 'record') return enumValues(def.keyType);
  return null;
}
