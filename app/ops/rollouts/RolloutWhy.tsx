import { rolloutSides } from '../../../engine/rollout/rolloutReasons.ts';
import type { RunningRollout } from './useRunningRollout.ts';

/** Both sides of a running rollout in the engine's words (engine/rollout/rolloutReasons.ts). */
export function sidesOf(running: RunningRollout) {
  return rolloutSides({ ...running.row, percent: running.row.percentNow, steps: [] }, 0);
}

/**
 * Beside an item the running rollout's change alters (the preview's list, a matrix row): who sees
 * the change and who the live version, in the rules engine's own reasons.
 */
export function RolloutWhy({ running }: { running: RunningRollout }) {
  const { variant, control, noBucket } = sidesOf(running);
  return (
    <span className="ops-rollout-why" data-testid="ops-rollout-why">
      {variant ? <span className="ops-rollout-side">With the change: {variant.detail}.</span> : null}{' '}
      {control ? <span className="ops-rollout-side">Without it: {control.detail}.</span> : null}{' '}
      {noBucket ? <span className="ops-rollout-side ops-hint">{noBucket.detail}.</span> : null}
    </span>
  );
}

/** The preview's list of the items the running rollout alters, with both sides' reasons. */
export function RolloutItems({ running }: { running: RunningRollout }) {
  if (!running.items.length) return null;
  const heading = `In the ${running.row.percentNow}% rollout of change #${running.row.changeId} (${running.items.length})`;
  return (
    <>
      <h3 className="ops-h3">{heading}</h3>
      <ul className="ops-hidden-list" data-testid="ops-rollout-items">
        {running.items.map((i) => (
          <li key={i.id}>
            <strong>{i.label}</strong> — <RolloutWhy running={running} />
          </li>
        ))}
      </ul>
    </>
  );
}
