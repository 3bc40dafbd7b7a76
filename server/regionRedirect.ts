import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { regionRedirectTarget } from '../engine/regionRedirect.ts';
import type { AppEnv } from './appDeps.ts';
import { landingCountry } from './landingCountry.ts';
import { isApiPath } from './requestContext.ts';
import { currentUser } from './session.ts';

const NOT_PAGES = /^\/(assets|icons|docs|oauth)\//;
/** A layer fragment belongs to the host's page, which decides where its visitors go. */
const FRAGMENT = /^\/(?:[a-z]{2}\/)?layer\//;

/**
 * SPEC §4: unauthenticated visitors on public pages may be redirected to their region's host.
 * A visitor who chose a sub-site (`?site=` or the `site` cookie) keeps it.
 */
export const regionRedirect: MiddlewareHandler<AppEnv> = async (c, next) => {
  const path = c.req.path;
  if (c.req.method !== 'GET' || isApiPath(path) || NOT_PAGES.test(path) || FRAGMENT.test(path) || path.includes('.')) return next();
  if (c.req.query('site') !== undefined || getCookie(c, 'site')) return next();
  const country = landingCountry(c);
  if (!country) return next();
  const url = new URL(c.req.url);
  const target = regionRedirectTarget({
    pathAndQuery: `${url.pathname}${url.search}`,
    host: c.req.header('host') ?? url.host,
    protocol: c.var.ctx.https ? 'https' : 'http',
    isLogin: (await currentUser(c)) !== null,
    country,
    configs: Object.values(c.var.deps.configs),
  });
  if (!target) return next();
  c.header('Cache-Control', 'no-store');
  return c.redirect(target, 302);
};
