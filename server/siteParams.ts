import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { isPhoneUserAgent } from '../engine/device.ts';
import { langPrefix } from '../engine/links.ts';
import type { Preferences } from '../schemas/bootstrap.ts';
import { LANGUAGES } from '../schemas/site.ts';
import { type SiteParams, SiteParams as SiteParamsSchema } from '../schemas/siteParams.ts';
import type { AppEnv } from './appDeps.ts';
import { fiatList, fiatRates, isFiat } from './data/fiat.ts';
import { spotPairs } from './data/spots.ts';
import { landingCountry } from './landingCountry.ts';
import { configGeneration } from './ops/configStore.ts';
import { PROFILE_EFFECTS } from './profiles.ts';

/**
 * How a server-drawn page differs from the API's answer: its rates are those of the
 * page's time slot `at`, and it carries no nonce and no device (the browser fills is_phone), so
 * every visitor of an audience gets the same bytes.
 */
export interface ForPage {
  at: number;
}

// A page's parameters are the same for every request with the same inputs in one time slot: made
// and checked once (the zod parse of some 40 fiats and rates is most of their cost).
const pageParams = new Map<string, SiteParams>();
let pageParamsSlot = 0;
const MAX_PAGE_PARAMS = 512;

/** SPEC §3 common data and site parameters for this request, every field filled. */
export function buildSiteParams(c: Context<AppEnv>, prefs: Preferences, isLogin: boolean, page?: ForPage): SiteParams {
  const country = landingCountry(c);
  if (!page) return makeSiteParams(c, prefs, isLogin, country);
  const { site, lang, profile } = c.var.ctx;
  const generation = configGeneration(c.var.deps.configs);
  const key = JSON.stringify([generation, site, lang, profile, isLogin, prefs, getCookie(c, 'defaultBuyCryptoFiat'), country]);
  if (pageParamsSlot !== page.at || pageParams.size >= MAX_PAGE_PARAMS) {
    pageParams.clear();
    pageParamsSlot = page.at;
  }
  let params = pageParams.get(key);
  if (!params) {
    params = makeSiteParams(c, prefs, isLogin, country, page);
    pageParams.set(key, params);
  }
  return params;
}

function makeSiteParams(c: Context<AppEnv>, prefs: Preferences, isLogin: boolean, country: string, page?: ForPage): SiteParams {
  const { configs } = c.var.deps;
  const now = page ? () => page.at : c.var.deps.now;
  const { site, lang, profile } = c.var.ctx;
  const config = configs[site];
  const buyFiat = getCookie(c, 'defaultBuyCryptoFiat');
  return SiteParamsSchema.parse({
    fiat_list: fiatList(),
    lang_list: { ...LANGUAGES },
    lang_prefix: langPrefix(lang),
    sub_website_id: config.sub_website_id,
    isLogin,
    is_service_host: false,
    curr_fiat: prefs.currFiat,
    currency_count: spotPairs().length,
    defaultBuyCryptoFiat: buyFiat && isFiat(buyFiat) ? buyFiat : config.defaults.fiat,
    defaultP2PFiat: config.defaults.fiat,
    curr_fiat_market_rates: fiatRates(now()),
    nonce: page ? '' : randomBytes(16).toString('base64url'),
    // The testnet logs in through the main site's mock authorize endpoint (SPEC §7).
    mockAuthorizeHost: site === 'testnet' ? (configs.main.hosts[0] ?? '') : '',
    is_phone: page ? false : isPhoneUserAgent(c.req.header('user-agent')),
    ...(profile ? PROFILE_EFFECTS[profile].params : {}),
    userLandingPageCountry: country,
  });
}
