import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from './env.ts';

const YEAR = 365 * 24 * 3600;

/** True when the visitor reached us over https, directly or through a proxy. */
export function isHttps(c: Context): boolean {
  return isHttpsRequest(c.req.raw);
}

/** isHttps for a bare Request (the public lists' fast path runs before any Context exists). */
export function isHttpsRequest(request: Request): boolean {
  return isHttpsFrom(request.headers.get('x-forwarded-proto') ?? undefined, request.url.slice(0, 6).toLowerCase() === 'https:');
}

/** isHttps from the X-Forwarded-Proto header and whether the request itself came over TLS (node's request, server/nodeListener.ts). */
export function isHttpsFrom(forwardedProto: string | undefined, tls: boolean): boolean {
  return forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https' || tls;
}

/** Cookies readable by the page (site, as, csrftoken, pver, sign): SameSite=Lax, Secure on https. */
export function setPageCookie(c: Context<AppEnv>, name: string, value: string, maxAge = YEAR): void {
  setCookie(c, name, value, { path: '/', sameSite: 'Lax', secure: c.var.ctx.https, maxAge });
}

/** The session cookie: never readable by scripts. */
export function setSessionCookie(c: Context<AppEnv>, token: string, maxAgeSeconds: number): void {
  setCookie(c, 'sid', token, { path: '/', sameSite: 'Lax', secure: c.var.ctx.https, httpOnly: true, maxAge: maxAgeSeconds });
}

export function clearCookies(c: Context<AppEnv>, ...names: string[]): void {
  for (const name of names) deleteCookie(c, name, { path: '/', secure: c.var.ctx.https });
}
