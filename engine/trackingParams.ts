/**
 * Campaign and click identifiers that ad platforms and mail tools append to a link. No page reads
 * them on the server (the browser's analytics reads its own address), so a page or fragment is
 * drawn without them: `/?utm_source=x` is the same answer as `/`, kept once in the page cache
 * (server/pageCache.ts) and once per CDN that ignores them in its key (docs/operating.md "Run it as a fleet").
 */
const NAMES = 'gclid|gclsrc|gbraid|wbraid|dclid|fbclid|msclkid|yclid|twclid|ttclid|li_fat_id|mc_cid|mc_eid|_gl|_ga|igshid';
const TRACKING = new RegExp(`^(?:utm_[a-z0-9_]+|${NAMES})$`, 'i');

/**
 * A query that surely holds no tracking parameter and nothing to tidy (no escapes that could spell
 * one, no empty parts): answered as it is, without splitting (the page cache asks on every request).
 */
const PLAIN = new RegExp(`^(?!.*(?:&&|&$|[%+]|[?&](?:utm_|${NAMES})))\\?(?!&)`, 'i');

/** `search` (with its `?`, or empty) without the tracking parameters; the rest kept as sent, in order. */
export function withoutTrackingParams(search: string): string {
  if (search.length < 2) return '';
  if (PLAIN.test(search)) return search;
  const kept = search
    .slice(1)
    .split('&')
    .filter((part) => {
      const eq = part.indexOf('=');
      const raw = eq < 0 ? part : part.slice(0, eq);
      let name = raw;
      try {
        name = decodeURIComponent(raw.replace(/\+/g, ' '));
      } catch {
        // Malformed escapes: judged as sent.
      }
      return part !== '' && !TRACKING.test(name);
    });
  return kept.length ? `?${kept.join('&')}` : '';
}
