import type { Lang } from '../schemas/site.ts';
import { LANG_CODES } from '../schemas/siteConstants.ts';
import { type MessageId, translate } from './i18n/catalogs.ts';
import { loadAllCatalogs } from './i18n/nodeCatalogs.ts';
import { langPrefix } from './links.ts';
import type { PageKind } from './route.ts';

/** The kinds of page the head has words of its own for (the console's is titled as any other page). */
export type HeadPage = Exclude<PageKind, 'ops'>;

/** The head's kind of a route's page. */
export const headPageOf = (page: PageKind): HeadPage => (page === 'ops' ? 'other' : page);

export interface PageHead {
  title: string;
  description: string;
  /** The page's own address (no query: a filter or tracking parameter is not another page). */
  canonical: string;
  /** The same page in every language, plus x-default (English). */
  alternates: { hreflang: string; href: string }[];
  /** The html lang attribute (BCP 47: zh-TW for tw). */
  htmlLang: string;
}

/** BCP 47 codes for the hreflang and lang attributes: the site's `tw` is Traditional Chinese. */
export function bcp47(lang: Lang): string {
  return lang === 'tw' ? 'zh-TW' : lang;
}

function pathIn(path: string, lang: Lang): string {
  const rest = path === '/' ? (lang === 'en' ? '/' : '') : path;
  return `${langPrefix(lang)}${rest}`;
}

/**
 * Title, description, canonical and hreflang alternates of one page (head metadata).
 * `regionName` names the sub-site in the title (e.g. "Gate US"); `page` and `path` come from the route.
 */
export function pageHead(input: {
  brand: string;
  regionName?: string;
  lang: Lang;
  page: HeadPage;
  path: string;
  origin: string;
}): PageHead {
  // The words are the catalog's (locales/{lang}.json, head.*); this runs on the server, which
  // compiles every language's catalog once, the first time a page is drawn.
  loadAllCatalogs();
  const t = (id: MessageId) => translate(input.lang, id);
  const brand = input.regionName ? `${input.brand} ${input.regionName}` : input.brand;
  let title = `${brand} | ${t('head.tagline')}`;
  let description = t('head.description');
  if (input.page === 'login' || input.page === 'signup') description = t(`head.${input.page}Description`);
  if (input.page !== 'home' && input.page !== 'other') title = `${t(`head.${input.page}Title`)} | ${brand}`;
  const abs = (lang: Lang) => new URL(pathIn(input.path, lang), input.origin).href;
  return {
    title,
    description,
    canonical: abs(input.lang),
    alternates: [...LANG_CODES.map((lang) => ({ hreflang: bcp47(lang), href: abs(lang) })), { hreflang: 'x-default', href: abs('en') }],
    htmlLang: bcp47(input.lang),
  };
}
