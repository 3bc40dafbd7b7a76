import { type Context, Hono } from 'hono';
import { consentAllows } from '../../engine/consent/consent.ts';
import { ENDPOINT_SCHEMAS } from '../../schemas/endpointSchemas.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import type { AppEnv } from '../appDeps.ts';
import { consentCookieOf } from '../cacheKeyCookies.ts';
import { clientAddress } from '../clientAddress.ts';
import { noteWrites } from '../db/vacuum.ts';
import { storeErrorReport } from '../errorGroups.ts';
import { errorBody, ok, readJson, validate } from '../http.ts';
import { telemetryRefused } from '../metrics.ts';
import { rolloutKey } from '../rolloutKey.ts';
import { measuredIn } from '../rolloutMeasure.ts';
import { currentUser } from '../session.ts';
import { type TelemetryKind, telemetryLimits, telemetryWait } from '../telemetryLimits.ts';

/**
 * Click analytics (SPEC §7) and client error reports, stored for later reading within the bounds
 * of server/telemetryLimits.ts: a rate per client, caps per post (the request schemas) and a
 * retention cap per table.
 */
export const telemetryRoutes = new Hono<AppEnv>();

/** Counts the post against its client's rate; a 429 with Retry-After when over it. */
async function overRate(c: Context<AppEnv>, kind: TelemetryKind): Promise<Response | undefined> {
  const wait = await telemetryWait(c.var.deps, kind, clientAddress(c));
  if (!wait) return undefined;
  telemetryRefused.inc({ endpoint: kind, reason: 'rate' });
  c.header('Retry-After', String(wait));
  return c.json(
    errorBody(429, `too many ${kind === 'analytics' ? 'analytics posts' : 'error reports'} from your network; retry in ${wait} s`),
    429,
  );
}

telemetryRoutes.post(ENDPOINTS.analytics.path, async (c) => {
  const refused = await overRate(c, 'analytics');
  if (refused) return refused;
  const { events } = validate(ENDPOINT_SCHEMAS.analytics.request, await readJson(c), 'body');
  const { site, lang } = c.var.ctx;
  const now = c.var.deps.now();
  // Where the region asks for consent, events without a current analytics consent are dropped
  // unread: a page that sends them anyway (an old tab, a forged call) leaves nothing stored.
  const required = c.var.deps.configs[site]?.consent !== undefined;
  if (!consentAllows(required, consentCookieOf(c.req.header('cookie')), 'analytics', now)) return ok(c, { accepted: 0 });
  const user = await currentUser(c);
  // The rollout an event counts in: the one its page was drawn for (the page says so in
  // `props.rollout`), with the variant the request's key falls in.
  const measured = measuredIn(c.var.deps.configs, site, rolloutKey(c, c.var.deps.configs[site], user), now);
  const values: string[] = [];
  const params: unknown[] = [];
  events.forEach((e, i) => {
    const p = i * 9;
    values.push(`($${p + 1}, $${p + 2}::jsonb, $${p + 3}, $${p + 4}, $${p + 5}, $${p + 6}, $${p + 7}, $${p + 8}, $${p + 9})`);
    const counted = measured && e.props.rollout === measured.rollout ? measured : null;
    params.push(
      e.name,
      JSON.stringify(e.props),
      user?.id ?? null,
      site,
      lang,
      e.ts ?? null,
      now,
      counted?.rollout ?? null,
      counted?.variant ?? null,
    );
  });
  const { db } = c.var.deps;
  const rows = await db.query<{ id: number }>(
    `INSERT INTO analytics_events (name, props, user_id, site, lang, client_ts, created, rollout_id, variant) VALUES ${values.join(', ')} RETURNING id::int AS id`,
    params,
  );
  // Ids grow by one per row, so the newest id less the cap is where the rows to keep start: an
  // index range delete, empty (and cheap) until the table is full.
  const newest = Math.max(...rows.map((r) => r.id));
  const pruned = await db.query('DELETE FROM analytics_events WHERE id <= $1 RETURNING id', [
    newest - telemetryLimits(c.var.deps).limits.analyticsRows,
  ]);
  await noteWrites(db, 'analytics_events', rows.length + pruned.length);
  return ok(c, { accepted: events.length });
});

telemetryRoutes.post(ENDPOINTS.errorReport.path, async (c) => {
  const refused = await overRate(c, 'errorReport');
  if (refused) return refused;
  const report = validate(ENDPOINT_SCHEMAS.errorReport.request, await readJson(c), 'body');
  const user = await currentUser(c);
  const { site } = c.var.ctx;
  const { configs } = c.var.deps;
  const now = c.var.deps.now();
  // Counted in a rollout only for those whose page views are (analytics allowed), so the rate per
  // 1,000 views compares like with like.
  const counted = consentAllows(configs[site]?.consent !== undefined, consentCookieOf(c.req.header('cookie')), 'analytics', now);
  const stored = {
    report,
    userAgent: (c.req.header('user-agent') ?? '').slice(0, 256),
    userId: user?.id ?? null,
    site,
    now,
    rollout: counted ? measuredIn(configs, site, rolloutKey(c, configs[site], user), now) : null,
  };
  const { db } = c.var.deps;
  const id = await storeErrorReport(db, stored, telemetryLimits(c.var.deps).limits.errorGroups);
  await noteWrites(db, 'error_reports', 1);
  return ok(c, { id });
});
