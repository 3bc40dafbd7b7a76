import type { Hono } from 'hono';
import { publishRefusal } from '../../engine/ops/changes.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { FinishRolloutBody, StopRolloutBody } from '../../schemas/rollout.ts';
import type { AppEnv } from '../appDeps.ts';
import { HttpError, idParam, ok, readJson, validate } from '../http.ts';
import { publishAnswer } from '../ops/answers.ts';
import { writeAudit } from '../ops/audit.ts';
import { getChange } from '../ops/changes.ts';
import { configStoreFor } from '../ops/configStore.ts';
import { requireGrant } from '../ops/guard.ts';
import { checkApprovedChange, publishApprovedChange } from '../ops/publishApproved.ts';
import { afterPublish } from '../ops/publishTarget.ts';
import { endRollout, getRollout } from '../ops/rollouts.ts';

/**
 * Ending a rollout in one step, under /api/ops/v1. Finishing is the plain publish of its approved
 * change (the same role, the same approval, the same checks and audit entry as publishing it),
 * with the rollout marked finished in the same transaction. Stopping (rolling back) puts everyone
 * back on the live version, which was itself published under the region's rules, so it needs the
 * role that publishes the region and no second approval; it is audited with its reason.
 */
export function registerRolloutEndRoutes(routes: Hono<AppEnv>): void {
  routes.post(ENDPOINTS.opsRolloutFinish.path, async (c) => {
    const { deps } = c.var;
    const id = idParam(c, 'rollout id');
    validate(FinishRolloutBody, await readJson(c), 'body');
    const rollout = await getRollout(deps.db, id);
    const change = await getChange(deps.db, rollout.changeId);
    const me = await requireGrant(c, 'publish', change.target, change.baseVersion, change.message, { change: change.id, rollout: id });
    if (rollout.state !== 'running') throw new HttpError(409, `rollout ${id} is ${rollout.state}: only a running rollout is finished`);
    const why = publishRefusal(change);
    if (why) throw new HttpError(409, why);
    const checked = await checkApprovedChange(deps, { change, actor: me.username, rollout: { id, percent: rollout.percent } }, deps.now());
    const outcome = await deps.db.transaction((tx) => publishApprovedChange(tx, checked));
    await afterPublish(deps, change.target, outcome);
    return publishAnswer(c, change.target, outcome);
  });

  routes.post(ENDPOINTS.opsRolloutStop.path, async (c) => {
    const { deps } = c.var;
    const id = idParam(c, 'rollout id');
    const body = validate(StopRolloutBody, await readJson(c), 'body');
    const rollout = await getRollout(deps.db, id);
    const me = await requireGrant(c, 'publish', rollout.target, null, body.reason, { rollout: id, stop: true });
    const now = deps.now();
    const reason = body.reason ? `rolled back by ${me.username}: ${body.reason}` : `rolled back by ${me.username}`;
    const stopped = await deps.db.transaction(async (tx) => {
      const ended = await endRollout(tx, id, { state: 'stopped', by: me.username, reason, now });
      if (!ended) return null;
      await writeAudit(tx, {
        created: now,
        actor: me.username,
        action: 'stop',
        target: rollout.target,
        version: null,
        base_version: null,
        message: body.reason,
        detail: { change: rollout.changeId, rollout: id, percent: rollout.percent, reason },
      });
      return ended;
    });
    if (!stopped)
      throw new HttpError(409, `rollout ${id} is ${(await getRollout(deps.db, id)).state}: only a running rollout is rolled back`);
    await (await configStoreFor(deps)).refresh(true);
    return ok(c, stopped);
  });
}
