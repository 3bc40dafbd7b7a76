import { describe, expect, it } from 'vitest';
import { INTL_LOCALES, intlLocale } from '../../engine/format.ts';
import { formatOpening, formatPercent, formatPrice, formatVolume, upcoming } from '../../engine/markets/numberFormat.ts';
import { LANG_CODES } from '../../schemas/siteConstants.ts';

describe('market numbers in the page language (Intl.NumberFormat)', () => {
  it('maps every site language to a locale (tw Traditional, zh Simplified Chinese)', () => {
    expect(Object.keys(INTL_LOCALES).sort()).toEqual([...LANG_CODES].sort());
    expect(intlLocale('tw')).toBe('zh-TW');
    expect(intlLocale('zh')).toBe('zh-CN');
    expect(intlLocale('xx')).toBe('en-US');
  });

  it('prices keep the precision they came with and get thousands separators', () => {
    expect(formatPrice('465232.51', 'en-US')).toBe('465,232.51');
    expect(formatPrice('465232.51', 'de-DE')).toBe('465.232,51');
    expect(formatPrice('0.00001234', 'en-US')).toBe('0.00001234');
    expect(formatPrice('1200', 'en-US')).toBe('1,200');
    expect(formatPrice('', 'en-US')).toBe('--');
    expect(formatPrice('n/a', 'en-US')).toBe('--');
    // Latin digits on Arabic pages too: prices are compared digit by digit.
    expect(formatPrice('1234.5', intlLocale('ar'))).toMatch(/^1.234.5$/);
  });

  it('percentages are signed with two decimals in the locale style; a rounded zero has no sign', () => {
    expect(formatPercent(1.5, 'en-US')).toBe('+1.50%');
    expect(formatPercent(-2.345, 'en-US')).toBe('-2.35%');
    expect(formatPercent(0, 'en-US')).toBe('0.00%');
    expect(formatPercent(-0.001, 'en-US')).toBe('0.00%');
    expect(formatPercent(12.5, 'tr-TR')).toBe('+%12,50');
    expect(formatPercent(null, 'en-US')).toBe('--');
  });

  it('volumes are compact; an unknown or zero volume is --', () => {
    expect(formatVolume(1_234_567, 'en-US')).toBe('1.23M');
    expect(formatVolume(4_500_000_000, 'en-US')).toBe('4.5B');
    expect(formatVolume(0, 'en-US')).toBe('--');
    expect(formatVolume(undefined, 'en-US')).toBe('--');
  });

  it('an upcoming listing is told by its opening time (seconds), shown as a date and time', () => {
    const now = Date.UTC(2025, 10, 21, 10);
    expect(upcoming(now / 1000 + 60, now)).toBe(true);
    expect(upcoming(now / 1000 - 60, now)).toBe(false);
    expect(upcoming(0, now)).toBe(false);
    expect(formatOpening(Date.UTC(2025, 10, 21, 14, 30), 'en-US', 'UTC')).toBe('Nov 21, 02:30 PM');
  });
});
