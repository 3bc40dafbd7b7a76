import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { appDownloadHref } from '../engine/composeLayer.ts';
import { CONSENT_COOKIE, needsConsentPrompt } from '../engine/consent/consent.ts';
import { langPrefix } from '../engine/links.ts';
import { DISMISSED_KEY, isDismissed } from '../engine/notifications/announcement.ts';
import { type HeadPage, pageHead } from '../engine/pageHead.ts';
import { encodeQr } from '../engine/qrEncode.ts';
import { withoutTrackingParams } from '../engine/trackingParams.ts';
import { FRAGMENT_DATA_ATTR, type FragmentData, PAGE_DATA_ID, type PageData, type PageState } from '../schemas/pageData.ts';
import type { Lang, SiteCode } from '../schemas/site.ts';
import { LANG_CODES, RTL_LANGS } from '../schemas/siteConstants.ts';
import type { AppEnv } from './appDeps.ts';
import { audienceOf } from './audience.ts';
import { audiencePieces } from './audiencePieces.ts';
import { configUrl, localizedVersion } from './configVersion.ts';
import { isHttps } from './cookies.ts';
import { announcementsFor } from './draft/content.ts';
import { renderCacheHits, renderCacheMisses } from './metrics.ts';
import { bulletinAt } from './ops/announcementStore.ts';
import { configGeneration } from './ops/configStore.ts';
import { pageSlot } from './pageCache.ts';
import { cachedRender } from './renderCache.ts';
import { buildBootstrap } from './routes/bootstrap.ts';
import { type DeflatedPiece, keptPiece, ownPiece } from './splicedGzip.ts';

/** The SSR bundle's interface (app/site/entry-server.tsx, built into {dist}/ssr/ by `vite build`). */
interface ServerRenderer {
  renderPage(pathname: string, state: PageState): Promise<string>;
  renderFragment(part: FragmentData['part'], pathname: string, state: PageState): Promise<string>;
}

const renderers = new Map<string, Promise<ServerRenderer | null>>();

function loadRenderer(root: string): Promise<ServerRenderer | null> {
  let loading = renderers.get(root);
  if (!loading) {
    loading = import(pathToFileURL(join(root, 'ssr', 'entry-server.mjs')).href).then(
      (m: ServerRenderer) => m,
      (e: unknown) => {
        console.error('[ssr] no server renderer in the build; pages are drawn in the browser only', e);
        return null;
      },
    );
    renderers.set(root, loading);
  }
  return loading;
}

const catalogs = new Map<string, Promise<Record<string, string>>>();

/** Where the build put each language's compiled catalog (assets/locale-{lang}-{hash}.json). */
function catalogUrls(root: string): Promise<Record<string, string>> {
  let found = catalogs.get(root);
  if (!found) {
    found = readdir(join(root, 'assets')).then(
      (names) =>
        Object.fromEntries(
          names.flatMap((n) => {
            const lang = /^locale-([a-z]{2})-[0-9a-f]+\.json$/.exec(n)?.[1];
            return lang ? [[lang, `/assets/${n}`]] : [];
          }),
        ),
      () => ({}),
    );
    catalogs.set(root, found);
  }
  return found;
}

/**
 * The announcement published for the sub-site and live now (an ended one is gone from the next
 * page, not from the next time slot), unless this browser dismissed it (the page mirrors its
 * dismissals into a cookie). A draft link's viewer sees the draft's bar (server/draft/content.ts).
 */
async function visibleBulletin(c: Context<AppEnv>, site: SiteCode, lang: Lang) {
  const { item } = bulletinAt(await announcementsFor(c, site), lang, c.var.deps.now());
  return item && !isDismissed(getCookie(c, DISMISSED_KEY), item.content_id) ? item : null;
}

/** SPEC §2: the language is the path's first segment (none for English). */
export function langOfPath(pathname: string): Lang {
  const first = pathname.split('/')[1];
  return first && first !== 'en' && (LANG_CODES as string[]).includes(first) ? (first as Lang) : 'en';
}

const PAGES: Record<string, HeadPage> = {
  '/': 'home',
  '/login': 'login',
  '/signup': 'signup',
  '/state_compliance_tips': 'compliance',
  '/reminder': 'reminder',
};

function pageOf(pathname: string, lang: Lang): { page: HeadPage; path: string } {
  const rest = pathname.slice(langPrefix(lang).length) || '/';
  const path = rest.length > 1 ? rest.replace(/\/+$/, '') || '/' : rest;
  return { page: PAGES[path] ?? 'other', path };
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside a script element: no `</script>` or `<!--` can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function siteOrigin(c: Context<AppEnv>): string {
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  return `${isHttps(c) ? 'https' : 'http'}://${host}`;
}

// A site has a few app-download addresses (one per host and language): each is encoded once.
const qrCodes = new Map<string, ReturnType<typeof encodeQr>>();
function qrOf(text: string): ReturnType<typeof encodeQr> {
  let qr = qrCodes.get(text);
  if (!qr) {
    if (qrCodes.size >= 256) qrCodes.clear();
    qr = encodeQr(text);
    qrCodes.set(text, qr);
  }
  return qr;
}

/** What the server draws a page or a fragment from, and what it embeds for the browser's hydration. */
async function pageStateFor(c: Context<AppEnv>, lang: Lang, search: string) {
  // Pages take their language from the path, not from the API's lang query or header.
  c.set('ctx', { ...c.var.ctx, lang });
  const slot = pageSlot(c.var.deps.now());
  const boot = await buildBootstrap(c, lang, { at: slot });
  const origin = siteOrigin(c);
  const themeCookie = getCookie(c, 'theme');
  const state: PageState = {
    boot,
    facts: {
      origin,
      // Campaign identifiers are not the page's: links drawn from the query leave them out.
      search: withoutTrackingParams(search),
      isSwitchTag: getCookie(c, 'is_switch_tag') !== undefined,
      year: new Date(slot).getUTCFullYear(),
      // Encoded here (once per address), so the browser draws the footer's QR code without the encoder.
      appQr: boot.config.footer.qr ? qrOf(appDownloadHref(origin, langPrefix(lang))) : undefined,
      // The banner is in the first paint, not drawn after hydration (on eu it was the
      // largest paint, and it no longer pops in).
      consentPrompt: needsConsentPrompt(boot.config.consent !== undefined, getCookie(c, CONSENT_COOKIE), c.var.deps.now()),
    },
    theme: boot.prefs.theme,
    bulletin: await visibleBulletin(c, boot.site, lang),
  };
  const { config: _config, ...personal } = boot;
  const version = localizedVersion(boot.config);
  const data: PageData = { ...state, boot: personal, configUrl: configUrl(boot.site, lang, version) };
  return { state, data, boot, origin, themeCookie, version, slot };
}

/** The layer's markup of one request: as a string, and for a logged-in page as pieces to gzip (server/splicedGzip.ts). */
interface Drawn {
  html(): string;
  pieces?: () => DeflatedPiece[];
}

/**
 * The layer's markup for `state`, drawn once per audience (server/audience.ts) and kept in the
 * render cache until a publish (server/renderCache.ts), with this request's personal values filled
 * in. `deps.drawEveryRequest` draws it afresh instead (tests compare the two).
 */
async function drawn(
  c: Context<AppEnv>,
  kind: string,
  state: PageState,
  version: string,
  draw: (s: PageState) => Promise<string>,
): Promise<Drawn> {
  const { deps } = c.var;
  if (deps.drawEveryRequest) {
    const html = await draw(state);
    return { html: () => html };
  }
  const audience = audienceOf(kind, state, version, Date.now());
  const metric = { kind: kind.startsWith('page ') ? 'page' : 'fragment' };
  const html = await cachedRender(
    deps,
    configGeneration(deps.configs),
    audience.key,
    () => draw(audience.template),
    (hit) => (hit ? renderCacheHits : renderCacheMisses).inc(metric),
  );
  return { html: () => audience.fill(html), pieces: () => audiencePieces(audience.key, html, audience.values) };
}

/**
 * A page with the layer already in its HTML. The header, footer, announcement bar and
 * page frame are drawn by the same React components the browser hydrates, for the request's
 * sub-site, language, login, theme cookie and visitor profile; the bootstrap travels along as
 * non-executable JSON (the CSP keeps script-src 'self'). Returns null when the build has no
 * server renderer: the caller then sends the plain page and the browser draws everything.
 */
export async function renderPageHtml(c: Context<AppEnv>, root: string, template: string): Promise<Rendered | null> {
  const renderer = await loadRenderer(root);
  if (!renderer) return null;
  const pathname = c.req.path;
  const lang = langOfPath(pathname);
  const { state, data, boot, origin, themeCookie, version, slot } = await pageStateFor(c, lang, new URL(c.req.url).search);
  const body = await drawn(c, `page ${pathname}`, state, version, (s) => renderer.renderPage(pathname, s));
  const { page, path } = pageOf(pathname, lang);
  const catalog = (await catalogUrls(root))[lang];
  // With a theme cookie the server knows the theme; without one the styles follow the OS until the app sets it.
  const theme = themeCookie !== undefined ? boot.prefs.theme : undefined;
  const regionName = boot.site === 'main' ? undefined : boot.config.name;
  const shell = pageShell(template, {
    regionName,
    lang,
    page,
    path,
    origin,
    configUrl: data.configUrl,
    catalog,
    theme,
    rise: boot.prefs.riseColorValue,
  });
  const tail = `</div>\n    <script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(data)}</script>`;
  const personal = boot.user !== null;
  let html: string | undefined;
  return {
    // Made only when asked: a logged-in page is sent from its pieces.
    get html() {
      html ??= `${shell.before}${body.html()}${tail}${shell.after}`;
      return html;
    },
    personal,
    slot,
    pieces:
      personal && body.pieces
        ? () => {
            shell.pieces ??= [keptPiece(shell.before), keptPiece(shell.after)];
            return [shell.pieces[0], ...body.pieces!(), ownPiece(tail), shell.pieces[1]];
          }
        : undefined,
  };
}

interface ShellInput {
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
interface Shell {
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
function pageShell(template: string, input: ShellInput): Shell {
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

/** A page or fragment drawn by the server: whether it holds a logged-in user's data, and its time slot. */
export interface Rendered {
  html: string;
  personal: boolean;
  slot: number;
  /** A logged-in page as the pieces of its gzip (server/splicedGzip.ts): the same bytes as html. */
  pieces?: () => DeflatedPiece[];
}

const templates = new Map<string, { at: number; html: Promise<string | null> }>();
const TEMPLATE_RECHECK_MS = 1000;

/** The built index.html, read again at most once a second: a rebuild is picked up without a restart. */
export function readTemplate(root: string): Promise<string | null> {
  const now = performance.now();
  let known = templates.get(root);
  if (!known || now - known.at > TEMPLATE_RECHECK_MS) {
    known = { at: now, html: readFile(join(root, 'index.html'), 'utf8').catch(() => null) };
    templates.set(root, known);
  }
  return known.html;
}

/** The fragment build's manifest entry (vite build writes {dist}/layer/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export const FRAGMENT_ENTRY = 'app/layer/embed/layerEntry.tsx';
export const ELEMENTS_ENTRY = 'app/layer/embed/elements.ts';

export async function readLayerManifest(root: string): Promise<Record<string, ManifestChunk> | null> {
  try {
    return JSON.parse(await readFile(join(root, 'layer', '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return null;
  }
}

/**
 * One part of the layer for a host page that includes it (server-side or through the
 * <exchange-header>/<exchange-footer> elements): its server-rendered markup inside a root element
 * that scopes the layer's styles, the page state it hydrates with (JSON, not script), and the
 * stylesheet and module that bring it to life. The sub-site, language and login come from the
 * request as for pages; `path` is the host's route (its active entry and language links).
 */
export async function renderFragmentHtml(
  c: Context<AppEnv>,
  root: string,
  part: FragmentData['part'],
  lang: Lang,
  hostPath: string,
): Promise<Rendered | null> {
  const [renderer, manifest] = await Promise.all([loadRenderer(root), readLayerManifest(root)]);
  const entry = manifest?.[FRAGMENT_ENTRY];
  if (!renderer || !entry) return null;
  const { state, data, boot, version, slot } = await pageStateFor(c, lang, '');
  // The language's words, as the layer's module fetches them: its own copy under /layer/ (a host
  // routes that one prefix to the layer, not the site's /assets/).
  const layerCatalog = (await catalogUrls(join(root, 'layer')))[lang];
  const catalog = layerCatalog && `/layer${layerCatalog}`;
  const pathname = `${langPrefix(lang)}${hostPath === '/' && lang !== 'en' ? '' : hostPath}` || '/';
  const body = (await drawn(c, `${part} ${pathname}`, state, version, (s) => renderer.renderFragment(part, pathname, s))).html();
  const fragment: FragmentData = { ...data, part, pathname };
  const asset = (file: string) => `/layer/${file}`;
  const rtl = RTL_LANGS.includes(lang);
  const html = [
    // The fragment build makes one stylesheet (cssCodeSplit off), named in the manifest apart from the entry.
    ...(entry.css ?? [manifest['style.css']?.file].filter((f): f is string => !!f)).map(
      (f) => `<link rel="stylesheet" href="${asset(f)}" />`,
    ),
    `<div class="exchange-layer" data-part="${part}" data-site="${boot.site}" data-theme="${boot.prefs.theme}" data-rise="${boot.prefs.riseColorValue}" lang="${lang === 'tw' ? 'zh-TW' : lang}" dir="${rtl ? 'rtl' : 'ltr'}" style="color-scheme: ${boot.prefs.theme}">${body}</div>`,
    `<link rel="preload" as="fetch" href="${escapeHtml(data.configUrl)}" crossorigin="anonymous" />`,
    ...(catalog ? [`<link rel="preload" as="fetch" href="${escapeHtml(catalog)}" crossorigin="anonymous" />`] : []),
    `<script type="application/json" ${FRAGMENT_DATA_ATTR}="${part}">${scriptJson(fragment)}</script>`,
    ...(entry.imports ?? [])
      .map((k) => manifest[k])
      .filter((m): m is ManifestChunk => !!m)
      .map((m) => `<link rel="modulepreload" href="${asset(m.file)}" />`),
    `<script type="module" src="${asset(entry.file)}"></script>`,
  ].join('\n');
  return { html, personal: boot.user !== null, slot };
}
