import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { chooseFiat, riseColorOnLanguageChange, toggleNoFiatSwitch } from '../../../engine/preferences.ts';
import type { Preferences } from '../../../schemas/bootstrap.ts';
import { FIAT_COOKIE_DAYS } from '../../../schemas/constants/preferences.ts';
import type { RefTime, RiseColor } from '../../../schemas/regionConfig.ts';
import { styleRoots } from '../theme.ts';
import { onPrefsMessage, publishPrefs } from './prefsChannel.ts';

/** SPEC §3 cookie names. */
export const COOKIE = {
  riseColor: 'market_rise_color',
  refTime: 'change-reftime',
  fiat: 'curr_fiat',
  currencyRate: 'currencyRate',
} as const;

const YEAR = FIAT_COOKIE_DAYS;
const opts = { expires: YEAR, path: '/', sameSite: 'lax' as const };

/**
 * The preferences the header changes without a reload (rise colour, change period, fiat), as a
 * tiny external store: the settings panel writes, the user card and market panels read. The
 * bootstrap's values seed it; every change also lands in its cookie so the next page agrees.
 */
let state: Preferences | null = null;
const listeners = new Set<() => void>();

/** The rise colour is an attribute the styles read: on <html> on the site, on the layer's own roots in a host page. */
function showRiseColor(prefs: Preferences) {
  for (const root of styleRoots()) root.dataset.rise = prefs.riseColorValue;
}

function set(next: Preferences, fromOtherTab = false) {
  state = next;
  showRiseColor(next);
  for (const l of listeners) l();
  window.dispatchEvent(new CustomEvent('header-preferences-change', { detail: next }));
  // Other tabs of the site follow (their cookies are already the same: one jar per browser).
  if (!fromOtherTab) publishPrefs({ kind: 'prefs', prefs: next });
}

export function seedPreferences(initial: Preferences) {
  // On the server this module is shared by every request: nothing is stored there (the readers
  // take the bootstrap's values as their server snapshot).
  if (typeof document === 'undefined') return;
  if (state !== null) return;
  state = initial;
  showRiseColor(initial);
  onPrefsMessage((m) => {
    if (m.kind === 'prefs') set(m.prefs, true);
  });
}

/** The live preferences outside React (market panels' hosts), null before the bootstrap. */
export const getPreferences = (): Preferences | null => state;

export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePreferences(fallback: Preferences): Preferences {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state ?? fallback,
    () => fallback,
  );
}

const current = (): Preferences => {
  if (!state) throw new Error('preferences used before seedPreferences');
  return state;
};

export function setRiseColor(v: RiseColor) {
  Cookies.set(COOKIE.riseColor, v, opts);
  set({ ...current(), riseColorValue: v });
}

export function setRefTime(v: RefTime) {
  Cookies.set(COOKIE.refTime, v, opts);
  set({ ...current(), reftimeValue: v });
}

// js-cookie writes expires, not max-age; SPEC §9 names max-age (one year), so it is written by hand.
function writeFiatCookie(fiat: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: js-cookie cannot write max-age, which SPEC §9 names
  document.cookie = `${COOKIE.fiat}=${encodeURIComponent(fiat)}; max-age=${YEAR * 86400}; path=/; samesite=lax`;
}

/** SPEC §4 and §9: choosing a fiat sets curr_fiat for one year and opens the currency rate. */
export function setFiat(fiat: string) {
  const next = chooseFiat(current(), fiat);
  writeFiatCookie(fiat);
  Cookies.set(COOKIE.currencyRate, next.currencyRate, opts);
  set(next);
}

/**
 * SPEC §4: the don't-switch-to-fiat toggle: USD when on, the fiat cleared when off. "Off" is kept
 * as an empty curr_fiat (not a missing one, which means "the region's default" to the server).
 */
export function setNoFiatSwitch(on: boolean) {
  const next = toggleNoFiatSwitch(current(), on);
  writeFiatCookie(next.currFiat);
  set(next);
}

/** SPEC §4: before following a language link, store that language's rise colour default if none is chosen. */
export function beforeLanguageChange(lang: string) {
  const v = riseColorOnLanguageChange(Cookies.get(COOKIE.riseColor), lang);
  if (v) Cookies.set(COOKIE.riseColor, v, opts);
}
