import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { LANG_CODES, type Lang, SITE_CODES, type SiteCode } from '../../schemas/site.ts';
import type { AppEnv } from '../appDeps.ts';
import { toUserInfo } from '../auth/users.ts';
import { complianceFor } from '../compliance.ts';
import { publishedConfig } from '../configVersion.ts';
import { fiatPerUsd } from '../data/fiat.ts';
import { HttpError, ok } from '../http.ts';
import { activeRollout, configFor } from '../ops/activeRollouts.ts';
import { holdsGrants, recallHoldsGrants } from '../ops/grants.ts';
import { readPreferences } from '../preferences.ts';
import { rolloutKey } from '../rolloutKey.ts';
import { measuredIn } from '../rolloutMeasure.ts';
import { currentPageUser, currentUser } from '../session.ts';
import { buildSiteParams, type ForPage } from '../siteParams.ts';

/**
 * Everything the layer needs for its first render of the request's sub-site in one language
 * (`page`: for a server-drawn page, server/siteParams.ts ForPage).
 */
export async function buildBootstrap(c: Context<AppEnv>, lang: Lang, page?: ForPage): Promise<Bootstrap> {
  const { site, profile } = c.var.ctx;
  const user = await (page ? currentPageUser(c) : currentUser(c));
  const { configs, now } = c.var.deps;
  const key = rolloutKey(c, configs[site], user);
  const config = configFor(configs, site, key, now()).config;
  const measured = measuredIn(configs, site, key, now());
  const prefs = readPreferences(c, config, lang);
  return {
    site,
    lang,
    config: publishedConfig(config, lang).config,
    params: buildSiteParams(c, prefs, user !== null, page),
    // A page counts at its slot's rates, the ones its data carries (siteParams).
    user: user ? toUserInfo(user, prefs.currFiat, fiatPerUsd(prefs.currFiat, page?.at ?? c.var.deps.now())) : null,
    compliance: complianceFor(user, profile),
    accountMode: user?.account_settings?.mode ?? 'classic',
    prefs,
    profile,
    ...(measured ? { rollout: measured.rollout } : {}),
    // Only a logged-in page carries it, and a logged-in page is never a shared one (server/pageCache.ts).
    // A page reads it as it reads its session, once a second at most; the API answer asks each time.
    ...(user && (await (page ? recallHoldsGrants : holdsGrants)(c.var.deps.db, user.id)) ? { opsConsole: true as const } : {}),
  };
}

/**
 * GET /api/web/v1/site/bootstrap: the same data as an API answer (schemas/bootstrap.ts), for a
 * page the server did not render and for a retry after a failed first load.
 */
export const bootstrapRoutes = new Hono<AppEnv>();

/**
 * The static part of the bootstrap: a sub-site's region config in one language at a
 * versioned address, the same for everyone, so browsers and CDNs keep it for a year; a publish
 * changes the address. An outdated version is answered with the current config, not cached.
 */
bootstrapRoutes.get(ENDPOINTS.regionConfig.path, (c) => {
  const site = c.req.param('site');
  const lang = c.req.param('lang');
  if (!(SITE_CODES as readonly string[]).includes(site)) throw new HttpError(404, 'no such sub-site');
  if (!(LANG_CODES as readonly string[]).includes(lang)) throw new HttpError(404, 'no such language');
  const live = publishedConfig(c.var.deps.configs[site as SiteCode], lang as Lang);
  // A rolled-out change has a version of its own: its pages name it, so it is served at its address too.
  const running = activeRollout(c.var.deps.configs, site as SiteCode);
  const variant = running?.kind === 'region' ? publishedConfig(running.config, lang as Lang) : undefined;
  const { config, version } = variant?.version === c.req.param('version') ? variant : live;
  c.header('Cache-Control', version === c.req.param('version') ? 'public, max-age=31536000, immutable' : 'no-cache');
  return ok(c, config);
});

bootstrapRoutes.get(ENDPOINTS.bootstrap.path, async (c) => {
  const body = await buildBootstrap(c, c.var.ctx.lang);
  c.header('Cache-Control', 'no-store');
  return ok(c, body);
});
