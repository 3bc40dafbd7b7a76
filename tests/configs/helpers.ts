import type { Json } from '../../engine/configMerge.ts';
import { checkCondition } from '../../engine/visibility.ts';
import type { VisibilityContext } from '../../schemas/context.ts';
import type { NavItem } from '../../schemas/navItem.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import { SITE_CODES, type SiteCode } from '../../schemas/site.ts';
import { readRegionFiles, resolveRegionConfig } from '../../server/regionConfigLoader.ts';

export const REPO_ROOT = new URL('../../', import.meta.url).pathname;
export const CONFIG_DIR = new URL('../../region-configs/', import.meta.url).pathname;

export async function loadAll(dir = CONFIG_DIR): Promise<{ files: Record<string, Json>; configs: Record<SiteCode, RegionConfig> }> {
  const { files, errors } = await readRegionFiles(dir);
  if (errors.length) throw new Error(JSON.stringify(errors));
  const configs = {} as Record<SiteCode, RegionConfig>;
  for (const site of SITE_CODES) {
    const r = resolveRegionConfig(site, files);
    if (!r.config) throw new Error(`${site}: ${JSON.stringify(r.errors, null, 2)}`);
    configs[site] = r.config;
  }
  return { files, configs };
}

/** Every item of a tree, depth first. */
export function flatten(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((i) => [i, ...flatten(i.children ?? [])]);
}

export function allItems(config: RegionConfig): NavItem[] {
  const { header, footer } = config;
  return flatten([
    ...header.main,
    ...header.wallet,
    ...header.orders,
    ...header.profile,
    ...footer.columns.flatMap((c) => c.items),
    ...footer.texts,
    ...footer.socialLinks,
  ]);
}

export const hrefsOf = (items: readonly NavItem[]) => new Set(flatten(items).flatMap((i) => (i.href ? [i.href] : [])));

export function find(items: readonly NavItem[], id: string): NavItem {
  const hit = flatten(items).find((i) => i.id === id);
  if (!hit) throw new Error(`no item ${id}`);
  return hit;
}

/** Whitespace-separated words: keeps long SPEC path lists readable and diffable. */
export const words = (s: string) => s.trim().split(/\s+/);

/** What each sub-site offers, as its region file says. */
const OFFERS_OF = Object.fromEntries(Object.entries((await loadAll()).configs).map(([site, c]) => [site, c.offers])) as Record<
  SiteCode,
  RegionConfig['offers']
>;

/** A logged-in tier-0 context on `site`, with what that sub-site offers. */
export function ctx(site: SiteCode, over: Partial<VisibilityContext> = {}): VisibilityContext {
  return {
    site,
    lang: 'en',
    isLogin: true,
    tier: 0,
    platform: 'web',
    accountMode: 'classic',
    compliance: { menu: [], business: [], limit: { au_redirect: false, is_sanction_country: false } },
    flags: {},
    offers: OFFERS_OF[site],
    ...over,
  };
}

/** Ids of the visible items of a tree (a hidden parent hides its subtree). */
export function visible(items: readonly NavItem[], c: VisibilityContext): Set<string> {
  const out = new Set<string>();
  const walk = (list: readonly NavItem[]) => {
    for (const i of list) {
      if (checkCondition(i.when, c)) continue;
      out.add(i.id);
      walk(i.children ?? []);
    }
  };
  walk(items);
  return out;
}
