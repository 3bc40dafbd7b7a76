import { GUARDRAIL, type GuardrailPolicy, guardrailBreach } from '../../engine/rollout/guardrail.ts';
import type { Deps } from '../appDeps.ts';
import { activeRollout } from './activeRollouts.ts';
import { writeAudit } from './audit.ts';
import { configStoreFor } from './configStore.ts';
import { rolloutCounts } from './rolloutEffect.ts';
import { endRollout, listRollouts } from './rollouts.ts';

type GuardDeps = Pick<Deps, 'db' | 'configs' | 'now'>;

/** The name the audit log and the console give a rollout the guardrail stopped. */
export const GUARDRAIL_ACTOR = 'guardrail';

export interface Stopped {
  rollout: number;
  reason: string;
}

/**
 * Stops every served rollout whose change errs past the guardrail (engine/rollout/guardrail.ts),
 * saying why on the rollout and in the audit log. Every instance runs it on the scheduler's tick;
 * the stop is one conditional update (only while still running) in the transaction that audits it,
 * so however many instances find the breach at once, one stops the rollout and writes it down.
 */
export async function checkGuardrails(deps: GuardDeps, policy: GuardrailPolicy = GUARDRAIL): Promise<Stopped[]> {
  const stopped: Stopped[] = [];
  // This instance's view of the running rollouts, as current as its next request's would be.
  await (await configStoreFor(deps)).refresh();
  for (const r of await listRollouts(deps.db)) {
    if (r.state !== 'running' || activeRollout(deps.configs, r.target)?.rollout.id !== r.id) continue;
    const counts = await rolloutCounts(deps.db, r.id, []);
    const reason = guardrailBreach(counts.change, counts.live, policy);
    if (!reason) continue;
    const now = deps.now();
    const done = await deps.db.transaction(async (tx) => {
      const ended = await endRollout(tx, r.id, { state: 'stopped', by: GUARDRAIL_ACTOR, reason, now });
      if (!ended) return false;
      await writeAudit(tx, {
        created: now,
        actor: GUARDRAIL_ACTOR,
        action: 'stop',
        target: r.target,
        version: null,
        base_version: null,
        message: reason,
        detail: {
          change: r.changeId,
          rollout: r.id,
          reason,
          views: { change: counts.change.views, live: counts.live.views },
          errors: { change: counts.change.errors, live: counts.live.errors },
        },
      });
      return true;
    });
    if (done) stopped.push({ rollout: r.id, reason });
  }
  if (stopped.length) await (await configStoreFor(deps)).refresh(true);
  return stopped;
}
