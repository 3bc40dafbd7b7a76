/**
 * The fields every item type shares, declared by kind (schemas/items/define.ts) like a type's own
 * fields. A field only one type uses belongs in that type's module (schemas/items/<type>.ts), not here.
 */
import { HOVER_GAPS } from '../constants/menus.ts';
import { TAG_TYPES } from '../enums.ts';
import type { FieldKind } from './define.ts';

/** SPEC §9 label badges. */
export const BADGES = ['referral20', 'new', 'hot', 'zeroFees'] as const;

export const SHARED_FIELDS = {
  id: {
    kind: 'text',
    required: true,
    pattern: { regex: /^[a-z0-9][a-z0-9_.-]*$/, message: 'id: lower-case letters, digits, _ . - only' },
    help: 'Unique among its siblings; region files hide or place items by it (lower-case letters, digits, _ . -)',
    label: 'Id',
  },
  label: { kind: 'text', required: true, translated: true, help: 'The English text; its translations are in label_i18n', label: 'Label' },
  desc: { kind: 'text', translated: true, help: 'A line under the label in a panel', label: 'Description' },
  href: { kind: 'link', help: 'Relative paths get the language prefix; absolute must be https', label: 'Link' },
  external: { kind: 'boolean', help: 'Open in a new tab', label: 'Opens in a new tab' },
  icon: { kind: 'image', label: 'Icon', placeholder: '/icons/name.svg' },
  icon_dark: { kind: 'image', help: 'Icon on the dark theme; the light icon when absent', label: 'Dark-theme icon' },
  image: { kind: 'image', help: 'A picture for the entry (banner)', label: 'Picture' },
  image_dark: { kind: 'image', label: 'Dark-theme picture' },
  image_only: {
    kind: 'boolean',
    help: 'The image stands for the label (the label is its alt text)',
    label: 'Picture instead of the label',
  },
  badge: {
    kind: 'choice',
    values: BADGES,
    none: 'none',
    help: 'A small badge beside the label: new, hot, zero fees or 20% referral',
    label: 'Badge',
  },
  tags: { kind: 'list', of: 'tag', label: 'Tags' },
  // The panel's layout is shared: a market entry with children draws as a menu, a group lays out
  // its column with show_mode, and the remote menu gives every entry a show_mode.
  show_mode: { kind: 'choice', values: ['vertical', 'horizontal'], none: 'default (vertical)', label: 'Panel layout' },
  split: { kind: 'choice', values: [6, 8], none: 'none', label: 'Columns split' },
  hover_gap: { kind: 'choice', values: HOVER_GAPS, none: 'default', label: 'Panel offset' },
  analytics: { kind: 'text', label: 'Analytics name' },
  when: { kind: 'condition', label: 'Who sees it' },
} as const satisfies Record<string, FieldKind>;

/**
 * The fields of a tag (an item's `tags`): its icons are images like an item's, checked and drawn
 * through the one asset allow-list. A remote menu tag carries the same icons under the same names.
 */
export const TAG_FIELDS = {
  type: { kind: 'choice', values: TAG_TYPES, required: true, label: 'Tag type' },
  code: { kind: 'text', help: 'Compliance code: the tag is dropped when the menu list holds it', label: 'Compliance code' },
  word: { kind: 'text', translated: true, label: 'Tag word' },
  light_icon: { kind: 'image', label: 'Tag icon' },
  dark_icon: { kind: 'image', label: 'Dark-theme tag icon' },
} as const satisfies Record<string, FieldKind>;
