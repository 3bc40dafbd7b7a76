import { type Context, Hono } from 'hono';
import type { Json } from '../../engine/configMerge.ts';
import { diffJson } from '../../engine/ops/diff.ts';
import { boundsIssues } from '../../engine/ops/jsonBounds.ts';
import { isTarget, REGION_FILES, REMOTE_MENU, TARGETS, type TargetName } from '../../engine/ops/targets.ts';
import { VersionParam } from '../../schemas/api/versionNumber.ts';
import { ENDPOINT_SCHEMAS } from '../../schemas/endpointSchemas.ts';
import { ENDPOINTS, OPS_API } from '../../schemas/endpoints.ts';
import type { AppEnv } from '../appDeps.ts';
import { DRAFT_DEPTH, HttpError, ok, readJson, validate } from '../http.ts';
import { announcementTargetInfos } from '../ops/announcementTargets.ts';
import { publishAnswer } from '../ops/answers.ts';
import { auditCsv, exportAudit, listAudit } from '../ops/audit.ts';
import { configStoreFor } from '../ops/configStore.ts';
import { auditDoorRefusal } from '../ops/doorAudit.ts';
import { auditRefusal, person, requireGrant, target } from '../ops/guard.ts';
import { approvalReason, approvalsFor, issuesOf, liveOf, needsApproval, publishChecked } from '../ops/publishTarget.ts';
import { latestVersion, listVersions, versionJson } from '../ops/versions.ts';
import { latestMenu } from '../remoteMenu.ts';
import { currentUser } from '../session.ts';
import { registerAnnouncementGroupRoutes } from './opsAnnouncementGroups.ts';
import { registerChangeRoutes } from './opsChanges.ts';
import { registerDraftRoutes } from './opsDrafts.ts';
import { registerGrantRoutes } from './opsGrants.ts';
import { registerRolloutDraftRoutes } from './opsRolloutDraft.ts';
import { registerRolloutEffectRoutes } from './opsRolloutEffect.ts';
import { registerRolloutEndRoutes } from './opsRolloutEnd.ts';
import { registerRolloutRoutes } from './opsRollouts.ts';

export { liveRegionConfigs } from '../ops/configStore.ts';

/**
 * The ops console API under /api/ops/v1: live region files and remote menu, versions,
 * validation, publish with optimistic concurrency, rollback, audit log and export. Ops role only.
 */
export const opsRoutes = new Hono<AppEnv>();

opsRoutes.use(`${OPS_API}/*`, async (c, next) => {
  const user = await currentUser(c);
  if (user?.role !== 'ops') {
    const [status, reason] = user ? ([403, 'the ops console is for ops staff only'] as const) : ([401, 'login required'] as const);
    // Who knocked is in the audit log too, not only the request log: the account, or the client.
    await auditDoorRefusal(c, user?.username, reason);
    throw new HttpError(status, reason);
  }
  c.header('Cache-Control', 'no-store');
  await next();
});

/** Everything the console starts from: who is editing, each target's live version and content. */
opsRoutes.get(ENDPOINTS.opsState.path, async (c) => {
  const store = await configStoreFor(c.var.deps);
  await store.refresh();
  const menu = await latestMenu(c.var.deps.db);
  const menuHead = await latestVersion(c.var.deps.db, REMOTE_MENU);
  const files = await Promise.all(
    REGION_FILES.map(async (name) => {
      const f = store.live[name]!;
      const needs = await needsApproval(c.var.deps, name);
      return {
        name,
        kind: 'region' as const,
        version: f.version,
        author: f.author,
        created: f.created,
        message: f.message,
        json: f.json,
        needsApproval: needs,
      };
    }),
  );
  return ok(c, {
    user: await person(c),
    targets: [
      ...files,
      {
        name: REMOTE_MENU,
        kind: 'menu' as const,
        ...menuHead,
        version: menu.version,
        json: menu.menu as unknown as Json,
        needsApproval: false,
      },
      ...(await Promise.all(
        announcementTargetInfos(store).map(async (t) => ({ ...t, needsApproval: await needsApproval(c.var.deps, t.name) })),
      )),
    ],
  });
});

opsRoutes.get(ENDPOINTS.opsVersions.path, async (c) => ok(c, { list: await listVersions(c.var.deps.db, target(c)) }));

opsRoutes.get(ENDPOINTS.opsVersion.path, async (c) => {
  const name = target(c);
  const version = validate(VersionParam, c.req.param('version'), 'version');
  const store = await configStoreFor(c.var.deps);
  return ok(c, { version, json: await versionJson(c.var.deps.db, name, version, store.shipped) });
});

/** Live validation by the server (the console runs the same rules itself as ops type). */
opsRoutes.post(ENDPOINTS.opsValidate.path, async (c) => {
  const name = target(c);
  const { json } = validate(ENDPOINT_SCHEMAS.opsValidate.request, await readJson(c, DRAFT_DEPTH), 'body');
  await requireGrant(c, 'edit', name);
  const current = await liveOf(c.var.deps, name);
  const issues = await issuesOf(c.var.deps, name, json);
  // A draft past the size bounds is not compared (the diff walk recurses): its issues say why.
  const changes = boundsIssues(name, json).length ? [] : diffJson(current.json, json);
  const approvalFrom = issues.length ? [] : await approvalsFor(c.var.deps, name, json);
  return ok(c, { issues, changes, liveVersion: current.version, approvalFrom });
});

/**
 * A region whose config requires approval publishes nothing straight away: the console
 * requests the change instead. Refused in plain words and audited, like a missing grant.
 */
async function refuseWithoutApproval(
  c: Context<AppEnv>,
  name: TargetName,
  json: unknown,
  who: string,
  baseVersion: number,
  message: string,
) {
  // An invalid draft is answered with its issues (400) by the publish, whoever would approve it.
  if ((await issuesOf(c.var.deps, name, json)).length) return;
  const regions = await approvalsFor(c.var.deps, name, json);
  if (!regions.length) return;
  const reason = approvalReason(name, regions);
  await auditRefusal(c, who, name, reason, { baseVersion, message, detail: { need: 'approval', regions } });
  throw new HttpError(403, reason);
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
  const me = await person(c);
  const outcome = await publishChecked(c.var.deps, {
    name,
    json,
    baseVersion,
    author: me.username,
    message,
    now: c.var.deps.now(),
    action,
    detail,
  });
  return publishAnswer(c, name, outcome);
}

opsRoutes.post(ENDPOINTS.opsPublish.path, async (c) => {
  const name = target(c);
  const body = validate(ENDPOINT_SCHEMAS.opsPublish.request, await readJson(c, DRAFT_DEPTH), 'body');
  const me = await requireGrant(c, 'publish', name, body.baseVersion, body.message);
  await refuseWithoutApproval(c, name, body.json, me.username, body.baseVersion, body.message);
  return publish(c, name, body.json, body.baseVersion, body.message, 'publish');
});

/** Rollback writes the old content as a new version: history only grows, and the audit shows it. */
opsRoutes.post(ENDPOINTS.opsRollback.path, async (c) => {
  const name = target(c);
  const body = validate(ENDPOINT_SCHEMAS.opsRollback.request, await readJson(c), 'body');
  const me = await requireGrant(c, 'publish', name, body.baseVersion, body.message ?? `rollback to version ${body.toVersion}`);
  const store = await configStoreFor(c.var.deps);
  const json = await versionJson(c.var.deps.db, name, body.toVersion, store.shipped);
  await refuseWithoutApproval(c, name, json, me.username, body.baseVersion, body.message ?? `rollback to version ${body.toVersion}`);
  const message = body.message || `rollback to version ${body.toVersion}`;
  return publish(c, name, json, body.baseVersion, message, 'rollback', { toVersion: body.toVersion });
});

opsRoutes.get(ENDPOINTS.opsAudit.path, async (c) => {
  const q = validate(ENDPOINT_SCHEMAS.opsAudit.query, c.req.query(), 'query');
  return ok(c, { list: await listAudit(c.var.deps.db, q) });
});

/** Most entries one export carries; narrow by region, person or time for more. */
const AUDIT_EXPORT_MAX = 50_000;

/**
 * The audit log as a download: CSV or JSON, narrowed by region (`target`), person
 * (`actor`) and time (`from` inclusive, `to` exclusive: epoch milliseconds or ISO 8601), oldest first.
 */
opsRoutes.get(ENDPOINTS.opsAuditExport.path, async (c) => {
  const q = validate(ENDPOINT_SCHEMAS.opsAuditExport.query, c.req.query(), 'query');
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
  // Named as the version path parameter's refusal is: `invalid version: …`.
  const version = validate(ENDPOINT_SCHEMAS.opsExport.query.shape.version, c.req.query('version'), 'version');
  const store = await configStoreFor(c.var.deps);
  const json =
    version === undefined ? (await liveOf(c.var.deps, name)).json : await versionJson(c.var.deps.db, name, version, store.shipped);
  c.header('Content-Disposition', `attachment; filename="${name}.json"`);
  return c.body(`${JSON.stringify(json, null, 2)}\n`, 200, { 'Content-Type': 'application/json; charset=utf-8' });
});

registerChangeRoutes(opsRoutes);
registerDraftRoutes(opsRoutes);
registerAnnouncementGroupRoutes(opsRoutes);
registerGrantRoutes(opsRoutes);
registerRolloutRoutes(opsRoutes);
registerRolloutDraftRoutes(opsRoutes);
registerRolloutEffectRoutes(opsRoutes);
registerRolloutEndRoutes(opsRoutes);
