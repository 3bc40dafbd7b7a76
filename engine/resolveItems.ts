import { DEFAULT_HOVER_GAP, type HoverGap } from '../schemas/constants/menus.ts';
import type { VisibilityContext } from '../schemas/context.ts';
import type { FieldKind } from '../schemas/items/define.ts';
import { FIELDS_BY_TYPE, ITEM_MODULES } from '../schemas/items/index.ts';
import { TAG_FIELDS } from '../schemas/items/sharedFields.ts';
import type { NavItem, NavItemOf, NavItemType, NavTag } from '../schemas/navItem.ts';
import { buildHref, isAbsolute, type LinkOptions, safeAssetSrc } from './links.ts';
import { checkCondition, conditionReasons, type HiddenReason, keepTags, withOthers } from './visibility.ts';

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
type Settled = `${string}_i18n` | `${string}_i18n_from` | 'when' | 'children' | 'external' | 'tags' | 'show_mode' | 'hover_gap';

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

/** The fields resolving sets itself on every drawn item. */
const SETTLED = new Set(['when', 'external', 'image_only', 'tags', 'show_mode', 'hover_gap']);

/** Each type's fields by what resolving does with them (schemas/items/: the kinds), worked out once. */
const RESOLVED_BY = Object.fromEntries(
  Object.entries(FIELDS_BY_TYPE).map(([type, fields]) => {
    const of = (kind: string) => fields.filter(([, f]) => f.kind === kind).map(([key]) => key);
    const translated = fields.filter(([, f]) => f.kind === 'text' && f.translated).map(([key]) => key);
    // Copied in the declared order, so every drawn item of a type has the same shape (one hidden
    // class for the engine that runs it); what resolving settles is set after them.
    const copied = fields.map(([key]) => key).filter((key) => !SETTLED.has(key));
    return [type, { links: of('link'), images: of('image'), translated, copied }];
  }),
) as Record<string, { links: string[]; images: string[]; translated: string[]; copied: string[] }>;
const NONE = { links: [], images: [], translated: [], copied: [] };
/** The types whose module says they need children: drawn only while one of their children is visible (or they have a link). */
const NEED_CHILDREN = new Set<string>(ITEM_MODULES.filter((m) => m.needs?.field === 'children').map((m) => m.type));
/** A tag's pictures (its `image` fields, schemas/items/sharedFields.ts). */
const TAG_IMAGES = Object.entries(TAG_FIELDS as Record<string, FieldKind>)
  .filter(([, f]) => f.kind === 'image')
  .map(([key]) => key);

function hide(hidden: HiddenItem[], item: NavItem, path: string, reason: HiddenReason): null {
  hidden.push({ id: item.id, path, label: item.label, ...reason });
  return null;
}

const NO_TAGS: NavTag[] = [];

function resolveOne(item: NavItem, path: string, ctx: VisibilityContext, links: LinkOptions, hidden: HiddenItem[]): ResolvedItem | null {
  // The first failing check decides; only then are the others looked for, so ops read every reason.
  if (checkCondition(item.when, ctx)) return hide(hidden, item, path, withOthers(conditionReasons(item.when, ctx)) as HiddenReason);
  const by = RESOLVED_BY[item.type] ?? NONE;
  const from = item as unknown as Record<string, unknown>;
  // Every link goes through the one URL allow-list: an item whose link is unsafe is not drawn.
  let built: Record<string, string> | undefined;
  for (const key of by.links) {
    if (from[key] === undefined) continue;
    const safe = buildHref(from[key], ctx.lang, links);
    if (safe === null)
      return hide(hidden, item, path, {
        rule: 'href',
        value: from[key],
        detail: `${key}: link is not a safe relative path or allowed https URL`,
      });
    built ??= {};
    built[key] = safe;
  }
  const href = built?.href ?? (item.href === undefined ? undefined : item.href);
  const children = item.children?.length ? resolveList(item.children, `${path}.children`, ctx, links, hidden) : [];
  if (NEED_CHILDREN.has(item.type) && children.length === 0 && !href)
    return hide(hidden, item, path, { rule: 'children', value: 0, detail: 'every child is hidden' });
  // The result keeps the fields of the item's own type, so it is the drawn item of that type.
  const out: Record<string, unknown> = { type: item.type };
  for (const key of by.copied) out[key] = from[key];
  if (built) Object.assign(out, built);
  // Images load by themselves: one from another site is dropped like an unsafe link.
  for (const key of by.images) if (from[key] !== undefined) out[key] = safeAssetSrc(from[key], links);
  for (const key of by.translated) {
    const translations = from[`${key}_i18n`] as Partial<Record<string, string>> | undefined;
    out[key] = translations?.[ctx.lang] ?? from[key];
  }
  out.path = path;
  out.external = item.external ?? (href !== undefined && isAbsolute(href));
  out.image_only = item.image_only && (item.image !== undefined || item.image_dark !== undefined) ? true : undefined;
  out.tags = item.tags?.length ? keepTags(item.tags, ctx.compliance.menu).map((t) => withSafeIcons(t, links)) : NO_TAGS;
  out.show_mode = item.show_mode ?? 'vertical';
  out.hover_gap = item.hover_gap ?? DEFAULT_HOVER_GAP;
  out.children = children;
  return out as unknown as ResolvedItem;
}

function withSafeIcons(tag: NavTag, links: LinkOptions): NavTag {
  const from = tag as Record<string, unknown>;
  if (TAG_IMAGES.every((key) => from[key] === undefined)) return tag;
  const out: Record<string, unknown> = { ...tag };
  for (const key of TAG_IMAGES) out[key] = safeAssetSrc(from[key], links);
  return out as NavTag;
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
