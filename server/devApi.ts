/**
 * The reference API as Connect middleware for `npm run dev`: Vite serves the app with hot reload
 * and hands every API, icon, document and OAuth path to the same Hono app `npm start` runs.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createApp } from './app.ts';
import { nodeRequestListener } from './nodeListener.ts';
import { openServerDeps, optionsFromEnv } from './openDeps.ts';

export const API_PREFIXES = ['/api/', '/apiw/', '/apiweb/', '/icons/', '/docs/', '/oauth/', '/logout'];

export async function createDevMiddleware() {
  const options = optionsFromEnv();
  const deps = await openServerDeps({ ...options, staticDir: undefined });
  const listener = nodeRequestListener(createApp(deps).fetch, deps);
  return {
    handle(req: IncomingMessage, res: ServerResponse, next: () => void) {
      const url = req.url ?? '/';
      if (API_PREFIXES.some((p) => url.startsWith(p) || /^\/[a-z]{2}\/logout/.test(url))) listener(req, res);
      else next();
    },
    close: () => deps.db.close(),
  };
}
