import { timingSafeEqual } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { SITE_CODES } from '../../schemas/site.ts';
import type { AppEnv, Deps } from '../appDeps.ts';
import { errorBody } from '../http.ts';
import { registry } from '../metrics.ts';

/** Set by server/main.ts when SIGTERM/SIGINT starts the shutdown: /readyz answers 503 from then on. */
export const lifecycle = { stopping: false };

/** A database that does not answer within this is as good as gone for a load balancer. */
export const READY_DB_TIMEOUT_MS = 2000;

/** Why this instance should get no traffic now, or null when it is ready. */
export async function notReadyReason(deps: Deps): Promise<string | null> {
  if (lifecycle.stopping) return 'shutting down';
  const missing = SITE_CODES.filter((s) => !deps.configs?.[s]);
  if (missing.length) return `region configs not loaded: ${missing.join(', ')}`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      deps.db.query('SELECT 1'),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${READY_DB_TIMEOUT_MS} ms`)), READY_DB_TIMEOUT_MS);
      }),
    ]);
  } catch (e) {
    return `database unreachable: ${(e as Error).message}`;
  } finally {
    clearTimeout(timer);
  }
  return null;
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Who may read /metrics: with METRICS_TOKEN set, a request carrying `Authorization: Bearer <token>`;
 * without it nobody on the site's own port (the metrics are then served on METRICS_PORT only, or
 * not at all). An error message, or null when the request may read them.
 */
export function metricsRefusal(
  authorization: string | undefined,
  token = process.env.METRICS_TOKEN,
): { status: 401 | 404; message: string } | null {
  if (!token) return { status: 404, message: 'metrics are not served here: set METRICS_TOKEN, or METRICS_PORT for a private port' };
  const sent = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim() ?? '';
  return same(sent, token) ? null : { status: 401, message: 'metrics need Authorization: Bearer <METRICS_TOKEN>' };
}

/** The Prometheus text of this process. */
export async function metricsText(): Promise<{ body: string; contentType: string }> {
  return { body: await registry.metrics(), contentType: registry.contentType };
}

/** Mounted ahead of every middleware that reads the database: a probe must not depend on it. */
export const healthRoutes = new Hono<AppEnv>();

const noStore = (c: Context) => c.header('Cache-Control', 'no-store');

/** The process answers (liveness): nothing else is checked, so a database outage restarts nothing. */
healthRoutes.get(ENDPOINTS.healthz.path, (c) => {
  noStore(c);
  return c.json({ code: 200, message: 'ok', data: { uptime: Math.round(process.uptime()) } });
});

/** Traffic may come (readiness): configs loaded, the database answers, no shutdown under way. */
healthRoutes.get(ENDPOINTS.readyz.path, async (c) => {
  noStore(c);
  const reason = await notReadyReason(c.var.deps);
  if (reason) return c.json(errorBody(503, `not ready: ${reason}`), 503);
  return c.json({ code: 200, message: 'ready', data: null });
});

healthRoutes.get(ENDPOINTS.metrics.path, async (c) => {
  noStore(c);
  const refused = metricsRefusal(c.req.header('authorization'));
  if (refused) {
    if (refused.status === 401) c.header('WWW-Authenticate', 'Bearer');
    return c.json(errorBody(refused.status, refused.message), refused.status);
  }
  const { body, contentType } = await metricsText();
  return c.body(body, 200, { 'Content-Type': contentType });
});
