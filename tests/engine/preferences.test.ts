import { describe, expect, it } from 'vitest';
import { chooseFiat, defaultRiseColor, refTimeFor, riseColorFor, timezoneParam, toggleNoFiatSwitch } from '../../engine/preferences.ts';
import type { Preferences } from '../../schemas/bootstrap.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';

const region = (riseColors: RegionConfig['riseColors'], refTimes: RegionConfig['refTimes']) => ({ riseColors, refTimes }) as RegionConfig;
const main = region(['risegreen', 'risered'], ['24h', 'utc0', 'utc8']);
const us = region(['risegreen'], ['24h']);
const jp = region(['risegreen', 'risered'], ['24h', 'utc0']);

describe('preferences rules (SPEC §4, §6, §9)', () => {
  it('defaults to red-rise for Chinese and green-rise otherwise', () => {
    expect(defaultRiseColor('zh')).toBe('risered');
    expect(defaultRiseColor('en')).toBe('risegreen');
    expect(riseColorFor(main, 'zh', undefined)).toBe('risered');
    expect(riseColorFor(main, 'ja', undefined)).toBe('risegreen');
  });

  it('keeps the cookie over the language default', () => {
    expect(riseColorFor(main, 'zh', 'risegreen')).toBe('risegreen');
    expect(riseColorFor(main, 'en', 'risered')).toBe('risered');
    expect(riseColorFor(main, 'en', 'purple')).toBe('risegreen');
  });

  it('forces green-rise and 24h on the US site', () => {
    expect(riseColorFor(us, 'zh', 'risered')).toBe('risegreen');
    expect(refTimeFor(us, 'utc8')).toBe('24h');
  });

  it('hides UTC+8 in Japan and falls back to the first period', () => {
    expect(refTimeFor(jp, 'utc8')).toBe('24h');
    expect(refTimeFor(jp, 'utc0')).toBe('utc0');
  });

  it('sends an empty timezone for 24h or unset', () => {
    expect(timezoneParam('24h')).toBe('');
    expect(timezoneParam(undefined)).toBe('');
    expect(timezoneParam('utc8')).toBe('utc8');
  });

  it('opens the rate when a fiat is chosen, and the toggle sets or clears the fiat', () => {
    const p: Preferences = {
      riseColorValue: 'risegreen',
      reftimeValue: '24h',
      currFiat: 'EUR',
      currencyRate: 'closed',
      theme: 'dark',
      locale: 'en',
    };
    expect(chooseFiat(p, 'JPY')).toMatchObject({ currFiat: 'JPY', currencyRate: 'open' });
    expect(toggleNoFiatSwitch(p, true).currFiat).toBe('USD');
    expect(toggleNoFiatSwitch(p, false).currFiat).toBe('');
  });
});

describe('rise colour on a language change (SPEC §4)', () => {
  it('writes the new language default only when the cookie is absent', async () => {
    const { riseColorOnLanguageChange } = await import('../../engine/preferences.ts');
    expect(riseColorOnLanguageChange(undefined, 'zh')).toBe('risered');
    expect(riseColorOnLanguageChange(undefined, 'en')).toBe('risegreen');
    expect(riseColorOnLanguageChange('risegreen', 'zh')).toBeNull();
  });
});
