/**
 * The item types, one module each (README "Adding an item type"). The order is the order
 * messages, the JSON Schema and the console's type list show them in.
 */
import { group } from './group.ts';
import { link } from './link.ts';
import { market } from './market.ts';
import { menu } from './menu.ts';
import { text } from './text.ts';

export const ITEM_MODULES = [link, menu, group, text, market] as const;
