import type { NavItem, NavTag } from '../schemas/navItem.ts';
import { TAG_TYPES } from '../schemas/navItem.ts';
import { parseRemoteMenu, type RemoteMenuItem, type RemoteTag } from '../schemas/remoteMenu.ts';
import { REMOTE_MENU_RETRIES, REMOTE_MENU_RETRY_MS } from '../schemas/specConstants.ts';

/** Where a remote menu is drawn: the web header or the h5 side drawer (SPEC §5). */
export type Placement = 'header' | 'side';

const PLATFORM_FOR: Record<Placement, number> = { header: 2, side: 3 };

function keepTags(tags: RemoteTag[], complianceMenu: readonly string[]): RemoteTag[] {
  return tags.filter((t) => !t.code || !complianceMenu.includes(t.code));
}

function filterLevel(items: RemoteMenuItem[], placement: Placement, complianceMenu: readonly string[], top: boolean): RemoteMenuItem[] {
  const out: RemoteMenuItem[] = [];
  for (const item of items) {
    if (item.hidden) continue;
    if (item.platform_type !== 1 && item.platform_type !== PLATFORM_FOR[placement]) continue;
    if (top && !item.title && !item.title_key && !item.light_image && !item.dark_image) continue;
    out.push({
      ...item,
      tags: keepTags(item.tags, complianceMenu),
      children: filterLevel(item.children, placement, complianceMenu, false),
    });
  }
  return out;
}

/**
 * SPEC §5: drops hidden items, items for the other platform (1 all, 2 web for the header, 3 h5 for
 * the side drawer), top-level items with no title, title_key or image, and tags whose code is in
 * the compliance menu list.
 */
export function filterRemoteMenu(items: RemoteMenuItem[], placement: Placement, complianceMenu: readonly string[]): RemoteMenuItem[] {
  return filterLevel(items, placement, complianceMenu, true);
}

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

/** Remote items become config items so one renderer (and one visibility engine) draws both. */
export function remoteToNavItems(items: RemoteMenuItem[]): NavItem[] {
  return items.map((item) => {
    const children = remoteToNavItems(item.children);
    const nav: NavItem = {
      id: slug(item.code),
      // A leaf without a URL is shown as a plain label rather than a link to nowhere.
      type: children.length ? 'menu' : item.jump_url ? 'link' : 'text',
      label: item.title || item.title_key || item.code,
      show_mode: item.show_mode === 2 ? 'horizontal' : 'vertical',
      external: item.jump_type === 2,
      tags: item.tags.map(toTag),
    };
    if (item.desc || item.desc_key) nav.desc = item.desc || item.desc_key;
    if (item.jump_url) nav.href = item.jump_url;
    if (item.light_icon) nav.icon = item.light_icon;
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
}

function usable(raw: unknown, label: string, placement: Placement, complianceMenu: readonly string[], warn: (m: string) => void) {
  if (raw === undefined) return null;
  const { items, warnings } = parseRemoteMenu(raw);
  for (const w of warnings) warn(`${label} ${w.path}: ${w.reason}`);
  const kept = filterRemoteMenu(items, placement, complianceMenu);
  return kept.length > 0 ? remoteToNavItems(kept) : null;
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
    const remote = usable(raw, `remote menu (${placement})`, placement, complianceMenu, src.warn);
    if (remote) {
      out[placement] = { source: 'remote', items: remote };
      continue;
    }
    if (raw !== undefined) src.warn(`remote menu has no usable ${placement} items; using the fallback menu`);
    const fallback = usable(await serverMenu(), `server menu (${placement})`, placement, complianceMenu, src.warn);
    out[placement] = fallback ? { source: 'server', items: fallback } : { source: 'config', items: [] };
  }
  return out;
}
