import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { ENDPOINTS } from '../schemas/endpoints.ts';
import { setPageCookie } from './cookies.ts';
import type { AppEnv } from './env.ts';
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
 * `csrftoken` cookie. A cross-site page can send neither the cookie's value nor the header. Any
 * response to a visitor without the cookie sets a fresh random one.
 */
export const csrf: MiddlewareHandler<AppEnv> = async (c, next) => {
  const cookie = getCookie(c, 'csrftoken');
  if (cookie) c.set('csrfToken', cookie);
  else rotateCsrf(c);
  if (changesState(c.req.method, c.req.path)) {
    const header = c.req.header('csrftoken');
    if (!cookie || !header || !same(cookie, header)) throw new HttpError(403, 'csrf token missing or mismatched');
  }
  await next();
};

/** Issues a new token: for a browser without one, and after login (a token planted before is then worthless). */
export function rotateCsrf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): void {
  const token = randomBytes(18).toString('base64url');
  setPageCookie(c, 'csrftoken', token);
  c.set('csrfToken', token);
}
