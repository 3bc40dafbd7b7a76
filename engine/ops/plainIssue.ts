import type * as z from 'zod';
import { REGION_FLAG_NAMES } from '../../schemas/enums.ts';
import { RETIRED_FIELDS } from '../configMessages.ts';
import { nearest } from '../nearest.ts';
import { fieldLabel, knownFields } from './fieldInfo.ts';
import { parsePath, valueAt } from './jsonPath.ts';

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Lists whose entries are items (named by their label) rather than plain values. */
const ITEM_LISTS = new Set(['main', 'wallet', 'orders', 'profile', 'columns', 'items', 'texts', 'socialLinks', 'children', 'list', 'add']);
/** Keys that only lead to the entries of an item: the location reads "item 2 (…)" after its parent. */
const SILENT = new Set(['children', 'items']);

const nameOf = (v: unknown) => {
  if (!isObject(v)) return undefined;
  const own = [v.label, v.title, v.id, v.code, isObject(v.item) ? v.item.label : undefined];
  return own.find((n): n is string => typeof n === 'string' && n !== '');
};

/**
 * A `$`-rooted JSON path as a location ops can find, naming items by their label:
 * `$.header.main[3].when.needs` in base.json reads "Header › Main menu › item 4 (Derivatives) ›
 * Who sees it › Only where the sub-site offers".
 */
export function readablePath(path: string, root: unknown): string {
  const segs = parsePath(path);
  if (segs.length === 0) return 'the whole file';
  const parts: string[] = [];
  let value: unknown = root;
  let listKey: string | undefined;
  for (const seg of segs) {
    const next = valueAt(value, [seg]);
    if (typeof seg === 'number') {
      const name = nameOf(next);
      const isItem = listKey !== undefined && ITEM_LISTS.has(listKey);
      parts.push(isItem ? `item ${seg + 1}${name ? ` (${name})` : ''}` : `entry ${seg + 1}`);
    } else if (!SILENT.has(seg)) parts.push(fieldLabel(seg));
    listKey = typeof seg === 'string' ? seg : undefined;
    value = next;
  }
  return parts.join(' › ');
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text in quotes, like "Earn"',
  number: 'a number without quotes, like 3',
  int: 'a whole number without quotes, like 3',
  boolean: 'true or false, without quotes',
  array: 'a list in square brackets [ … ]',
  object: 'an object in curly braces { … }',
  null: 'null',
};

function kindOf(v: unknown): string {
  if (v === undefined) return 'missing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return `the text "${v.length > 40 ? `${v.slice(0, 37)}…` : v}"`;
  if (typeof v === 'object') return 'an object';
  return `${typeof v === 'number' ? 'the number' : 'the value'} ${String(v)}`;
}

/**
 * A zod issue as a sentence that says what to change: "must be text in quotes, like "Earn"; it is
 * the number 3" instead of "Invalid input: expected string, received number".
 */
export function plainIssue(issue: z.core.$ZodIssue, root: unknown): string {
  const path = issue.path as (string | number)[];
  const actual = valueAt(root, path);
  const field = typeof path.at(-1) === 'string' ? `"${String(path.at(-1))}"` : 'this entry';
  switch (issue.code) {
    case 'invalid_type': {
      const want = TYPE_WORDS[issue.expected] ?? issue.expected;
      if (actual === undefined) return `${field} is missing: add it (${want})`;
      if (issue.expected === 'number' && typeof actual === 'string' && actual.trim() !== '' && !Number.isNaN(Number(actual)))
        return `must be a number: remove the quotes around ${actual}`;
      return `must be ${want}; it is ${kindOf(actual)}`;
    }
    case 'invalid_value': {
      const options = issue.values.map((v) => JSON.stringify(v));
      const hint = typeof actual === 'string' ? nearest(actual, issue.values.map(String)) : undefined;
      return `${kindOf(actual)} is not allowed here: use one of ${options.join(', ')}${hint ? ` (did you mean "${hint}"?)` : ''}`;
    }
    case 'unrecognized_keys': {
      const flags = path.at(-1) === 'flags';
      return issue.keys
        .map((k) => {
          if (!flags && RETIRED_FIELDS[k]) return RETIRED_FIELDS[k];
          const hint = nearest(k, flags ? REGION_FLAG_NAMES : knownFields());
          const what = flags ? 'unknown switch' : 'unknown field';
          return `${what} "${k}": ${hint ? `did you mean "${hint}"? ` : ''}fix its spelling or remove it`;
        })
        .join('; ');
    }
    case 'too_small':
      if (issue.origin === 'array') return `needs at least ${issue.minimum} ${Number(issue.minimum) === 1 ? 'entry' : 'entries'}`;
      if (issue.origin === 'string') return 'must not be empty';
      return `must be ${issue.minimum} or more`;
    case 'too_big':
      return issue.origin === 'array' ? `holds too many entries (at most ${issue.maximum})` : `must be ${issue.maximum} or less`;
    case 'invalid_format':
      // The schemas give their patterns a readable message ("a pair like BTC_USDT").
      if (issue.message.startsWith('Invalid')) return `${kindOf(actual)} has the wrong form`;
      {
        const rule = issue.message.replace(/^\w+: /, '');
        return `${/^an? /.test(rule) ? 'must be' : 'must use'} ${rule}; it is ${kindOf(actual)}`;
      }
    case 'invalid_union': {
      // A nav item's `type` no item type has: said like any other value out of a list.
      const { note, options } = issue as { note?: string; options?: unknown[] };
      if (note === 'No matching discriminator' && options)
        return plainIssue({ ...issue, code: 'invalid_value', values: options as string[] }, root);
      return 'is not a valid entry: check its type, label and link against the other items';
    }
    default:
      return issue.message;
  }
}
