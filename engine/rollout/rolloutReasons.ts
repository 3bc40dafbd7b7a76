import type { RolloutStep } from '../../schemas/rollout.ts';
import { BUCKETS, bucketOf, decideRollout, percentAt, VISITOR_BUCKETS, visitorKey } from '../rollout.ts';
import type { HiddenReason } from '../visibility.ts';

/**
 * Who sees what in a running rollout, in the engine's own words: the reason decideRollout gives a
 * request with the change (a bucket inside the share), one without it (a bucket outside: the
 * control) and one without a bucket. Each is decideRollout's answer for a real bucket value, not a
 * second wording of the rule; a side nobody is on (at 100%, no control) is null.
 */
export interface RolloutSides {
  variant: HiddenReason | null;
  control: HiddenReason | null;
  noBucket: HiddenReason | null;
}

export function rolloutSides(rollout: { changeId: number; percent: number; steps: readonly RolloutStep[] }, now: number): RolloutSides {
  const values = Array.from({ length: VISITOR_BUCKETS }, (_, b) => b);
  const threshold = percentAt(rollout, now) * (BUCKETS / 100);
  const inside = values.find((b) => bucketOf(visitorKey(b), rollout.changeId) < threshold);
  const outside = values.find((b) => bucketOf(visitorKey(b), rollout.changeId) >= threshold);
  const decide = (b: number | undefined) => (b === undefined ? null : decideRollout(rollout, visitorKey(b), now).reason);
  const noBucket = decideRollout(rollout, null, now);
  return { variant: decide(inside), control: decide(outside), noBucket: noBucket.variant ? null : noBucket.reason };
}
