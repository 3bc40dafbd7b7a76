import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { langPrefix } from '../engine/links.ts';
import type { Preferences } from '../schemas/bootstrap.ts';
import { LANGUAGES } from '../schemas/site.ts';
import { type SiteParams, SiteParams as SiteParamsSchema } from '../schemas/siteParams.ts';
import { fiatList, fiatRates, isFiat } from './data/fiat.ts';
import { spotPairs } from './data/spots.ts';
import type { AppEnv } from './env.ts';
import { landingCountry } from './landingCountry.ts';
import { PROFILE_EFFECTS } from './profiles.ts';

const MOBILE = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

/** SPEC §3 common data and site parameters for this request, every field filled. */
export function buildSiteParams(c: Context<AppEnv>, prefs: Preferences, isLogin: boolean): SiteParams {
  const { configs, now } = c.var.deps;
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
    nonce: randomBytes(16).toString('base64url'),
    // The testnet logs in through the main site's mock authorize endpoint (SPEC §7).
    mockAuthorizeHost: site === 'testnet' ? (configs.main.hosts[0] ?? '') : '',
    is_phone: MOBILE.test(c.req.header('user-agent') ?? ''),
    ...(profile ? PROFILE_EFFECTS[profile].params : {}),
    userLandingPageCountry: landingCountry(c),
  });
}
