import type { RolloutStep } from '../schemas/rollout.ts';
import { hashString, mix32 } from './hash.ts';
import type { HiddenReason } from './visibility.ts';

/**
 * Which version of a region config a request sees while a change is rolled out to a share of its
 * visitors. Pure: the server gives the key (a logged-in trader's uid, a consenting visitor's
 * bucket cookie) and the clock.
 */
export const BUCKETS = 10_000;

/** The values a visitor's bucket cookie takes, 0..99: few, so a shared cache keyed by it keeps few copies. */
export const VISITOR_BUCKETS = 100;

/** Whose rollout bucket it is: a logged-in trader's uid, or the value of a visitor's bucket cookie. */
export type RolloutKey = { readonly uid: number | string } | { readonly visitor: number };
export const traderKey = (uid: number | string): RolloutKey => ({ uid });
export const visitorKey = (bucket: number): RolloutKey => ({ visitor: bucket });

/** Where a change's rollout starts among the visitor buckets, so one visitor is not always among the first. */
const visitorOffset = (changeId: number): number => mix32(hashString(`${changeId}`)) % VISITOR_BUCKETS;

/**
 * A key's bucket for one change, 0..9999: the same on every page, instance and restart. A trader's
 * is a hash of the change id and the uid. A visitor's is the cookie value turned by the change's
 * offset, in steps of a hundred, so exactly `percent` of the 100 cookie values are below
 * `percent` × 100 for every whole percent.
 */
export function bucketOf(key: RolloutKey, changeId: number): number {
  if ('visitor' in key) return ((key.visitor + visitorOffset(changeId)) % VISITOR_BUCKETS) * (BUCKETS / VISITOR_BUCKETS);
  return mix32(hashString(`${changeId}\u0000uid:${key.uid}`)) % BUCKETS;
}

/** The share in force at `now`: the rollout's own, or a later step's once its time has come. */
export function percentAt(rollout: { percent: number; steps: readonly RolloutStep[] }, now: number): number {
  return rollout.steps.reduce((p, s) => (s.at <= now && s.percent > p ? s.percent : p), rollout.percent);
}

export interface RolloutDecision {
  variant: boolean;
  reason: HiddenReason;
}

/**
 * Variant or live, with its reason in the engine's words. A bucket below the share is in the change,
 * so widening only adds buckets; without a key (no consent where it is asked) a visitor sees the
 * live version until the share is 100%.
 */
export function decideRollout(
  rollout: { changeId: number; percent: number; steps: readonly RolloutStep[] },
  key: RolloutKey | null,
  now: number,
): RolloutDecision {
  const percent = percentAt(rollout, now);
  const change = `change #${rollout.changeId}`;
  const value = { change: rollout.changeId, percent };
  if (percent >= 100) return { variant: true, reason: { rule: 'rollout', value, detail: `${change} is rolled out to everyone` } };
  if (key === null)
    return {
      variant: false,
      reason: { rule: 'rollout', value, detail: `no bucket (no analytics consent): the live version until ${change} reaches 100%` },
    };
  const variant = bucketOf(key, rollout.changeId) < percent * (BUCKETS / 100);
  return {
    variant,
    reason: {
      rule: 'rollout',
      value,
      detail: variant ? `in the ${percent}% rollout of ${change}` : `outside the ${percent}% rollout of ${change}: the live version`,
    },
  };
}

/** The visitor's bucket cookie: 0..99, drawn by the page once the visitor may be counted (app/layer/consent/bucketCookie.ts). */
export const BUCKET_COOKIE = 'bucket';
const BUCKET_VALUE = /^[0-9]{1,2}$/;

/** A bucket cookie's value as the server takes it, or null when it is not one the page would write. */
export const bucketCookieValue = (raw: string | undefined): number | null => (raw && BUCKET_VALUE.test(raw) ? Number(raw) : null);
