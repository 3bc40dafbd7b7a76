/**
 * The server's renderer (built by Vite as an SSR bundle next to the client build): the same App,
 * Shell and renderer components the browser hydrates, drawn to HTML for one request.
 * server/pageRenderer.ts loads it; nothing here reads window, cookies or the clock.
 */
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { App } from './App.tsx';
import { createApiClient } from './api/client.ts';
import type { PageData } from './pageFacts.ts';
import { parseRoute } from './route.ts';

export type { PageData };

/** The page's root markup, after every lazy part of the first paint has been drawn. */
export async function renderPage(pathname: string, data: PageData): Promise<string> {
  const route = parseRoute(pathname);
  // Never called during a server render (requests start in effects); the client needs one to exist.
  const api = createApiClient({ lang: route.lang, appType: 'web' });
  let failure: unknown;
  const stream = await renderToReadableStream(
    <StrictMode>
      <App route={route} api={api} page={data} />
    </StrictMode>,
    {
      onError(error) {
        failure ??= error;
      },
    },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failure) throw failure;
  return html;
}
