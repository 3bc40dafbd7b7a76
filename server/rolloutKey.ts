import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { CONSENT_COOKIE, consentAllows } from '../engine/consent/consent.ts';
import { BUCKET_COOKIE, bucketCookieValue, type RolloutKey, traderKey, visitorKey } from '../engine/rollout.ts';
import type { RegionConfig } from '../schemas/regionConfig.ts';
import type { AppEnv } from './appDeps.ts';

/**
 * The key a request's rollout bucket comes from: a logged-in trader's uid (the same on every
 * device), else the visitor's bucket cookie, honoured only while the visitor allows analytics
 * where the region asks for consent (a withdrawn consent puts the visitor back on the live version).
 */
export function rolloutKey(c: Context<AppEnv>, config: RegionConfig, user: { uid: number | string } | null): RolloutKey | null {
  if (user) return traderKey(user.uid);
  const bucket = bucketCookieValue(getCookie(c, BUCKET_COOKIE));
  if (bucket === null) return null;
  const required = config.consent !== undefined;
  return consentAllows(required, getCookie(c, CONSENT_COOKIE), 'analytics', c.var.deps.now()) ? visitorKey(bucket) : null;
}
