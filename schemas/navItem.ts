/**
 * Menu and footer entries, one schema per item type, written once in zod/mini: the server checks
 * region configs with it, the ops console drafts, and the browser the bootstrap answer. The types
 * are inferred from it; engine/resolveItems.ts builds the drawn item by spreading this type.
 *
 * Adding an item type: its schema here (in ITEM_TYPES), its component in renderer/items/ and the
 * registry (renderer/registry.tsx), and a test (README "Adding an item type").
 */
import * as z from 'zod/mini';
import { Condition } from './condition.ts';
import { MARKET_KINDS, TAG_TYPES } from './enums.ts';
import { Lang } from './site.ts';
import { HOVER_GAPS } from './specConstants.ts';

export { MARKET_KINDS, TAG_TYPES };

const about = z.describe;

export const TagType = z.enum(TAG_TYPES);

export const NavTag = z.strictObject({
  type: TagType,
  code: z.optional(z.string()).check(about('Compliance code: the tag is dropped when the menu list holds it')),
  word: z.optional(z.string()),
  light_icon: z.optional(z.string()),
  dark_icon: z.optional(z.string()),
});
export type NavTag = z.infer<typeof NavTag>;

/** SPEC §9 label badges. */
export const Badge = z.enum(['referral20', 'new', 'hot', 'zeroFees']);
export type Badge = z.infer<typeof Badge>;

/** Translations of a label: English is the `label` itself, other languages optional. */
export const I18nText = z.partialRecord(Lang, z.string());

export const MarketKind = z.enum(MARKET_KINDS);
export type MarketKind = z.infer<typeof MarketKind>;

/** The fields every item type shares (the children come in `itemOf`, which closes the recursion). */
const itemFields = {
  id: z
    .string()
    .check(
      z.regex(/^[a-z0-9][a-z0-9_.-]*$/, 'id: lower-case letters, digits, _ . - only'),
      about('Unique among its siblings; region files hide or place items by it (lower-case letters, digits, _ . -)'),
    ),
  label: z.string().check(about('The English text; translations come from region-configs/i18n or label_i18n')),
  label_i18n: z.optional(I18nText),
  desc: z.optional(z.string()).check(about('A line under the label in a panel')),
  desc_i18n: z.optional(I18nText),
  href: z.optional(z.string()).check(about('Relative paths get the language prefix; absolute must be https')),
  external: z.optional(z.boolean()).check(about('Open in a new tab')),
  icon: z.optional(z.string()),
  icon_dark: z.optional(z.string()).check(about('Icon on the dark theme; the light icon when absent')),
  image: z.optional(z.string()).check(about('A picture for the entry (banner)')),
  image_dark: z.optional(z.string()),
  image_only: z.optional(z.boolean()).check(about('The image stands for the label (the label is its alt text)')),
  badge: z.optional(Badge).check(about('A small badge beside the label: new, hot, zero fees or 20% referral')),
  tags: z.optional(z.array(NavTag)),
  show_mode: z.optional(z.enum(['vertical', 'horizontal'])),
  split: z.optional(z.union([z.literal(6), z.literal(8)])),
  hover_gap: z.optional(z.literal(HOVER_GAPS)),
  market: z.optional(MarketKind).check(about('The market panel a market item opens')),
  analytics: z.optional(z.string()),
  when: z.optional(Condition),
};

type ItemFields = z.infer<z.ZodMiniObject<typeof itemFields>>;

/**
 * The item types the renderer knows (one registry maps each to a component), with what each
 * needs beyond the shared fields. The order is the order messages list them in.
 */
const ITEM_RULES = {
  /** A plain entry. */
  link: { needs: 'href', message: 'a link needs an href', about: 'link: a plain entry' },
  /** Opens a panel of children. */
  menu: { needs: 'children', message: 'a menu needs children', about: 'menu: opens a panel of entries' },
  /** A titled column inside a panel. */
  group: { needs: 'children', message: 'a group needs children', about: 'group: a titled column in a panel' },
  /** Prose, e.g. a regulatory statement. */
  text: { needs: null, message: '', about: 'text: a statement' },
  /** Opens the market dropdown panel of its `market` kind. */
  market: { needs: 'market', message: 'a market item needs a market kind', about: 'market: opens a market panel' },
} as const satisfies Record<string, { needs: keyof ItemFields | 'children' | null; message: string; about: string }>;

export type NavItemType = keyof typeof ITEM_RULES;
export const NAV_ITEM_TYPES = Object.keys(ITEM_RULES) as NavItemType[];

/** A config item: the shared fields, its type, and its children (menus and groups need them). */
export type NavItem = { [T in NavItemType]: ItemFields & { type: T; children?: NavItem[] } }[NavItemType];
/** The item of one type. */
export type NavItemOf<T extends NavItemType> = Extract<NavItem, { type: T }>;

const typeHelp = Object.values(ITEM_RULES)
  .map((r) => r.about)
  .join('; ');

function itemOf<T extends NavItemType>(type: T) {
  const rule = ITEM_RULES[type];
  const needs = rule.needs;
  const object = z.strictObject({
    ...itemFields,
    type: z.literal(type).check(about(typeHelp)),
    children: z.optional(z.array(z.lazy((): z.ZodMiniType<NavItem> => NavItem))),
  });
  if (!needs) return object;
  return object.check(
    z.refine((item) => (needs === 'children' ? (item.children?.length ?? 0) > 0 : Boolean(item[needs])), {
      path: [needs],
      message: rule.message,
    }),
  );
}

/** One schema per item type, made from ITEM_RULES. */
export const ITEM_SCHEMAS = Object.fromEntries(NAV_ITEM_TYPES.map((type) => [type, itemOf(type)])) as {
  [T in NavItemType]: ReturnType<typeof itemOf<T>>;
};

/** Any item: the union of the item types, told apart by `type`; an unknown type is named. */
export const NavItem: z.ZodMiniType<NavItem> = z.discriminatedUnion('type', Object.values(ITEM_SCHEMAS) as [ReturnType<typeof itemOf>], {
  error: (issue) =>
    issue.code === 'invalid_union' && issue.note === 'No matching discriminator'
      ? `unknown item type ${JSON.stringify(issue.input && typeof issue.input === 'object' ? (issue.input as { type?: unknown }).type : undefined)}; item types are: ${NAV_ITEM_TYPES.join(', ')}`
      : undefined,
});
