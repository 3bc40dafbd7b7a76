import * as z from 'zod/mini';
import { MARKET_KINDS } from './enums.ts';
import type { FieldKind, FieldKindName, ValueOf } from './items/define.ts';
import { ITEM_MODULES } from './items/index.ts';

export { MARKET_KINDS };

/** SPEC §3 remote menu enumerations; on bad input each falls back to its first value (SPEC §5). */
export const TAG_TYPE_VALUES = [1, 2, 3, 4, 5] as const; // custom image, green word, fire, live image, VIP
export const JUMP_TYPE_VALUES = [1, 2] as const; // internal, external
export const SHOW_MODE_VALUES = [1, 2] as const; // vertical, horizontal
export const PLATFORM_TYPE_VALUES = [1, 2, 3] as const; // all, web, h5

function enumWithFallback<const T extends readonly number[]>(values: T) {
  const first = values[0] as T[number];
  return z.pipe(
    z.optional(z.unknown()),
    z.transform((v): T[number] => {
      const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
      return (values as readonly unknown[]).includes(n) ? (n as T[number]) : first;
    }),
  );
}

/** A non-boolean `hidden` is coerced: "true"/"1"/1 are true, anything else false. */
const coercedBoolean = z.pipe(
  z.optional(z.unknown()),
  z.transform((v) => {
    if (typeof v === 'boolean') return v;
    if (typeof v === 'string') return ['true', '1', 'yes'].includes(v.trim().toLowerCase());
    if (typeof v === 'number') return v !== 0;
    return false;
  }),
);

const optionalText = z.catch(z.optional(z.string()), undefined);

export const RemoteTag = z.object({
  type: enumWithFallback(TAG_TYPE_VALUES),
  light_icon: optionalText,
  dark_icon: optionalText,
  code: optionalText,
  word: optionalText,
});
export type RemoteTag = z.infer<typeof RemoteTag>;

/** How the console's form edits a remote field: a line of text, a checkbox, or numbered choices. */
export type RemoteEditor =
  | { kind: 'text'; placeholder?: string; required?: boolean }
  | { kind: 'check' }
  | { kind: 'choice'; options: readonly { value: number; label: string }[] };

/**
 * One field of the SPEC §3 remote menu item, declared once: how the browser reads it leniently
 * (bad input falls back, SPEC §5), how the server's answer is checked strictly
 * (schemas/api/remoteMenu.ts), and the words and control of the console's form.
 */
function field<L extends z.ZodMiniType, S extends z.ZodMiniType>(
  lenient: L,
  strict: S,
  label: string,
  editor: RemoteEditor,
  kind: FieldKindName = 'text',
) {
  return { lenient, strict, label, editor, kind };
}
/** A text field; `kind` says when the text is a link or an image (what the console's checks read, schemas/items/define.ts). */
const text = (label: string, placeholder?: string, kind: 'text' | 'link' | 'image' = 'text') =>
  field(optionalText, z.optional(z.string()), label, { kind: 'text', placeholder }, kind);
function choice<const T extends readonly number[]>(values: T, words: { [K in keyof T]: string }, label: string) {
  const options = values.map((value, i) => ({ value, label: `${value} ${words[i]}` }));
  return field(enumWithFallback(values), z.literal(values), label, { kind: 'choice', options });
}

/** The item's fields in the order SPEC §3 lists them (the parsed item keeps this order). */
export const REMOTE_FIELDS = {
  code: field(z.string().check(z.minLength(1, 'code is required')), z.string().check(z.minLength(1)), 'Code', {
    kind: 'text',
    required: true,
  }),
  title: text('Title'),
  title_key: text('Title key'),
  desc: text('Description'),
  desc_key: text('Description key'),
  light_image: text('Light image', undefined, 'image'),
  dark_image: text('Dark image', undefined, 'image'),
  light_icon: text('Light icon', undefined, 'image'),
  dark_icon: text('Dark icon', undefined, 'image'),
  jump_type: choice(JUMP_TYPE_VALUES, ['internal', 'external'], 'Jump type'),
  hidden: field(coercedBoolean, z.boolean(), 'Hidden', { kind: 'check' }),
  jump_url: text('Jump URL', '/path or https://…', 'link'),
  show_mode: choice(SHOW_MODE_VALUES, ['vertical', 'horizontal'], 'Show mode'),
  platform_type: choice(PLATFORM_TYPE_VALUES, ['all', 'web (header)', 'h5 (side drawer)'], 'Platform'),
};
type RemoteFields = typeof REMOTE_FIELDS;
export type RemoteFieldName = keyof RemoteFields;

/**
 * The remote fields of the item types' own (schemas/items/: `remote.fields`), declared by kind in
 * their modules: `market` of the market type, the call to action and picture of the promo card.
 */
export const REMOTE_OWN_FIELDS: Record<string, FieldKind> = Object.fromEntries(
  ITEM_MODULES.flatMap((m) => {
    const own = m.fields as Record<string, FieldKind>;
    return ('remote' in m && 'fields' in m.remote ? m.remote.fields : []).map((key: string) => {
      const kind = own[key];
      if (!kind || kind.kind === 'list' || kind.kind === 'condition')
        throw new Error(`${m.type}: remote field "${key}" must be one of its own choice, text, link, image, number or boolean fields`);
      return [key, kind] as const;
    });
  }),
);
/** The fields of a remote menu item that hold a URL: its SPEC §3 links and images, and the item types' own by their kinds. */
export const REMOTE_URL_FIELDS: readonly string[] = [
  ...Object.entries(REMOTE_FIELDS).filter(([, f]) => f.kind === 'link' || f.kind === 'image'),
  ...Object.entries(REMOTE_OWN_FIELDS).filter(([, f]) => f.kind === 'link' || f.kind === 'image'),
].map(([key]) => key);
/** The remote own fields whose text has translations (`{name}_i18n` in a stored menu, resolved per language like title and desc). */
export const REMOTE_TRANSLATED = ['title', 'desc', ...Object.keys(REMOTE_OWN_FIELDS).filter((k) => isTranslated(REMOTE_OWN_FIELDS[k]))];
function isTranslated(field: FieldKind | undefined): boolean {
  return field?.kind === 'text' && field.translated === true;
}

type Module = (typeof ITEM_MODULES)[number];
type OwnOf<M> = M extends { remote: { fields: readonly (infer K extends string)[] }; fields: infer F }
  ? { [P in K & keyof F]?: ValueOf<F[P], never> }
  : Record<never, never>;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
/** The item's own remote fields as the parsed item holds them (a value of its kind, or absent). */
export type RemoteOwnFields = UnionToIntersection<OwnOf<Module>>;

/** An own field's value as the lenient reader keeps it, or why it is dropped (the entry is kept). */
function readOwn(field: FieldKind, value: unknown): { value: unknown } | { problem: string } {
  switch (field.kind) {
    case 'choice':
      return (field.values as readonly unknown[]).includes(value)
        ? { value }
        : { problem: `unknown ${field.label.toLowerCase()} ${JSON.stringify(value)}; expected one of ${field.values.join(', ')}` };
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? { value } : { problem: `${field.label.toLowerCase()} must be a number` };
    case 'boolean':
      return typeof value === 'boolean' ? { value } : { problem: `${field.label.toLowerCase()} must be true or false` };
    default:
      // Text, links and images are text here; the engine's URL and asset allow-lists decide on links and images.
      return typeof value === 'string' ? { value } : { problem: `${field.label.toLowerCase()} must be text` };
  }
}

/** One remote menu item without its children (children are parsed item by item, see below). */
export const RemoteMenuItemFields = z.object(
  Object.fromEntries(Object.entries(REMOTE_FIELDS).map(([k, f]) => [k, f.lenient])) as {
    [K in RemoteFieldName]: RemoteFields[K]['lenient'];
  },
);
/** The same fields, strict: no fallbacks (the server's own answers, schemas/api/remoteMenu.ts). */
export const REMOTE_STRICT_SHAPE = Object.fromEntries(Object.entries(REMOTE_FIELDS).map(([k, f]) => [k, f.strict])) as {
  [K in RemoteFieldName]: RemoteFields[K]['strict'];
};

/**
 * A remote menu item: the SPEC §3 fields, its tags and children, and the fields of the item types'
 * own (our extension: with `market` ops can move the whole navigation to the remote menu and keep
 * the Spot, futures, options, Alpha, pilot, pre-market and quick-buy panels).
 */
export interface RemoteMenuItem extends z.infer<typeof RemoteMenuItemFields>, RemoteOwnFields {
  tags: RemoteTag[];
  children: RemoteMenuItem[];
}

export interface ParseWarning {
  path: string;
  reason: string;
}

function describe(error: { issues: readonly z.core.$ZodIssue[] }): string {
  return error.issues.map((i) => `${i.path.join('.') || '(item)'}: ${i.message}`).join('; ');
}

function parseItems(input: unknown, path: string, warnings: ParseWarning[]): RemoteMenuItem[] {
  if (!Array.isArray(input)) {
    if (input !== undefined && input !== null) warnings.push({ path, reason: 'expected a list' });
    return [];
  }
  const out: RemoteMenuItem[] = [];
  input.forEach((raw, i) => {
    const here = `${path}[${i}]`;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      warnings.push({ path: here, reason: 'item is not an object' });
      return;
    }
    const parsed = RemoteMenuItemFields.safeParse(raw);
    if (!parsed.success) {
      warnings.push({ path: here, reason: describe(parsed.error) });
      return;
    }
    const rec = raw as Record<string, unknown>;
    const tags: RemoteTag[] = [];
    if (Array.isArray(rec.tags)) {
      rec.tags.forEach((t, j) => {
        const tag = RemoteTag.safeParse(t);
        if (tag.success) tags.push(tag.data);
        else warnings.push({ path: `${here}.tags[${j}]`, reason: describe(tag.error) });
      });
    }
    const item: RemoteMenuItem = { ...parsed.data, tags, children: parseItems(rec.children, `${here}.children`, warnings) };
    for (const [key, own] of Object.entries(REMOTE_OWN_FIELDS)) {
      const value = rec[key];
      if (value === undefined || value === null || value === '') continue;
      // A value its kind does not take is reported and the entry kept as a plain link or menu.
      const read = readOwn(own, value);
      if ('value' in read) (item as unknown as Record<string, unknown>)[key] = read.value;
      else warnings.push({ path: `${here}.${key}`, reason: read.problem });
    }
    out.push(item);
  });
  return out;
}

/**
 * Parses a remote menu response (`data.list`) leniently: never throws, whatever the JSON. Invalid
 * items are skipped and reported with their path and reason; the caller logs the warnings.
 */
export function parseRemoteMenu(response: unknown): { items: RemoteMenuItem[]; warnings: ParseWarning[] } {
  const warnings: ParseWarning[] = [];
  const data = (response as { data?: { list?: unknown } } | null)?.data;
  if (typeof response !== 'object' || response === null || typeof data !== 'object' || data === null) {
    return { items: [], warnings: [{ path: 'data', reason: 'invalid format: expected { data: { list } }' }] };
  }
  return { items: parseItems(data.list, 'data.list', warnings), warnings };
}
