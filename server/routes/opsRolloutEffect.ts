import type { Hono } from 'hono';
import { percentAt } from '../../engine/rollout.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import type { AppEnv } from '../appDeps.ts';
import { idParam, ok } from '../http.ts';
import { getChange } from '../ops/changes.ts';
import { readableTargets } from '../ops/guard.ts';
import { liveOf } from '../ops/publishTarget.ts';
import { rolloutCounts, rolloutEffect, rolloutItems } from '../ops/rolloutEffect.ts';
import { getRollout } from '../ops/rollouts.ts';
import { telemetryLimits } from '../telemetryLimits.ts';

/** GET /api/ops/v1/rollouts/:id/effect: what a rollout does, per variant, for those who may read its region. */
export function registerRolloutEffectRoutes(routes: Hono<AppEnv>): void {
  routes.get(ENDPOINTS.opsRolloutEffect.path, async (c) => {
    const { deps } = c.var;
    const rollout = await getRollout(deps.db, idParam(c, 'rollout id'));
    await readableTargets(c, rollout.target);
    const change = await getChange(deps.db, rollout.changeId);
    const items = rolloutItems(deps.configs, rollout, { live: (await liveOf(deps, rollout.target)).json, change: change.json });
    const counts = await rolloutCounts(
      deps.db,
      rollout.id,
      items.flatMap((i) => i.clickNames),
    );
    return ok(c, rolloutEffect(rollout, percentAt(rollout, deps.now()), items, counts, telemetryLimits(deps).limits));
  });
}
