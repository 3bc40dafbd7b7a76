import type { MiddlewareHandler } from 'hono';
import { isHttps } from './cookies.ts';
import type { AppEnv } from './env.ts';
import { isApiPath } from './requestContext.ts';

/** DESIGN "Security notes": the Vite build has no inline script, so script-src stays 'self'. */
export const PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; " +
  "frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

/** Headers every response carries; HTML gets the page CSP, everything else a deny-all one. */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const h = c.res.headers;
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if ((h.get('content-type') ?? '').startsWith('text/html')) h.set('Content-Security-Policy', PAGE_CSP);
  else if (!h.has('content-security-policy')) h.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  // API answers depend on the session and the clock: no shared cache may keep them.
  if (isApiPath(c.req.path) && !h.has('cache-control')) h.set('Cache-Control', 'no-store');
  // A public snapshot that sets a cookie (a first visit's csrftoken, ?site=) is this browser's
  // alone: a CDN must not hand that cookie to the next visitor.
  const cc = h.get('cache-control');
  if (cc?.startsWith('public') && h.has('set-cookie')) h.set('Cache-Control', cc.replace(/^public/, 'private'));
  // Only over https (directly or behind a proxy that says so): on plain http the header is ignored
  // by browsers and would only pin a development host.
  if (isHttps(c)) h.set('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE}; includeSubDomains`);
};

/** Two years, what the HSTS preload list asks for. */
export const HSTS_MAX_AGE = 63_072_000;
