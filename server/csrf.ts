import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { ENDPOINTS } from '../schemas/endpoints.ts';
import type { AppEnv } from './appDeps.ts';
import { forgetSession } from './auth/sessionMemo.ts';
import { csrfCookieName, getServerCookie, setPageCookie } from './cookies.ts';
import { HttpError } from './http.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** GET calls that change state still need the token. */
const GUARDED_GETS = new Set<string>([ENDPOINTS.logoutAll.path]);

/** The calls that need the token (and pass server/originCheck.ts first). */
export const changesState = (method: string, path: string) => !SAFE_METHODS.has(method) || GUARDED_GETS.has(path);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * SPEC §7 double submit: state-changing calls must send a `csrftoken` header equal to the
 * `csrftoken` cookie. A cross-site page can send neither the cookie's value nor the header. Over
 * https the cookie is `__Host-csrftoken` and a plain `csrftoken` is not read (server/cookies.ts):
 * a sibling subdomain or a plain-http page could plant that one.
 *
 * A public answer never sets the cookie (it would make a page, a fragment or an asset the
 * browser's own, which no shared cache may keep). The browser makes its own random token before
 * its first call (app/layer/api/csrfToken.ts), as a cross-site page cannot write our cookies; login
 * replaces it with the server's (rotateCsrf), and a private answer that needs one issues it
 * (ensureCsrf).
 */
export const csrf: MiddlewareHandler<AppEnv> = async (c, next) => {
  const cookie = getCookie(c, csrfCookieName(c));
  if (cookie) c.set('csrfToken', cookie);
  if (changesState(c.req.method, c.req.path)) {
    const header = c.req.header('csrftoken');
    if (!cookie || !header || !same(cookie, header)) throw new HttpError(403, 'csrf token missing or mismatched');
    // A call that may change the session's user: its pages read it afresh once it is done
    // (server/auth/sessionMemo.ts).
    const sid = getServerCookie(c, 'sid');
    try {
      await next();
    } finally {
      if (sid) forgetSession(sid);
    }
    return;
  }
  await next();
};

/** This browser's token, issued now when it has none (for a private answer only: it sets a cookie). */
export function ensureCsrf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  if (!c.var.csrfToken) rotateCsrf(c);
  return c.var.csrfToken ?? '';
}

/** Issues a new token: after login (a token planted before is then worthless), or for ensureCsrf. */
export function rotateCsrf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): void {
  const token = randomBytes(18).toString('base64url');
  setPageCookie(c, csrfCookieName(c), token);
  c.set('csrfToken', token);
}
