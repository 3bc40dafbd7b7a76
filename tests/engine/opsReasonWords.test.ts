import { describe, expect, it } from 'vitest';
import { regionSwitchWord } from '../../engine/ops/headerPartWords.ts';
import { describeHidden, describeRule } from '../../engine/ops/plainWords.ts';
import { badgeTitle, complianceTitle, OFFER_TITLES, offerTitle } from '../../engine/ops/productWords.ts';
import { readablePath } from '../../engine/ops/readablePath.ts';
import { howToShow } from '../../engine/ops/reasonFixes.ts';
import { timeWords } from '../../engine/ops/timeWords.ts';
import { OFFER_NAMES } from '../../schemas/offers.ts';

// Every reason the engine gives (engine/visibility.ts, engine/rules.ts, the remote menu filter and a
// sub-site's own hide list), with a value of the kind it reports.
const REASONS: { rule: string; value: unknown }[] = [
  { rule: 'login', value: 'in' },
  { rule: 'login', value: 'out' },
  { rule: 'sites', value: ['main'] },
  { rule: 'needs', value: 'crypto-card' },
  { rule: 'compliance', value: 'fiat_trade' },
  { rule: 'business', value: 'futures' },
  { rule: 'flagsOff', value: 'isUKLimit' },
  { rule: 'flagsOn', value: 'isSubAccount' },
  { rule: 'platform', value: 'web' },
  { rule: 'langs', value: ['ja'] },
  { rule: 'notLangs', value: 'de' },
  { rule: 'accountModes', value: 'classic' },
  { rule: 'minTier', value: 2 },
  { rule: 'maxTier', value: 5 },
  { rule: 'href', value: 'javascript:alert(1)' },
  { rule: 'children', value: [] },
  { rule: 'parent', value: 'login' },
  { rule: 'regionOff', value: 'hiddenLogin' },
  { rule: 'regionOn', value: 'social' },
  { rule: 'limitsOn', value: ['au_redirect'] },
  { rule: 'anyOf', value: ['limitsOn'] },
  { rule: 'hidden', value: true },
  { rule: 'title', value: '' },
  { rule: 'hide', value: 'uk' },
];

describe('products by name', () => {
  it('names every offer, and the compliance and badge keys ops meet', () => {
    expect(Object.keys(OFFER_TITLES).sort()).toEqual([...OFFER_NAMES].sort());
    for (const o of OFFER_NAMES) expect(offerTitle(o)).not.toBe(o);
    expect(offerTitle('crypto-card')).toBe('Crypto card');
    expect(complianceTitle('fiat_trade')).toBe('Buy crypto with fiat');
    expect(badgeTitle('referral20')).toBe('20% referral');
    // An unknown key is shown as it is: it may be a typo ops must see to fix.
    expect(complianceTitle('fiat_trad')).toBe('fiat_trad');
    expect(offerTitle('toString')).toBe('toString');
  });

  it('rules and reasons read product names, not keys', () => {
    expect(describeRule({ needs: ['margin', 'earn'] })).toEqual(['Only where the sub-site offers: Margin trading, Earn']);
    expect(describeRule({ compliance: ['fiat_trade'] })).toEqual(['Hidden where compliance blocks: Buy crypto with fiat']);
    expect(describeHidden({ rule: 'needs', value: 'crypto-card' }, 'uk')).toBe('Not in: UK (it does not offer Crypto card)');
    expect(describeHidden({ rule: 'compliance', value: 'fiat_trade' })).toBe('Compliance blocks "Buy crypto with fiat" for this visitor');
    expect(describeHidden({ rule: 'regionOff', value: 'hiddenLogin' })).toBe(
      'Switched off for this sub-site (its header switches hide the Log in button)',
    );
    expect(regionSwitchWord('hiddenDeposit')).toBe('Deposit button');
  });
});

describe('every hidden reason says what to change', () => {
  it('has a sentence of its own for each reason, naming the field as the form does', () => {
    const seen = new Set<string>();
    for (const r of REASONS) {
      const fix = howToShow(r, { site: 'uk' });
      expect(fix, r.rule).not.toMatch(/engine gave no reason/);
      expect(fix, r.rule).not.toMatch(/\b(needs|flagsOff|flagsOn|regionOff|h5|isUKLimit|hiddenLogin|fiat_trade)\b/);
      seen.add(fix);
      // And the reason itself is never the catch-all.
      expect(describeHidden(r, 'uk'), r.rule).not.toBe('Not drawn');
    }
    // No two reasons share advice.
    expect(seen.size).toBe(REASONS.length);
    expect(howToShow({ rule: 'needs', value: 'crypto-card' }, { site: 'uk' })).toBe(
      "To show it on UK, tick “Crypto card” in uk.json › Products offered here, or remove it from the item's Only where the sub-site offers.",
    );
    expect(howToShow({ rule: 'regionOff', value: 'hiddenLogin' }, { site: 'jp' })).toBe(
      'Switched off for Japan: clear “Log in button” in jp.json › Header switches.',
    );
    expect(howToShow({ rule: 'hide', value: 'uk' }, { site: 'uk' })).toMatch(/^Untick “Hide … on UK” for it in uk\.json's form/);
    expect(howToShow({ rule: 'something-new', value: 1 }, { site: 'uk' })).toMatch(/engine gave no reason/);
  });
});

describe('JSON paths as locations', () => {
  it('names a translation by its language', () => {
    const file = {
      footer: { columns: [{ id: 'c', title: 'Company', items: [{ id: 'r', label: 'Risk', label_i18n: { de: 'Risiko' } }] }] },
    };
    expect(readablePath('$.footer.columns[0].items[0].label_i18n.de', file)).toBe(
      'Footer › Link columns › item 1 (Company) › item 1 (Risk) › Label translations › Deutsch (de)',
    );
    // Not a language: left as the key it is.
    expect(readablePath('$.footer.columns[0].items[0].label_i18n.toString', file)).toMatch(/› toString$/);
  });
});

describe('times in the reader’s zone, UTC beside', () => {
  it('formats one moment for Berlin and Tokyo, with the same UTC', () => {
    const ms = Date.UTC(2026, 10, 27, 16, 5);
    expect(timeWords(ms, 'Europe/Berlin')).toEqual({
      local: '27 Nov 2026, 17:05',
      utc: '27 Nov 2026, 16:05 UTC',
      iso: '2026-11-27T16:05:00.000Z',
    });
    expect(timeWords(ms, 'Asia/Tokyo')?.local).toBe('28 Nov 2026, 01:05');
    expect(timeWords(Number.NaN)).toBeNull();
  });
});
