import Cookies from 'js-cookie';
import { BUCKET_COOKIE, bucketCookieValue, VISITOR_BUCKETS } from '../../../engine/rollout.ts';

/** 13 months, the longest an audience-measurement cookie is kept (CNIL); it is removed earlier when consent ends. */
const BUCKET_COOKIE_DAYS = 395;

/**
 * The visitor's rollout bucket (engine/rollout.ts): a whole number 0..99 the page draws once the
 * visitor may be counted (analytics allowed: granted where the region asks, always elsewhere) and
 * removes when that is withdrawn. The server never sets it, so no public answer carries a cookie.
 * A value the server would not take (an older, longer one) is drawn again.
 */
export function keepBucketCookie(allowed: boolean): void {
  const current = bucketCookieValue(Cookies.get(BUCKET_COOKIE));
  if (!allowed) {
    if (Cookies.get(BUCKET_COOKIE) !== undefined) Cookies.remove(BUCKET_COOKIE, { path: '/' });
    return;
  }
  if (current !== null) return;
  Cookies.set(BUCKET_COOKIE, String(drawBucket()), {
    expires: BUCKET_COOKIE_DAYS,
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
}

/** Uniform enough: 2^32 is not a multiple of 100, so the lowest values are more likely by about 1 in 40 million. */
const drawBucket = (): number => (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % VISITOR_BUCKETS;
