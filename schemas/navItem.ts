/**
 * Menu and footer entries, written once in zod/mini: the server checks region configs with them,
 * the ops console drafts, and the browser the bootstrap answer. Each item type is one module in
 * schemas/items/ (its own fields, help, words and remote mapping); the shared fields are in
 * schemas/items/shared.ts. This file builds the schema of each type and their union from them, and
 * the types are inferred (engine/resolveItems.ts builds the drawn item by spreading them).
 *
 * Adding an item type: README "Adding an item type".
 */
import * as z from 'zod/mini';
import { MARKET_KINDS, TAG_TYPES } from './enums.ts';
import { type ItemField, type OwnField, type OwnValue, type ShapeOf, shapeOf } from './items/define.ts';
import { ITEM_MODULES } from './items/index.ts';
import { SHARED_FIELDS } from './items/shared.ts';

export const MarketKind = z.enum(MARKET_KINDS);
export type MarketKind = z.infer<typeof MarketKind>;
export { Badge, I18nText, NavTag, TagType } from './items/shared.ts';
export { ITEM_MODULES, MARKET_KINDS, SHARED_FIELDS, TAG_TYPES };

type Module = (typeof ITEM_MODULES)[number];
export type NavItemType = Module['type'];
export const NAV_ITEM_TYPES = ITEM_MODULES.map((m) => m.type) as NavItemType[];

/** The module declaring one item type. */
export type ItemModuleOf<T extends NavItemType> = Extract<Module, { type: T }>;
const MODULES = Object.fromEntries(ITEM_MODULES.map((m) => [m.type, m])) as { [T in NavItemType]: ItemModuleOf<T> };

type SharedValues = z.infer<z.ZodMiniObject<ShapeOf<typeof SHARED_FIELDS>>>;
type OwnValues<F extends Record<string, OwnField>> = { [K in keyof F]?: OwnValue<F[K]> };

/** A config item: the shared fields, the fields of its own type, its type, and its children. */
export type NavItem = {
  [T in NavItemType]: SharedValues & OwnValues<ItemModuleOf<T>['fields']> & { type: T; children?: NavItem[] };
}[NavItemType];
/** The item of one type. */
export type NavItemOf<T extends NavItemType> = Extract<NavItem, { type: T }>;

/** An own field's schema, label and console control, from its zod-free declaration. */
function ownField(field: OwnField): ItemField {
  const schema = field.kind === 'choice' ? z.optional(z.enum(field.values as [string, ...string[]])) : z.optional(z.string());
  return {
    schema: field.help ? schema.check(z.describe(field.help)) : schema,
    label: field.label,
    editor:
      field.kind === 'choice'
        ? { kind: 'select', options: field.values, none: field.none ?? 'none' }
        : { kind: 'text', placeholder: field.placeholder },
  };
}
const OWN_FIELDS = Object.fromEntries(
  ITEM_MODULES.map((m) => [
    m.type,
    Object.fromEntries(Object.entries(m.fields as Record<string, OwnField>).map(([key, field]) => [key, ownField(field)])),
  ]),
) as Record<NavItemType, Record<string, ItemField>>;

/** Every field an item may have, shared then each type's own, as [name, declaration]. */
export const ITEM_FIELDS: [string, ItemField][] = [SHARED_FIELDS, ...Object.values(OWN_FIELDS)].flatMap((fields) =>
  Object.entries(fields as Record<string, ItemField>),
);

const typeHelp = ITEM_MODULES.map((m) => m.about).join('; ');
const sharedShape = shapeOf(SHARED_FIELDS);

function itemOf(type: NavItemType) {
  const module: Module = MODULES[type];
  const object = z.strictObject({
    ...sharedShape,
    ...shapeOf(OWN_FIELDS[type]),
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
