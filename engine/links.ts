import type { Lang } from '../schemas/site.ts';
import { LANG_CODES } from '../schemas/siteConstants.ts';

/** SPEC §2: English has no prefix; every other language is `/{lang}`. */
export function langPrefix(lang: Lang | string): string {
  return lang === 'en' || lang === '' ? '' : `/${lang}`;
}

/**
 * A host's route as the layer takes it: `/de/trade/BTC_USDT` and `/trade/BTC_USDT` are the
 * same route, the layer adds the prefix of the language it draws (a host passing `location.pathname`
 * of a German page got `/de/de/…` links). The prefix's language comes back for a host that gave none.
 */
export function splitLangPrefix(path: string): { lang: Lang | null; path: string } {
  const first = /^\/([a-z]{2})(?=\/|$|[?#])/.exec(path)?.[1];
  if (!first || first === 'en' || !(LANG_CODES as readonly string[]).includes(first)) return { lang: null, path };
  const rest = path.slice(first.length + 1);
  return { lang: first as Lang, path: rest.startsWith('/') ? rest : `/${rest}` };
}

// Characters browsers strip or fold before reading a scheme; any of them in a URL is refused.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\s\\]/;

export interface LinkOptions {
  /** Hosts an absolute URL may point to; a host matches itself and its subdomains. Empty = none. */
  allowedHosts?: readonly string[];
  /**
   * Any https host: for pictures the API itself names (a user's avatar, a market's coin icon),
   * served from its CDN, which no region config lists.
   */
  anyHost?: true;
}

function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const h = host.toLowerCase();
  return allowed.some((a) => {
    const want = a.toLowerCase();
    return h === want || h.endsWith(`.${want}`);
  });
}

/**
 * Builds the href a component may render, or null when the input is not safe to follow.
 * Relative paths (starting with one `/`) get the language prefix; absolute URLs must be http(s)
 * to an allowed host and are returned normalised. `javascript:`, `data:`, `vbscript:`,
 * protocol-relative `//host`, backslash tricks and encoded schemes all come back null.
 */
export function buildHref(raw: unknown, lang: Lang | string, options: LinkOptions = {}): string | null {
  if (typeof raw !== 'string') return null;
  const href = raw.trim();
  if (href === '' || UNSAFE_CHARS.test(href)) return null;
  if (href.startsWith('/')) {
    if (href.startsWith('//')) return null;
    const prefix = langPrefix(lang);
    // An already-prefixed path (e.g. from the server) keeps its prefix instead of doubling it.
    if (prefix && (href === prefix || href.startsWith(`${prefix}/`) || href.startsWith(`${prefix}?`))) return href;
    return `${prefix}${href}`;
  }
  if (!/^https?:\/\//i.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  if (!options.anyHost && !hostAllowed(url.hostname, options.allowedHosts ?? [])) return null;
  return url.href;
}

/**
 * A path on this site to send the browser to (a `?redirect=` value, a referrer's path), or null:
 * it must start with one `/` and hold no whitespace, control character or backslash, which
 * browsers strip or fold until `/<TAB>/host` or `/\host` means another site.
 */
export function sitePath(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || UNSAFE_CHARS.test(raw)) return null;
  return raw;
}

/**
 * The one asset allow-list: an icon or image source from a config, a remote menu or an API answer,
 * or undefined when it must not reach an <img>: a bare file name (served from /icons/), a site
 * path, or an https URL to an allowed host, by the same rules as buildHref. Anything else would
 * load from another site, over plain http, or is no image.
 */
export function safeAssetSrc(raw: unknown, options: LinkOptions = {}): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const src = raw.trim();
  if (/^[\w-][\w.-]*$/.test(src)) return src;
  if (!src.startsWith('/') && !/^https:\/\//i.test(src)) return undefined;
  // English has no language prefix, so a site path comes back as it is.
  return buildHref(src, 'en', options) ?? undefined;
}

/** Where an <img> loads an allowed source from: a bare file name is an icon of this site. */
export function assetPath(src: string | undefined): string | undefined {
  if (!src) return undefined;
  return src.startsWith('/') || isAbsolute(src) ? src : `/icons/${src}`;
}

/** A link is external when it leaves the site (absolute URL). */
export function isAbsolute(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
