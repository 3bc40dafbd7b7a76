import type { RolloutRow } from '../../../schemas/api/ops/rollouts.ts';
import { LocalTime } from '../LocalTime.tsx';
import type { OpsApi } from '../opsApi.ts';
import { RolloutActions } from './RolloutActions.tsx';
import { RolloutEffectView } from './RolloutEffectView.tsx';
import { rolloutPlace } from './rolloutPlace.ts';

/** Where a rollout stands, in words. */
function stateWords(r: RolloutRow): string {
  if (r.state === 'finished') return 'Finished: the change is live for everyone.';
  if (r.state === 'stopped')
    return r.endedBy === 'guardrail'
      ? 'Stopped by its guardrail: everyone sees the live version.'
      : 'Rolled back: everyone sees the live version.';
  if (!r.served)
    return 'Not served: a newer version went live after the change was made, so everyone sees the live version until it is merged.';
  return `Running: ${r.percentNow}% of the audience see the change.`;
}

/** One rollout: its heading, where it stands (and why it ended), its figures and its actions. */
export function RolloutCard({ api, rollout: r, onChanged }: { api: OpsApi; rollout: RolloutRow; onChanged: () => Promise<void> }) {
  const headingId = `ops-rollout-${r.id}`;
  return (
    <article className={`ops-rollout ops-rollout--${r.state}`} aria-labelledby={headingId} data-testid={`ops-rollout-${r.id}`}>
      <h3 id={headingId} className="ops-h3" tabIndex={-1}>
        {rolloutPlace(r.target)}: change #{r.changeId} at {r.percentNow}%
      </h3>
      <p className="ops-rollout-state">{stateWords(r)}</p>
      {r.endReason ? (
        <p className="ops-rollout-reason" data-testid="ops-rollout-reason">
          {r.endReason}
        </p>
      ) : null}
      <p className="ops-hint">
        Started by {r.startedBy}, <LocalTime ms={r.created} />
        {r.steps.length ? `; later steps: ${r.steps.map((s) => `${s.percent}%`).join(', ')}` : ''}.
      </p>
      <RolloutEffectView api={api} id={r.id} live={r.state === 'running'} />
      {r.state === 'running' ? <RolloutActions api={api} rollout={r} onChanged={onChanged} /> : null}
    </article>
  );
}
