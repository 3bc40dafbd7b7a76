/**
 * Menu and footer entries, written once in zod/mini: the server checks region configs with them,
 * the ops console drafts, and the browser the bootstrap answer. Each item type is one module in
 * schemas/items/ (its own fields, help, words and remote mapping); the shared fields are in
 * schemas/items/shared.ts. This file builds the schema of each type and their union from them, and
 * the types are inferred (engine/resolveItems.ts builds the drawn item by spreading them).
 *
 * Adding an item type: docs/architecture.md "Item types".
 */
import * as z from 'zod/mini';
import { MARKET_KINDS, TAG_TYPES } from './enums.ts';
import type { FieldKind, ValuesOf } from './items/define.ts';
import { FIELDS_BY_TYPE, ITEM_MODULES } from './items/index.ts';
import { fieldSchema, I18nFrom, I18nText, type NavTag } from './items/shared.ts';
import { SHARED_FIELDS } from './items/sharedFields.ts';

export const MarketKind = z.enum(MARKET_KINDS);
export type MarketKind = z.infer<typeof MarketKind>;
export { Badge, I18nText, NavTag, schemaOf, TagType } from './items/shared.ts';
export { FIELDS_BY_TYPE, ITEM_MODULES, MARKET_KINDS, SHARED_FIELDS, TAG_TYPES };

type Module = (typeof ITEM_MODULES)[number];
export type NavItemType = Module['type'];
export const NAV_ITEM_TYPES = ITEM_MODULES.map((m) => m.type) as NavItemType[];

/** The module declaring one item type. */
export type ItemModuleOf<T extends NavItemType> = Extract<Module, { type: T }>;
const MODULES = Object.fromEntries(ITEM_MODULES.map((m) => [m.type, m])) as { [T in NavItemType]: ItemModuleOf<T> };

/** A config item: the shared fields, the fields of its own type, its type, and its children. */
export type NavItem = {
  [T in NavItemType]: ValuesOf<typeof SHARED_FIELDS & ItemModuleOf<T>['fields'], NavTag> & { type: T; children?: NavItem[] };
}[NavItemType];
/** The item of one type. */
export type NavItemOf<T extends NavItemType> = Extract<NavItem, { type: T }>;

/**
 * How the ops console's form edits a field, from its kind: a choice among its values (`numeric`:
 * stored as a number), a line of text (`required`: never dropped; `showKey`: the label names the
 * JSON key too; `numeric`: stored as a number), or a checkbox (unchecked drops it). Lists and
 * conditions have forms of their own, translations the translation rows.
 */
export type EditorField =
  | { kind: 'select'; options: readonly string[]; none: string; numeric?: true }
  | { kind: 'text'; placeholder?: string; required?: true; showKey?: true; numeric?: true }
  | { kind: 'check' };

/** One field of an item: its kind, its schema (with its help), the words ops read for it, its console control. */
export interface ItemField {
  kind: FieldKind | null;
  schema: z.ZodMiniType;
  label: string;
  editor?: EditorField;
}

function editorOf(field: FieldKind): EditorField | undefined {
  switch (field.kind) {
    case 'choice': {
      const numeric = field.values.some((v) => typeof v === 'number');
      return { kind: 'select', options: field.values.map(String), none: field.none ?? 'none', ...(numeric ? { numeric: true } : {}) };
    }
    case 'text':
      return { kind: 'text', placeholder: field.placeholder, required: field.required };
    case 'link':
      return { kind: 'text', placeholder: '/path or https://allowed.host/', required: field.required, showKey: true };
    case 'image':
      return { kind: 'text', placeholder: field.placeholder, required: field.required };
    case 'number':
      return { kind: 'text', required: field.required, numeric: true };
    case 'boolean':
      return { kind: 'check' };
    default:
      return undefined;
  }
}

/** A field's declaration, schema and control, with its translations and their sources after a translated text. */
function fieldsOf(key: string, field: FieldKind): [string, ItemField][] {
  const own: [string, ItemField] = [key, { kind: field, schema: fieldSchema(field), label: field.label, editor: editorOf(field) }];
  if (field.kind !== 'text' || !field.translated) return [own];
  const what = field.label.toLowerCase();
  return [
    own,
    [`${key}_i18n`, { kind: null, schema: z.optional(I18nText), label: `${field.label} translations` }],
    [`${key}_i18n_from`, { kind: null, schema: z.optional(I18nFrom), label: `English each ${what} translation was made from` }],
  ];
}

/** Each type's fields, shared then its own, with their schemas and controls (the translation keys beside their text). */
export const ITEM_FIELDS_OF = Object.fromEntries(
  NAV_ITEM_TYPES.map((type) => [type, FIELDS_BY_TYPE[type].flatMap(([key, field]) => fieldsOf(key, field))]),
) as Record<NavItemType, [string, ItemField][]>;

/** Every field an item may have, shared then each type's own, as [name, declaration] (a name once, its first declaration). */
export const ITEM_FIELDS: [string, ItemField][] = [
  ...new Map(Object.values(ITEM_FIELDS_OF).flatMap((fields) => fields.map(([key, f]) => [key, f] as const))),
];

const typeHelp = ITEM_MODULES.map((m) => m.about).join('; ');

function itemOf(type: NavItemType) {
  const module: Module = MODULES[type];
  const object = z.strictObject({
    ...Object.fromEntries(ITEM_FIELDS_OF[type].map(([key, field]) => [key, field.schema])),
    type: z.literal(type).check(z.describe(typeHelp)),
    children: z.optional(z.array(z.lazy((): z.ZodMiniType<NavItem> => NavItem))),
  });
  const needs = module.needs;
  if (!needs) return object;
  const { field, message } = needs;
  return object.check(
    z.refine(
      (item: Record<string, unknown>) =>
        field === 'children' ? ((item.children as unknown[] | undefined)?.length ?? 0) > 0 : Boolean(item[field]),
      { path: [field], message },
    ),
  );
}

/** One schema per item type, made from its module. */
export const ITEM_SCHEMAS = Object.fromEntries(NAV_ITEM_TYPES.map((type) => [type, itemOf(type)])) as unknown as {
  [T in NavItemType]: z.ZodMiniType<NavItemOf<T>>;
};

/** Any item: the union of the item types, told apart by `type`; an unknown type is named. */
type Option = z.ZodMiniObject<{ type: z.ZodMiniLiteral<NavItemType> }>;
export const NavItem = z.discriminatedUnion('type', Object.values(ITEM_SCHEMAS) as unknown as [Option], {
  error: (issue) =>
    issue.code === 'invalid_union' && issue.note === 'No matching discriminator'
      ? `unknown item type ${JSON.stringify(issue.input && typeof issue.input === 'object' ? (issue.input as { type?: unknown }).type : undefined)}; item types are: ${NAV_ITEM_TYPES.join(', ')}`
      : undefined,
}) as unknown as z.ZodMiniType<NavItem>;
