import type { Deps } from '../appDeps.ts';
import { logFault } from '../log.ts';
import { claimScheduled, dueChanges, moveChange } from './changes.ts';
import { checkGuardrails } from './guardrail.ts';
import { type PublishOutcome, publishChecked } from './publishTarget.ts';
import { finishRolloutOf } from './rollouts.ts';

type SchedulerDeps = Pick<Deps, 'db' | 'configs' | 'now'>;

export interface DueResult {
  change: number;
  outcome: PublishOutcome['kind'];
}

/**
 * Publishes every scheduled change that is due. Every instance runs this; each
 * change is claimed in the transaction that publishes it (row lock, SKIP LOCKED, and only while
 * still scheduled), so it goes live once however many instances are up. A change that can no
 * longer go live (its base is not live any more, or it no longer validates) fails, in plain words
 * on the change and in the audit log, and nothing is published.
 */
export async function publishDue(deps: SchedulerDeps): Promise<DueResult[]> {
  const results: DueResult[] = [];
  for (const change of await dueChanges(deps.db, deps.now())) {
    const author = change.scheduledBy ?? change.requestedBy;
    const outcome = await publishChecked(
      deps,
      {
        name: change.target,
        json: change.json,
        baseVersion: change.baseVersion,
        author,
        message: change.message,
        now: deps.now(),
        action: 'publish',
        detail: { change: change.id, scheduled: change.publishAt, requestedBy: change.requestedBy, approvedBy: change.reviewer },
      },
      {
        claim: (tx) => claimScheduled(tx, change.id),
        settle: async (tx, outcome) => {
          const now = deps.now();
          if (outcome.kind === 'published') {
            await moveChange(
              tx,
              change.id,
              ['scheduled'],
              { state: 'published', published_version: outcome.version, closed_by: author },
              now,
            );
            await finishRolloutOf(tx, change.id, author, outcome.version, now);
            return;
          }
          const why =
            outcome.kind === 'stale'
              ? outcome.error.message
              : outcome.kind === 'invalid'
                ? `invalid: ${outcome.issues[0]!.path}: ${outcome.issues[0]!.reason}`
                : '';
          // publishChecked wrote the refusal to the audit log (with the change's id); the change says why too.
          await moveChange(tx, change.id, ['scheduled'], { state: 'failed', closed_by: 'scheduler', outcome: why }, now);
        },
      },
    );
    results.push({ change: change.id, outcome: outcome.kind });
  }
  return results;
}

/** How often each instance looks for due changes: a scheduled change goes live within this of its time. */
export const SCHEDULER_TICK_MS = 15_000;

/** Runs publishDue, then the rollout guardrails, every tick until stopped (server/main.ts); a failed tick is logged and tried again. */
export function startScheduler(deps: SchedulerDeps, tickMs = SCHEDULER_TICK_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    publishDue(deps)
      .catch((e: unknown) => logFault('ops scheduler', '[ops] scheduled publishing failed this tick', e))
      // The rollouts' guardrails are looked at on the same tick, by every instance (server/ops/guardrail.ts).
      .then(() => checkGuardrails(deps))
      .catch((e: unknown) => logFault('ops scheduler', '[ops] the rollout guardrails failed this tick', e))
      .finally(() => {
        running = false;
      });
  }, tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
