import { createHash } from 'node:crypto';
import { localizeConfig } from '../engine/i18n/configLabels.ts';
import { pathOf } from '../schemas/endpoints.ts';
import type { RegionConfig } from '../schemas/regionConfig.ts';
import type { Lang, SiteCode } from '../schemas/site.ts';

/** A region config as a visitor of one language reads it, with the content hash that names it. */
export interface PublishedConfig {
  config: RegionConfig;
  version: string;
}

const published = new WeakMap<RegionConfig, Map<Lang, PublishedConfig>>();
const versionOfLocalized = new WeakMap<RegionConfig, string>();

/**
 * A published region config in one language (each text's own translation) and a short
 * hash of that content: a new publish or a new translation is a new version, and so a new URL.
 * Computed once per published config and language.
 */
export function publishedConfig(config: RegionConfig, lang: Lang): PublishedConfig {
  let byLang = published.get(config);
  if (!byLang) {
    byLang = new Map();
    published.set(config, byLang);
  }
  let entry = byLang.get(lang);
  if (!entry) {
    const localized = localizeConfig(config, lang);
    const version = createHash('sha256').update(JSON.stringify(localized)).digest('base64url').slice(0, 16);
    entry = { config: localized, version };
    byLang.set(lang, entry);
    versionOfLocalized.set(localized, version);
  }
  return entry;
}

/**
 * The version of a config publishedConfig localized (a bootstrap's config): the one a request was
 * given, which during a rollout is not always the sub-site's live one.
 */
export function localizedVersion(localized: RegionConfig): string {
  const version = versionOfLocalized.get(localized);
  if (version === undefined) throw new Error('not a config publishedConfig made');
  return version;
}

/** The versioned, immutable address of a sub-site's region config in one language. */
export function configUrl(site: SiteCode, lang: Lang, version: string): string {
  return pathOf('regionConfig', { site, lang, version });
}
