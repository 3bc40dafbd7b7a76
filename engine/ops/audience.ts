import type { FlagName, OfferName } from '../../schemas/condition.ts';
import type { VisibilityContext } from '../../schemas/context.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import type { AccountMode, Lang, Platform, SiteCode } from '../../schemas/site.ts';
import { type ComposedLayer, composeLayer, type LayerRoute } from '../composeLayer.ts';
import { langPrefix } from '../links.ts';
import type { LoadedMenus } from '../remoteMenu.ts';

/** Who the console previews for: every input a visibility rule can test, chosen by hand. */
export interface Audience {
  site: SiteCode;
  lang: Lang;
  login: boolean;
  platform: Platform;
  /** The compliance menu list (feature keys hidden for this visitor). */
  compliance: string[];
  business: string[];
  flags: Partial<Record<FlagName, boolean>>;
  tier: number;
  accountMode: AccountMode;
}

export const DEFAULT_AUDIENCE: Audience = {
  site: 'main',
  lang: 'en',
  login: false,
  platform: 'web',
  compliance: [],
  business: [],
  flags: {},
  tier: 0,
  accountMode: 'classic',
};

/**
 * The visibility context the site would build for this audience on a sub-site offering `offers`
 * (its region config's list; isTestnet follows the site).
 */
export function audienceContext(a: Audience, offers: readonly OfferName[]): VisibilityContext {
  return {
    site: a.site,
    lang: a.lang,
    isLogin: a.login,
    tier: a.login ? a.tier : 0,
    platform: a.platform,
    accountMode: a.accountMode,
    compliance: { menu: a.compliance, business: a.business, limit: { au_redirect: false, is_sanction_country: false } },
    flags: { ...a.flags, isTestnet: a.site === 'testnet' },
    offers: [...offers],
  };
}

/** The address the console previews for: the home page of the audience's language. */
export function audienceRoute(lang: Lang): LayerRoute {
  return { lang, prefix: langPrefix(lang), path: '/', search: '' };
}

/**
 * What the site draws for this audience on a sub-site with this config, by the site's own
 * composition: the console's preview and matrices read their verdicts from it, never beside it.
 */
export function composeForAudience(
  config: RegionConfig,
  audience: Audience,
  remote: LoadedMenus | null = null,
  page: { origin: string; year: number } = { origin: '', year: new Date().getUTCFullYear() },
): ComposedLayer {
  return composeLayer({
    config,
    ctx: audienceContext(audience, config.offers),
    remote,
    route: audienceRoute(audience.lang),
    origin: page.origin,
    langList: {},
    year: page.year,
  });
}

/** A comma/space separated list as typed into a field: trimmed, empty entries dropped, no repeats. */
export function splitList(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter(Boolean))];
}
