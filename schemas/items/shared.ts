/**
 * The fields every item type shares, each with its help and the words ops read for it. A field
 * only one type uses belongs in that type's module (schemas/items/<type>.ts), not here.
 */
import * as z from 'zod/mini';
import { Condition } from '../condition.ts';
import { TAG_TYPES } from '../enums.ts';
import { Lang } from '../site.ts';
import { HOVER_GAPS } from '../specConstants.ts';
import type { ItemField } from './define.ts';

const about = z.describe;

/** Translations of a label: English is the `label` itself, other languages optional. */
export const I18nText = z.partialRecord(Lang, z.string());

/**
 * For each translation, the English text it was made from (engine/i18n/itemTranslations.ts): when
 * the English changes the translation stays on the page and the console marks it "needs review".
 */
export const I18nFrom = z
  .partialRecord(Lang, z.string())
  .check(about('The English text each translation was made from; a translation made from another English text needs review'));

/** A text's translations and what each was made from, as `{field}_i18n` and `{field}_i18n_from`. */
export function translationsOf<F extends string>(field: F) {
  return { [`${field}_i18n`]: z.optional(I18nText), [`${field}_i18n_from`]: z.optional(I18nFrom) } as {
    [K in `${F}_i18n` | `${F}_i18n_from`]: z.ZodMiniOptional<typeof I18nText>;
  };
}

export const TagType = z.enum(TAG_TYPES);

export const NavTag = z.strictObject({
  type: TagType,
  code: z.optional(z.string()).check(about('Compliance code: the tag is dropped when the menu list holds it')),
  word: z.optional(z.string()),
  ...translationsOf('word'),
  light_icon: z.optional(z.string()),
  dark_icon: z.optional(z.string()),
});
export type NavTag = z.infer<typeof NavTag>;

/** SPEC §9 label badges. */
export const Badge = z.enum(['referral20', 'new', 'hot', 'zeroFees']);
export type Badge = z.infer<typeof Badge>;

export const SHARED_FIELDS = {
  id: {
    schema: z
      .string()
      .check(
        z.regex(/^[a-z0-9][a-z0-9_.-]*$/, 'id: lower-case letters, digits, _ . - only'),
        about('Unique among its siblings; region files hide or place items by it (lower-case letters, digits, _ . -)'),
      ),
    label: 'Id',
    editor: { kind: 'text', required: true },
  },
  label: {
    schema: z.string().check(about('The English text; its translations are in label_i18n')),
    label: 'Label',
    editor: { kind: 'text', required: true },
  },
  label_i18n: { schema: z.optional(I18nText), label: 'Label translations' },
  label_i18n_from: { schema: z.optional(I18nFrom), label: 'English each label translation was made from' },
  desc: {
    schema: z.optional(z.string()).check(about('A line under the label in a panel')),
    label: 'Description',
    editor: { kind: 'text' },
  },
  desc_i18n: { schema: z.optional(I18nText), label: 'Description translations' },
  desc_i18n_from: { schema: z.optional(I18nFrom), label: 'English each description translation was made from' },
  href: {
    schema: z.optional(z.string()).check(about('Relative paths get the language prefix; absolute must be https')),
    label: 'Link',
    editor: { kind: 'text', placeholder: '/path or https://allowed.host/', showKey: true },
  },
  external: {
    schema: z.optional(z.boolean()).check(about('Open in a new tab')),
    label: 'Opens in a new tab',
    editor: { kind: 'check' },
  },
  icon: { schema: z.optional(z.string()), label: 'Icon', editor: { kind: 'text', placeholder: '/icons/name.svg' } },
  icon_dark: {
    schema: z.optional(z.string()).check(about('Icon on the dark theme; the light icon when absent')),
    label: 'Dark-theme icon',
    editor: { kind: 'text' },
  },
  image: { schema: z.optional(z.string()).check(about('A picture for the entry (banner)')), label: 'Picture', editor: { kind: 'text' } },
  image_dark: { schema: z.optional(z.string()), label: 'Dark-theme picture', editor: { kind: 'text' } },
  image_only: {
    schema: z.optional(z.boolean()).check(about('The image stands for the label (the label is its alt text)')),
    label: 'Picture instead of the label',
    editor: { kind: 'check' },
  },
  badge: {
    schema: z.optional(Badge).check(about('A small badge beside the label: new, hot, zero fees or 20% referral')),
    label: 'Badge',
    editor: { kind: 'select', options: Badge.options, none: 'none' },
  },
  tags: { schema: z.optional(z.array(NavTag)), label: 'Tags' },
  // The panel's layout is shared: a market entry with children draws as a menu, a group lays out
  // its column with show_mode, and the remote menu gives every entry a show_mode.
  show_mode: {
    schema: z.optional(z.enum(['vertical', 'horizontal'])),
    label: 'Panel layout',
    editor: { kind: 'select', options: ['vertical', 'horizontal'], none: 'default (vertical)' },
  },
  split: {
    schema: z.optional(z.union([z.literal(6), z.literal(8)])),
    label: 'Columns split',
    editor: { kind: 'select', options: ['6', '8'], none: 'none', numeric: true },
  },
  hover_gap: {
    schema: z.optional(z.literal(HOVER_GAPS)),
    label: 'Panel offset',
    editor: { kind: 'select', options: HOVER_GAPS.map(String), none: 'default', numeric: true },
  },
  analytics: { schema: z.optional(z.string()), label: 'Analytics name', editor: { kind: 'text' } },
  when: { schema: z.optional(Condition), label: 'Who sees it' },
} as const satisfies Record<string, ItemField>;
