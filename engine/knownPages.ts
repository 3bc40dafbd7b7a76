/**
 * Which page paths the site has (anything else answers 404 with the layer and a "page
 * not found" message). Shared by the server, which sets the status, and the app, which draws the
 * message, so both always agree. Paths are without the language prefix.
 */

/** The app's own pages and the SPEC §2 routes that no config entry links to directly. */
const PAGES = new Set([
  '/',
  '/login',
  '/signup',
  '/reminder',
  '/ops',
  '/state_compliance_tips',
  '/community',
  '/user-agreement',
  '/mobileapp',
]);

/** SPEC §2 routes with a variable part: everything under these is a page of the site. */
const SECTIONS = [
  '/trade/',
  '/futures/',
  '/futures-delivery/',
  '/options/',
  '/pilot/',
  '/pre-market/',
  '/alpha/',
  '/post/',
  '/live/',
  '/launchpad/',
  '/crypto/',
  '/price/',
  '/how-to-buy/',
  '/price-prediction/',
  '/myaccount/',
  '/legal/',
  '/page/',
  '/learn/',
  '/help/',
  '/announcements/',
  '/articlelist/',
  '/article/',
  '/converter/',
  '/p2p/',
  '/p2p-express/',
  '/c2c/',
  '/staking/',
  '/competition/',
  '/institution/',
  '/referral/',
  '/docs/',
  '/blog/',
  '/news/',
];

/** Every site-relative path a value of the config holds (hrefs of every entry, default links). */
function configPaths(config: unknown, out: Set<string>): Set<string> {
  if (typeof config === 'string') {
    if (config.startsWith('/') && !config.startsWith('//')) {
      const path = config.split(/[?#]/)[0]!.replace(/\/+$/, '');
      if (path) out.add(path);
    }
  } else if (Array.isArray(config)) {
    for (const v of config) configPaths(v, out);
  } else if (config && typeof config === 'object') {
    for (const v of Object.values(config)) configPaths(v, out);
  }
  return out;
}

const cache = new WeakMap<object, Set<string>>();

/**
 * Whether `path` (no language prefix, no query) is a page: one of the app's, under a SPEC §2
 * section, or a path some entry of the region config links to (or under one, a section page).
 */
export function isKnownPage(path: string, config: object): boolean {
  const p = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (PAGES.has(p) || SECTIONS.some((s) => p.startsWith(s))) return true;
  let paths = cache.get(config);
  if (!paths) {
    paths = configPaths(config, new Set());
    cache.set(config, paths);
  }
  if (paths.has(p)) return true;
  for (let cut = p.lastIndexOf('/'); cut > 0; cut = p.lastIndexOf('/', cut - 1)) {
    if (paths.has(p.slice(0, cut))) return true;
  }
  return false;
}
