import { resolve } from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { timeout } from 'hono/timeout';
import { SERVER_TIMEOUT_MS } from '../schemas/constants/api.ts';
import { OPS_API } from '../schemas/endpoints.ts';
import type { AppEnv, Deps } from './appDeps.ts';
import { csrf } from './csrf.ts';
import { DbUnavailableError } from './db/unavailable.ts';
import { draftView } from './draft/view.ts';
import { fastPaths } from './fastPath.ts';
import { faultHang, faultInjection } from './faults.ts';
import { errorBody, HttpError } from './http.ts';
import { logFault } from './log.ts';
import { dbErrors } from './metrics.ts';
import { observeFetch, routeOf } from './observe.ts';
import { originCheck } from './originCheck.ts';
import { servePage } from './page/send.ts';
import { pageStatus } from './page/status.ts';
import { publicListRoutes } from './publicLists.ts';
import { regionRedirect } from './regionRedirect.ts';
import { isApiPath, requestContext } from './requestContext.ts';
import { accountRoutes } from './routes/account.ts';
import { alphaRoutes } from './routes/alpha.ts';
import { bootstrapRoutes } from './routes/bootstrap.ts';
import { docsRoutes } from './routes/docs.ts';
import { draftLinkRoutes } from './routes/draftLinks.ts';
import { favouriteRoutes } from './routes/favourites.ts';
import { headerBubbleRoutes } from './routes/headerBubble.ts';
import { healthRoutes } from './routes/health.ts';
import { heraldRoutes } from './routes/herald.ts';
import { iconRoutes } from './routes/icons.ts';
import { layerRoutes } from './routes/layer.ts';
import { oauthRoutes } from './routes/oauth.ts';
import { liveRegionConfigs, opsRoutes } from './routes/ops.ts';
import { opsLiveRoutes } from './routes/opsLive.ts';
import { siteRoutes } from './routes/site.ts';
import { telemetryRoutes } from './routes/telemetry.ts';
import { userRoutes } from './routes/user.ts';
import { securityHeaders } from './security.ts';
import { serveBuiltFile } from './staticFiles.ts';
import { webFastPath } from './webFastPath.ts';

export type { Deps } from './appDeps.ts';
/** SPEC §9 constants, defined in schemas/constants/. */
export { SERVER_TIMEOUT_MS };

export const MAX_BODY_BYTES = 64 * 1024;
/**
 * The ops API takes whole region files: base.json carries every language of every text
 * (about 450 KB), so its publish, validate and change requests may be larger.
 */
export const MAX_OPS_BODY_BYTES = 2 * 1024 * 1024;

export interface AppOptions {
  /**
   * Answer the public lists, and visitors' pages and fragments already drawn, ahead of the
   * middleware chain (on, the default; server/fastPath.ts). Tests switch it off to compare the fast
   * path with the chain.
   */
  fastPath?: boolean;
}

/** The reference server as a Hono app: tests call app.request(), main.ts serves it on a port. */
export function createApp(deps: Deps, options: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const staticRoot = deps.staticDir ? resolve(deps.staticDir) : undefined;

  app.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use(securityHeaders);
  // Probes answer before anything that reads the database or the region configs.
  app.route('/', healthRoutes);
  app.use(liveRegionConfigs);
  app.use(compress());
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody(413, 'request body too large (limit 64 KB)'), 413),
  });
  const limitOpsBody = bodyLimit({
    maxSize: MAX_OPS_BODY_BYTES,
    onError: (c) => c.json(errorBody(413, 'request body too large (limit 2 MB)'), 413),
  });
  // A GET or HEAD has no body to limit; asking for it (c.req.raw.body) would make @hono/node-server
  // build a whole web Request with an AbortSignal for every page view (about 5% of a page's time).
  app.use((c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return c.req.path.startsWith(`${OPS_API}/`) ? limitOpsBody(c, next) : limitBody(c, next);
  });
  app.use(requestContext);
  // A draft link's preview swaps in the draft's region configs before anything reads them.
  app.use(draftView);
  app.use(originCheck);
  app.use(csrf);
  app.use(regionRedirect);
  // Test-only (FAULTS=1); ahead of the timeout so an injected hold outlasts the client's 4 s, not the server's 3 s.
  app.use(faultInjection);
  for (const prefix of ['/api/*', '/apiw/*', '/apiweb/*']) app.use(prefix, timeout(SERVER_TIMEOUT_MS));
  app.use(faultHang);

  for (const routes of [
    heraldRoutes,
    publicListRoutes,
    alphaRoutes,
    favouriteRoutes,
    siteRoutes,
    headerBubbleRoutes,
    bootstrapRoutes,
    accountRoutes,
    userRoutes,
    telemetryRoutes,
    iconRoutes,
    docsRoutes,
    oauthRoutes,
    opsRoutes,
    opsLiveRoutes,
    draftLinkRoutes,
    layerRoutes,
  ]) {
    app.route('/', routes);
  }
  app.get('*', async (c) => {
    if (isApiPath(c.req.path) || /^\/(icons|docs|oauth)\//.test(c.req.path)) return c.notFound();
    return (await serveBuiltFile(c, staticRoot)) ?? servePage(c, staticRoot, pageStatus(c.req.path, c.var.deps.configs[c.var.ctx.site]));
  });

  app.notFound((c) => c.json(errorBody(404, `no such endpoint: ${c.req.method} ${c.req.path}`), 404));
  app.onError((err, c) => {
    if (err instanceof HttpError) return c.json(errorBody(err.status, err.message), err.status);
    if (err instanceof DbUnavailableError) {
      dbErrors.inc();
      logFault('database unavailable', `${c.req.method} ${c.req.path}: ${err.message}`);
      c.header('Retry-After', '5');
      return c.json(errorBody(503, 'service temporarily unavailable, please retry shortly'), 503);
    }
    if (err instanceof HTTPException) return c.json(errorBody(err.status, err.message || 'request failed'), err.status);
    logFault(`failed: ${routeOf(c.req.method, c.req.path)}`, `${c.req.method} ${c.req.path} failed`, err);
    return c.json(errorBody(500, 'internal server error'), 500);
  });
  if (options.fastPath !== false) answerFirst(app, webFastPath(fastPaths(deps)));
  // Outermost, after every fast path: the Host check, request log and metrics see every request.
  app.fetch = observeFetch(app.fetch, deps);
  return app;
}

/**
 * Puts `fast` in front of everything the app does (its fetch, which app.request and the node
 * server both call): what it answers is sent as it is, anything it leaves (undefined) or fails on
 * goes through the app as usual.
 */
function answerFirst(app: Hono<AppEnv>, fast: (request: Request) => Response | undefined | Promise<Response | undefined>): void {
  const chain = app.fetch;
  app.fetch = (request, ...rest) => {
    // Node's request (@hono/node-server's env.incoming): node's listener is its fast path
    // (server/nodeListener.ts). Deciding it a second time could answer a request the first decision
    // chose to draw a page's next slot (server/pageCache.ts usable) with the previous slot's copy.
    if ((rest[0] as { incoming?: unknown } | undefined)?.incoming) return chain(request, ...rest);
    let answer: ReturnType<typeof fast>;
    try {
      answer = fast(request);
    } catch {
      answer = undefined;
    }
    if (answer === undefined) return chain(request, ...rest);
    if (answer instanceof Response) return answer;
    return answer.then(
      (res) => res ?? chain(request, ...rest),
      () => chain(request, ...rest),
    );
  };
}
