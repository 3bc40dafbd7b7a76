import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { CONSENT_COOKIE, consentAllows } from '../engine/consent/consent.ts';
import { BUCKET_COOKIE, bucketCookieValue, type RolloutKey, traderKey, visitorKey } from '../engine/rollout.ts';
import type { RegionConfig } from '../schemas/regionConfig.ts';
import type { AppEnv } from './appDeps.ts';

/**
 * A visitor's key from the request's cookies: the bucket cookie, honoured only while the visitor
 * allows analytics where the region asks for consent (a withdrawn consent puts the visitor back on
 * the live version). What the fast paths read before any session is looked up.
 */
export function visitorRolloutKey(
  cookies: Readonly<Record<string, string | undefined>>,
  config: RegionConfig,
  now: number,
): RolloutKey | null {
  const bucket = bucketCookieValue(cookies[BUCKET_COOKIE]);
  if (bucket === null) return null;
  return consentAllows(config.consent !== undefined, cookies[CONSENT_COOKIE], 'analytics', now) ? visitorKey(bucket) : null;
}

/**
 * The key a request's rollout bucket comes from: a logged-in trader's uid (the same on every
 * device), else the visitor's bucket cookie (visitorRolloutKey).
 */
export function rolloutKey(c: Context<AppEnv>, config: RegionConfig, user: { uid: number | string } | null): RolloutKey | null {
  if (user) return traderKey(user.uid);
  const cookies = { [BUCKET_COOKIE]: getCookie(c, BUCKET_COOKIE), [CONSENT_COOKIE]: getCookie(c, CONSENT_COOKIE) };
  return visitorRolloutKey(cookies, config, c.var.deps.now());
}
