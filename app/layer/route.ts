import { langPrefix, sitePath } from '../../engine/links.ts';
import type { Lang } from '../../schemas/site.ts';
import { LANG_CODES, RTL_LANGS } from '../../schemas/siteConstants.ts';

export type PageKind = 'home' | 'login' | 'signup' | 'compliance' | 'reminder' | 'ops' | 'other';

/** What the address bar says: the language (from the path prefix) and the page under it. */
export interface Route {
  lang: Lang;
  /** '' for English, '/zh' etc. otherwise (SPEC §2). */
  prefix: string;
  /** The path without the language prefix, always starting with '/'. */
  path: string;
  page: PageKind;
  rtl: boolean;
}

const PAGES: Record<string, PageKind> = {
  '/': 'home',
  '/login': 'login',
  '/signup': 'signup',
  '/state_compliance_tips': 'compliance',
  '/reminder': 'reminder',
  '/ops': 'ops',
};

function isLang(s: string | undefined): s is Lang {
  return s !== undefined && s !== 'en' && (LANG_CODES as string[]).includes(s);
}

export function parseRoute(pathname: string): Route {
  const segments = pathname.split('/');
  const first = segments[1];
  const lang: Lang = isLang(first) ? first : 'en';
  const rest = lang === 'en' ? pathname : pathname.slice(first!.length + 1);
  const path = rest === '' ? '/' : rest.startsWith('/') ? rest : `/${rest}`;
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return { lang, prefix: langPrefix(lang), path: trimmed, page: PAGES[trimmed] ?? 'other', rtl: RTL_LANGS.includes(lang) };
}

/** The same page (path and query) under another language prefix. */
export { pathInLang } from '../../engine/composeLayer.ts';

/**
 * Where to go after a successful login: a same-site `redirect` query value, else the referring page
 * of this site (unless it is the login or signup page), else the home page of the language.
 */
export function afterLoginTarget(route: Route, search: string, referrer: string, origin: string): string {
  const home = route.prefix || '/';
  const wanted = sitePath(new URLSearchParams(search).get('redirect'));
  if (wanted) return wanted;
  if (!referrer) return home;
  try {
    const url = new URL(referrer);
    if (url.origin !== origin) return home;
    const page = parseRoute(url.pathname).page;
    if (page === 'login' || page === 'signup') return home;
    // A page of this site at `//host/...` (the app answers any path) must not send us to `//host`.
    return sitePath(`${url.pathname}${url.search}${url.hash}`) ?? home;
  } catch {
    return home;
  }
}
