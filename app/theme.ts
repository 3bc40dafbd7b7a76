import Cookies from 'js-cookie';

export type ThemeName = 'light' | 'dark';

const YEAR_DAYS = 365;

/** The theme the early script (public/theme-init.js) put on <html> before first paint. */
export function currentTheme(): ThemeName {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

export function applyTheme(theme: ThemeName) {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

/** SPEC §4: toggling sets the theme and marks the choice with is_change_skin=1. */
export function saveTheme(theme: ThemeName) {
  Cookies.set('theme', theme, { expires: YEAR_DAYS, path: '/', sameSite: 'Lax' });
  Cookies.set('is_change_skin', '1', { expires: YEAR_DAYS, path: '/', sameSite: 'Lax' });
}
