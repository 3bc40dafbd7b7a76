import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { RegionConfig } from '../schemas/regionConfig.ts';
import { LANG_CODES, type Lang, SITE_CODES, type SiteCode } from '../schemas/site.ts';
import { clearCookies, isHttps, setPageCookie } from './cookies.ts';
import type { AppEnv } from './env.ts';
import { HttpError } from './http.ts';
import { isProfile, PROFILES, type Profile } from './profiles.ts';

const isSite = (v: string | undefined): v is SiteCode => (SITE_CODES as readonly string[]).includes(v ?? '');
const isLang = (v: string | undefined): v is Lang => (LANG_CODES as readonly string[]).includes(v ?? '');

export function isApiPath(path: string): boolean {
  return /^\/(api|apiw|apiweb)(\/|$)/.test(path);
}

function siteFromHost(host: string | undefined, configs: Record<SiteCode, RegionConfig>): SiteCode | undefined {
  if (!host) return undefined;
  const full = host.trim().toLowerCase();
  const bare = full.replace(/:\d+$/, '');
  return SITE_CODES.find((code) => configs[code]?.hosts.some((h) => h.toLowerCase() === full || h.toLowerCase() === bare));
}

/**
 * Resolves the sub-site (?site= > cookie site > Host > main), the language (lang or language query >
 * X-Gate-AppLang header > en) and the demo visitor profile (?as= > cookie as). A bad query value is
 * a 400 on API paths and ignored on pages; ?site and ?as are remembered in cookies.
 */
export const requestContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { configs, seedDemo } = c.var.deps;
  const api = isApiPath(c.req.path);
  const reject = (message: string) => {
    if (api) throw new HttpError(400, message);
  };
  const q = c.req.query();

  let site: SiteCode | undefined;
  const siteParam = q.site;
  if (siteParam !== undefined) {
    if (isSite(siteParam)) site = siteParam;
    else reject(`invalid query: site must be one of ${SITE_CODES.join(', ')}`);
  }
  const siteCookie = getCookie(c, 'site');
  site ??=
    (isSite(siteCookie) ? siteCookie : undefined) ?? siteFromHost(c.req.header('host') ?? new URL(c.req.url).host, configs) ?? 'main';

  let lang: Lang = 'en';
  const langParam = q.lang ?? q.language;
  const header = c.req.header('x-gate-applang')?.trim().toLowerCase();
  if (langParam !== undefined && langParam !== '') {
    if (isLang(langParam)) lang = langParam;
    else reject(`invalid query: lang must be one of ${LANG_CODES.join(', ')}`);
  } else if (isLang(header)) lang = header;

  let profile: Profile | null = null;
  const asParam = q.as;
  if (seedDemo) {
    if (asParam !== undefined && asParam !== 'none' && !isProfile(asParam))
      reject(`invalid query: as must be none or one of ${PROFILES.join(', ')}`);
    const asCookie = getCookie(c, 'as');
    profile = asParam === 'none' ? null : isProfile(asParam) ? asParam : isProfile(asCookie) ? asCookie : null;
  }

  c.set('ctx', { site, lang, profile, https: isHttps(c) });
  if (siteParam !== undefined && isSite(siteParam)) setPageCookie(c, 'site', siteParam);
  if (seedDemo && asParam === 'none') clearCookies(c, 'as');
  else if (seedDemo && isProfile(asParam)) setPageCookie(c, 'as', asParam);
  await next();
};
