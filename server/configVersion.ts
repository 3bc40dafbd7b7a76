import { createHash } from 'node:crypto';
import type { RegionConfig } from '../schemas/regionConfig.ts';
import type { SiteCode } from '../schemas/site.ts';

const versions = new WeakMap<RegionConfig, string>();

/** A short content hash of a published region config: a new publish is a new version (and URL). */
export function configVersion(config: RegionConfig): string {
  let v = versions.get(config);
  if (!v) {
    v = createHash('sha256').update(JSON.stringify(config)).digest('base64url').slice(0, 16);
    versions.set(config, v);
  }
  return v;
}

export const REGION_CONFIG_PATH = '/api/web/v1/site/regionConfig';

/** The versioned, immutable address of a sub-site's region config. */
export function configUrl(site: SiteCode, config: RegionConfig): string {
  return `${REGION_CONFIG_PATH}/${site}/${configVersion(config)}`;
}
