import type * as z from 'zod';
import type { FieldKind } from '../schemas/items/define.ts';
import { ITEM_MODULES } from '../schemas/items/index.ts';
import { nearest } from './nearest.ts';
import { valueAt } from './ops/jsonPath.ts';
import { allowedKeys } from './schemaShape.ts';

/**
 * Schema problems in ops' words, the one translator for every place that shows them
 * (check-configs on the command line, the ops console and its publish API): what is wrong, where,
 * and what to write instead ("unknown flag hiddenDownlaod; did you mean hiddenDownload?"), instead of
 * the schema library's wording ("Unrecognized key: "hiddenDownlaod"").
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

/** What a JSON type looks like when written, with an example (ops write the files by hand). */
const TYPE_WORDS: Record<string, string> = {
  string: 'text in quotes, like "Earn"',
  number: 'a number without quotes, like 3',
  int: 'a whole number without quotes, like 3',
  boolean: 'true or false, without quotes',
  array: 'a list in square brackets [ … ]',
  object: 'an object in curly braces { … }',
  null: 'null',
};

/** The value that is there, in words (a long text cut: the sentence must stay readable). */
function kindOf(v: unknown): string {
  if (v === undefined) return 'missing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return `the text "${v.length > 40 ? `${v.slice(0, 37)}…` : v}"`;
  if (typeof v === 'object') return 'an object';
  return `${typeof v === 'number' ? 'the number' : 'the value'} ${String(v)}`;
}

const lastName = (path: readonly Segment[]): string | undefined => [...path].reverse().find((s): s is string => typeof s === 'string');

/** Which item type has a field of its own (schemas/items/), to say so when another type names it. */
const OWN_FIELD_OF = new Map(
  ITEM_MODULES.flatMap((m) =>
    Object.entries(m.fields as Record<string, FieldKind>).flatMap(([key, f]) =>
      (f.kind === 'text' && f.translated ? [key, `${key}_i18n`, `${key}_i18n_from`] : [key]).map((k) => [k, m.type] as const),
    ),
  ),
);

function ownFieldReason(key: string, item: unknown): string | undefined {
  const owner = OWN_FIELD_OF.get(key);
  const type = item && typeof item === 'object' ? (item as { type?: unknown }).type : undefined;
  if (!owner || typeof type !== 'string' || !ITEM_MODULES.some((m) => m.type === type)) return undefined;
  return `${key} is a field of ${owner} items only; this item is a ${type}`;
}

function suggestion(given: string, options: readonly string[], noun: string): string {
  const near = nearest(given, options);
  if (near) return `; did you mean ${near}?`;
  const list = options.length > 12 ? `${options.slice(0, 12).join(', ')}, …` : options.join(', ');
  return options.length > 0 ? `; ${noun === 'field' ? 'fields here' : `${noun}s`} are: ${list}` : '';
}

function typeReason(issue: z.core.$ZodIssueInvalidType, given: unknown, field: string | undefined): string {
  const wanted = TYPE_WORDS[issue.expected] ?? issue.expected;
  if (given === undefined) return `${field ? `"${field}"` : 'this value'} is missing: add it (${wanted})`;
  if (issue.expected === 'number' && typeof given === 'string' && given.trim() !== '' && !Number.isNaN(Number(given)))
    return `must be a number: remove the quotes around ${given}`;
  const hint = issue.expected === 'string' && typeof given === 'number' ? ` (write "${given}")` : '';
  return `must be ${wanted}; it is ${kindOf(given)}${hint}`;
}

/** The schemas give their patterns a readable message ("a pair like BTC_USDT"); zod's own starts "Invalid". */
function formatReason(issue: z.core.$ZodIssueInvalidStringFormat, given: unknown): string {
  if (/^Invalid/.test(issue.message)) return `${kindOf(given)} is not a valid ${issue.format}`;
  const rule = issue.message.replace(/^\w+: /, '');
  return `${/^an? /.test(rule) ? 'must be' : 'must use'} ${rule}; it is ${kindOf(given)}`;
}

function sizeReason(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig): string {
  const small = issue.code === 'too_small';
  const n = Number(small ? issue.minimum : issue.maximum);
  if (issue.origin === 'array') return `${small ? 'needs at least' : 'allows at most'} ${n} ${n === 1 ? 'entry' : 'entries'}`;
  if (issue.origin === 'string')
    return small ? (n <= 1 ? 'must not be empty' : `needs at least ${n} characters`) : `allows at most ${n} characters`;
  return `must be ${small ? 'at least' : 'at most'} ${n}`;
}

/**
 * One schema issue in plain words; an issue about several unknown keys becomes one per key.
 * `schema` is the one the value was checked against: unknown keys are matched with what it allows.
 */
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
        reason: RETIRED_FIELDS[key] ?? ownFieldReason(key, given) ?? `unknown ${noun} ${key}${suggestion(key, allowed, noun)}`,
      }));
    }
    case 'invalid_type':
      return [{ path, reason: typeReason(issue, given, field) }];
    case 'invalid_union': {
      // A nav item's `type` no item type has: said like any other value out of a list.
      const { note, options } = issue as { note?: string; options?: unknown[] };
      if (note === 'No matching discriminator' && options)
        return plainIssues({ ...issue, code: 'invalid_value', values: options as string[] }, value, schema);
      return [{ path, reason: 'is not a valid entry: check its type, label and link against the other entries' }];
    }
    case 'invalid_value': {
      const options = issue.values.map(String);
      const noun = (field && VALUE_NOUNS[field]) || 'value';
      if (typeof given !== 'string') return [{ path, reason: `must be one of: ${options.join(', ')}; it is ${kindOf(given)}` }];
      return [{ path, reason: `unknown ${noun} "${given}"${suggestion(given, options, noun)}` }];
    }
    case 'invalid_format':
      return [{ path, reason: formatReason(issue, given) }];
    case 'too_small':
    case 'too_big':
      return [{ path, reason: sizeReason(issue) }];
    default:
      return [{ path, reason: issue.message }];
  }
}

/** The problems of one issue as one sentence, for a list that shows one line per schema issue (the ops console). */
export function plainIssueText(issue: z.core.$ZodIssue, value: unknown, schema: z.core.$ZodType): string {
  return plainIssues(issue, value, schema)
    .map((p) => p.reason)
    .join('; ');
}
