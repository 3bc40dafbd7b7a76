import type { Queryable } from '../db/types.ts';
import { writeAudit } from './audit.ts';
import { moveChange, type StoredChange } from './changes.ts';
import { type CheckedPublish, checkPublish, type PublishOutcome, publishCheckedIn } from './publishTarget.ts';
import { finishRolloutOf } from './rollouts.ts';

/** An approved change to publish, by whom, and the rollout it finishes when it ends one. */
export interface ApprovedPublish {
  change: StoredChange;
  actor: string;
  rollout?: { id: number; percent: number };
}

export interface CheckedApproved {
  approved: ApprovedPublish;
  checked: CheckedPublish;
}

/** The reads publishing an approved change needs, done before the transaction (server/ops/publishTarget.ts says why). */
export async function checkApprovedChange(
  deps: Parameters<typeof checkPublish>[0],
  approved: ApprovedPublish,
  now: number,
): Promise<CheckedApproved> {
  const { change, actor, rollout } = approved;
  const checked = await checkPublish(deps, {
    name: change.target,
    json: change.json,
    baseVersion: change.baseVersion,
    author: actor,
    message: change.message,
    now,
    action: 'publish',
    detail: {
      change: change.id,
      ...(rollout ? { rollout: rollout.id } : {}),
      requestedBy: change.requestedBy,
      approvedBy: change.reviewer,
    },
  });
  return { approved, checked };
}

/**
 * Publishes an approved change inside a transaction the caller holds: claims the change while it
 * is still approved (and its rollout while still running, when finishing one), publishes, and
 * moves the change to published with any rollout of it finished. 'taken' when someone else got
 * there first. The caller runs afterPublish once the transaction has committed.
 */
export async function publishApprovedChange(tx: Queryable, { approved, checked }: CheckedApproved): Promise<PublishOutcome> {
  const { change, actor, rollout } = approved;
  const now = checked.input.now;
  return publishCheckedIn(tx, checked, {
    claim: async (q) =>
      (await q.query("SELECT id FROM ops_changes WHERE id = $1 AND state = 'approved' FOR UPDATE", [change.id])).length === 1 &&
      (!rollout ||
        (await q.query("SELECT id FROM ops_rollouts WHERE id = $1 AND state = 'running' FOR UPDATE", [rollout.id])).length === 1),
    settle: async (q, outcome) => {
      if (outcome.kind !== 'published') return;
      await moveChange(q, change.id, ['approved'], { state: 'published', published_version: outcome.version, closed_by: actor }, now);
      await finishRolloutOf(q, change.id, actor, outcome.version, now);
      if (!rollout) return;
      await writeAudit(q, {
        created: now,
        actor,
        action: 'finish',
        target: change.target,
        version: outcome.version,
        base_version: change.baseVersion,
        message: change.message,
        detail: { change: change.id, rollout: rollout.id, from: rollout.percent },
      });
    },
  });
}
