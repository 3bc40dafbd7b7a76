/**
 * Chromium 156 preloads its omnibox popup as a WebUI page, in a renderer of its own, for every
 * window it opens; Playwright opens a window per browser context. On this 2-core machine that page
 * cost more CPU than the page under test (10 fresh-context loads of the home page: 44 s of CPU with
 * it, 25 s without). The browser tests and the Lighthouse bench turn it off.
 *
 * Chromium keeps only the last `--disable-features` switch, so callers merge these into the list
 * their launcher already passes (see withFeaturesOff).
 */
export const CHROMIUM_UI_FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'] as const;

/** `flags` with CHROMIUM_UI_FEATURES_OFF added to its `--disable-features` (or as one, when it has none). */
export function withFeaturesOff(flags: readonly string[]): string[] {
  const off = CHROMIUM_UI_FEATURES_OFF.join(',');
  const i = flags.findIndex((f) => f.startsWith('--disable-features='));
  if (i < 0) return [...flags, `--disable-features=${off}`];
  return flags.map((f, j) => (j === i ? `${f},${off}` : f));
}
