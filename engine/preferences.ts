import type { Preferences } from '../schemas/bootstrap.ts';
import { RED_RISE_LANGS } from '../schemas/constants/preferences.ts';
import type { RefTime, RegionConfig, RiseColor } from '../schemas/regionConfig.ts';
import type { Lang } from '../schemas/site.ts';

/** SPEC §9: red-rise is the default for Chinese, green-rise otherwise. */
export function defaultRiseColor(lang: Lang | string): RiseColor {
  return (RED_RISE_LANGS as readonly string[]).includes(lang) ? 'risered' : 'risegreen';
}

/**
 * SPEC §4: changing language sets the rise colour default only when the market_rise_color cookie
 * is absent; a region that offers one colour (US) forces it.
 */
export function riseColorFor(config: RegionConfig, lang: Lang | string, cookie: string | undefined): RiseColor {
  const offered = config.riseColors;
  if (offered.length === 1) return offered[0] as RiseColor;
  const chosen = cookie === 'risered' || cookie === 'risegreen' ? cookie : defaultRiseColor(lang);
  return offered.includes(chosen) ? chosen : (offered[0] as RiseColor);
}

/** The change period: the cookie's when offered, else the region's first (US forces 24h). */
export function refTimeFor(config: RegionConfig, cookie: string | undefined): RefTime {
  const offered = config.refTimes;
  return offered.find((t) => t === cookie) ?? (offered[0] as RefTime);
}

/** SPEC §7: the timezone query is empty for 24h or unset, else the reference time. */
export function timezoneParam(refTime: string | undefined): string {
  return refTime === 'utc0' || refTime === 'utc8' ? refTime : '';
}

/** SPEC §4: choosing a fiat opens the currency rate and sets the fiat. */
export function chooseFiat(prefs: Preferences, fiat: string): Preferences {
  return { ...prefs, currFiat: fiat, currencyRate: 'open' };
}

/** SPEC §4: the don't-switch-to-fiat toggle sets USD when on and clears the fiat when off. */
export function toggleNoFiatSwitch(prefs: Preferences, on: boolean): Preferences {
  return { ...prefs, currFiat: on ? 'USD' : '' };
}

/**
 * SPEC §4: when the language changes and no market_rise_color cookie exists, the new language's
 * default is stored; an existing choice is left alone (null: nothing to write).
 */
export function riseColorOnLanguageChange(cookie: string | undefined, nextLang: Lang | string): RiseColor | null {
  return cookie === undefined || cookie === '' ? defaultRiseColor(nextLang) : null;
}
