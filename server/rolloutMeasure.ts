import { decideRollout, percentAt, type RolloutKey } from '../engine/rollout.ts';
import type { RegionConfig } from '../schemas/regionConfig.ts';
import type { SiteCode } from '../schemas/site.ts';
import { rolloutOfSite } from './ops/activeRollouts.ts';

/** The rollout a request is counted in, and whether it fell in the change. */
export interface Measured {
  rollout: number;
  variant: boolean;
}

/**
 * Whom a running rollout's effect is measured on: the requests with a rollout key (a trader, or a
 * visitor whose bucket counts) while the rollout is below 100% (at 100% there is nobody to compare
 * with). Everyone else is in neither variant.
 */
export function measuredIn(configs: Record<SiteCode, RegionConfig>, site: SiteCode, key: RolloutKey | null, now: number): Measured | null {
  const running = rolloutOfSite(configs, site);
  if (!running || key === null || percentAt(running.rollout, now) >= 100) return null;
  return { rollout: running.rollout.id, variant: decideRollout(running.rollout, key, now).variant };
}
