/**
 * The server's renderer (built by Vite as an SSR bundle next to the client build): the same App,
 * Shell and renderer components the browser hydrates, drawn to HTML for one request.
 * Its interface is declared once, in schemas/ssrBundle.ts, which the server's loader
 * (server/page/ssrBundle.ts) imports too; nothing here reads window, cookies or the clock.
 */
import { type ReactNode, StrictMode } from 'react';
// The edge build: Node's own build runs each render inside an AsyncLocalStorage, and on Node 20 a
// storage once run keeps async hooks on for the whole process, a cost on every request's ticks and
// promises, the cached answers' too. Nothing here reads the request storage (no React cache()).
// On Node 20 its development build says once that the runtime lacks ArrayBuffer.prototype.detached
// (an empty chunk written); the production build checks nothing of it.
import { prerender } from 'react-dom/static.edge';
import { loadAllCatalogs } from '../../engine/i18n/nodeCatalogs.ts';
import type { SsrBundle } from '../../schemas/ssrBundle.ts';
import { createApiClient } from '../layer/api/client.ts';
import { LayerRoot } from '../layer/embed/LayerRoot.tsx';
import type { PageState } from '../layer/pageFacts.ts';
import { parseRoute } from '../layer/route.ts';
import { App } from './App.tsx';

export type { PageState };

// This bundle holds its own copy of the catalog registry: every language is registered here, so a
// page is drawn with the same words the browser then loads for its language alone.
loadAllCatalogs();

async function renderToHtml(tree: ReactNode): Promise<string> {
  let failure: unknown;
  // prerender waits for every lazy part and writes finished HTML: no streaming instructions, which
  // would be inline scripts (the page CSP is script-src 'self').
  const { prelude } = await prerender(<StrictMode>{tree}</StrictMode>, {
    // A big finished boundary would otherwise be sent out of line and moved into place by an
    // inline script: keep everything in document order.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failure ??= error;
    },
  });
  const html = await new Response(prelude).text();
  if (failure) throw failure;
  return html;
}

/** The page's root markup, after every lazy part of the first paint has been drawn. */
export const renderPage: SsrBundle['renderPage'] = (pathname, data) => {
  const route = parseRoute(pathname);
  // Never called during a server render (requests start in effects); the client needs one to exist.
  const api = createApiClient({ lang: route.lang, appType: 'web' });
  return renderToHtml(<App route={route} api={api} page={data} />);
};

/** One part of the layer for a host page, drawn for the host's route (pathname with its language prefix). */
export const renderFragment: SsrBundle['renderFragment'] = (part, pathname, data) => {
  const route = parseRoute(pathname);
  const api = createApiClient({ lang: route.lang, appType: 'web' });
  return renderToHtml(<LayerRoot part={part} state={data} route={route} api={api} />);
};
