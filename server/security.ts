import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';

/** DESIGN "Security notes": the Vite build has no inline script, so script-src stays 'self'. */
export const PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; " +
  "frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

/** Headers every response carries; HTML gets the page CSP, everything else a deny-all one. */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  const type = c.res.headers.get('content-type') ?? '';
  if (type.startsWith('text/html')) c.header('Content-Security-Policy', PAGE_CSP);
  else if (!c.res.headers.has('content-security-policy')) c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
};
