import { SITE_CODES, type SiteCode } from '../../schemas/site.ts';
import type { Json } from '../configMerge.ts';

/**
 * What the ops console edits: the shared base file, one file per sub-site, the remote menu, and
 * each sub-site's announcement bar. All are versioned the same way (history,
 * rollback, diff, grants, audit), so a new kind of content needs no workflow of its own.
 */
export const REMOTE_MENU = 'remote-menu';
export const REGION_FILES = ['base', ...SITE_CODES] as const;
export type RegionFileName = (typeof REGION_FILES)[number];
const ANNOUNCEMENT_PREFIX = 'announcement-';
export type AnnouncementTarget = `${typeof ANNOUNCEMENT_PREFIX}${SiteCode}`;
export const ANNOUNCEMENT_TARGETS: readonly AnnouncementTarget[] = SITE_CODES.map((s) => `${ANNOUNCEMENT_PREFIX}${s}` as const);
export type TargetName = RegionFileName | typeof REMOTE_MENU | AnnouncementTarget;
export const TARGETS: readonly TargetName[] = [...REGION_FILES, REMOTE_MENU, ...ANNOUNCEMENT_TARGETS];

export function isTarget(name: string): name is TargetName {
  return (TARGETS as readonly string[]).includes(name);
}

export function isRegionFile(name: string): name is RegionFileName {
  return (REGION_FILES as readonly string[]).includes(name);
}

export function isAnnouncementTarget(name: string): name is AnnouncementTarget {
  return (ANNOUNCEMENT_TARGETS as readonly string[]).includes(name);
}

export const announcementTarget = (site: SiteCode): AnnouncementTarget => `${ANNOUNCEMENT_PREFIX}${site}`;

/**
 * The sub-site a target belongs to, for rules kept per region (grants, approval): a sub-site's
 * file and its announcement bar are that region's; base and the remote menu belong to none.
 */
export function regionOfTarget(name: TargetName): SiteCode | undefined {
  const site = isAnnouncementTarget(name) ? name.slice(ANNOUNCEMENT_PREFIX.length) : name;
  return (SITE_CODES as readonly string[]).includes(site) ? (site as SiteCode) : undefined;
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
