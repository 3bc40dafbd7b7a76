/** The zod parts of the shared fields (schemas/items/sharedFields.ts declares the fields by kind). */
import * as z from 'zod/mini';
import { TAG_TYPES } from '../enums.ts';
import { Lang } from '../site.ts';
import { BADGES } from './sharedFields.ts';

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
export const Badge = z.enum(BADGES);
export type Badge = z.infer<typeof Badge>;
