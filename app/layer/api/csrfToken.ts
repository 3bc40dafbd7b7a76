import Cookies from 'js-cookie';
import { csrfCookieName } from '../../../schemas/cookieNames.ts';

/**
 * The browser's csrftoken cookie (SPEC §7), made here the first time a call needs it:
 * no public answer of the server sets it, so that pages, fragments and assets stay the same bytes
 * for everyone and any shared cache may keep them. A random token the browser writes itself is as
 * good for the double submit as one the server sends: a cross-site page can neither read nor write
 * this origin's cookies. Login replaces it with the server's own (server/session.ts). Over https
 * its name is `__Host-csrftoken` (schemas/cookieNames.ts), the only one the server reads there.
 */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

let mintedAt = Number.NEGATIVE_INFINITY;

/**
 * This browser's token; undefined where there is no document (the server's render, Node tests).
 * The app makes it as it starts (app/site/main.tsx, the layer's entries), well before its first call:
 * Chromium hands a script's cookie write to its network stack over IPC, so a request sent in the
 * same moment may still go without the new cookie (and be refused; see freshlyMinted).
 */
export function csrfToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const https = location.protocol === 'https:';
  const name = csrfCookieName(https);
  const found = Cookies.get(name);
  if (found) return found;
  const token = randomToken();
  // `__Host-` asks for Secure, Path=/ and no Domain; the browser refuses the cookie otherwise.
  Cookies.set(name, token, { path: '/', expires: 365, sameSite: 'Lax', secure: https });
  mintedAt = performance.now();
  return token;
}

/** Whether the token was made a moment ago: a 403 then may be the cookie still on its way (retry once). */
export function freshlyMinted(): boolean {
  return performance.now() - mintedAt < 2000;
}
