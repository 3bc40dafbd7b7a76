import { SITE_CODES, type SiteCode } from '../../schemas/site.ts';
import type { Json } from '../configMerge.ts';

/** What the ops console edits: the shared base file, one file per sub-site, and the remote menu. */
export const REMOTE_MENU = 'remote-menu';
export const REGION_FILES = ['base', ...SITE_CODES] as const;
export type RegionFileName = (typeof REGION_FILES)[number];
export type TargetName = RegionFileName | typeof REMOTE_MENU;
export const TARGETS: readonly TargetName[] = [...REGION_FILES, REMOTE_MENU];

export function isTarget(name: string): name is TargetName {
  return (TARGETS as readonly string[]).includes(name);
}

export function isRegionFile(name: string): name is RegionFileName {
  return (REGION_FILES as readonly string[]).includes(name);
}

/** The file names of an `extends` chain, the file itself first (cycle-safe). */
export function extendsChain(name: string, files: Record<string, Json>): string[] {
  const chain: string[] = [];
  for (let n: Json | undefined = name; typeof n === 'string' && !chain.includes(n); ) {
    chain.push(n);
    const raw: Json | undefined = files[n];
    n = raw && typeof raw === 'object' && !Array.isArray(raw) ? raw.extends : undefined;
  }
  return chain;
}

/** The sub-sites whose resolved config changes when `name` changes (base: all that extend it). */
export function sitesUsing(name: string, files: Record<string, Json>): SiteCode[] {
  return SITE_CODES.filter((site) => extendsChain(site, files).includes(name));
}
