import Cookies from 'js-cookie';

/**
 * The browser's csrftoken cookie (SPEC §7), made here the first time a call needs it (issue 31):
 * no public answer of the server sets it, so that pages, fragments and assets stay the same bytes
 * for everyone and any shared cache may keep them. A random token the browser writes itself is as
 * good for the double submit as one the server sends: a cross-site page can neither read nor write
 * this origin's cookies. Login replaces it with the server's own (server/session.ts).
 */
function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** This browser's token; undefined where there is no document (the server's render, Node tests). */
export function csrfToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const found = Cookies.get('csrftoken');
  if (found) return found;
  const token = randomToken();
  Cookies.set('csrftoken', token, { path: '/', expires: 365, sameSite: 'Lax', secure: location.protocol === 'https:' });
  return token;
}
