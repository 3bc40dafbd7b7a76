import { type HeadPage, pageHead } from '../../engine/pageHead.ts';
import type { Lang } from '../../schemas/site.ts';
import { RTL_LANGS } from '../../schemas/siteConstants.ts';
import type { DeflatedPiece } from '../splicedGzip.ts';
import { escapeHtml } from './htmlText.ts';

export interface ShellInput {
  regionName: string | undefined;
  lang: Lang;
  page: HeadPage;
  path: string;
  origin: string;
  configUrl: string;
  catalog: string | undefined;
  theme: string | undefined;
  rise: string;
}

/** The built index.html with a page's head filled in, split where the layer's markup goes. */
export interface Shell {
  before: string;
  after: string;
  /** before and after deflated, made for the first logged-in page of the shell. */
  pieces?: [DeflatedPiece, DeflatedPiece];
}

const ROOT_ELEMENT = '<div id="root"></div>';
const shells = { template: '', made: new Map<string, Shell>() };
/** Pages of other paths each have their own canonical address; past this many the memo starts again. */
const MAX_SHELLS = 2000;

/**
 * Everything of a page's HTML around the layer: the same for every request of its route, language,
 * sub-site, host and theme cookie, so it is made once (a page view then only joins three strings).
 */
export function pageShell(template: string, input: ShellInput): Shell {
  if (shells.template !== template) {
    shells.template = template;
    shells.made.clear();
  }
  // Each field is plain text without a NUL; an absent one is written as \u0001.
  const { regionName = '\u0001', lang: l, page, path, origin, configUrl, catalog = '\u0001', theme: t = '\u0001', rise } = input;
  const key = [regionName, l, page, path, origin, configUrl, catalog, t, rise].join('\u0000');
  let shell = shells.made.get(key);
  if (shell) return shell;
  const { lang, theme } = input;
  const head = pageHead({ brand: 'Gate', regionName: input.regionName, lang, page: input.page, path: input.path, origin: input.origin });
  const headTags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    // The region config the page hydrates with: fetched beside the entry chunk, then from the cache.
    `<link rel="preload" as="fetch" href="${escapeHtml(input.configUrl)}" crossorigin="anonymous" />`,
    // And the page language's words, which the browser needs before it hydrates.
    ...(input.catalog ? [`<link rel="preload" as="fetch" href="${escapeHtml(input.catalog)}" crossorigin="anonymous" />`] : []),
    ...head.alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`),
  ].join('\n    ');
  const themeAttrs = theme !== undefined ? ` data-theme="${theme}" style="color-scheme: ${theme}"` : '';
  const html = template
    .replace(
      /<html[^>]*>/,
      `<html lang="${head.htmlLang}" dir="${RTL_LANGS.includes(lang) ? 'rtl' : 'ltr'}" data-rise="${input.rise}"${themeAttrs}>`,
    )
    .replace(/<title>[^<]*<\/title>/, headTags);
  const at = html.indexOf(ROOT_ELEMENT);
  shell =
    at < 0
      ? { before: `${html}<div id="root">`, after: '' }
      : { before: html.slice(0, at + ROOT_ELEMENT.length - '</div>'.length), after: html.slice(at + ROOT_ELEMENT.length) };
  if (shells.made.size >= MAX_SHELLS) shells.made.clear();
  shells.made.set(key, shell);
  return shell;
}
