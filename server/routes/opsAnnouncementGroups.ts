import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { scheduleRefusal } from '../../engine/ops/changes.ts';
import type { PathIssue } from '../../engine/ops/jsonPath.ts';
import { announcementTarget } from '../../engine/ops/targets.ts';
import { AnnouncementGroupBody, type GroupMember } from '../../schemas/api/ops/announcementGroup.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import type { AppEnv } from '../appDeps.ts';
import { DRAFT_DEPTH, HttpError, ok, readJson, validate } from '../http.ts';
import { invalid } from '../ops/answers.ts';
import { writeAudit } from '../ops/audit.ts';
import { insertChange, type StoredChange } from '../ops/changes.ts';
import { requireGrant } from '../ops/guard.ts';
import { approvalsFor, issuesOf, liveOf, publishChecked } from '../ops/publishTarget.ts';

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

/**
 * One announcement for several sub-sites at once: each sub-site's bar gets the announcement first
 * in its list, as its own change under its own rules. Where the region requires approval the
 * change is a request (an editor may ask); elsewhere it is published (or scheduled) by someone who
 * may publish there. Everything is checked for every sub-site before anything is written: the
 * grants, the bar's rules (links by each region's allow-list) and the schedule.
 */
export function registerAnnouncementGroupRoutes(routes: Hono<AppEnv>): void {
  routes.post(ENDPOINTS.opsAnnouncementGroup.path, async (c) => {
    const body = validate(AnnouncementGroupBody, await readJson(c, DRAFT_DEPTH), 'body');
    const deps = c.var.deps;
    const now = deps.now();
    const when = body.publishAt === undefined ? '' : scheduleRefusal(body.publishAt, now);
    if (when) throw new HttpError(400, when);
    const plans = [];
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
    const changes: StoredChange[] = [];
    for (const { name, live, json, needs, me } of plans) {
      const change = { target: name, baseVersion: live.version, json, message: body.message, requestedBy: me.username, now, group };
      if (needs || body.publishAt !== undefined) {
        changes.push(
          await deps.db.transaction(async (tx) => {
            const created = await insertChange(tx, {
              ...change,
              state: needs ? 'pending' : 'scheduled',
              needsApproval: needs,
              publishAt: body.publishAt ?? null,
            });
            await writeAudit(tx, {
              created: now,
              actor: me.username,
              action: needs ? 'request' : 'schedule',
              target: name,
              version: null,
              base_version: live.version,
              message: body.message,
              detail: { change: created.id, requestedBy: me.username, group, publishAt: created.publishAt },
            });
            return created;
          }),
        );
        continue;
      }
      let made: StoredChange | undefined;
      const outcome = await publishChecked(
        deps,
        { name, json, baseVersion: live.version, author: me.username, message: body.message, now, action: 'publish', detail: { group } },
        {
          // Recorded as a change of the group too, published in the same transaction.
          settle: async (tx, result) => {
            if (result.kind !== 'published') return;
            made = await insertChange(tx, {
              ...change,
              state: 'published',
              needsApproval: false,
              publishAt: null,
              publishedVersion: result.version,
            });
          },
        },
      );
      if (!made)
        throw new HttpError(
          409,
          `${name} changed while this was published (${outcome.kind}); ${changes.map((ch) => ch.target).join(', ') || 'nothing'} went through: reload and publish the rest`,
        );
      changes.push(made);
    }
    return ok(c, { group, changes: changes.map(member) });
  });
}
