import Cookies from 'js-cookie';
import { FIAT_COOKIE_DAYS } from '../../schemas/constants/preferences.ts';

export type ThemeName = 'light' | 'dark';

const YEAR_DAYS = FIAT_COOKIE_DAYS;

/**
 * Where the theme is set: <html> on the site's own pages; the layer's own roots when it is embedded
 * in a host page, so the host's document is left as it is.
 */
let themeRoots = (): HTMLElement[] => [document.documentElement];

export function setThemeRoots(roots: () => HTMLElement[]) {
  themeRoots = roots;
}

/** The elements that carry the layer's page-wide attributes (theme, rise colour): <html>, or the layer's roots. */
export const styleRoots = (): HTMLElement[] => themeRoots();

/**
 * The theme the page shows: the one on <html> (the server puts it there from the theme cookie),
 * else the OS preference, which the styles follow until the app sets the attribute.
 */
export function currentTheme(): ThemeName {
  const set = themeRoots()[0]?.dataset.theme;
  if (set === 'dark' || set === 'light') return set;
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function applyTheme(theme: ThemeName) {
  for (const root of themeRoots()) {
    root.dataset.theme = theme;
    root.style.colorScheme = theme;
  }
}

/** SPEC §3 theme numbers: light 0, dark 2 (the server reads these and the names). */
export const THEME_VALUE: Record<ThemeName, '0' | '2'> = { light: '0', dark: '2' };

/** SPEC §4: toggling sets the theme and marks the choice with is_change_skin=1. */
export function saveTheme(theme: ThemeName) {
  Cookies.set('theme', THEME_VALUE[theme], { expires: YEAR_DAYS, path: '/', sameSite: 'Lax' });
  Cookies.set('is_change_skin', '1', { expires: YEAR_DAYS, path: '/', sameSite: 'Lax' });
}
