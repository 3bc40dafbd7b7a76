import { parse } from 'hono/utils/cookie';
import { CONSENT_COOKIE, CURRENT_CONSENT, DATED_CONSENT } from '../engine/consent/consent.ts';
import { BUCKET_COOKIE, bucketCookieValue } from '../engine/rollout.ts';

/**
 * The cookies a shared cache keys on by what they mean, not by their text: the consent cookie
 * (its state, not its date) and the rollout bucket (its number). The server reads both from the
 * Cookie header exactly as the nginx configuration's maps do (`$layer_consent`, `$layer_bucket` in
 * deploy/nginx/exchange-layer.conf): the first pair of that name, its value untrimmed and
 * undecoded. So the key a request is kept under and what the server draws for it are the same
 * function of the same characters (tests/server/cacheKeyCookies.test.ts runs the shipped maps).
 */

const firstPair = new Map<string, RegExp>();

/** The first value of cookie `name` in a Cookie header, as it stands, or undefined. */
export function firstCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  let re = firstPair.get(name);
  if (!re) {
    re = new RegExp(`(?:^|;)[ \\t]*${name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}=([^;]*)`);
    firstPair.set(name, re);
  }
  return re.exec(header)?.[1];
}

/** The consent cookie's value as the page is drawn from it (engine/consent/consent.ts parseConsent). */
export const consentCookieOf = (header: string | undefined): string | undefined => firstCookie(header, CONSENT_COOKIE);

/**
 * The consent cookie as a cache key holds it: its state (`analytics`, `none`), `''` when there is
 * no readable current choice, or `dated` for the older form whose date still decides
 * (engine/consent/consent.ts DATED_CONSENT): an answer for that one is never kept.
 */
export function consentKeyOf(header: string | undefined): string {
  const raw = consentCookieOf(header);
  if (raw === undefined) return '';
  const current = CURRENT_CONSENT.exec(raw);
  if (current) return current[1]!;
  return DATED_CONSENT.test(raw) ? DATED : '';
}
export const DATED = 'dated';

/** The visitor's rollout bucket as the server takes it (0..99), or null. */
export const bucketOfHeader = (header: string | undefined): number | null => bucketCookieValue(firstCookie(header, BUCKET_COOKIE));

const agreed = new WeakMap<object, Map<readonly string[], boolean>>();

/**
 * Whether Hono's reading of these cookies (`cookies`, server/listRequest.ts cookiesOf) is what
 * their first pairs say (each value read as Hono reads a value: trimmed, unquoted, decoded), so a
 * key made of the first pairs' text, as nginx's is, holds one drawing. A header where Hono took
 * another pair (a name with spaces around it, a value it refuses) is this browser's own: its
 * answer is never kept. Memoized per parsed header (cookiesOf hands one object per header).
 */
export function readsAsFirstPairs(
  header: string | undefined,
  cookies: Readonly<Record<string, string>>,
  names: readonly string[],
): boolean {
  if (!header) return true;
  let byNames = agreed.get(cookies);
  const known = byNames?.get(names);
  if (known !== undefined) return known;
  const same = names.every((name) => {
    const raw = firstCookie(header, name);
    return cookies[name] === (raw === undefined ? undefined : parse(`${name}=${raw}`)[name]);
  });
  if (Object.isFrozen(cookies)) {
    if (!byNames) {
      byNames = new Map();
      agreed.set(cookies, byNames);
    }
    byNames.set(names, same);
  }
  return same;
}
