/*
 * Runs before first paint (plain <script src>, no inline code, so the page CSP can stay
 * script-src 'self'): sets data-theme from the `theme` cookie or the OS preference, and lang/dir
 * from the path prefix (SPEC §2, §9: English has no prefix; ar is RTL).
 * Keep LANGS in step with LANGUAGES in schemas/site.ts (a unit test checks).
 */
(function () {
  var LANGS = ['zh', 'tw', 'ja', 'ko', 'tr', 'it', 'de', 'fr', 'es', 'ru', 'vi', 'ar'];
  var RTL = ['ar'];
  var root = document.documentElement;
  root.setAttribute('data-js', '');
  var theme = 'light';
  try {
    var match = document.cookie.match(/(?:^|;\s*)theme=([^;]*)/);
    var saved = match ? decodeURIComponent(match[1]) : '';
    if (saved === 'dark' || saved === '2') theme = 'dark';
    else if (saved === 'light' || saved === '0') theme = 'light';
    else if (window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches) theme = 'dark';
  } catch (e) {
    /* keep light */
  }
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  var first = location.pathname.split('/')[1] || '';
  var lang = LANGS.indexOf(first) >= 0 ? first : 'en';
  root.setAttribute('lang', lang === 'tw' ? 'zh-TW' : lang);
  root.setAttribute('dir', RTL.indexOf(lang) >= 0 ? 'rtl' : 'ltr');
})();
