import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { isKnownPage } from '../engine/knownPages.ts';
import { LANG_CODES } from '../schemas/siteConstants.ts';
import type { AppEnv } from './appDeps.ts';
import { sendCompressed, sendGzipPieces } from './compressHtml.ts';
import { withDraftBanner } from './draft/pages.ts';
import { HttpError } from './http.ts';
import { listRequestFrom } from './listRequest.ts';
import { logFault } from './log.ts';
import { personalRequestOf, sendPublicAnswer } from './pageCache.ts';
import { type Rendered, readTemplate, renderPageHtml } from './pageRenderer.ts';
import { keepPersonalPage } from './personalPages.ts';
import { acceptsGzip } from './snapshots.ts';
import { gzipPieces } from './splicedGzip.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};

/** The file under root for a URL path, or null when it escapes root or is not a file. */
async function fileUnder(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(root, decoded));
  if (full !== root && !full.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  const s = await stat(full).catch(() => null);
  return s?.isFile() ? full : null;
}

/**
 * The built app: /assets/* (hashed names, cached for a year), other files of dist/ (favicon,
 * robots.txt), and index.html for every other GET path (SPA fallback, always revalidated).
 */
export async function serveStatic(c: Context<AppEnv>, root: string | undefined, pageStatus: 200 | 404 = 200) {
  const path = c.req.path;
  if (!root) throw new HttpError(404, 'not found');
  // The server renderer's bundle is code the server runs, not a file of the site.
  if (path === '/ssr' || path.startsWith('/ssr/')) throw new HttpError(404, 'not found');
  if (path.startsWith('/assets/') || path.startsWith('/layer/assets/')) {
    const file = await fileUnder(root, path);
    if (!file) throw new HttpError(404, 'no such asset');
    return send(c, file, 'public, max-age=31536000, immutable');
  }
  if (path !== '/' && extname(path) !== '') {
    const file = await fileUnder(root, path);
    if (file && !file.endsWith(`${sep}index.html`)) return send(c, file, 'public, max-age=3600');
    // A missing file of a static kind is a 404; other dotted paths are app routes.
    if (!file && extname(path).toLowerCase() in TYPES && extname(path) !== '.html') throw new HttpError(404, 'not found');
  }
  const html = await readTemplate(root);
  if (html === null) {
    c.header('Cache-Control', 'no-store');
    return c.html('<!doctype html><title>Not built</title><p>The app is not built yet: run <code>npm run build</code>.</p>', 503);
  }
  let rendered: Awaited<ReturnType<typeof renderPageHtml>> = null;
  try {
    rendered = await renderPageHtml(c, root, html);
  } catch (e) {
    // A page the server could not draw is still a page: the browser draws it (and asks for the bootstrap).
    logFault('ssr render failed', `[ssr] ${path} could not be rendered on the server`, e);
  }
  if (!rendered) {
    // The bare app page holds nothing personal; revalidated so a new build is picked up at once.
    c.header('Cache-Control', 'no-cache');
    return c.html(withDraftBanner(c, html), pageStatus);
  }
  // An unknown page still gets the layer and a "page not found" message, with a 404. A draft
  // preview's banner goes into the HTML, so that page is sent from it, not from its pieces.
  if (c.var.draft) rendered = { html: withDraftBanner(c, rendered.html), personal: rendered.personal, slot: rendered.slot };
  return sendRendered(c, rendered, pageStatus);
}

/**
 * Caching: a visitor's page or fragment is the same bytes for everyone of its audience and
 * may be kept by a shared cache (server/pageCache.ts: PUBLIC_PAGE_CACHE_CONTROL, keyed on the
 * AUDIENCE_COOKIES); a logged-in one (name, avatar) never is, nor an answer that sets a cookie
 * (?site=, ?as=).
 */
export async function sendRendered(c: Context<AppEnv>, rendered: Rendered, status: 200 | 404): Promise<Response> {
  // A draft preview (server/draft/view.ts) is never anyone else's, whoever is logged in.
  if (!rendered.personal && !c.var.draft) {
    const shared = await sendPublicAnswer(c, rendered.html, status, rendered.slot);
    if (shared) return shared;
  }
  c.header('Cache-Control', 'private, no-store');
  if (rendered.pieces && acceptsGzip(c.req.header('accept-encoding'))) {
    const gzip = gzipPieces(rendered.pieces());
    // Kept for the session's next requests while the look-up it was drawn from holds (server/personalPages.ts).
    const p = c.var.deps.drawEveryRequest ? undefined : personalRequestOf(listRequestFrom(c.req.raw), c.var.deps);
    if (p) await keepPersonalPage(c, p, gzip, status, rendered.slot);
    return sendGzipPieces(c, gzip, status);
  }
  return sendCompressed(c, rendered.html, status);
}

async function send(c: Context<AppEnv>, file: string, cacheControl: string) {
  const body = await readFile(file);
  c.header('Content-Type', TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
  c.header('Cache-Control', cacheControl);
  return c.body(body);
}

/** 404 for a page path the site does not have (engine isKnownPage, which the app also asks). */
export function pageStatus(path: string, config: object | undefined): 200 | 404 {
  const first = path.split('/')[1];
  const bare = first && first !== 'en' && (LANG_CODES as readonly string[]).includes(first) ? path.slice(first.length + 1) || '/' : path;
  return !config || isKnownPage(bare, config) ? 200 : 404;
}
