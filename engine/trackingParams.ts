/**
 * Campaign and click identifiers that ad platforms and mail tools append to a link. No page reads
 * them on the server (the browser's analytics reads its own address), so a page or fragment is
 * drawn without them: `/?utm_source=x` is the same answer as `/`, kept once in the page cache
 * (server/pageCache.ts) and once per CDN that ignores them in its key (README "Run it as a fleet").
 */
const TRACKING =
  /^(?:utm_[a-z0-9_]+|gclid|gclsrc|gbraid|wbraid|dclid|fbclid|msclkid|yclid|twclid|ttclid|li_fat_id|mc_cid|mc_eid|_gl|_ga|igshid)$/i;

/** `search` (with its `?`, or empty) without the tracking parameters; the rest kept as sent, in order. */
export function withoutTrackingParams(search: string): string {
  if (search.length < 2) return '';
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
