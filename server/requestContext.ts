import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { RegionConfig } from '../schemas/regionConfig.ts';
import { LANG_CODES, type Lang, SITE_CODES, type SiteCode } from '../schemas/site.ts';
import type { AppEnv, Deps, RequestContext } from './appDeps.ts';
import { clearCookies, isHttps, setPageCookie } from './cookies.ts';
import { HttpError } from './http.ts';
import { isProfile, PROFILES, type Profile } from './profiles.ts';

const SITES: ReadonlySet<string> = new Set(SITE_CODES);
const LANGS: ReadonlySet<string> = new Set(LANG_CODES);
const isSite = (v: string | undefined): v is SiteCode => v !== undefined && SITES.has(v);
const isLang = (v: string | undefined): v is Lang => v !== undefined && LANGS.has(v);

const LAYER_PART = /^(?:\/[a-z]{2})?\/layer\//;

export function isApiPath(path: string): boolean {
  return /^\/(api|apiw|apiweb)(\/|$)/.test(path);
}

function siteFromHost(host: string | undefined, configs: Record<SiteCode, RegionConfig>): SiteCode | undefined {
  if (!host) return undefined;
  const full = host.trim().toLowerCase();
  const bare = full.replace(/:\d+$/, '');
  return SITE_CODES.find((code) => configs[code]?.hosts.some((h) => h.toLowerCase() === full || h.toLowerCase() === bare));
}

/** What the request context is read from. */
export interface ContextInput {
  query: Record<string, string>;
  cookies: { site?: string; as?: string };
  host: string | undefined;
  /** The X-Gate-AppLang header. */
  langHeader: string | undefined;
  https: boolean;
}

/**
 * Resolves the sub-site (?site= > cookie site > Host > main), the language (lang or language query >
 * X-Gate-AppLang header > en) and the demo visitor profile (?as= > cookie as). A bad query value is
 * ignored and named in `problem` (the first one), which API paths answer with a 400.
 */
export function readContext(input: ContextInput, deps: Pick<Deps, 'configs' | 'seedDemo'>): { ctx: RequestContext; problem?: string } {
  const { query: q, cookies } = input;
  // The first bad value is the problem (no closure for it: readContext runs on every API request).
  let problem: string | undefined;

  let site: SiteCode | undefined;
  const siteParam = q.site;
  if (siteParam !== undefined) {
    if (isSite(siteParam)) site = siteParam;
    else problem ??= `invalid query: site must be one of ${SITE_CODES.join(', ')}`;
  }
  site ??= (isSite(cookies.site) ? cookies.site : undefined) ?? siteFromHost(input.host, deps.configs) ?? 'main';

  let lang: Lang = 'en';
  const langParam = q.lang ?? q.language;
  const header = input.langHeader?.trim().toLowerCase();
  if (langParam !== undefined && langParam !== '') {
    if (isLang(langParam)) lang = langParam;
    else problem ??= `invalid query: lang must be one of ${LANG_CODES.join(', ')}`;
  } else if (isLang(header)) lang = header;

  let profile: Profile | null = null;
  const asParam = q.as;
  if (deps.seedDemo) {
    if (asParam !== undefined && asParam !== 'none' && !isProfile(asParam))
      problem ??= `invalid query: as must be none or one of ${PROFILES.join(', ')}`;
    profile = asParam === 'none' ? null : isProfile(asParam) ? asParam : isProfile(cookies.as) ? cookies.as : null;
  }
  return { ctx: { site, lang, profile, https: input.https }, problem };
}

/**
 * The request context of every request (readContext): a bad query value is a 400 on API paths and
 * ignored on pages; ?site and ?as are remembered in cookies.
 */
export const requestContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { seedDemo } = c.var.deps;
  const q = c.req.query();
  const { ctx, problem } = readContext(
    {
      query: q,
      cookies: { site: getCookie(c, 'site'), as: getCookie(c, 'as') },
      host: c.req.header('host') ?? new URL(c.req.url).host,
      langHeader: c.req.header('x-gate-applang'),
      https: isHttps(c),
    },
    c.var.deps,
  );
  if (problem && isApiPath(c.req.path)) throw new HttpError(400, problem);

  c.set('ctx', ctx);
  // A host page asks for a layer fragment with ?site= on every request: nothing to remember, and
  // a cookie would make the fragment the browser's own instead of everyone's.
  if (!LAYER_PART.test(c.req.path)) {
    if (q.site !== undefined && isSite(q.site)) setPageCookie(c, 'site', q.site);
    if (seedDemo && q.as === 'none') clearCookies(c, 'as');
    else if (seedDemo && isProfile(q.as)) setPageCookie(c, 'as', q.as);
  }
  await next();
};
