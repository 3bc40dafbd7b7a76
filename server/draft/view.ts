import type { MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { hostCookieName } from '../../schemas/cookieNames.ts';
import { OPS_API } from '../../schemas/endpoints.ts';
import type { AppEnv } from '../appDeps.ts';
import { isApiPath } from '../requestContext.ts';
import { currentUser } from '../session.ts';
import { openDraft } from './open.ts';
import { draftNotice } from './pages.ts';

/**
 * A browser that opened a draft link carries its token in a cookie only the
 * server reads; every page, fragment and API answer it asks for is then drawn from the draft's
 * region configs (deps.configs swapped for this request alone), or with the draft's announcement bar
 * or remote menu (server/draft/content.ts), as long as it is an ops person with
 * a grant on the draft's target and the link lives. Such answers are `private, no-store`, drawn
 * afresh (deps.drawEveryRequest: never into the page or render caches) and carry a banner.
 */
export const DRAFT_COOKIE = 'ops_draft';

/**
 * Whether a request carries a draft link's cookie (under either name): the fast paths leave it to
 * the chain, which shows the draft to its ops viewer or, to anyone else, the live site.
 */
export const hasDraftCookie = (cookies: Record<string, string>): boolean =>
  cookies[DRAFT_COOKIE] !== undefined || cookies[hostCookieName(true, DRAFT_COOKIE)] !== undefined;

export const draftCookieName = (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => hostCookieName(c.var.ctx.https, DRAFT_COOKIE);

export function setDraftCookie(c: Parameters<MiddlewareHandler<AppEnv>>[0], token: string, expires: number): void {
  const maxAge = Math.max(1, Math.floor((expires - c.var.deps.now()) / 1000));
  setCookie(c, draftCookieName(c), token, { path: '/', sameSite: 'Lax', secure: c.var.ctx.https, httpOnly: true, maxAge });
}

export function clearDraftCookie(c: Parameters<MiddlewareHandler<AppEnv>>[0]): void {
  deleteCookie(c, draftCookieName(c), { path: '/', secure: c.var.ctx.https });
}

// Files never read a region config; the console's own API and every change (POST) always act on what is live.
const STATIC = /\.[a-z0-9]{1,8}$/i;
const DRAFT_ROUTES = /^\/draft\//;

export const draftView: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = getCookie(c, draftCookieName(c));
  const path = c.req.path;
  const method = c.req.method;
  if (!token || (method !== 'GET' && method !== 'HEAD') || STATIC.test(path) || path.startsWith(`${OPS_API}/`) || DRAFT_ROUTES.test(path))
    return next();
  const view = await openDraft(c, token, await currentUser(c));
  if ('status' in view) {
    // Not (or no longer) this person's to see: the cookie goes, and the live site is served. A page
    // says why first, so an ops person is not left wondering where the draft went.
    clearDraftCookie(c);
    if (view.status === 410 && !isApiPath(path) && !/^(?:\/[a-z]{2})?\/layer\//.test(path))
      return draftNotice(c, 410, view.title, view.text);
    return next();
  }
  c.set('deps', { ...c.var.deps, configs: view.configs, drawEveryRequest: true });
  if (view.site) c.set('ctx', { ...c.var.ctx, site: view.site });
  c.set('draft', view);
  await next();
  c.res.headers.set('Cache-Control', 'private, no-store');
  c.res.headers.delete('ETag');
};
