import { useId, useState } from 'react';
import type { RolloutRow } from '../../../schemas/api/ops/rollouts.ts';
import { useMayDo } from '../access.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import type { OpsApi, OpsResult } from '../opsApi.ts';
import { rolloutPlace } from './rolloutPlace.ts';
import { ROLLOUT_SHARES } from './rolloutShares.ts';

type Asked = { kind: 'widen'; percent: number } | { kind: 'finish' } | { kind: 'stop' };

/** What one action asks in the console's dialog, how it is sent, and what it says once done. */
interface Ask {
  title: string;
  confirmLabel: string;
  body: string;
  send: () => Promise<OpsResult<unknown>>;
  done: string;
}

/** Each action's dialog and call from one table, so widen, finish and roll back share one dialog. */
function askOf(a: Asked, r: RolloutRow, api: OpsApi, reason: string): Ask {
  const site = rolloutPlace(r.target);
  const change = `change #${r.changeId}`;
  switch (a.kind) {
    case 'widen':
      return {
        title: `Widen the ${site} rollout to ${a.percent}%?`,
        confirmLabel: 'Widen',
        body: `${a.percent}% of the audience will see ${change}; everyone who sees it now keeps seeing it.`,
        send: () => api.widenRollout(r.id, a.percent),
        done: `Widened to ${a.percent}%.`,
      };
    case 'finish':
      return {
        title: `Publish ${change} of ${site} to everyone?`,
        confirmLabel: 'Publish to everyone',
        body: `Change #${r.changeId} becomes the live version of ${site} for every visitor and trader, as a plain publish with your name.`,
        send: () => api.finishRollout(r.id),
        done: 'Finished: the change is published to everyone.',
      };
    case 'stop':
      return {
        title: `Roll back the ${site} rollout?`,
        confirmLabel: 'Roll back',
        body: `Everyone is back on the live version of ${site}; ${change} is not published.`,
        send: () => api.stopRollout(r.id, reason),
        done: 'Rolled back: everyone sees the live version.',
      };
  }
}

/**
 * Widen, finish or roll back a running rollout, each in one step after a confirmation, with the
 * role that publishes its sub-site (the server checks it too and audits each). Finishing publishes
 * the approved change to everyone; rolling back puts everyone back on the live version.
 */
export function RolloutActions({ api, rollout: r, onChanged }: { api: OpsApi; rollout: RolloutRow; onChanged: () => Promise<void> }) {
  const may = useMayDo('publish', r.target);
  const wider = ROLLOUT_SHARES.filter((p) => p > r.percentNow);
  const [percent, setPercent] = useState(wider[0] ?? 100);
  const [reason, setReason] = useState('');
  const [asked, setAsked] = useState<Asked | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const ids = { share: useId(), reason: useId(), why: useId() };

  const ask = asked && askOf(asked, r, api, reason);
  const run = async (a: Ask) => {
    setAsked(null);
    const res = await a.send();
    if (!res.ok) return setOutcome({ ok: false, text: `Refused: ${res.message}` });
    setOutcome({ ok: true, text: a.done });
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
      {ask ? (
        <ConfirmDialog title={ask.title} confirmLabel={ask.confirmLabel} onConfirm={() => void run(ask)} onCancel={() => setAsked(null)}>
          <p>{ask.body}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
