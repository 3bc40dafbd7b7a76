import type { VisibilityContext } from '../schemas/context.ts';
import type { NavItem, NavItemOf, NavItemType, NavTag } from '../schemas/navItem.ts';
import { DEFAULT_HOVER_GAP, type HoverGap } from '../schemas/specConstants.ts';
import { buildHref, isAbsolute, type LinkOptions, safeAssetSrc } from './links.ts';
import { checkCondition, type HiddenReason, keepTags } from './visibility.ts';

/** What resolving adds to or settles on every item, whatever its type. */
interface Drawn {
  /** Where the item came from, e.g. `header.main[2].children[0]`: error boundaries and ops name it. */
  path: string;
  external: boolean;
  tags: NavTag[];
  show_mode: NonNullable<NavItem['show_mode']>;
  hover_gap: HoverGap;
  children: ResolvedItem[];
}
type Settled =
  | 'label_i18n'
  | 'label_i18n_from'
  | 'desc_i18n'
  | 'desc_i18n_from'
  | 'when'
  | 'children'
  | 'external'
  | 'tags'
  | 'show_mode'
  | 'hover_gap';

/** The drawn item of one type: its config fields (shared and its type's own) and what resolving settles. */
export type ResolvedItemOf<T extends NavItemType> = T extends NavItemType ? Omit<NavItemOf<T>, Settled> & Drawn : never;

/**
 * An item as the renderer draws it: the config item's own fields (schemas/navItem.ts), with the
 * label and description in the context's language, the href built and safe, icons and images from
 * allowed hosts, defaults filled in and only the visible children, resolved.
 */
export type ResolvedItem = ResolvedItemOf<NavItemType>;

export interface HiddenItem extends HiddenReason {
  id: string;
  path: string;
  label: string;
}

export interface Resolved {
  visible: ResolvedItem[];
  hidden: HiddenItem[];
}

function resolveOne(item: NavItem, path: string, ctx: VisibilityContext, links: LinkOptions, hidden: HiddenItem[]): ResolvedItem | null {
  const hide = (reason: HiddenReason) => {
    hidden.push({ id: item.id, path, label: item.label, ...reason });
    return null;
  };
  const reason = checkCondition(item.when, ctx);
  if (reason) return hide(reason);
  let href: string | undefined;
  if (item.href !== undefined) {
    const built = buildHref(item.href, ctx.lang, links);
    if (built === null) return hide({ rule: 'href', value: item.href, detail: 'link is not a safe relative path or allowed https URL' });
    href = built;
  }
  const children = resolveList(item.children ?? [], `${path}.children`, ctx, links, hidden);
  if ((item.type === 'menu' || item.type === 'group') && children.length === 0 && !href)
    return hide({ rule: 'children', value: 0, detail: 'every child is hidden' });
  const lang = ctx.lang;
  const { when: _when, label_i18n, desc_i18n, label_i18n_from: _lf, desc_i18n_from: _df, children: _children, ...fields } = item;
  // The spread keeps the fields of the item's own type, so the result is the drawn item of that type.
  return {
    ...fields,
    path,
    label: label_i18n?.[lang] ?? item.label,
    desc: desc_i18n?.[lang] ?? item.desc,
    href,
    external: item.external ?? (href !== undefined && isAbsolute(href)),
    // Images load by themselves: an icon from another site is dropped like an unsafe link.
    icon: safeAssetSrc(item.icon, links),
    icon_dark: safeAssetSrc(item.icon_dark, links),
    image: safeAssetSrc(item.image, links),
    image_dark: safeAssetSrc(item.image_dark, links),
    image_only: item.image_only && (item.image !== undefined || item.image_dark !== undefined) ? true : undefined,
    tags: keepTags(item.tags ?? [], ctx.compliance.menu).map((t) => withSafeIcons(t, links)),
    show_mode: item.show_mode ?? 'vertical',
    hover_gap: item.hover_gap ?? DEFAULT_HOVER_GAP,
    children,
  } as ResolvedItem;
}

function withSafeIcons(tag: NavTag, links: LinkOptions): NavTag {
  if (tag.light_icon === undefined && tag.dark_icon === undefined) return tag;
  return { ...tag, light_icon: safeAssetSrc(tag.light_icon, links), dark_icon: safeAssetSrc(tag.dark_icon, links) };
}

export function resolveList(
  items: readonly NavItem[],
  path: string,
  ctx: VisibilityContext,
  links: LinkOptions,
  hidden: HiddenItem[],
): ResolvedItem[] {
  const out: ResolvedItem[] = [];
  items.forEach((item, i) => {
    const r = resolveOne(item, `${path}[${i}]`, ctx, links, hidden);
    if (r) out.push(r);
  });
  return out;
}

/** Evaluates a list of config items for a context: the visible tree and why each other item is hidden. */
export function resolveItems(items: readonly NavItem[], ctx: VisibilityContext, path = 'items', links: LinkOptions = {}): Resolved {
  const hidden: HiddenItem[] = [];
  return { visible: resolveList(items, path, ctx, links, hidden), hidden };
}
