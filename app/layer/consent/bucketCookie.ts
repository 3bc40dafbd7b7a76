import Cookies from 'js-cookie';
import { CONSENT_COOKIE_DAYS } from '../../../engine/consent/consent.ts';
import { BUCKET_COOKIE, bucketCookieValue } from '../../../engine/rollout.ts';
import { randomToken } from '../api/csrfToken.ts';

/**
 * The visitor's rollout bucket (engine/rollout.ts): a random value the page writes once the
 * visitor may be counted (analytics allowed: granted where the region asks, always elsewhere) and
 * removes when that is withdrawn. The server never sets it, so no public answer carries a cookie.
 */
export function keepBucketCookie(allowed: boolean): void {
  const current = bucketCookieValue(Cookies.get(BUCKET_COOKIE));
  if (!allowed) {
    if (Cookies.get(BUCKET_COOKIE) !== undefined) Cookies.remove(BUCKET_COOKIE, { path: '/' });
    return;
  }
  if (current !== null) return;
  Cookies.set(BUCKET_COOKIE, randomToken(), {
    expires: CONSENT_COOKIE_DAYS,
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
}
