import { JAPAN_VOLUME_FIAT } from '../../schemas/constants/preferences.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import type { UserInfo } from '../../schemas/user.ts';

/** The name the header shows: nickname, else the public nick, else the UID. */
export function displayName(user: Pick<UserInfo, 'nickname' | 'user_nick' | 'uid'>): string {
  return user.nickname || user.user_nick || String(user.uid);
}

export interface VipBadge {
  tier: number;
  /** A trial card grants the tier for a while; the badge says so (SPEC §6). */
  trial: boolean;
}

/** SPEC §6: tier above 0 shows the VIP badge, with the trial-card label while on trial. */
export function vipBadge(user: Pick<UserInfo, 'tier_level' | 'is_trial_vip'>): VipBadge | null {
  if (user.tier_level <= 0) return null;
  return { tier: user.tier_level, trial: user.is_trial_vip };
}

/** SPEC §8: the "your current safety strength is too weak" warning for safe_level 1 or less. */
export function weakSafety(user: Pick<UserInfo, 'safe_level'>): boolean {
  return user.safe_level <= 1;
}

export type PlanId = 1 | 2 | 3;

/** One way to reach the next tier, with the numbers the card prints. */
export type UpgradePlan =
  | { id: 1; kind: 'volume'; target: number; unit: string; done: number }
  | { id: 2; kind: 'gt'; target: number; alternative: number; unit: 'GT' }
  | { id: 3; kind: 'assets'; target: number; unit: 'USD' };

export interface UpgradeView {
  nextTier: number;
  /** 0..100, clamped. */
  progress: number;
  /** Whether the hover panel listing the plans is offered (SPEC §6: not in Japan, not at UAE tier 0). */
  hover: boolean;
  plans: UpgradePlan[];
}

type Defaults = Pick<RegionConfig['defaults'], 'upgradePlans' | 'upgradeHover' | 'fiat'>;

function planFor(id: PlanId, user: UserInfo, defaults: Defaults): UpgradePlan {
  if (id === 2) return { id, kind: 'gt', target: user.tier_next_gt_min, alternative: user.tier_next_gt_only, unit: 'GT' };
  if (id === 3) return { id, kind: 'assets', target: user.tier_next_asset_only_usd, unit: 'USD' };
  // Japan counts volume in yen (SPEC §9 "Japan uses JPY for volume").
  if (defaults.fiat === JAPAN_VOLUME_FIAT)
    return { id, kind: 'volume', target: user.tier_next_fiat, unit: JAPAN_VOLUME_FIAT, done: user.tier_all_trade_jpy };
  return { id, kind: 'volume', target: user.tier_next_usdt, unit: 'USDT', done: user.tier_all_trade_usdt };
}

/**
 * SPEC §6 upgrade progress: which plans the region offers (main 1-3; UK, AU, US 1 and 3; UAE 1)
 * and whether the hover panel shows (never in Japan; not at tier 0 in the UAE). Both come from the
 * region config defaults so ops change them without code.
 */
export function upgradeView(user: UserInfo, defaults: Defaults): UpgradeView {
  const hover = defaults.upgradeHover === 'always' || (defaults.upgradeHover === 'paidTiers' && user.tier_level > 0);
  const plans = [...new Set(defaults.upgradePlans)].sort().map((id) => planFor(id, user, defaults));
  return {
    nextTier: user.tier_level + 1,
    progress: Math.min(100, Math.max(0, Number.isFinite(user.tier_next_progress) ? user.tier_next_progress : 0)),
    hover,
    plans,
  };
}
