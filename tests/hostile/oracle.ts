import { BAD_SCHEME } from './corpus.ts';

/** The page the oracle resolves links against: one of the site's own hosts. */
export const SITE_ORIGIN = 'https://www.exchange.test';

/**
 * Why a rendered href is unsafe, or null when it is safe: it must resolve (by the WHATWG URL
 * parser, which is what browsers run, stripping and folding included) either to this origin or
 * to an http(s) URL on an allowed host (a host matches itself and its subdomains).
 */
export function unsafeHref(href: string, allowedHosts: readonly string[]): string | null {
  if (BAD_SCHEME.test(href)) return `script-capable scheme: ${JSON.stringify(href)}`;
  let url: URL;
  try {
    url = new URL(href, `${SITE_ORIGIN}/some/page`);
  } catch {
    return `does not parse: ${JSON.stringify(href)}`;
  }
  if (url.origin === SITE_ORIGIN) return null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `scheme ${url.protocol} in ${JSON.stringify(href)}`;
  if (url.username || url.password) return `credentials in ${JSON.stringify(href)}`;
  const host = url.hostname.toLowerCase();
  const allowed = allowedHosts.some((a) => host === a.toLowerCase() || host.endsWith(`.${a.toLowerCase()}`));
  return allowed ? null : `off-site host ${host} in ${JSON.stringify(href)}`;
}
