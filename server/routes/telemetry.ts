import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { CONSENT_COOKIE, consentAllows } from '../../engine/consent/consent.ts';
import { ENDPOINT_SCHEMAS } from '../../schemas/endpointSchemas.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import type { AppEnv } from '../env.ts';
import { ok, readJson, validate } from '../http.ts';
import { currentUser } from '../session.ts';

/** Click analytics (SPEC §7) and client error reports, both stored for later reading. */
export const telemetryRoutes = new Hono<AppEnv>();

telemetryRoutes.post(ENDPOINTS.analytics.path, async (c) => {
  const { events } = validate(ENDPOINT_SCHEMAS.analytics.request, await readJson(c), 'body');
  const { site, lang } = c.var.ctx;
  const now = c.var.deps.now();
  // Where the region asks for consent, events without a current analytics consent are dropped
  // unread: a page that sends them anyway (an old tab, a forged call) leaves nothing stored.
  const required = c.var.deps.configs[site]?.consent !== undefined;
  if (!consentAllows(required, getCookie(c, CONSENT_COOKIE), 'analytics', now)) return ok(c, { accepted: 0 });
  const user = await currentUser(c);
  const values: string[] = [];
  const params: unknown[] = [];
  events.forEach((e, i) => {
    const p = i * 7;
    values.push(`($${p + 1}, $${p + 2}::jsonb, $${p + 3}, $${p + 4}, $${p + 5}, $${p + 6}, $${p + 7})`);
    params.push(e.name, JSON.stringify(e.props), user?.id ?? null, site, lang, e.ts ?? null, now);
  });
  await c.var.deps.db.query(
    `INSERT INTO analytics_events (name, props, user_id, site, lang, client_ts, created) VALUES ${values.join(', ')}`,
    params,
  );
  return ok(c, { accepted: events.length });
});

telemetryRoutes.post(ENDPOINTS.errorReport.path, async (c) => {
  const r = validate(ENDPOINT_SCHEMAS.errorReport.request, await readJson(c), 'body');
  const user = await currentUser(c);
  const [row] = await c.var.deps.db.query<{ id: number }>(
    `INSERT INTO error_reports (message, stack, url, level, release, user_agent, user_id, site, created)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      r.message,
      r.stack ?? null,
      r.url ?? null,
      r.level,
      r.release ?? null,
      (c.req.header('user-agent') ?? '').slice(0, 256),
      user?.id ?? null,
      c.var.ctx.site,
      c.var.deps.now(),
    ],
  );
  return ok(c, { id: row!.id });
});
