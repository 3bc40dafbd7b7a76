import { useId, useState } from 'react';
import type { RolloutRow } from '../../../schemas/api/ops/rollouts.ts';
import { useMayDo } from '../access.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import type { OpsApi } from '../opsApi.ts';

/** The shares offered when widening; 100% is finishing, a button of its own. */
const SHARES = [1, 2, 5, 10, 25, 50, 75];

type Asked = { kind: 'widen'; percent: number } | { kind: 'finish' } | { kind: 'stop' };

/**
 * Widen, finish or roll back a running rollout, each in one step after a confirmation, with the
 * role that publishes its sub-site (the server checks it too and audits each). Finishing publishes
 * the approved change to everyone; rolling back puts everyone back on the live version.
 */
export function RolloutActions({ api, rollout: r, onChanged }: { api: OpsApi; rollout: RolloutRow; onChanged: () => Promise<void> }) {
  const may = useMayDo('publish', r.target);
  const wider = SHARES.filter((p) => p > r.percentNow);
  const [percent, setPercent] = useState(wider[0] ?? 100);
  const [reason, setReason] = useState('');
  const [asked, setAsked] = useState<Asked | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const ids = { share: useId(), reason: useId(), why: useId() };
  const site = r.target.toUpperCase();

  const run = async (a: Asked) => {
    setAsked(null);
    const res =
      a.kind === 'widen'
        ? await api.widenRollout(r.id, a.percent)
        : a.kind === 'finish'
          ? await api.finishRollout(r.id)
          : await api.stopRollout(r.id, reason);
    if (!res.ok) return setOutcome({ ok: false, text: `Refused: ${res.message}` });
    setOutcome({
      ok: true,
      text:
        a.kind === 'widen'
          ? `Widened to ${a.percent}%.`
          : a.kind === 'finish'
            ? 'Finished: the change is published to everyone.'
            : 'Rolled back: everyone sees the live version.',
    });
    setReason('');
    await onChanged();
  };

  const disabled = !may.allowed;
  const describedBy = disabled ? ids.why : undefined;
  return (
    <div className="ops-rollout-actions">
      {disabled ? (
        <p id={ids.why} className="ops-hint">
          {may.why}
        </p>
      ) : null}
      {wider.length ? (
        <div className="ops-rollout-row">
          <label htmlFor={ids.share}>Widen to</label>{' '}
          <select id={ids.share} value={percent} disabled={disabled} onChange={(e) => setPercent(Number(e.target.value))}>
            {wider.map((p) => (
              <option key={p} value={p}>
                {p}%
              </option>
            ))}
          </select>{' '}
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={disabled}
            aria-describedby={describedBy}
            onClick={() => setAsked({ kind: 'widen', percent })}
          >
            Widen
          </button>
        </div>
      ) : null}
      <div className="ops-rollout-row">
        <button
          type="button"
          className="btn btn--primary btn--sm"
          disabled={disabled}
          aria-describedby={describedBy}
          onClick={() => setAsked({ kind: 'finish' })}
        >
          Finish: publish to everyone
        </button>
      </div>
      <div className="ops-rollout-row">
        <label htmlFor={ids.reason}>Why roll back (for the audit log)</label>
        <input id={ids.reason} type="text" maxLength={500} value={reason} disabled={disabled} onChange={(e) => setReason(e.target.value)} />
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={disabled}
          aria-describedby={describedBy}
          onClick={() => setAsked({ kind: 'stop' })}
        >
          Roll back
        </button>
      </div>
      <p
        role="status"
        className={outcome ? `ops-outcome ops-outcome--${outcome.ok ? 'ok' : 'error'}` : undefined}
        data-testid="ops-rollout-outcome"
      >
        {outcome?.text ?? ''}
      </p>
      {asked ? (
        <ConfirmDialog
          title={
            asked.kind === 'widen'
              ? `Widen the ${site} rollout to ${asked.percent}%?`
              : asked.kind === 'finish'
                ? `Publish change #${r.changeId} to everyone on ${site}?`
                : `Roll back the ${site} rollout?`
          }
          confirmLabel={asked.kind === 'widen' ? 'Widen' : asked.kind === 'finish' ? 'Publish to everyone' : 'Roll back'}
          onConfirm={() => void run(asked)}
          onCancel={() => setAsked(null)}
        >
          <p>
            {asked.kind === 'widen'
              ? `${asked.percent}% of the audience will see change #${r.changeId}; everyone who sees it now keeps seeing it.`
              : asked.kind === 'finish'
                ? `Change #${r.changeId} becomes the live version of ${site} for every visitor and trader, as a plain publish with your name.`
                : `Everyone on ${site} sees the live version again; change #${r.changeId} is not published.`}
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
