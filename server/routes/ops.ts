import { type Context, Hono } from 'hono';
import * as z from 'zod';
import type { Json } from '../../engine/configMerge.ts';
import { mayDo, type OpsAction, refusalText } from '../../engine/ops/access.ts';
import { diffJson } from '../../engine/ops/diff.ts';
import { boundsIssues } from '../../engine/ops/jsonBounds.ts';
import type { PathIssue } from '../../engine/ops/jsonPath.ts';
import { isAnnouncementTarget, isTarget, REGION_FILES, REMOTE_MENU, TARGETS, type TargetName } from '../../engine/ops/targets.ts';
import { validateRegionDraft, validateRemoteMenuDraft } from '../../engine/ops/validateDraft.ts';
import { ENDPOINTS, OPS_API } from '../../schemas/endpoints.ts';
import { LANG_CODES } from '../../schemas/siteConstants.ts';
import type { AppEnv } from '../env.ts';
import { HttpError, ok, readJson, validate } from '../http.ts';
import { labelCatalogFor } from '../labelCatalogLoader.ts';
import { publishes } from '../metrics.ts';
import { announcementDraftIssues, announcementTargetInfos, liveAnnouncementTarget } from '../ops/announcementTargets.ts';
import { auditCsv, exportAudit, listAudit, writeAudit } from '../ops/audit.ts';
import { configStoreFor } from '../ops/configStore.ts';
import { grantsOf } from '../ops/grants.ts';
import { latestVersion, listVersions, publishVersion, StaleVersionError, versionJson } from '../ops/versions.ts';
import { latestMenu } from '../remoteMenu.ts';
import { currentUser } from '../session.ts';

export { liveRegionConfigs } from '../ops/configStore.ts';

/**
 * The ops console API (issue 6) under /api/ops/v1: live region files and remote menu, versions,
 * validation, publish with optimistic concurrency, rollback, audit log and export. Ops role only.
 */
export const opsRoutes = new Hono<AppEnv>();

opsRoutes.use(`${OPS_API}/*`, async (c, next) => {
  const user = await currentUser(c);
  if (!user) throw new HttpError(401, 'login required');
  if (user.role !== 'ops') throw new HttpError(403, 'the ops console is for ops staff only');
  c.header('Cache-Control', 'no-store');
  await next();
});

/** The signed-in person and what their role lets them do. */
async function person(c: Context<AppEnv>) {
  const user = await currentUser(c);
  if (!user) throw new HttpError(401, 'login required');
  return { username: user.username, grants: await grantsOf(c.var.deps.db, user.id) };
}

/**
 * Refuses (403, in plain words) what the person's role does not cover, and writes the refusal to
 * the audit log with who asked (issue 35: refused actions are logged too).
 */
async function requireGrant(c: Context<AppEnv>, action: OpsAction, name: TargetName, baseVersion: number | null = null, message = '') {
  const me = await person(c);
  if (mayDo(me.grants, action, name)) return me;
  await writeAudit(c.var.deps.db, {
    created: c.var.deps.now(),
    actor: me.username,
    action: 'refused',
    target: name,
    version: null,
    base_version: baseVersion,
    message,
    detail: { reason: `not allowed to ${action}`, need: action },
  });
  throw new HttpError(403, refusalText(me.username, action, name, me.grants));
}

function target(c: Context<AppEnv>): TargetName {
  const name = c.req.param('name') ?? '';
  if (!isTarget(name)) throw new HttpError(404, `no such target "${name}"; one of ${TARGETS.join(', ')}`);
  return name;
}

async function author(c: Context<AppEnv>): Promise<string> {
  return (await currentUser(c))?.username ?? 'unknown';
}

/** The live content of a target and its version, fresh from the database. */
async function live(c: Context<AppEnv>, name: TargetName): Promise<{ json: unknown; version: number }> {
  if (name === REMOTE_MENU) {
    const { version, menu } = await latestMenu(c.var.deps.db);
    return { json: menu, version };
  }
  const store = await configStoreFor(c.var.deps);
  await store.refresh();
  if (isAnnouncementTarget(name)) return liveAnnouncementTarget(store, name);
  const file = store.live[name];
  return { json: file?.json ?? {}, version: file?.version ?? 0 };
}

async function issuesOf(c: Context<AppEnv>, name: TargetName, json: unknown): Promise<PathIssue[]> {
  if (name === REMOTE_MENU) return validateRemoteMenuDraft(json);
  const store = await configStoreFor(c.var.deps);
  await store.refresh();
  if (isAnnouncementTarget(name)) return announcementDraftIssues(store, name, json);
  return validateRegionDraft(name, json, store.files());
}

function invalid(c: Context<AppEnv>, issues: PathIssue[]) {
  const first = issues[0]!;
  const message = `invalid ${first.file}: ${first.path}: ${first.reason}${issues.length > 1 ? ` (and ${issues.length - 1} more)` : ''}`;
  return c.json({ code: 400, message, data: { issues } }, 400);
}

/** Everything the console starts from: who is editing, each target's live version and content. */
opsRoutes.get(ENDPOINTS.opsState.path, async (c) => {
  const store = await configStoreFor(c.var.deps);
  await store.refresh();
  const menu = await latestMenu(c.var.deps.db);
  const menuHead = await latestVersion(c.var.deps.db, REMOTE_MENU);
  const files = REGION_FILES.map((name) => {
    const f = store.live[name]!;
    return { name, kind: 'region' as const, version: f.version, author: f.author, created: f.created, message: f.message, json: f.json };
  });
  return ok(c, {
    user: await person(c),
    targets: [
      ...files,
      { name: REMOTE_MENU, kind: 'menu' as const, ...menuHead, version: menu.version, json: menu.menu as unknown as Json },
      ...announcementTargetInfos(store),
    ],
  });
});

/** The shipped label catalog of one language: the preview localizes a draft as the site does. */
opsRoutes.get(ENDPOINTS.opsLabels.path, (c) => {
  const lang = c.req.param('lang');
  if (!(LANG_CODES as readonly string[]).includes(lang)) throw new HttpError(404, `no such language "${lang}"`);
  return ok(c, labelCatalogFor(lang));
});

opsRoutes.get(ENDPOINTS.opsVersions.path, async (c) => ok(c, { list: await listVersions(c.var.deps.db, target(c)) }));

opsRoutes.get(ENDPOINTS.opsVersion.path, async (c) => {
  const name = target(c);
  const version = validate(z.coerce.number().int().min(0), c.req.param('version'), 'version');
  const store = await configStoreFor(c.var.deps);
  return ok(c, { version, json: await versionJson(c.var.deps.db, name, version, store.shipped) });
});

const DraftBody = z.object({ json: z.unknown() });

/** Live validation by the server (the console runs the same rules itself as ops type). */
opsRoutes.post(ENDPOINTS.opsValidate.path, async (c) => {
  const name = target(c);
  const { json } = validate(DraftBody, await readJson(c), 'body');
  await requireGrant(c, 'edit', name);
  const current = await live(c, name);
  const issues = await issuesOf(c, name, json);
  // A draft past the size bounds is not compared (the diff walk recurses): its issues say why.
  const changes = boundsIssues(name, json).length ? [] : diffJson(current.json, json);
  return ok(c, { issues, changes, liveVersion: current.version });
});

const PublishBody = z.object({
  json: z.unknown(),
  baseVersion: z.number().int().min(0),
  message: z.string().trim().min(1, 'a publish message is required').max(500),
});

async function refuse(c: Context<AppEnv>, name: TargetName, baseVersion: number, message: string, reason: string) {
  await writeAudit(c.var.deps.db, {
    created: c.var.deps.now(),
    actor: await author(c),
    action: 'refused',
    target: name,
    version: null,
    base_version: baseVersion,
    message,
    detail: { reason },
  });
}

async function publish(
  c: Context<AppEnv>,
  name: TargetName,
  json: unknown,
  baseVersion: number,
  message: string,
  action: 'publish' | 'rollback',
  detail: Record<string, unknown> = {},
) {
  const issues = await issuesOf(c, name, json);
  if (issues.length) {
    publishes.inc({ action, outcome: 'invalid' });
    await refuse(c, name, baseVersion, message, `invalid: ${issues[0]!.path}: ${issues[0]!.reason}`);
    return invalid(c, issues);
  }
  const before = await live(c, name);
  try {
    const version = await publishVersion(c.var.deps.db, {
      name,
      json,
      baseVersion,
      author: await author(c),
      message,
      now: c.var.deps.now(),
      action,
      detail: { ...detail, changes: diffJson(before.json, json).length },
    });
    // This instance serves the new version at once; the others see the new number on their next request.
    if (name !== REMOTE_MENU) await (await configStoreFor(c.var.deps)).refresh(true);
    publishes.inc({ action, outcome: 'published' });
    return ok(c, { version, target: name });
  } catch (e) {
    if (e instanceof StaleVersionError) {
      publishes.inc({ action, outcome: 'stale' });
      await refuse(c, name, baseVersion, message, e.message);
      return c.json({ code: 409, message: e.message, data: { current: e.current } }, 409);
    }
    throw e;
  }
}

opsRoutes.post(ENDPOINTS.opsPublish.path, async (c) => {
  const name = target(c);
  const body = validate(PublishBody, await readJson(c), 'body');
  await requireGrant(c, 'publish', name, body.baseVersion, body.message);
  return publish(c, name, body.json, body.baseVersion, body.message, 'publish');
});

const RollbackBody = z.object({
  toVersion: z.number().int().min(0),
  baseVersion: z.number().int().min(0),
  message: z.string().trim().max(500).optional(),
});

/** Rollback writes the old content as a new version: history only grows, and the audit shows it. */
opsRoutes.post(ENDPOINTS.opsRollback.path, async (c) => {
  const name = target(c);
  const body = validate(RollbackBody, await readJson(c), 'body');
  await requireGrant(c, 'publish', name, body.baseVersion, body.message ?? `rollback to version ${body.toVersion}`);
  const store = await configStoreFor(c.var.deps);
  const json = await versionJson(c.var.deps.db, name, body.toVersion, store.shipped);
  const message = body.message || `rollback to version ${body.toVersion}`;
  return publish(c, name, json, body.baseVersion, message, 'rollback', { toVersion: body.toVersion });
});

opsRoutes.get(ENDPOINTS.opsAudit.path, async (c) => {
  const q = validate(
    z.object({ limit: z.coerce.number().int().min(1).max(500).default(100), target: z.string().optional() }),
    c.req.query(),
    'query',
  );
  return ok(c, { list: await listAudit(c.var.deps.db, q) });
});

/** Most entries one export carries; narrow by region, person or time for more. */
const AUDIT_EXPORT_MAX = 50_000;
const moment = z.union([z.coerce.number().int().min(0), z.iso.datetime({ offset: true }).transform((s) => Date.parse(s))]);

/**
 * The audit log as a download (issue 35): CSV or JSON, narrowed by region (`target`), person
 * (`actor`) and time (`from` inclusive, `to` exclusive: epoch milliseconds or ISO 8601), oldest first.
 */
opsRoutes.get(ENDPOINTS.opsAuditExport.path, async (c) => {
  const q = validate(
    z.object({
      format: z.enum(['csv', 'json']).default('csv'),
      target: z.string().max(40).optional(),
      actor: z.string().max(80).optional(),
      from: moment.optional(),
      to: moment.optional(),
    }),
    c.req.query(),
    'query',
  );
  if (q.target !== undefined && !isTarget(q.target)) throw new HttpError(400, `no such target "${q.target}"; one of ${TARGETS.join(', ')}`);
  const entries = await exportAudit(c.var.deps.db, q, AUDIT_EXPORT_MAX);
  const name = ['audit', q.target, q.actor].filter(Boolean).join('-');
  c.header('Content-Disposition', `attachment; filename="${name}.${q.format}"`);
  if (q.format === 'json')
    return c.body(`${JSON.stringify(entries, null, 2)}\n`, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  return c.body(auditCsv(entries), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
});

/** A live (or ?version=N) file as a download that check-configs accepts unchanged. */
opsRoutes.get(ENDPOINTS.opsExport.path, async (c) => {
  const name = target(c);
  const v = c.req.query('version');
  const store = await configStoreFor(c.var.deps);
  const json =
    v === undefined
      ? (await live(c, name)).json
      : await versionJson(c.var.deps.db, name, validate(z.coerce.number().int().min(0), v, 'version'), store.shipped);
  c.header('Content-Disposition', `attachment; filename="${name}.json"`);
  return c.body(`${JSON.stringify(json, null, 2)}\n`, 200, { 'Content-Type': 'application/json; charset=utf-8' });
});
