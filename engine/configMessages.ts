import type * as z from 'zod';

/**
 * Schema problems of a region config in ops' words (issue 20): what is wrong, where, and what to
 * write instead ("unknown flag hiddenDownlaod; did you mean hiddenDownload?"), instead of the
 * schema library's wording ("Unrecognized key: "hiddenDownlaod"").
 */

type Segment = string | number;

export interface PlainIssue {
  /** Where the problem is; an unknown key's path ends with that key. */
  path: Segment[];
  reason: string;
}

/** What the object at a path is called, for its unknown keys. */
const KEY_NOUNS: Record<string, string> = {
  flags: 'flag',
  when: 'condition',
  defaults: 'default',
  header: 'header part',
  footer: 'footer part',
  consent: 'consent setting',
  riskWarning: 'risk warning field',
};

/** Fields a region config no longer has, with what to write instead. */
export const RETIRED_FIELDS: Record<string, string> = {
  notSites:
    'notSites (sub-sites that hide the item) is gone: name the product the item belongs to in "needs" and list that product in the "offers" of each sub-site that offers it; to hide an item on one sub-site only, add its key to that sub-site\'s "hide" list',
};

/** What the values of a field are called, for a value it does not allow. */
const VALUE_NOUNS: Record<string, string> = {
  flagsOff: 'flag',
  flagsOn: 'flag',
  sites: 'sub-site',
  needs: 'offer',
  offers: 'offer',
  code: 'sub-site',
  platform: 'platform',
  type: 'item type',
  langs: 'language',
  notLangs: 'language',
  restrictedLangs: 'language',
  login: 'login state',
  accountModes: 'account mode',
  riseColors: 'rise colour',
  refTimes: 'change period',
  upgradeHover: 'upgrade hover setting',
  badge: 'badge',
  market: 'market',
};

const TYPE_WORDS: Record<string, string> = {
  string: 'a text in quotes',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list [ … ]',
  object: 'an object { … }',
  null: 'null',
};

function kindOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return `the text ${JSON.stringify(v)}`;
  if (typeof v === 'number') return `the number ${v}`;
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'object') return 'an object';
  return typeof v;
}

/** Edit distance (case-insensitive) where swapping two neighbours counts once: "lable" is 1 from "label". */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const d: number[][] = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[s.length]![t.length]!;
}

/** The option a typo most likely meant: close enough for its length, and the only one that close. */
export function closest(word: string, options: readonly string[]): string | undefined {
  const limit = Math.max(1, Math.min(3, Math.floor(word.length / 3)));
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  let tie = false;
  for (const option of options) {
    const d = editDistance(word, option);
    if (d < bestDistance) [best, bestDistance, tie] = [option, d, false];
    else if (d === bestDistance) tie = true;
  }
  return best !== undefined && bestDistance <= limit && !tie ? best : undefined;
}

type Def = { type: string; [k: string]: unknown };
const defOf = (s: unknown): Def | undefined => (s as { _zod?: { def?: Def } })?._zod?.def;

/** Looks through wrappers (optional, default, lazy…) to the schema that decides the shape. */
function unwrap(schema: unknown): unknown {
  let s = schema;
  for (let guard = 0; guard < 20; guard++) {
    const def = defOf(s);
    if (!def) return s;
    if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)) s = def.innerType;
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

function valueAt(value: unknown, path: readonly Segment[]): unknown {
  let v = value;
  for (const k of path) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<string | number, unknown>)[k];
  }
  return v;
}

const lastName = (path: readonly Segment[]): string | undefined => [...path].reverse().find((s): s is string => typeof s === 'string');

function suggestion(given: string, options: readonly string[], noun: string): string {
  const near = closest(given, options);
  if (near) return `; did you mean ${near}?`;
  const list = options.length > 12 ? `${options.slice(0, 12).join(', ')}, …` : options.join(', ');
  return options.length > 0 ? `; ${noun === 'field' ? 'fields here' : `${noun}s`} are: ${list}` : '';
}

/** One schema issue in plain words; an issue about several unknown keys becomes one per key. */
export function plainIssues(issue: z.core.$ZodIssue, value: unknown, schema: z.core.$ZodType): PlainIssue[] {
  const path = issue.path.filter((s): s is Segment => typeof s === 'string' || typeof s === 'number');
  const given = valueAt(value, path);
  const field = lastName(path);
  switch (issue.code) {
    case 'unrecognized_keys': {
      const last = path.at(-1);
      const noun = (typeof last === 'string' && KEY_NOUNS[last]) || 'field';
      const allowed = allowedKeys(schema, path) ?? [];
      return issue.keys.map((key) => ({
        path: [...path, key],
        reason: RETIRED_FIELDS[key] ?? `unknown ${noun} ${key}${suggestion(key, allowed, noun)}`,
      }));
    }
    case 'invalid_type': {
      const wanted = TYPE_WORDS[issue.expected] ?? issue.expected;
      if (given === undefined) return [{ path, reason: `${field ? `"${field}"` : 'this value'} is missing: it is required (${wanted})` }];
      const hint = issue.expected === 'string' && typeof given === 'number' ? ` (write "${given}")` : '';
      return [{ path, reason: `should be ${wanted}, not ${kindOf(given)}${hint}` }];
    }
    case 'invalid_union': {
      // A nav item's `type` no item type has: said like any other value out of a list.
      const { note, options } = issue as { note?: string; options?: unknown[] };
      if (note === 'No matching discriminator' && options)
        return plainIssues({ ...issue, code: 'invalid_value', values: options as string[] }, value, schema);
      return [{ path, reason: issue.message }];
    }
    case 'invalid_value': {
      const options = issue.values.map(String);
      const noun = (field && VALUE_NOUNS[field]) || 'value';
      if (typeof given !== 'string') return [{ path, reason: `should be one of: ${options.join(', ')} (not ${kindOf(given)})` }];
      return [{ path, reason: `unknown ${noun} "${given}"${suggestion(given, options, noun)}` }];
    }
    case 'invalid_format': {
      const custom = !/^Invalid/.test(issue.message);
      return [
        { path, reason: custom ? `should be ${issue.message}, not ${kindOf(given)}` : `${kindOf(given)} is not a valid ${issue.format}` },
      ];
    }
    case 'too_small': {
      const n = Number(issue.minimum);
      if (issue.origin === 'array') return [{ path, reason: `needs at least ${n} ${n === 1 ? 'entry' : 'entries'}` }];
      if (issue.origin === 'string') return [{ path, reason: n <= 1 ? 'must not be empty' : `needs at least ${n} characters` }];
      return [{ path, reason: `must be at least ${n}` }];
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      if (issue.origin === 'array') return [{ path, reason: `allows at most ${n} ${n === 1 ? 'entry' : 'entries'}` }];
      if (issue.origin === 'string') return [{ path, reason: `allows at most ${n} characters` }];
      return [{ path, reason: `must be at most ${n}` }];
    }
    default:
      return [{ path, reason: issue.message }];
  }
}
