import type { Context } from 'hono';
import { consentAllows } from '../engine/consent/consent.ts';
import { type RolloutKey, traderKey, visitorKey } from '../engine/rollout.ts';
import type { RegionConfig } from '../schemas/regionConfig.ts';
import type { AppEnv } from './appDeps.ts';
import { bucketOfHeader, consentCookieOf } from './cacheKeyCookies.ts';

/**
 * A visitor's key from the request's Cookie header, read as a shared cache's key reads it
 * (server/cacheKeyCookies.ts): the bucket cookie, honoured only while the visitor allows analytics
 * where the region asks for consent (a withdrawn consent puts the visitor back on the live version).
 * What the fast paths read before any session is looked up.
 */
export function visitorRolloutKey(cookie: string | undefined, config: RegionConfig, now: number): RolloutKey | null {
  const bucket = bucketOfHeader(cookie);
  if (bucket === null) return null;
  return consentAllows(config.consent !== undefined, consentCookieOf(cookie), 'analytics', now) ? visitorKey(bucket) : null;
}

/**
 * The key a request's rollout bucket comes from: a logged-in trader's uid (the same on every
 * device), else the visitor's bucket cookie (visitorRolloutKey).
 */
export function rolloutKey(c: Context<AppEnv>, config: RegionConfig, user: { uid: number | string } | null): RolloutKey | null {
  if (user) return traderKey(user.uid);
  return visitorRolloutKey(c.req.header('cookie'), config, c.var.deps.now());
}
