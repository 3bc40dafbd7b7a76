/**
 * The item types, one module each (docs/architecture.md "Item types"). The order is the order
 * messages, the JSON Schema and the console's type list show them in.
 */
import type { FieldKind } from './define.ts';
import { group } from './group.ts';
import { link } from './link.ts';
import { market } from './market.ts';
import { menu } from './menu.ts';
import { promo } from './promo.ts';
import { SHARED_FIELDS } from './sharedFields.ts';
import { text } from './text.ts';

export const ITEM_MODULES = [link, menu, group, text, market, promo] as const;

/**
 * Each type's fields by kind, shared then its own, as [name, declaration]: what the engine resolves
 * an item by and the console draws it from (no zod, like the modules).
 */
export const FIELDS_BY_TYPE = Object.fromEntries(
  ITEM_MODULES.map((m) => [m.type, Object.entries({ ...SHARED_FIELDS, ...(m.fields as Record<string, FieldKind>) })]),
) as Record<(typeof ITEM_MODULES)[number]['type'], [string, FieldKind][]>;
