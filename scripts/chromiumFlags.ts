import { existsSync } from 'node:fs';

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

/**
 * Playwright's own `--disable-features` list (playwright-core 1.65, as its renderers receive it):
 * Chromium keeps only the last such switch, so adding ours means repeating it.
 */
const PLAYWRIGHT_FEATURES_OFF = [
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'ThirdPartyStoragePartitioning',
];

/**
 * Chromium as the browser suite runs it (tests/browser/helpers.ts launchBrowser) and
 * bench/pageLoadCpu.ts measures it: headless, sandbox-less, no background traffic, and without
 * site isolation, so every new page starts one renderer instead of two.
 */
export const SUITE_CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-site-isolation-trials',
  ...withFeaturesOff([`--disable-features=${PLAYWRIGHT_FEATURES_OFF.join(',')}`]),
];

/**
 * Debian's Chromium in its headless-shell build (`apt-get install -y chromium-headless-shell`, the
 * same Chromium release as the `chromium` package, without the desktop browser around it) when
 * installed, else `/usr/bin/chromium`; BROWSER_PATH overrides both. The headless shell
 * spends about half the CPU of the full browser on a fresh-context load of the home page.
 */
export function chromiumPath(): string {
  if (process.env.BROWSER_PATH) return process.env.BROWSER_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';
}
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
