import type { Hono } from 'hono';
import { diffJson } from '../../engine/ops/diff.ts';
import { ENDPOINT_SCHEMAS } from '../../schemas/endpointSchemas.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { RolloutTarget } from '../../schemas/rollout.ts';
import type { AppEnv } from '../appDeps.ts';
import { DRAFT_DEPTH, HttpError, ok, readJson, validate } from '../http.ts';
import { invalid } from '../ops/answers.ts';
import { insertChange } from '../ops/changes.ts';
import { configStoreFor } from '../ops/configStore.ts';
import { requireGrant, target } from '../ops/guard.ts';
import { approvalReason, approvalsFor, draftOnLive } from '../ops/publishTarget.ts';
import { startRollout } from '../ops/rollouts.ts';

/**
 * POST /api/ops/v1/targets/:name/rollout: where publishing needs no second person (a region without
 * `requireApproval`, the remote menu, their bars), a publisher rolls their own draft out without
 * publishing it first: the same role and checks a publish of it needs (valid, made on the live
 * version, a change at all), the change stored as ready to publish and its rollout started in one
 * transaction, audited as `rollout`. Where approval is needed it is refused: only an approved
 * change is rolled out there (POST …/changes/:id/rollout).
 */
export function registerRolloutDraftRoutes(routes: Hono<AppEnv>): void {
  routes.post(ENDPOINTS.opsRolloutDraft.path, async (c) => {
    const name = target(c);
    const body = validate(ENDPOINT_SCHEMAS.opsRolloutDraft.request, await readJson(c, DRAFT_DEPTH), 'body');
    const { deps } = c.var;
    const me = await requireGrant(c, 'publish', name, body.baseVersion, body.message, { rollout: body.percent });
    const rolled = RolloutTarget.safeParse(name);
    if (!rolled.success)
      throw new HttpError(
        400,
        `${name} is not rolled out to a share of visitors: a sub-site's region file, the remote menu or an announcement bar is`,
      );
    const approvals = await approvalsFor(deps, name, body.json);
    if (approvals.length) throw new HttpError(409, approvalReason(name, approvals).replace('publish it', 'roll it out'));
    const { issues, live } = await draftOnLive(deps, name, body.json, body.baseVersion);
    if (issues) return invalid(c, issues);
    if (diffJson(live.json, body.json).length === 0)
      throw new HttpError(400, `nothing to roll out: the draft equals ${name} version ${live.version}`);
    const now = deps.now();
    const rollout = await deps.db.transaction(async (tx) => {
      const change = await insertChange(tx, {
        target: name,
        baseVersion: body.baseVersion,
        json: body.json,
        message: body.message,
        requestedBy: me.username,
        now,
        state: 'approved',
        needsApproval: false,
        publishAt: null,
      });
      return startRollout(
        tx,
        change,
        { target: rolled.data, percent: body.percent, steps: body.steps, startedBy: me.username, now },
        { needsApproval: false },
      );
    });
    await (await configStoreFor(deps)).refresh(true);
    return ok(c, rollout);
  });
}
