import type { Json } from '../../engine/configMerge.ts';
import type { NavItem } from '../../schemas/navItem.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import { readRegionFiles, resolveRegionConfig } from '../../server/regionConfigLoader.ts';
import { SITE_CODES, type SiteCode } from '../../schemas/site.ts';

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
