/** The zod parts of the shared fields (schemas/items/sharedFields.ts declares the fields by kind). */
import * as z from 'zod/mini';
import { Condition } from '../condition.ts';
import { TAG_TYPES } from '../enums.ts';
import { Lang } from '../site.ts';
import type { FieldKind, ValuesOf } from './define.ts';
import { BADGES, TAG_FIELDS } from './sharedFields.ts';

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

/** The schema of a field of a kind, wherever it is declared (an item's, a tag's, a region's, a remote entry's own). */
export function schemaOf(field: FieldKind): z.ZodMiniType {
  switch (field.kind) {
    case 'choice':
      return field.values.every((v) => typeof v === 'string')
        ? z.enum(field.values as [string, ...string[]])
        : z.literal(field.values as [number, ...number[]]);
    case 'text':
      return field.pattern ? z.string().check(z.regex(field.pattern.regex, field.pattern.message)) : z.string();
    case 'link':
    case 'image':
      return z.string();
    case 'number': {
      const checks = [...(field.min === undefined ? [] : [z.gte(field.min)]), ...(field.max === undefined ? [] : [z.lte(field.max)])];
      return checks.length ? z.number().check(...checks) : z.number();
    }
    case 'boolean':
      return z.boolean();
    case 'list':
      return z.array(NavTag);
    case 'condition':
      return Condition;
  }
}

/** A declared field's schema as an object holds it: optional unless `required`, with its help. */
export function fieldSchema(field: FieldKind): z.ZodMiniType {
  const schema = field.required ? schemaOf(field) : z.optional(schemaOf(field));
  return field.help ? schema.check(z.describe(field.help)) : schema;
}

/** The shape of a record of declared fields, each translated text with its `{name}_i18n` and `{name}_i18n_from`. */
export function shapeOf(fields: Record<string, FieldKind>): Record<string, z.ZodMiniType> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([key, field]) => [
      [key, fieldSchema(field)],
      ...(field.kind === 'text' && field.translated ? Object.entries(translationsOf(key)) : []),
    ]),
  );
}

/** A tag, from its declared fields (schemas/items/sharedFields.ts). */
export type NavTag = ValuesOf<typeof TAG_FIELDS, never>;
export const NavTag = z.strictObject(shapeOf(TAG_FIELDS)) as unknown as z.ZodMiniType<NavTag> & {
  shape: Record<string, z.ZodMiniType>;
};

/** SPEC §9 label badges. */
export const Badge = z.enum(BADGES);
export type Badge = z.infer<typeof Badge>;
