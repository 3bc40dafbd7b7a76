import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountOverviewFrom, accountSettingsFrom, crossMarginFrom } from '../../engine/user/accountOverview.ts';
import { userTagLabels } from '../../engine/user/userTags.ts';
import { DEFAULT_ACCOUNT_SETTINGS } from '../../schemas/api/accountMode.ts';

const unified = { ...DEFAULT_ACCOUNT_SETTINGS, mode: 'multi_currency' as const, support_unified: true, first_open: false };
const info = { userTier: 2, userSpotBalance: '1520.55', crossMarginUid: 10002 };

describe('account settings (SPEC §3 defaults, §8 fallback)', () => {
  it('a good answer is used; a failure, a wrong code or a wrong shape gives the SPEC §3 defaults', () => {
    expect(accountSettingsFrom({ code: 200, message: 'success', data: unified })).toEqual(unified);
    for (const bad of [
      undefined,
      null,
      'x',
      { code: 500, message: 'x', data: unified },
      { code: 200, message: 'ok', data: { mode: 'margin' } },
    ]) {
      expect(accountSettingsFrom(bad)).toEqual(DEFAULT_ACCOUNT_SETTINGS);
    }
    expect(DEFAULT_ACCOUNT_SETTINGS).toMatchObject({
      mode: 'classic',
      support_unified: false,
      first_open: true,
      auto_borrow: false,
      auto_repay: false,
    });
  });

  it('marks whether the mode came from the server, so a failure never overrides what the page knew', () => {
    expect(accountOverviewFrom({ code: 200, message: 'ok', data: unified }, undefined)).toMatchObject({
      answered: true,
      crossMargin: null,
    });
    expect(accountOverviewFrom(undefined, undefined).answered).toBe(false);
  });
});

describe('cross-margin info (SPEC §5: an array answer means empty)', () => {
  it('an object is kept; an array, a failure or a bad shape is empty', () => {
    expect(crossMarginFrom({ code: 200, message: 'ok', data: info })).toEqual(info);
    expect(crossMarginFrom({ code: 200, message: 'ok', data: [] })).toBeNull();
    expect(crossMarginFrom({ code: 200, message: 'ok', data: [info] })).toBeNull();
    expect(crossMarginFrom({ code: 200, message: 'ok', data: { ...info, userSpotBalance: 'lots' } })).toBeNull();
    expect(crossMarginFrom(undefined)).toBeNull();
  });

  it('never throws on arbitrary answers', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        crossMarginFrom({ code: 200, message: 'ok', data: raw });
        accountSettingsFrom({ code: 200, message: 'ok', data: raw });
      }),
    );
  });
});

describe('user tags', () => {
  const words = { vip: 'VIP', staff: 'Staff' };
  it('shows known tags once in server order; unknown tags, failures and bad shapes show none', () => {
    expect(userTagLabels({ code: 200, message: 'ok', data: { tags: ['staff', 'mystery', 'vip', 'staff'] } }, words)).toEqual([
      { tag: 'staff', label: 'Staff' },
      { tag: 'vip', label: 'VIP' },
    ]);
    expect(userTagLabels({ code: 200, message: 'ok', data: { tags: ['toString', '__proto__'] } }, words)).toEqual([]);
    expect(userTagLabels(undefined, words)).toEqual([]);
    expect(userTagLabels({ code: 401, message: 'login required', data: null }, words)).toEqual([]);
  });
});

describe('fiat rates (currFiatMarketRates, SPEC §7)', () => {
  it('takes a map of three-letter codes to positive rates; anything else is unusable (null)', async () => {
    const { fiatRatesFrom } = await import('../../engine/user/amounts.ts');
    expect(fiatRatesFrom({ code: 200, message: 'ok', data: { USD: 1, EUR: 0.92 } })).toEqual({ USD: 1, EUR: 0.92 });
    for (const bad of [
      undefined,
      { code: 500, message: 'x', data: { USD: 1 } },
      { code: 200, message: 'ok', data: [] },
      { code: 200, message: 'ok', data: {} },
      { code: 200, message: 'ok', data: { USD: 1, eur: 0.9 } },
      { code: 200, message: 'ok', data: { USD: 1, EUR: -1 } },
      { code: 200, message: 'ok', data: { USD: '1' } },
    ]) {
      expect(fiatRatesFrom(bad)).toBeNull();
    }
  });
});
