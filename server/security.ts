import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './appDeps.ts';
import { isHttps } from './cookies.ts';
import { isApiPath } from './requestContext.ts';

/** DESIGN "Security notes": the Vite build has no inline script, so script-src stays 'self'. */
export const PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; " +
  "frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

/** Two years, what the HSTS preload list asks for. */
export const HSTS_MAX_AGE = 63_072_000;

/**
 * Adds the headers every response carries to a finished response's headers: HTML gets the page
 * CSP, everything else a deny-all one. The middleware below applies it to every answer of the app;
 * the public lists' fast path (server/publicLists.ts) to the answers it prepares.
 */
export function addSecurityHeaders(h: Headers, api: boolean, https: boolean): void {
  h.set('X-Content-Type-Options', 'nosniff');
  // A stricter policy an answer chose stays (a draft link's page: its URL is the token).
  if (!h.has('referrer-policy')) h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if ((h.get('content-type') ?? '').startsWith('text/html')) h.set('Content-Security-Policy', PAGE_CSP);
  else if (!h.has('content-security-policy')) h.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  // API answers depend on the session and the clock: no shared cache may keep them.
  if (api && !h.has('cache-control')) h.set('Cache-Control', 'no-store');
  // A public snapshot that sets a cookie (a first visit's csrftoken, ?site=) is this browser's
  // alone: a CDN must not hand that cookie to the next visitor.
  const cc = h.get('cache-control');
  if (cc?.startsWith('public') && h.has('set-cookie')) h.set('Cache-Control', cc.replace(/^public/, 'private'));
  // Only over https (directly or behind a proxy that says so): on plain http the header is ignored
  // by browsers and would only pin a development host.
  if (https) h.set('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE}; includeSubDomains`);
}

/** Headers every response carries (see addSecurityHeaders). */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  addSecurityHeaders(c.res.headers, isApiPath(c.req.path), isHttps(c));
};
