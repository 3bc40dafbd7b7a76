import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './appDeps.ts';
import { csrfCookieName } from './cookies.ts';
import { changesState } from './csrf.ts';
import { hostName } from './hosts.ts';
import { HttpError } from './http.ts';

/** Fetch metadata a browser sends for a call from our own pages (`none`: typed or bookmarked). */
const OWN_SITE = new Set(['same-origin', 'none']);

/** The values of every cookie of this name in a Cookie header (hono's getCookie keeps only the first). */
export function cookieValues(header: string | undefined, name: string): string[] {
  if (!header) return [];
  const values: string[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) values.push(part.slice(eq + 1).trim());
  }
  return values;
}

/** The host (name and port) of an Origin header, or undefined for `null` and anything unreadable. */
function originHost(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Ahead of the double-submit check (server/csrf.ts), for the calls that change state (OWASP CSRF
 * cheat sheet, defence in depth):
 * - a browser's fetch metadata must say the call comes from our own origin (`Sec-Fetch-Site`);
 * - without it (older browsers), an `Origin` header must name this very host;
 * - a client sending neither (curl, server-side callers) still needs the token;
 * - several `csrftoken` cookies that differ (one planted from a sibling subdomain, which could
 *   otherwise be the one read first) are refused outright.
 */
export const originCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!changesState(c.req.method, c.req.path)) return next();
  const site = c.req.header('sec-fetch-site')?.trim().toLowerCase();
  const origin = c.req.header('origin')?.trim();
  if (site !== undefined) {
    if (!OWN_SITE.has(site)) throw new HttpError(403, `cross-site request refused (Sec-Fetch-Site: ${site.slice(0, 20)})`);
  } else if (origin !== undefined) {
    const own = (c.req.header('host') ?? new URL(c.req.url).host).toLowerCase();
    const from = originHost(origin);
    if (!from || hostName(from) !== hostName(own) || portOf(from) !== portOf(own))
      throw new HttpError(403, 'cross-origin request refused: Origin is not this site');
  }
  if (new Set(cookieValues(c.req.header('cookie'), csrfCookieName(c))).size > 1)
    throw new HttpError(403, "conflicting csrftoken cookies were sent; clear this site's cookies and reload the page");
  await next();
};

/** The explicit port of a host, or '' (default ports compare equal to none). */
function portOf(host: string): string {
  const m = /:(\d+)$/.exec(host.replace(/^\[[^\]]*\]/, ''));
  return m && m[1] !== '80' && m[1] !== '443' ? m[1]! : '';
}
