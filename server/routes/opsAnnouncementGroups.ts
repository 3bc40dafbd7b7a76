import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { scheduleRefusal } from '../../engine/ops/changes.ts';
import type { PathIssue } from '../../engine/ops/jsonPath.ts';
import { announcementTarget, type TargetName } from '../../engine/ops/targets.ts';
import { AnnouncementGroupBody, type GroupMember } from '../../schemas/api/ops/announcementGroup.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import type { AppEnv } from '../appDeps.ts';
import type { Queryable } from '../db/types.ts';
import { DRAFT_DEPTH, HttpError, ok, readJson, validate } from '../http.ts';
import { invalid } from '../ops/answers.ts';
import { writeAudit } from '../ops/audit.ts';
import { insertChange, type StoredChange } from '../ops/changes.ts';
import { requireGrant } from '../ops/guard.ts';
import { afterPublish, approvalsFor, type CheckedPublish, checkPublish, issuesOf, liveOf, publishCheckedIn } from '../ops/publishTarget.ts';

const member = (c: StoredChange): GroupMember => ({
  id: c.id,
  target: c.target,
  state: c.state,
  needsApproval: c.needsApproval,
  publishedVersion: c.publishedVersion,
});

const itemsOf = (json: unknown): unknown[] =>
  typeof json === 'object' && json !== null && Array.isArray((json as { items?: unknown }).items)
    ? (json as { items: unknown[] }).items
    : [];

interface Plan {
  name: TargetName;
  live: { json: unknown; version: number };
  json: unknown;
  needs: boolean;
  me: { username: string };
}

/** What stopped a group inside its transaction: the whole group is rolled back. */
class GroupBlocked extends Error {
  constructor(
    readonly target: TargetName,
    readonly actor: string,
    readonly baseVersion: number,
    message: string,
  ) {
    super(message);
  }
}

/** Every sub-site's change of one group, in the caller's transaction: all are written, or a GroupBlocked undoes them all. */
async function writeGroup(
  tx: Queryable,
  plans: readonly Plan[],
  checked: ReadonlyMap<TargetName, CheckedPublish>,
  g: { group: string; now: number; message: string; publishAt: number | undefined },
): Promise<StoredChange[]> {
  const changes: StoredChange[] = [];
  for (const { name, live, json, needs, me } of plans) {
    const change = {
      target: name,
      baseVersion: live.version,
      json,
      message: g.message,
      requestedBy: me.username,
      now: g.now,
      group: g.group,
    };
    const publish = checked.get(name);
    if (!publish) {
      const created = await insertChange(tx, {
        ...change,
        state: needs ? 'pending' : 'scheduled',
        needsApproval: needs,
        publishAt: g.publishAt ?? null,
      });
      await writeAudit(tx, {
        created: g.now,
        actor: me.username,
        action: needs ? 'request' : 'schedule',
        target: name,
        version: null,
        base_version: live.version,
        message: g.message,
        detail: { change: created.id, requestedBy: me.username, group: g.group, publishAt: created.publishAt },
      });
      changes.push(created);
      continue;
    }
    const outcome = await publishCheckedIn(tx, publish);
    if (outcome.kind !== 'published') {
      const why = outcome.kind === 'stale' ? outcome.error.message : outcome.kind === 'invalid' ? outcome.issues[0]!.reason : 'taken';
      throw new GroupBlocked(
        name,
        me.username,
        live.version,
        `${name} blocked the announcement (${why}): nothing went live on any sub-site; reload and send it again`,
      );
    }
    // Recorded as a change of the group too, published in the same transaction.
    changes.push(
      await insertChange(tx, { ...change, state: 'published', needsApproval: false, publishAt: null, publishedVersion: outcome.version }),
    );
  }
  return changes;
}

/**
 * One announcement for several sub-sites at once: each sub-site's bar gets the announcement first
 * in its list, as its own change under its own rules. Where the region requires approval the
 * change is a request (an editor may ask); elsewhere it is published (or scheduled) by someone who
 * may publish there. Everything is checked for every sub-site before anything is written: the
 * grants, the bar's rules (links by each region's allow-list) and the schedule. Then every
 * sub-site's change is written in one transaction: all bars go live (or wait for approval), or none
 * does, and the 409 names the sub-site whose bar changed in between.
 */
export function registerAnnouncementGroupRoutes(routes: Hono<AppEnv>): void {
  routes.post(ENDPOINTS.opsAnnouncementGroup.path, async (c) => {
    const body = validate(AnnouncementGroupBody, await readJson(c, DRAFT_DEPTH), 'body');
    const deps = c.var.deps;
    const now = deps.now();
    const when = body.publishAt === undefined ? '' : scheduleRefusal(body.publishAt, now);
    if (when) throw new HttpError(400, when);
    const plans: Plan[] = [];
    for (const site of body.sites) {
      const name = announcementTarget(site);
      const live = await liveOf(deps, name);
      const json = { ...(live.json as object), items: [body.item, ...itemsOf(live.json)] };
      const needs = (await approvalsFor(deps, name, json)).length > 0;
      const me = await requireGrant(c, needs ? 'edit' : 'publish', name, live.version, body.message, { sites: body.sites });
      plans.push({ name, live, json, needs, me });
    }
    const issues: PathIssue[] = [];
    for (const p of plans) issues.push(...(await issuesOf(deps, p.name, p.json)));
    if (issues.length) return invalid(c, issues);

    const group = randomUUID();
    // The reads each publish needs happen before the one transaction (PGlite has one connection).
    const checked = new Map<TargetName, CheckedPublish>();
    for (const { name, live, json, needs, me } of plans)
      if (!needs && body.publishAt === undefined)
        checked.set(
          name,
          await checkPublish(deps, {
            name,
            json,
            baseVersion: live.version,
            author: me.username,
            message: body.message,
            now,
            action: 'publish',
            detail: { group },
          }),
        );
    let changes: StoredChange[];
    try {
      changes = await deps.db.transaction((tx) =>
        writeGroup(tx, plans, checked, { group, now, message: body.message, publishAt: body.publishAt }),
      );
    } catch (e) {
      if (!(e instanceof GroupBlocked)) throw e;
      await writeAudit(deps.db, {
        created: now,
        actor: e.actor,
        action: 'refused',
        target: e.target,
        version: null,
        base_version: e.baseVersion,
        message: body.message,
        detail: { group, sites: body.sites, reason: e.message },
      });
      throw new HttpError(409, e.message);
    }
    for (const ch of changes)
      if (ch.publishedVersion !== null) await afterPublish(deps, ch.target, { kind: 'published', version: ch.publishedVersion });
    return ok(c, { group, changes: changes.map(member) });
  });
}
