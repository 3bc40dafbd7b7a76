import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { sitePath, splitLangPrefix } from '../../engine/links.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { LAYER_ELEMENTS_CSS } from '../../schemas/layerElements.ts';
import type { Lang } from '../../schemas/site.ts';
import { LANG_CODES } from '../../schemas/siteConstants.ts';
import type { AppEnv } from '../appDeps.ts';
import { HttpError } from '../http.ts';
import { ELEMENTS_ENTRY, readLayerManifest } from '../page/buildOutput.ts';
import { renderFragmentHtml } from '../page/fragment.ts';
import { sendRendered } from '../page/send.ts';

/**
 * The layer as fragments for host pages. `GET /layer/header` and `GET /layer/footer`
 * (or `/{lang}/layer/…`, or `?lang=`) answer server-rendered HTML plus the style and script tags
 * that hydrate it; `?path=` is the host's route, `?site=` a sub-site as on pages (not remembered in
 * a cookie here). Cached like pages: public for visitors, the same bytes for everyone of an audience
 * (server/pageCache.ts), private for logged-in users.
 */
export const layerRoutes = new Hono<AppEnv>();

const PARTS = ['header', 'footer'] as const;

function isLang(s: string | undefined): s is Lang {
  return s !== undefined && (LANG_CODES as readonly string[]).includes(s);
}

async function fragment(c: Context<AppEnv>, prefixLang: string | undefined) {
  const part = c.req.param('part');
  if (!(PARTS as readonly string[]).includes(part ?? '')) throw new HttpError(404, 'no such layer part (header or footer)');
  if (prefixLang !== undefined && !isLang(prefixLang)) throw new HttpError(404, 'no such language');
  const queryLang = c.req.query('lang');
  // `path` may carry the host page's language prefix (an element's location.pathname, nginx's $uri).
  const asked = splitLangPrefix(sitePath(c.req.query('path') ?? '/') ?? '/');
  const lang: Lang = prefixLang ?? (isLang(queryLang) ? queryLang : (asked.lang ?? 'en'));
  const hostPath = asked.path;
  // An API-only server (no built site to serve) has no layer to hand out either, like its pages.
  if (!c.var.deps.staticDir) throw new HttpError(404, 'this server serves no site');
  const root = resolve(c.var.deps.staticDir);
  const rendered = await renderFragmentHtml(c, root, part as (typeof PARTS)[number], lang, hostPath.split(/[?#]/)[0] || '/');
  if (!rendered) {
    c.header('Cache-Control', 'no-store');
    return c.html('<!-- the layer is not built: run npm run build -->', 503);
  }
  return sendRendered(c, rendered, 200);
}

/**
 * The custom elements at a stable address a host can put in its HTML; the hashed file behind it
 * changes with each build, so this one is kept only briefly.
 */
layerRoutes.get(ENDPOINTS.layerElements.path, async (c) => {
  const root = c.var.deps.staticDir ? resolve(c.var.deps.staticDir) : undefined;
  const file = root ? (await readLayerManifest(root))?.[ELEMENTS_ENTRY]?.file : undefined;
  const body = root && file ? await readFile(join(root, 'layer', file)).catch(() => null) : null;
  if (!body) throw new HttpError(404, 'the layer is not built');
  c.header('Content-Type', 'text/javascript; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=300');
  return c.body(body);
});

/** The elements' room before their script runs (no layout shift); a host links it in its <head>. */
layerRoutes.get(ENDPOINTS.layerElementsCss.path, (c) => {
  c.header('Content-Type', 'text/css; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=300');
  return c.body(LAYER_ELEMENTS_CSS);
});

layerRoutes.get(ENDPOINTS.layerPart.path, (c) => fragment(c, undefined));
layerRoutes.get(ENDPOINTS.layerPartLang.path, (c) => fragment(c, c.req.param('lang')));
