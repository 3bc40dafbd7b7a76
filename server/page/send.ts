import type { Context } from 'hono';
import type { AppEnv } from '../appDeps.ts';
import { sendCompressed, sendGzipPieces } from '../compressHtml.ts';
import { withDraftBanner } from '../draft/pages.ts';
import { HttpError } from '../http.ts';
import { listRequestFrom } from '../listRequest.ts';
import { logFault } from '../log.ts';
import { personalRequestOf, sendPublicAnswer } from '../pageCache.ts';
import { keepPersonalPage } from '../personalPages.ts';
import { acceptsGzip } from '../snapshots.ts';
import { gzipPieces } from '../splicedGzip.ts';
import { readTemplate } from './buildOutput.ts';
import { renderPageHtml } from './page.ts';
import type { Rendered } from './rendered.ts';

/**
 * A page of the built app for every GET path that is not a file: the layer drawn into index.html
 * (server/page/page.ts), or the bare index.html for the browser to draw when the server cannot.
 */
export async function servePage(c: Context<AppEnv>, root: string | undefined, pageStatus: 200 | 404 = 200) {
  if (!root) throw new HttpError(404, 'not found');
  const path = c.req.path;
  const html = await readTemplate(root);
  if (html === null) {
    c.header('Cache-Control', 'no-store');
    return c.html('<!doctype html><title>Not built</title><p>The app is not built yet: run <code>npm run build</code>.</p>', 503);
  }
  let rendered: Rendered | null = null;
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
