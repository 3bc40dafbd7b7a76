import type { Lang } from '../schemas/site.ts';
import { LANG_CODES, RTL_LANGS } from '../schemas/siteConstants.ts';
import { langPrefix } from './links.ts';

/** The pages the app and the server know by name; every other path is 'other'. */
export type PageKind = 'home' | 'login' | 'signup' | 'compliance' | 'reminder' | 'ops' | 'other';

/** What the address bar says: the language (from the path prefix) and the page under it. */
export interface Route {
  lang: Lang;
  /** '' for English, '/zh' etc. otherwise (SPEC §2). */
  prefix: string;
  /** The path without the language prefix and its trailing slashes, always starting with '/'. */
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

/** A path segment that is a language prefix (SPEC §2: every language but English has one). */
export function isLangPrefix(segment: string | undefined): segment is Exclude<Lang, 'en'> {
  return segment !== undefined && segment !== 'en' && (LANG_CODES as readonly string[]).includes(segment);
}

/** The path without its language prefix, as it came (trailing slashes kept); '/' for the prefix alone. */
export function withoutLangPrefix(pathname: string): string {
  const first = pathname.split('/')[1];
  return isLangPrefix(first) ? pathname.slice(first.length + 1) || '/' : pathname;
}

/** The route of a URL path (the app's address bar, the server's request path). */
export function parseRoute(pathname: string): Route {
  const first = pathname.split('/')[1];
  const lang: Lang = isLangPrefix(first) ? first : 'en';
  const rest = lang === 'en' ? pathname : pathname.slice(lang.length + 1);
  const path = rest === '' ? '/' : rest.startsWith('/') ? rest : `/${rest}`;
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  return { lang, prefix: langPrefix(lang), path: trimmed, page: PAGES[trimmed] ?? 'other', rtl: RTL_LANGS.includes(lang) };
}
