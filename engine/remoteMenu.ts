import { REMOTE_MENU_RETRIES, REMOTE_MENU_RETRY_MS } from '../schemas/constants/menus.ts';
import { TAG_TYPES } from '../schemas/enums.ts';
import { ITEM_MODULES } from '../schemas/items/index.ts';
import type { NavItem, NavItemType, NavTag } from '../schemas/navItem.ts';
import { parseRemoteMenu, type RemoteMenuItem, type RemoteTag } from '../schemas/remoteMenu.ts';
import { type DroppedRemoteItem, filterRemoteMenu } from './remoteFilter.ts';
import type { Placement } from './rules.ts';

export type { Placement };
// The placement filter lives in remoteFilter.ts (the rule part); the loader's callers import it from here.
export { type DroppedRemoteItem, filterRemoteMenu };

function toTag(t: RemoteTag): NavTag {
  return { type: TAG_TYPES[t.type - 1] ?? 'image', code: t.code, word: t.word, light_icon: t.light_icon, dark_icon: t.dark_icon };
}

function slug(code: string): string {
  const s = code
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, '-')
    .replace(/^[^a-z0-9]+/, '');
  return s || 'item';
}

/** The text of a title_key (or desc_key) in the page's language, when one is known. */
export type LabelFor = (key: string) => string | undefined;

/**
 * A key as words when nothing translates it ('nav.futures_guide' -> 'Futures guide'): a reader
 * never sees a raw key.
 */
export function humanizeKey(key: string): string {
  const last = key.split('.').filter(Boolean).at(-1) ?? key;
  const words = last
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

/**
 * Keys resolved through the region config's own items ('nav.quick_buy' -> the item `quick-buy`),
 * in the page's language: the remote menu's keys name the same entries the config does.
 */
export function configKeyLabels(items: readonly NavItem[], lang: string): LabelFor {
  type L = keyof NonNullable<NavItem['label_i18n']>;
  const labels = new Map<string, string>();
  const descs = new Map<string, string>();
  const walk = (list: readonly NavItem[]) => {
    for (const i of list) {
      const label = i.label_i18n?.[lang as L] ?? i.label;
      const desc = i.desc_i18n?.[lang as L] ?? i.desc;
      if (label && !labels.has(i.id)) labels.set(i.id, label);
      if (desc && !descs.has(i.id)) descs.set(i.id, desc);
      walk(i.children ?? []);
    }
  };
  walk(items);
  const find = (map: Map<string, string>, name: string) => map.get(name) ?? map.get(name.toLowerCase().replace(/_/g, '-'));
  return (key) => {
    const parts = key.split('.').filter(Boolean);
    const last = parts.at(-1) ?? key;
    // 'nav.spot.desc' is the description of the entry 'nav.spot'.
    if (last === 'desc' && parts.length > 1) return find(descs, parts.at(-2) ?? '');
    return find(labels, last);
  };
}

function labelOf(item: RemoteMenuItem, labelFor: LabelFor | undefined): string {
  if (item.title) return item.title;
  if (item.title_key) return labelFor?.(item.title_key) ?? humanizeKey(item.title_key);
  return humanizeKey(item.code);
}

/** The item types a remote entry may become, in the order they claim it (schemas/items/: `remote`). */
const REMOTE_TYPES = ITEM_MODULES.flatMap((m) =>
  'remote' in m
    ? [{ type: m.type as NavItemType, ...m.remote, own: ('fields' in m.remote ? m.remote.fields : []) as readonly string[] }]
    : [],
).sort((a, b) => a.rank - b.rank);

function remoteType(item: RemoteMenuItem, hasChildren: boolean) {
  const claimed = REMOTE_TYPES.find((t) => t.claims({ ...item, hasChildren }));
  // The text type claims every entry; without it this is a broken item type list, not bad data.
  if (!claimed)
    throw new Error(`no item type claims the remote entry "${item.code}"; item types: ${ITEM_MODULES.map((m) => m.type).join(', ')}`);
  return claimed;
}

/**
 * Remote items become config items so one renderer (and one visibility engine) draws both: the type
 * the first item type to claim the entry (a market kind, children, a URL, else text), its own
 * fields copied, theme variants of icons and images kept, keys shown as their text, and image-only
 * items as their picture (the label its alt text).
 */
export function remoteToNavItems(items: RemoteMenuItem[], labelFor?: LabelFor): NavItem[] {
  return items.map((item) => {
    const children = remoteToNavItems(item.children, labelFor);
    const { type, own } = remoteType(item, children.length > 0);
    const nav = {
      id: slug(item.code),
      type,
      label: labelOf(item, labelFor),
      show_mode: item.show_mode === 2 ? 'horizontal' : 'vertical',
      external: item.jump_type === 2,
      tags: item.tags.map(toTag),
    } as NavItem;
    const from = item as unknown as Record<string, unknown>;
    for (const key of own) if (from[key]) (nav as Record<string, unknown>)[key] = from[key];
    const desc = item.desc || (item.desc_key ? (labelFor?.(item.desc_key) ?? undefined) : undefined);
    if (desc) nav.desc = desc;
    if (item.jump_url) nav.href = item.jump_url;
    if (item.light_icon || item.dark_icon) nav.icon = item.light_icon || item.dark_icon;
    if (item.dark_icon && item.dark_icon !== nav.icon) nav.icon_dark = item.dark_icon;
    if (item.light_image || item.dark_image) {
      nav.image = item.light_image || item.dark_image;
      if (item.dark_image && item.dark_image !== nav.image) nav.image_dark = item.dark_image;
      if (!item.title && !item.title_key) nav.image_only = true;
    }
    if (children.length) nav.children = children;
    return nav;
  });
}

/**
 * SPEC §7: the remote menu is fetched with 3 retries 1 s apart. `attempt` resolves to a value or
 * undefined (failure); `sleep` is injected so tests need no timers.
 */
export async function withRetries<T>(
  attempt: () => Promise<T | undefined>,
  sleep: (ms: number) => Promise<void>,
  retries = REMOTE_MENU_RETRIES,
  delayMs = REMOTE_MENU_RETRY_MS,
): Promise<T | undefined> {
  for (let i = 0; ; i++) {
    let value: T | undefined;
    try {
      value = await attempt();
    } catch {
      value = undefined;
    }
    if (value !== undefined) return value;
    if (i >= retries) return undefined;
    await sleep(delayMs);
  }
}

export type MenuSource = 'remote' | 'server' | 'config';

export interface MenuSources {
  /** GET remote menu config: the raw answer, undefined when the request failed. */
  remote: () => Promise<unknown>;
  /** GET headerMenuListV2: the server-provided menu. */
  serverMenu: () => Promise<unknown>;
  sleep: (ms: number) => Promise<void>;
  warn: (message: string) => void;
  /** Texts of title_key / desc_key in the page's language (see configKeyLabels). */
  labelFor?: LabelFor;
}

function usable(
  raw: unknown,
  label: string,
  placement: Placement,
  complianceMenu: readonly string[],
  warn: (m: string) => void,
  labelFor: LabelFor | undefined,
) {
  if (raw === undefined) return null;
  const { items, warnings } = parseRemoteMenu(raw);
  for (const w of warnings) warn(`${label} ${w.path}: ${w.reason}`);
  return placedMenu(items, placement, complianceMenu, labelFor);
}

/**
 * A parsed remote menu as one placement draws it: filtered (SPEC §5) and made config items, or
 * null when the filter leaves nothing (the caller falls back to another menu).
 */
export function placedMenu(
  items: RemoteMenuItem[],
  placement: Placement,
  complianceMenu: readonly string[],
  labelFor?: LabelFor,
  dropped?: DroppedRemoteItem[],
): NavItem[] | null {
  const kept = filterRemoteMenu(items, placement, complianceMenu, dropped);
  return kept.length > 0 ? remoteToNavItems(kept, labelFor) : null;
}

export type LoadedMenus = Record<Placement, { source: MenuSource; items: NavItem[] }>;

/**
 * SPEC §4, §5, §7, §8: the remote menu with 3 retries at 1 s, parsed leniently (bad items skipped
 * with a warning) and filtered per placement (web header, h5 side drawer); where that leaves
 * nothing, the server-provided menu; failing that the caller keeps its region config ('config').
 * One request serves both placements.
 */
export async function loadMenus(src: MenuSources, complianceMenu: readonly string[]): Promise<LoadedMenus> {
  const raw = await withRetries(async () => ((await src.remote()) ?? undefined) as unknown, src.sleep);
  if (raw === undefined) src.warn('remote menu request failed after 3 retries; using the fallback menu');
  let server: Promise<unknown> | undefined;
  const serverMenu = () => {
    server ??= src.serverMenu().catch(() => undefined);
    return server;
  };
  const out = {} as LoadedMenus;
  for (const placement of ['header', 'side'] as const) {
    const remote = usable(raw, `remote menu (${placement})`, placement, complianceMenu, src.warn, src.labelFor);
    if (remote) {
      out[placement] = { source: 'remote', items: remote };
      continue;
    }
    if (raw !== undefined) src.warn(`remote menu has no usable ${placement} items; using the fallback menu`);
    const fallback = usable(await serverMenu(), `server menu (${placement})`, placement, complianceMenu, src.warn, src.labelFor);
    out[placement] = fallback ? { source: 'server', items: fallback } : { source: 'config', items: [] };
  }
  return out;
}
