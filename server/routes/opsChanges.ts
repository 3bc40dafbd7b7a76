import type { Context, Hono } from 'hono';
import {
  type ChangeRecord,
  cancelRefusal,
  isStale,
  OPEN_STATES,
  publishRefusal,
  reviewRefusal,
  scheduleRefusal,
} from '../../engine/ops/changes.ts';
import { diffJson } from '../../engine/ops/diff.ts';
import { merge3 } from '../../engine/ops/merge3.ts';
import type { TargetName } from '../../engine/ops/targets.ts';
import { ENDPOINT_SCHEMAS } from '../../schemas/endpointSchemas.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import type { AppEnv } from '../appDeps.ts';
import { DRAFT_DEPTH, HttpError, idParam, ok, readJson, validate } from '../http.ts';
import { invalid, publishAnswer } from '../ops/answers.ts';
import { type AuditAction, writeAudit } from '../ops/audit.ts';
import { changesOfGroup, getChange, insertChange, listChanges, moveChange, type StoredChange } from '../ops/changes.ts';
import { configStoreFor } from '../ops/configStore.ts';
import { auditRefusal, person, readableTargets, requireGrant, target } from '../ops/guard.ts';
import { checkApprovedChange, publishApprovedChange } from '../ops/publishApproved.ts';
import { afterPublish, approvalsFor, draftOnLive, issuesOf, liveOf } from '../ops/publishTarget.ts';
import { versionJson } from '../ops/versions.ts';

/**
 * Under /api/ops/v1: change requests (four-eyes approval where a region's
 * config says requireApproval) and scheduled publishing. The rules are engine/ops/changes.ts;
 * server/ops/scheduler.ts publishes what is due.
 */
export function registerChangeRoutes(routes: Hono<AppEnv>): void {
  routes.get(ENDPOINTS.opsChanges.path, async (c) => {
    const q = validate(ENDPOINT_SCHEMAS.opsChanges.query, c.req.query(), 'query');
    const targets = await readableTargets(c, q.target);
    const list = await listChanges(c.var.deps.db, { targets, all: q.all === '1', limit: q.limit });
    const live = new Map<TargetName, number>();
    for (const name of new Set(list.map((ch) => ch.target))) live.set(name, (await liveOf(c.var.deps, name)).version);
    // Whose approval each open change needs, as the live files resolve now (a newer live version
    // can widen or narrow it): what the approve step will ask for. And the changes made with each
    // one (one announcement for several sub-sites), as far as the reader may see them.
    const together = new Map<string, StoredChange[]>();
    const mayRead = await readableTargets(c, undefined);
    for (const group of new Set(list.flatMap((ch) => (ch.group ? [ch.group] : []))))
      together.set(group, await changesOfGroup(c.var.deps.db, group, mayRead));
    const rows = [];
    for (const ch of list) {
      const approvalFrom = ch.needsApproval && OPEN_STATES.includes(ch.state) ? await approvalsFor(c.var.deps, ch.target, ch.json) : [];
      rows.push({
        ...ch,
        liveVersion: live.get(ch.target)!,
        stale: isStale(ch, live.get(ch.target)!),
        approvalFrom,
        together: (ch.group ? together.get(ch.group)! : [])
          .filter((o) => o.id !== ch.id)
          .map((o) => ({
            id: o.id,
            target: o.target,
            state: o.state,
            needsApproval: o.needsApproval,
            publishedVersion: o.publishedVersion,
          })),
      });
    }
    return ok(c, { list: rows });
  });

  routes.post(ENDPOINTS.opsChangeRequest.path, async (c) => {
    const name = target(c);
    const body = validate(ENDPOINT_SCHEMAS.opsChangeRequest.request, await readJson(c, DRAFT_DEPTH), 'body');
    const deps = c.var.deps;
    const needs = (await approvalsFor(deps, name, body.json)).length > 0;
    // Scheduling is publishing; a request for approval is an edit someone else signs off, with the
    // time it proposes (the approver approves both).
    const me = await requireGrant(c, needs ? 'edit' : 'publish', name, body.baseVersion, body.message);
    if (!needs && body.publishAt === undefined)
      throw new HttpError(400, `${name} needs no approval: publish the change, or give a time (publishAt) to schedule it`);
    const now = deps.now();
    const when = body.publishAt === undefined ? '' : scheduleRefusal(body.publishAt, now);
    if (when) throw new HttpError(400, when);
    const { issues, live } = await draftOnLive(deps, name, body.json, body.baseVersion);
    if (issues) return invalid(c, issues);
    if (diffJson(live.json, body.json).length === 0)
      throw new HttpError(400, `nothing to change: the draft equals ${name} version ${live.version}`);
    const change = await deps.db.transaction(async (tx) => {
      const created = await insertChange(tx, {
        target: name,
        baseVersion: body.baseVersion,
        json: body.json,
        message: body.message,
        requestedBy: me.username,
        now,
        state: needs ? 'pending' : 'scheduled',
        needsApproval: needs,
        publishAt: body.publishAt ?? null,
      });
      await audit(tx, needs ? 'request' : 'schedule', me.username, created, now, { publishAt: created.publishAt });
      return created;
    });
    return ok(c, summary(change));
  });

  routes.post(ENDPOINTS.opsChangeApprove.path, (c) => review(c, 'approve'));
  routes.post(ENDPOINTS.opsChangeReject.path, (c) => review(c, 'reject'));

  routes.post(ENDPOINTS.opsChangePublish.path, async (c) => {
    const change = await changeOf(c);
    const me = await requireGrant(c, 'publish', change.target, change.baseVersion, change.message, { change: change.id });
    const why = publishRefusal(change);
    if (why) throw new HttpError(409, why);
    const deps = c.var.deps;
    const checked = await checkApprovedChange(deps, { change, actor: me.username }, deps.now());
    const outcome = await deps.db.transaction((tx) => publishApprovedChange(tx, checked));
    await afterPublish(deps, change.target, outcome);
    return publishAnswer(c, change.target, outcome);
  });

  routes.post(ENDPOINTS.opsChangeSchedule.path, async (c) => {
    const change = await changeOf(c);
    const body = validate(ENDPOINT_SCHEMAS.opsChangeSchedule.request, await readJson(c), 'body');
    const me = await requireGrant(c, 'publish', change.target, change.baseVersion, change.message, { change: change.id });
    if (change.state !== 'approved') throw new HttpError(409, publishRefusal(change) || `change ${change.id} is ${change.state}`);
    const now = c.var.deps.now();
    const when = scheduleRefusal(body.publishAt, now);
    if (when) throw new HttpError(400, when);
    const moved = await c.var.deps.db.transaction(async (tx) => {
      const next = await moveChange(
        tx,
        change.id,
        ['approved'],
        { state: 'scheduled', publish_at: body.publishAt, scheduled_by: me.username },
        now,
      );
      if (next) await audit(tx, 'schedule', me.username, next, now, { publishAt: body.publishAt });
      return next;
    });
    if (!moved) throw new HttpError(409, `change ${change.id} changed meanwhile: reload`);
    return ok(c, summary(moved));
  });

  routes.post(ENDPOINTS.opsChangeCancel.path, async (c) => {
    const change = await changeOf(c);
    const body = validate(ENDPOINT_SCHEMAS.opsChangeCancel.request, await readJson(c), 'body');
    const me = await person(c);
    const why = cancelRefusal(change, me);
    if (why && OPEN_STATES.includes(change.state)) {
      await auditRefusal(c, me.username, change.target, why, {
        baseVersion: change.baseVersion,
        message: change.message,
        detail: { change: change.id },
      });
      throw new HttpError(403, why);
    }
    if (why) throw new HttpError(409, why);
    const now = c.var.deps.now();
    const moved = await c.var.deps.db.transaction(async (tx) => {
      const next = await moveChange(tx, change.id, OPEN_STATES, { state: 'cancelled', closed_by: me.username, outcome: body.comment }, now);
      if (next) await audit(tx, 'cancel', me.username, next, now, { comment: body.comment, was: change.state });
      return next;
    });
    if (!moved) throw new HttpError(409, `change ${change.id} was published or closed meanwhile`);
    return ok(c, summary(moved));
  });

  routes.post(ENDPOINTS.opsChangeRebase.path, async (c) => {
    const change = await changeOf(c);
    const me = await requireGrant(c, 'edit', change.target, change.baseVersion, change.message, { change: change.id });
    if (change.requestedBy !== me.username) {
      const why = `only ${change.requestedBy}, who asked for change ${change.id}, may merge it and ask again; make your own draft instead`;
      await auditRefusal(c, me.username, change.target, why, {
        baseVersion: change.baseVersion,
        message: change.message,
        detail: { change: change.id, need: 'the requester' },
      });
      throw new HttpError(403, why);
    }
    const deps = c.var.deps;
    const live = await liveOf(deps, change.target);
    if (!isStale(change, live.version))
      throw new HttpError(409, `change ${change.id} is ${change.state} on the live version: nothing to merge`);
    const store = await configStoreFor(deps);
    const base = await versionJson(deps.db, change.target, change.baseVersion, store.shipped);
    const merged = merge3(base, change.json, live.json);
    if (merged.conflicts.length) {
      const paths = merged.conflicts.map((x) => x.path).join(', ');
      return c.json(
        {
          code: 409,
          message: `change ${change.id} and version ${live.version} both changed ${paths}: open the change as a draft, choose per field, and ask again`,
          data: { conflicts: merged.conflicts },
        },
        409,
      );
    }
    const issues = await issuesOf(deps, change.target, merged.value);
    if (issues.length) return invalid(c, issues);
    // Merged onto a newer live version, the change may alter other requireApproval regions than
    // before (or none): asked for again as what it is now, with the grant that takes.
    const needs = (await approvalsFor(deps, change.target, merged.value)).length > 0;
    if (!needs) await requireGrant(c, 'publish', change.target, live.version, change.message, { change: change.id });
    const now = deps.now();
    const next = await deps.db.transaction(async (tx) => {
      const old = await moveChange(tx, change.id, OPEN_STATES, { state: 'superseded', closed_by: me.username }, now);
      if (!old) throw new HttpError(409, `change ${change.id} was closed meanwhile`);
      const created = await insertChange(tx, {
        target: change.target,
        baseVersion: live.version,
        json: merged.value,
        message: change.message,
        requestedBy: me.username,
        now,
        // Approval is for content: merged content is asked for again.
        state: needs ? 'pending' : 'scheduled',
        needsApproval: needs,
        publishAt: change.publishAt !== null && change.publishAt > now ? change.publishAt : null,
      });
      if (!needs && created.publishAt === null)
        throw new HttpError(
          409,
          change.needsApproval
            ? `merged into version ${live.version}, change ${change.id} needs no approval any more and has no time to go live: open it as a draft and publish it`
            : `change ${change.id}'s time has passed: publish the draft instead`,
        );
      await tx.query('UPDATE ops_changes SET outcome = $2 WHERE id = $1', [
        change.id,
        `merged into version ${live.version} as change ${created.id}`,
      ]);
      await audit(tx, needs ? 'request' : 'schedule', me.username, created, now, { replaces: change.id });
      return created;
    });
    return ok(c, summary(next));
  });
}

/** A change as listed, without its content (answers to steps). */
const summary = ({ json: _json, ...rest }: StoredChange): ChangeRecord => rest;

async function changeOf(c: Context<AppEnv>): Promise<StoredChange> {
  return getChange(c.var.deps.db, idParam(c, 'change id'));
}

function audit(
  tx: Parameters<typeof writeAudit>[0],
  action: AuditAction,
  actor: string,
  change: ChangeRecord,
  now: number,
  detail: Record<string, unknown> = {},
) {
  return writeAudit(tx, {
    created: now,
    actor,
    action,
    target: change.target,
    version: null,
    base_version: change.baseVersion,
    message: change.message,
    detail: { change: change.id, requestedBy: change.requestedBy, ...detail },
  });
}

/** Approve or reject: another person whose role covers approving the target, with a comment (required to reject). */
async function review(c: Context<AppEnv>, verdict: 'approve' | 'reject') {
  const change = await changeOf(c);
  const body = validate(
    verdict === 'reject' ? ENDPOINT_SCHEMAS.opsChangeReject.request : ENDPOINT_SCHEMAS.opsChangeApprove.request,
    await readJson(c),
    'body',
  );
  const me = await requireGrant(c, 'approve', change.target, change.baseVersion, change.message, { change: change.id });
  // A change to a shared file is signed off for each requireApproval region it alters.
  if (change.needsApproval && change.state === 'pending')
    for (const region of await approvalsFor(c.var.deps, change.target, change.json))
      await requireGrant(c, 'approve', region, change.baseVersion, change.message, { change: change.id });
  const why = reviewRefusal(change, me);
  if (why && change.requestedBy === me.username && change.state === 'pending') {
    await auditRefusal(c, me.username, change.target, why, {
      baseVersion: change.baseVersion,
      message: change.message,
      detail: { change: change.id, need: 'another person' },
    });
    throw new HttpError(403, why);
  }
  if (why) throw new HttpError(409, why);
  const deps = c.var.deps;
  const live = await liveOf(deps, change.target);
  if (verdict === 'approve' && isStale(change, live.version))
    throw new HttpError(
      409,
      `change ${change.id} was made on version ${change.baseVersion}, but version ${live.version} is live now: ${change.requestedBy} must merge it into the live version and ask again before it can be approved`,
    );
  const now = deps.now();
  // Approved in time, a request with a time goes live then; approved after it, a publisher picks the moment.
  const state = verdict === 'reject' ? 'rejected' : change.publishAt !== null && change.publishAt > now ? 'scheduled' : 'approved';
  const moved = await deps.db.transaction(async (tx) => {
    const next = await moveChange(
      tx,
      change.id,
      ['pending'],
      { state, reviewer: me.username, review_comment: body.comment, reviewed: now },
      now,
    );
    if (next) await audit(tx, verdict, me.username, next, now, { comment: body.comment, publishAt: next.publishAt });
    return next;
  });
  if (!moved) throw new HttpError(409, `change ${change.id} was reviewed or closed meanwhile: reload`);
  return ok(c, summary(moved));
}
