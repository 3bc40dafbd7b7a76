import type { Hono } from 'hono';
import { publishRefusal } from '../../engine/ops/changes.ts';
import { percentAt } from '../../engine/rollout.ts';
import { ENDPOINT_SCHEMAS } from '../../schemas/endpointSchemas.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { RolloutTarget } from '../../schemas/rollout.ts';
import type { AppEnv } from '../appDeps.ts';
import { HttpError, idParam, ok, readJson, validate } from '../http.ts';
import { activeRollout } from '../ops/activeRollouts.ts';
import { writeAudit } from '../ops/audit.ts';
import { getChange } from '../ops/changes.ts';
import { configStoreFor } from '../ops/configStore.ts';
import { requireGrant } from '../ops/guard.ts';
import { liveOf } from '../ops/publishTarget.ts';
import { getRollout, listRollouts, startRollout, widenRollout } from '../ops/rollouts.ts';

/**
 * Rollouts under /api/ops/v1: an approved change to a sub-site's region file, the remote menu or an
 * announcement bar released to a share of its audience, then widened. Starting and widening are publishing a part of the change, so they
 * need the same role as publishing it, and an approval where the region asks for one (only an
 * approved change starts); both are audited.
 */
export function registerRolloutRoutes(routes: Hono<AppEnv>): void {
  routes.get(ENDPOINTS.opsRollouts.path, async (c) => {
    const { deps } = c.var;
    const now = deps.now();
    const list = await listRollouts(deps.db);
    return ok(c, {
      list: list.map((r) => ({
        ...r,
        percentNow: percentAt(r, now),
        // Running but not served: its change was made on a version that is no longer live.
        served: r.state === 'running' && activeRollout(deps.configs, r.target)?.rollout.id === r.id,
      })),
    });
  });

  routes.post(ENDPOINTS.opsRolloutStart.path, async (c) => {
    const { deps } = c.var;
    const change = await getChange(deps.db, idParam(c, 'change id'));
    const body = validate(ENDPOINT_SCHEMAS.opsRolloutStart.request, await readJson(c), 'body');
    const me = await requireGrant(c, 'publish', change.target, change.baseVersion, change.message, {
      change: change.id,
      rollout: body.percent,
    });
    const parsed = RolloutTarget.safeParse(change.target);
    if (!parsed.success)
      throw new HttpError(
        400,
        `change ${change.id} is to ${change.target}: a change to one sub-site's region file, to the remote menu or to an announcement bar is rolled out to a share of its audience`,
      );
    const target = parsed.data;
    const why = publishRefusal(change);
    if (why) throw new HttpError(409, why);
    const live = await liveOf(deps, target);
    if (live.version !== change.baseVersion)
      throw new HttpError(
        409,
        `change ${change.id} was made on version ${change.baseVersion}, but version ${live.version} is live now: merge it into the live version first`,
      );
    const now = deps.now();
    const rollout = await deps.db.transaction((tx) =>
      startRollout(tx, change, { target, percent: body.percent, steps: body.steps, startedBy: me.username, now }),
    );
    await (await configStoreFor(deps)).refresh(true);
    return ok(c, rollout);
  });

  routes.post(ENDPOINTS.opsRolloutWiden.path, async (c) => {
    const { deps } = c.var;
    const id = idParam(c, 'rollout id');
    const body = validate(ENDPOINT_SCHEMAS.opsRolloutWiden.request, await readJson(c), 'body');
    const current = await getRollout(deps.db, id);
    const me = await requireGrant(c, 'publish', current.target, null, '', { rollout: id, percent: body.percent });
    const now = deps.now();
    const rollout = await deps.db.transaction(async (tx) => {
      const widened = await widenRollout(tx, id, body.percent, now);
      await writeAudit(tx, {
        created: now,
        actor: me.username,
        action: 'widen',
        target: widened.target,
        version: null,
        base_version: null,
        message: '',
        detail: { change: widened.changeId, rollout: id, from: current.percent, percent: widened.percent },
      });
      return widened;
    });
    await (await configStoreFor(deps)).refresh(true);
    return ok(c, rollout);
  });
}
