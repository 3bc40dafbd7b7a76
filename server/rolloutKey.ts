import type { Context } from 'hono';
import { consentAllows } from '../engine/consent/consent.ts';
import { type RolloutKey, traderKey, visitorKey } from '../engine/rollout.ts';
import type { RegionConfig } from '../schemas/regionConfig.ts';
import type { AppEnv } from './appDeps.ts';
import { bucketOfHeader, consentCookieOf } from './cacheKeyCookies.ts';

/**
 * The key a request's rollout bucket comes from: a logged-in trader's uid (the same on every
 * device), else the visitor's bucket cookie, honoured only while the visitor allows analytics
 * where the region asks for consent (a withdrawn consent puts the visitor back on the live version).
 */
export function rolloutKey(c: Context<AppEnv>, config: RegionConfig, user: { uid: number | string } | null): RolloutKey | null {
  if (user) return traderKey(user.uid);
  // Read from the Cookie header as a shared cache's key reads them (server/cacheKeyCookies.ts).
  const cookie = c.req.header('cookie');
  const bucket = bucketOfHeader(cookie);
  if (bucket === null) return null;
  const required = config.consent !== undefined;
  return consentAllows(required, consentCookieOf(cookie), 'analytics', c.var.deps.now()) ? visitorKey(bucket) : null;
}
