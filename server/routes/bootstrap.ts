import { Hono } from 'hono';
import { localizeConfig } from '../../engine/i18n/configLabels.ts';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import { toUserInfo } from '../auth/users.ts';
import { complianceFor } from '../compliance.ts';
import { fiatPerUsd } from '../data/fiat.ts';
import type { AppEnv } from '../env.ts';
import { ok } from '../http.ts';
import { labelCatalogFor } from '../labelCatalogLoader.ts';
import { readPreferences } from '../preferences.ts';
import { currentUser } from '../session.ts';
import { buildSiteParams } from '../siteParams.ts';

/**
 * GET /api/web/v1/site/bootstrap: everything the layer needs for its first render of this sub-site
 * and language in one answer (schemas/bootstrap.ts).
 */
export const bootstrapRoutes = new Hono<AppEnv>();

bootstrapRoutes.get('/api/web/v1/site/bootstrap', async (c) => {
  const { site, lang, profile } = c.var.ctx;
  const config = c.var.deps.configs[site];
  const user = await currentUser(c);
  const prefs = readPreferences(c, config, lang);
  const body: Bootstrap = {
    site,
    lang,
    config: localizeConfig(config, lang, labelCatalogFor(lang)),
    params: buildSiteParams(c, prefs, user !== null),
    user: user ? toUserInfo(user, prefs.currFiat, fiatPerUsd(prefs.currFiat, c.var.deps.now())) : null,
    compliance: complianceFor(user, profile),
    accountMode: user?.account_settings?.mode ?? 'classic',
    prefs,
    profile,
  };
  c.header('Cache-Control', 'no-store');
  return ok(c, body);
});
