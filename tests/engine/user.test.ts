import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { showSubAccountManagement, showSwitchAccount } from '../../engine/user/accountRules.ts';
import { formatAmount, totalInFiat } from '../../engine/user/amounts.ts';
import { displayName, upgradeView, vipBadge, weakSafety } from '../../engine/user/userCard.ts';
import { SITE_CODES } from '../../schemas/site.ts';
import { UserInfo } from '../../schemas/user.ts';

const user = (over: Record<string, unknown> = {}) =>
  UserInfo.parse({
    uid: 26184753,
    nickname: 'trader',
    tier_level: 0,
    tier_next_progress: 42,
    tier_next_usdt: 58000,
    tier_next_fiat: 8700000,
    tier_next_gt_min: 500,
    tier_next_gt_only: 1000,
    tier_next_asset_only_usd: 100000,
    tier_all_trade_usdt: 1000,
    tier_all_trade_jpy: 150000,
    safe_level: 3,
    ...over,
  });
const defaults = (over: Record<string, unknown> = {}) =>
  ({ upgradePlans: [1, 2, 3], upgradeHover: 'always', fiat: 'USD', ...over }) as Parameters<typeof upgradeView>[1];

describe('user card (SPEC §6, §8, §9)', () => {
  it('names the user by nickname, then nick, then UID', () => {
    expect(displayName(user())).toBe('trader');
    expect(displayName(user({ nickname: '', user_nick: 'Tom' }))).toBe('Tom');
    expect(displayName(user({ nickname: '', user_nick: '' }))).toBe('26184753');
  });

  it('shows the VIP badge above tier 0 with the trial label on trial', () => {
    expect(vipBadge(user())).toBeNull();
    expect(vipBadge(user({ tier_level: 3 }))).toEqual({ tier: 3, trial: false });
    expect(vipBadge(user({ tier_level: 2, is_trial_vip: true }))).toEqual({ tier: 2, trial: true });
  });

  it('warns when safe_level is 1 or less', () => {
    expect(weakSafety(user({ safe_level: 0 }))).toBe(true);
    expect(weakSafety(user({ safe_level: 1 }))).toBe(true);
    expect(weakSafety(user({ safe_level: 2 }))).toBe(false);
  });

  it('offers plans 1-3 on main, 1 and 3 in UK/AU/US, 1 in the UAE', () => {
    expect(upgradeView(user(), defaults()).plans.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(upgradeView(user(), defaults({ upgradePlans: [3, 1] })).plans.map((p) => p.id)).toEqual([1, 3]);
    expect(upgradeView(user(), defaults({ upgradePlans: [1] })).plans).toEqual([
      { id: 1, kind: 'volume', target: 58000, unit: 'USDT', done: 1000 },
    ]);
  });

  it('hides the upgrade hover in Japan and at tier 0 in the UAE', () => {
    expect(upgradeView(user(), defaults({ upgradeHover: 'never', fiat: 'JPY' })).hover).toBe(false);
    expect(upgradeView(user(), defaults({ upgradeHover: 'paidTiers' })).hover).toBe(false);
    expect(upgradeView(user({ tier_level: 1 }), defaults({ upgradeHover: 'paidTiers' })).hover).toBe(true);
    expect(upgradeView(user(), defaults()).hover).toBe(true);
  });

  it('counts Japanese volume in yen', () => {
    expect(upgradeView(user(), defaults({ fiat: 'JPY' })).plans[0]).toMatchObject({ unit: 'JPY', target: 8700000, done: 150000 });
  });

  it('clamps the progress to 0..100 and names the next tier', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), fc.integer({ min: 0, max: 15 }), (p, tier) => {
        const v = upgradeView({ ...user({ tier_level: tier }), tier_next_progress: p }, defaults());
        return v.progress >= 0 && v.progress <= 100 && v.nextTier === tier + 1;
      }),
    );
  });
});

describe('amounts', () => {
  it('shows 2 decimals, padded and grouped, cut not rounded', () => {
    expect(formatAmount(8342.17)).toBe('8,342.17');
    expect(formatAmount(5)).toBe('5.00');
    expect(formatAmount(0.999)).toBe('0.99');
    expect(formatAmount(2450318.55)).toBe('2,450,318.55');
    expect(formatAmount(Number.NaN)).toBe('0.00');
  });

  it('always prints exactly two decimals', () => {
    fc.assert(fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (n) => /^-?[\d,]+\.\d{2}$/.test(formatAmount(n))));
  });

  it('converts the USD total with the chosen fiat rate', () => {
    const rates = { EUR: 0.9, JPY: 151.3 };
    const symbols = [
      { fiat: 'EUR', symbol: '€' },
      { fiat: 'JPY', symbol: '¥' },
    ];
    expect(totalInFiat(100, 'EUR', rates, symbols)).toEqual({ fiat: 'EUR', symbol: '€', value: 90, text: '90.00' });
    expect(totalInFiat(100, 'JPY', rates, symbols).text).toBe('15,130.00');
    expect(totalInFiat(100, 'USD', {}).text).toBe('100.00');
  });

  it('stays in USD when the rate is missing or unusable', () => {
    expect(totalInFiat(12.5, 'XYZ', {}).fiat).toBe('USD');
    expect(totalInFiat(12.5, 'EUR', { EUR: 0 })).toMatchObject({ fiat: 'USD', text: '12.50' });
  });
});

describe('account rules (SPEC §6)', () => {
  const facts = { site: 'main' as const, isSubAccount: false, switchTag: false, whiteListShow: true };
  it('Switch Account: main only; sub-accounts need the is_switch_tag cookie', () => {
    expect(showSwitchAccount(facts)).toBe(true);
    expect(showSwitchAccount({ ...facts, isSubAccount: true })).toBe(false);
    expect(showSwitchAccount({ ...facts, isSubAccount: true, switchTag: true })).toBe(true);
    for (const site of SITE_CODES.filter((s) => s !== 'main')) expect(showSwitchAccount({ ...facts, site })).toBe(false);
  });

  it('sub-account management: never for sub-accounts, needs white_list_show', () => {
    expect(showSubAccountManagement(facts)).toBe(true);
    expect(showSubAccountManagement({ ...facts, whiteListShow: false })).toBe(false);
    expect(showSubAccountManagement({ ...facts, isSubAccount: true })).toBe(false);
  });
});
