import { ROLLOUTS_HREF } from '../consoleRoute.ts';
import { sidesOf } from './RolloutWhy.tsx';
import type { RunningRollout } from './useRunningRollout.ts';

/**
 * Above a target's editor while a rollout of one of its changes runs: who sees what, in the
 * rules engine's words, and that the preview and the matrix show the live version with the draft.
 */
export function RolloutNotice({ rollout, target }: { rollout: RunningRollout | null; target: string }) {
  if (!rollout) return null;
  const running = rollout.row;
  const { variant, control, noBucket } = sidesOf(rollout);
  const reasons = [variant, control, noBucket].flatMap((r) => (r ? [r.detail] : []));
  return (
    <div className="ops-note" data-testid="ops-rollout-notice">
      <p>
        Change #{running.changeId} is rolled out to {running.percentNow}% of {target}'s audience
        {running.served ? '' : ', but not served: a newer version went live after it was made'}. The preview and the visibility matrix show
        the live version with your draft. <a href={ROLLOUTS_HREF}>See what it does</a>
      </p>
      <ul>
        {reasons.map((why) => (
          <li key={why}>{why}</li>
        ))}
      </ul>
    </div>
  );
}
