import { useCallback, useContext, useEffect, useId, useState } from 'react';
import { cancelRefusal, changesGoLive, OPEN_STATES, reviewRefusal, stateWords } from '../../engine/ops/changes.ts';
import { diffJson } from '../../engine/ops/diff.ts';
import { OpsPersonContext, useMayDo } from './access.tsx';
import { memberWords } from './announcement/SeveralSites.tsx';
import { ChangeList } from './ChangeList.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DraftLinkActions } from './DraftLinkActions.tsx';
import type { ListedChange, OpsApi, TargetInfo } from './opsApi.ts';
import { Panel } from './Panel.tsx';
import { TranslationsAtReview } from './ReviewSummary.tsx';
import { RolloutStart } from './rollouts/RolloutStart.tsx';
import { ScheduleField } from './ScheduleField.tsx';
import { usePolling } from './usePolling.ts';
import { bothTimes, fromLocalInput } from './when.ts';

type Load = { status: 'loading' } | { status: 'ready'; list: ListedChange[] } | { status: 'error'; message: string };

/**
 * The changes of a target on their way to going live: requests waiting for approval,
 * approved ones, scheduled ones, and the latest closed ones with how they ended. Each person is
 * offered what their role and the four-eyes rule allow, and told why not otherwise.
 */
export function ChangeRequests({
  api,
  target,
  onPublished,
  refreshKey,
  itemName,
}: {
  api: OpsApi;
  target: TargetInfo;
  onPublished: () => Promise<void>;
  /** Changes when a change was requested elsewhere in the console: the list loads again. */
  refreshKey: number;
  itemName?: (key: string) => string | undefined;
}) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const reload = useCallback(async () => {
    const res = await api.changes(target.name);
    setLoad(res.ok ? { status: 'ready', list: res.data.list } : { status: 'error', message: res.message });
  }, [api, target.name]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey and the live version are reasons to load again
  useEffect(() => {
    void reload();
  }, [reload, refreshKey, target.version]);
  usePolling(reload);

  const act: Act = async (run, done, published = false) => {
    setOutcome(null);
    const res = await run();
    setOutcome(res.ok ? { ok: true, text: typeof done === 'string' ? done : done(res.data) } : { ok: false, text: res.message });
    await reload();
    if (res.ok && published) await onPublished();
  };

  const open = load.status === 'ready' ? load.list.filter((c) => OPEN_STATES.includes(c.state)) : [];
  const closed = load.status === 'ready' ? load.list.filter((c) => !OPEN_STATES.includes(c.state)).slice(0, 5) : [];
  return (
    <Panel name="changes" title="Changes waiting to go live">
      <p className="ops-hint">
        Approvals and schedules made by others show here by themselves within seconds; or{' '}
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => void reload()}>
          check for updates
        </button>{' '}
        now.
      </p>
      <div aria-live="polite">
        {outcome ? (
          <p
            className={`ops-outcome ops-outcome--${outcome.ok ? 'ok' : 'error'}`}
            role={outcome.ok ? 'status' : 'alert'}
            data-testid="ops-change-outcome"
          >
            {outcome.text}
          </p>
        ) : null}
      </div>
      {load.status === 'loading' ? <p className="ops-hint">Loading changes…</p> : null}
      {load.status === 'error' ? <p role="alert">Could not load the changes: {load.message}</p> : null}
      {load.status === 'ready' && open.length === 0 ? <p className="ops-hint">None for {target.name}.</p> : null}
      <ul className="ops-change-list">
        {open.map((c) => (
          <OpenChange key={c.id} api={api} change={c} target={target} act={act} itemName={itemName} />
        ))}
      </ul>
      {closed.length > 0 ? (
        <>
          <h3 className="ops-h3">Recently closed</h3>
          <ul className="ops-change-list">
            {closed.map((c) => (
              <li key={c.id} data-change={c.id} data-state={c.state}>
                <strong>#{c.id}</strong> “{c.message}” by {c.requestedBy}: {stateWords(c)}
                {c.reviewComment ? <> — “{c.reviewComment}”</> : null}
                {c.outcome ? <div className="ops-hint">{c.outcome}</div> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Panel>
  );
}

type Act = <T>(
  run: () => Promise<{ ok: true; data: T } | { ok: false; message: string }>,
  done: string | ((data: T) => string),
  published?: boolean,
) => Promise<void>;

function OpenChange({
  api,
  change: c,
  target,
  act,
  itemName,
}: {
  api: OpsApi;
  change: ListedChange;
  target: TargetInfo;
  act: Act;
  itemName?: (key: string) => string | undefined;
}) {
  const me = useContext(OpsPersonContext);
  const id = useId();
  const [comment, setComment] = useState('');
  const [when, setWhen] = useState('');
  const [confirming, setConfirming] = useState(false);
  const mayApprove = useMayDo('approve', target.name);
  const mayPublish = useMayDo('publish', target.name);
  const reviewWhy = reviewRefusal(c, me);
  const cancelWhy = cancelRefusal(c, me);
  const mine = c.requestedBy === me.username;
  const at = fromLocalInput(when);
  const changes = diffJson(target.json, c.json);

  return (
    <li className="ops-change" data-change={c.id} data-state={c.state} aria-labelledby={`${id}-head`}>
      <h3 id={`${id}-head`} className="ops-h3">
        #{c.id} “{c.message}” by {c.requestedBy}
        {mine ? ' (you)' : ''}: <span data-testid="ops-change-state">{stateWords(c)}</span>
      </h3>
      <p className="ops-hint">
        Asked {bothTimes(c.created)}, on version {c.baseVersion}.
        {c.publishAt !== null ? ` Goes live ${bothTimes(c.publishAt)}${c.state === 'pending' ? ' once approved' : ''}.` : ''}
        {c.reviewComment ? ` ${c.reviewer}: “${c.reviewComment}”` : ''}
      </p>
      {c.state === 'pending' && c.approvalFrom.length > 0 ? (
        <p className="ops-hint" data-testid="ops-change-approval-from">
          Needs the approval of someone whose role covers {c.approvalFrom.join(', ')}
          {c.approvalFrom.length > 1 || c.approvalFrom[0] !== c.target ? ': the change alters each of them' : ''}.
        </p>
      ) : null}
      <p>
        <DraftLinkActions api={api} make={() => api.changeDraftLink(c.id)} why="" what={`change #${c.id}`} />
      </p>
      {c.stale ? (
        <div className="ops-note ops-note--warn" role="status">
          Version {c.liveVersion} went live after this change was made on version {c.baseVersion}: it cannot be approved or published as it
          is.{' '}
          {mine ? (
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() =>
                void act(
                  () => api.rebaseChange(c.id),
                  (next) =>
                    `Change #${c.id} merged into version ${c.liveVersion} as change #${next.id}, ${
                      next.needsApproval ? 'waiting for approval again' : 'scheduled: it needs no approval any more'
                    }.`,
                )
              }
            >
              Merge into version {c.liveVersion} and ask again
            </button>
          ) : (
            `${c.requestedBy}, who asked for it, can merge it into the live version and ask again.`
          )}
        </div>
      ) : null}
      {changes.length === 0 ? (
        <p className="ops-hint">No difference to the live version.</p>
      ) : (
        <ChangeList changes={changes} before={target.json} after={c.json} testId={`ops-change-diff-${c.id}`} itemName={itemName} />
      )}
      <TranslationsAtReview before={target.json} after={c.json} testId={`ops-change-review-${c.id}`} />
      {c.together.length ? (
        <div className="ops-hint" data-testid={`ops-change-together-${c.id}`}>
          Made together with {c.together.length} other {c.together.length === 1 ? 'change' : 'changes'}:
          <ul>
            {c.together.map((m) => (
              <li key={m.id}>{memberWords(m)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {c.state === 'pending' ? (
        reviewWhy || !mayApprove.allowed ? (
          <p className="ops-hint" data-testid="ops-review-why">
            {mine
              ? `You asked for this change: another person whose role covers approving ${target.name} must approve it.`
              : reviewWhy || mayApprove.why}
          </p>
        ) : (
          <div className="ops-review">
            <div className="ops-field">
              <label htmlFor={`${id}-comment`}>Review comment (required to reject)</label>
              <textarea id={`${id}-comment`} rows={2} maxLength={1000} value={comment} onChange={(e) => setComment(e.target.value)} />
            </div>
            <button
              type="button"
              className="btn btn--primary btn--sm"
              disabled={c.stale}
              onClick={() => void act(() => api.approve(c.id, comment.trim()), `Change #${c.id} approved.`)}
            >
              Approve #{c.id}
            </button>{' '}
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={!comment.trim()}
              onClick={() => void act(() => api.reject(c.id, comment.trim()), `Change #${c.id} rejected.`)}
            >
              Reject #{c.id}
            </button>
          </div>
        )
      ) : null}
      {c.state === 'approved' ? (
        mayPublish.allowed ? (
          <div className="ops-review">
            <button type="button" className="btn btn--primary btn--sm" disabled={c.stale} onClick={() => setConfirming(true)}>
              Publish #{c.id}
            </button>{' '}
            <RolloutStart
              target={target.name}
              what={`change #${c.id}`}
              testId={`ops-rollout-start-change-${c.id}`}
              blocked={c.stale ? `Version ${c.liveVersion} is live now: merge the change into it first.` : ''}
              send={(percent, steps) => api.startRollout(c.id, percent, steps)}
            />
            <ScheduleField value={when} onChange={setWhen} />
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={at === undefined || c.stale}
              onClick={() =>
                at !== undefined && void act(() => api.scheduleChange(c.id, at), `Change #${c.id} goes live ${bothTimes(at)}.`)
              }
            >
              Schedule #{c.id}
            </button>
          </div>
        ) : (
          <p className="ops-hint">Approved: {mayPublish.why}</p>
        )
      ) : null}
      {cancelWhy ? null : (
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() => void act(() => api.cancelChange(c.id), `Change #${c.id} cancelled: it will not go live.`)}
        >
          {c.state === 'scheduled' ? `Cancel the schedule of #${c.id}` : `Withdraw #${c.id}`}
        </button>
      )}
      {confirming ? (
        <ConfirmDialog
          title={`Publish change #${c.id} to ${target.name}?`}
          confirmLabel={`Publish #${c.id} now`}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void act(
              () => api.publishChange(c.id),
              (d) => `Published ${target.name} version ${d.version} (change #${c.id}).`,
              true,
            );
          }}
        >
          <p>
            “{c.message}” by {c.requestedBy}, approved by {c.reviewer}: {changesGoLive(changes.length)} on {target.name} for every visitor
            of it on their next request.
          </p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
