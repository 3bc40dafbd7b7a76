import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { csrfCookieName as csrfName, hostCookieName } from '../schemas/cookieNames.ts';
import type { AppEnv } from './appDeps.ts';

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

/**
 * Cookies only the server reads (the session, the login device): `__Host-` prefixed over https
 * (schemas/cookieNames.ts). Of the SPEC's own cookies the csrftoken is named so too
 * (csrfCookieName); pver and sign keep their names.
 */
export const SERVER_COOKIES = ['sid', 'device'] as const;
export type ServerCookie = (typeof SERVER_COOKIES)[number];

export function serverCookieName(c: Context<AppEnv>, name: ServerCookie): string {
  return hostCookieName(c.var.ctx.https, name);
}

/** The csrftoken cookie's name on this scheme: `__Host-csrftoken` over https, the only one read there. */
export function csrfCookieName(c: Context<AppEnv>): string {
  return csrfName(c.var.ctx.https);
}

export function getServerCookie(c: Context<AppEnv>, name: ServerCookie): string | undefined {
  return getCookie(c, serverCookieName(c, name));
}

/** A server-only cookie (see serverCookieName): HttpOnly, never readable by scripts. */
export function setServerCookie(c: Context<AppEnv>, name: ServerCookie, value: string, maxAgeSeconds: number): void {
  setCookie(c, serverCookieName(c, name), value, {
    path: '/',
    sameSite: 'Lax',
    secure: c.var.ctx.https,
    httpOnly: true,
    maxAge: maxAgeSeconds,
  });
}

/** The session cookie: never readable by scripts. */
export function setSessionCookie(c: Context<AppEnv>, token: string, maxAgeSeconds: number): void {
  setServerCookie(c, 'sid', token, maxAgeSeconds);
}

/** Deletes cookies (a server cookie under the name it has on this scheme); no database involved. */
export function clearCookies(c: Context<AppEnv>, ...names: string[]): void {
  for (const name of names) {
    const cookie = (SERVER_COOKIES as readonly string[]).includes(name) ? serverCookieName(c, name as ServerCookie) : name;
    deleteCookie(c, cookie, { path: '/', secure: c.var.ctx.https });
  }
}
