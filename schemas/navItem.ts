import * as z from 'zod';
import { Condition } from './condition.ts';
import { MARKET_KINDS, NAV_ITEM_TYPES, TAG_TYPES } from './enums.ts';

export { MARKET_KINDS, NAV_ITEM_TYPES, TAG_TYPES };

import { Lang } from './site.ts';
import { HOVER_GAPS, type HoverGap } from './specConstants.ts';

export const TagType = z.enum(TAG_TYPES);

export const NavTag = z
  .object({
    type: TagType,
    code: z.string().optional().describe('Compliance code: the tag is dropped when the menu list holds it'),
    word: z.string().optional(),
    light_icon: z.string().optional(),
    dark_icon: z.string().optional(),
  })
  .strict();
export type NavTag = z.infer<typeof NavTag>;

/** SPEC §9 label badges. */
export const Badge = z.enum(['referral20', 'new', 'hot', 'zeroFees']);
export type Badge = z.infer<typeof Badge>;

/** Translations of a label: English is the `label` itself, other languages optional. */
export const I18nText = z.partialRecord(Lang, z.string());

/**
 * The item types the renderer knows (one registry maps each to a component). `menu` opens a panel
 * of children; `group` is a titled column inside a panel; `link` is a plain entry; `text` is prose
 * (regulatory statements); `market` opens a market dropdown panel of the given market.
 */
export const NavItemType = z.enum(NAV_ITEM_TYPES);
export type NavItemType = z.infer<typeof NavItemType>;

export const MarketKind = z.enum(MARKET_KINDS);
export type MarketKind = z.infer<typeof MarketKind>;

export interface NavItem {
  id: string;
  type: NavItemType;
  label: string;
  label_i18n?: Partial<Record<Lang, string>>;
  desc?: string;
  desc_i18n?: Partial<Record<Lang, string>>;
  href?: string;
  external?: boolean;
  icon?: string;
  /** The icon on the dark theme (the light `icon` when absent). */
  icon_dark?: string;
  /** A picture for the entry (a banner); with `image_only` it stands for the label. */
  image?: string;
  image_dark?: string;
  image_only?: boolean;
  badge?: Badge;
  tags?: NavTag[];
  show_mode?: 'vertical' | 'horizontal';
  split?: 6 | 8;
  hover_gap?: HoverGap;
  market?: MarketKind;
  analytics?: string;
  when?: Condition;
  children?: NavItem[];
}

export const NavItem: z.ZodType<NavItem> = z.lazy(() =>
  z
    .object({
      id: z
        .string()
        .regex(/^[a-z0-9][a-z0-9_.-]*$/, 'id: lower-case letters, digits, _ . - only')
        .describe('Unique among its siblings; region files hide or place items by it (lower-case letters, digits, _ . -)'),
      type: NavItemType.describe(
        'link: a plain entry; menu: opens a panel of entries; group: a titled column in a panel; text: a statement; market: opens a market panel',
      ),
      label: z.string().describe('The English text; translations come from region-configs/i18n or label_i18n'),
      label_i18n: I18nText.optional(),
      desc: z.string().optional().describe('A line under the label in a panel'),
      desc_i18n: I18nText.optional(),
      href: z.string().optional().describe('Relative paths get the language prefix; absolute must be https'),
      external: z.boolean().optional().describe('Open in a new tab'),
      icon: z.string().optional(),
      icon_dark: z.string().optional().describe('Icon on the dark theme; the light icon when absent'),
      image: z.string().optional().describe('A picture for the entry (banner)'),
      image_dark: z.string().optional(),
      image_only: z.boolean().optional().describe('The image stands for the label (the label is its alt text)'),
      badge: Badge.optional().describe('A small badge beside the label: new, hot, zero fees or 20% referral'),
      tags: z.array(NavTag).optional(),
      show_mode: z.enum(['vertical', 'horizontal']).optional(),
      split: z.union([z.literal(6), z.literal(8)]).optional(),
      hover_gap: z.literal(HOVER_GAPS).optional(),
      market: MarketKind.optional().describe('The market panel a market item opens'),
      analytics: z.string().optional(),
      when: Condition.optional(),
      children: z.array(NavItem).optional(),
    })
    .strict()
    .superRefine((item, ctx) => {
      if (item.type === 'link' && !item.href) ctx.addIssue({ code: 'custom', path: ['href'], message: 'a link needs an href' });
      if (item.type === 'market' && !item.market)
        ctx.addIssue({ code: 'custom', path: ['market'], message: 'a market item needs a market kind' });
      if ((item.type === 'menu' || item.type === 'group') && !item.children?.length)
        ctx.addIssue({ code: 'custom', path: ['children'], message: `a ${item.type} needs children` });
    }),
);
