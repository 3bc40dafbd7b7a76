import { useId, useMemo, useState } from 'react';
import { changesGoLive } from '../../engine/ops/changes.ts';
import { diffJson } from '../../engine/ops/diff.ts';
import type { PathIssue } from '../../engine/ops/jsonPath.ts';
import { type MergeChoices, type MergeConflict, merge3 } from '../../engine/ops/merge3.ts';
import { readablePath } from '../../engine/ops/readablePath.ts';
import { useMayDo } from './access.tsx';
import { ChangeList } from './ChangeList.tsx';
import { ChangeRequests } from './ChangeRequests.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { LocalTime } from './LocalTime.tsx';
import { MergeConflicts } from './MergeConflicts.tsx';
import type { OpsApi, TargetInfo } from './opsApi.ts';
import { RolloutStart } from './rollouts/RolloutStart.tsx';
import { ScheduleField, scheduleProblem } from './ScheduleField.tsx';
import type { DraftState } from './useDraft.ts';
import { bothTimes, fromLocalInput } from './when.ts';

type Outcome = { kind: 'ok'; text: string } | { kind: 'error'; text: string; issues?: PathIssue[]; stale?: boolean };

/**
 * The diff against what is live, a message, and publish (after a confirmation), or schedule; where
 * the region's config requires approval, a change request instead. A refusal keeps the draft.
 */
export function PublishPanel({
  api,
  target,
  draft,
  onPublished,
  itemName,
  approvalFrom = [],
}: {
  api: OpsApi;
  target: TargetInfo;
  draft: DraftState;
  onPublished: () => Promise<void>;
  itemName?: (key: string) => string | undefined;
  /** The requireApproval regions whose resolved config the draft changes (engine/ops/approvalSites.ts). */
  approvalFrom?: readonly string[];
}) {
  const needsApproval = target.needsApproval || approvalFrom.length > 0;
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A merge of this draft into the newer live version that met conflicts, waiting for choices.
  const [pending, setPending] = useState<{ base: unknown; conflicts: MergeConflict[] } | null>(null);
  const id = useId();
  const changes = useMemo(() => (draft.value === undefined ? [] : diffJson(target.json, draft.value)), [target.json, draft.value]);
  const stale = draft.baseVersion !== target.version;
  const [confirming, setConfirming] = useState(false);
  const [when, setWhen] = useState('');
  const [requested, setRequested] = useState(0);
  const at = fromLocalInput(when);
  const mayPublish = useMayDo('publish', target.name);
  const mayEdit = useMayDo('edit', target.name);
  // A request is an edit someone else approves, its time a proposal the approver signs off with it;
  // where no approval is needed, a time to go live is publishing.
  const may = needsApproval ? mayEdit : mayPublish;
  const timeProblem = scheduleProblem(when);
  const blocked = !may.allowed
    ? may.why
    : timeProblem
      ? `Choose another time to go live: ${timeProblem}.`
      : stale
        ? `Version ${target.version} is live now: merge your changes into it or drop your draft (above) first.`
        : draft.issues.length > 0
          ? 'Fix the problems listed above first.'
          : changes.length === 0
            ? 'Nothing to publish.'
            : !message.trim()
              ? 'Write a message saying what changed and why.'
              : '';

  /** Brings this draft's changes onto the live version (a merge, never an undo of theirs). */
  const mergeIntoLive = async (choices: MergeChoices = {}, known?: unknown) => {
    setOutcome(null);
    let base = known;
    if (base === undefined) {
      const res = await api.version(target.name, draft.baseVersion);
      if (!res.ok) {
        setOutcome({ kind: 'error', text: `Could not load version ${draft.baseVersion} to merge against: ${res.message}` });
        return;
      }
      base = res.data.json;
    }
    const merged = merge3(base, draft.value, target.json, choices);
    if (merged.conflicts.length > 0) {
      setPending({ base, conflicts: merged.conflicts });
      return;
    }
    setPending(null);
    draft.replace(merged.value, target.version);
    setOutcome({
      kind: 'ok',
      text: `Merged: your changes are now on top of version ${target.version}, and everything published in it is kept. Check the changes below, then publish.`,
    });
  };

  /** Asks for approval (with a time, when chosen), or schedules a change that needs none. */
  const request = async () => {
    setBusy(true);
    setOutcome(null);
    const res = await api.requestChange(target.name, draft.value, draft.baseVersion, message.trim(), at);
    setBusy(false);
    if (res.ok) {
      const time =
        res.data.publishAt === null
          ? ''
          : ` It goes live ${bothTimes(res.data.publishAt)}${res.data.needsApproval ? ' once approved' : ''}.`;
      setOutcome({
        kind: 'ok',
        text: res.data.needsApproval
          ? `Change #${res.data.id} requested: another person whose role covers approving ${target.name} must approve it before it can go live.${time}`
          : `Change #${res.data.id} scheduled.${time} It can be cancelled until then (below).`,
      });
      setMessage('');
      setWhen('');
      draft.discard();
      setRequested((n) => n + 1);
    } else {
      setOutcome({ kind: 'error', text: res.message, issues: res.issues, stale: res.status === 409 });
      // Stale: load what is live now, so the merge is offered.
      if (res.status === 409) await onPublished();
    }
  };

  const publish = async () => {
    setConfirming(false);
    setBusy(true);
    setOutcome(null);
    const res = await api.publish(target.name, draft.value, draft.baseVersion, message.trim());
    setBusy(false);
    if (res.ok) {
      setOutcome({ kind: 'ok', text: `Published ${target.name} version ${res.data.version}. The site serves it on the next request.` });
      setMessage('');
      draft.discard();
      await onPublished();
    } else {
      setOutcome({ kind: 'error', text: res.message, issues: res.issues, stale: res.status === 409 });
      if (res.status === 409) await onPublished();
    }
  };

  return (
    <section className="ops-publish" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ops-h2">
        Changes and publish
      </h2>
      <p className="ops-hint">
        Live: version {target.version} by {target.author}
        {target.created ? (
          <>
            {' '}
            on <LocalTime ms={target.created} />
          </>
        ) : null}
        . Your draft is based on version {draft.baseVersion}.
      </p>
      {stale ? (
        <div className="ops-note ops-note--warn" role="status">
          Version {target.version} was published after you started from version {draft.baseVersion}. The diff below is against what is live
          now.{' '}
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={draft.value === undefined}
            onClick={() => void mergeIntoLive()}
          >
            Merge my changes into version {target.version}
          </button>{' '}
          <button type="button" className="btn btn--ghost btn--sm" onClick={draft.discard}>
            Drop my draft and load version {target.version}
          </button>
        </div>
      ) : null}
      {stale && pending ? (
        <MergeConflicts
          conflicts={pending.conflicts}
          draft={draft.value}
          live={target.json}
          onApply={(choices) => void mergeIntoLive(choices, pending.base)}
        />
      ) : null}
      {draft.value === undefined ? (
        <p className="ops-hint" role="status">
          The JSON has a mistake (see the JSON tab): the changes can be shown once it reads as JSON again.
        </p>
      ) : changes.length === 0 ? (
        <p className="ops-hint">No changes against the live version.</p>
      ) : (
        <ChangeList changes={changes} before={target.json} after={draft.value} testId="ops-diff" itemName={itemName} />
      )}
      <div className="ops-field">
        <label htmlFor={`${id}-msg`}>Publish message</label>
        <input
          id={`${id}-msg`}
          type="text"
          value={message}
          maxLength={500}
          onChange={(e) => setMessage(e.target.value)}
          placeholder="What changed and why"
        />
      </div>
      {needsApproval ? (
        <p className="ops-hint" data-testid="ops-needs-approval">
          {target.needsApproval
            ? `${target.name}'s region config requires approval`
            : `This change alters ${approvalFrom.join(', ')}, whose region configs require approval`}
          : your change goes live only after another person approves it.
        </p>
      ) : null}
      <ScheduleField
        value={when}
        onChange={setWhen}
        label={needsApproval ? 'Propose a time to go live, once approved (optional)' : 'Or schedule: go live at'}
      />
      {needsApproval || at !== undefined ? (
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy || blocked !== ''}
          aria-describedby={`${id}-why`}
          onClick={() => void request()}
        >
          {needsApproval ? `Request approval for ${target.name}` : `Schedule ${target.name}`}
        </button>
      ) : (
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy || blocked !== ''}
          aria-describedby={`${id}-why`}
          onClick={() => setConfirming(true)}
        >
          {busy ? 'Publishing…' : `Publish ${target.name}`}
        </button>
      )}{' '}
      {needsApproval || at !== undefined ? null : (
        <>
          <RolloutStart
            target={target.name}
            what="your draft"
            testId="ops-rollout-start-draft"
            blocked={busy ? 'Publishing…' : blocked}
            describedBy={`${id}-why`}
            send={(percent, steps) => api.rolloutDraft(target.name, draft.value, draft.baseVersion, message.trim(), percent, steps)}
            onStarted={() => {
              setMessage('');
              draft.discard();
            }}
          />{' '}
        </>
      )}
      <span id={`${id}-why`} className="ops-hint">
        {blocked}
      </span>
      <div aria-live="polite">
        {outcome ? (
          <div
            className={`ops-outcome ops-outcome--${outcome.kind}`}
            role={outcome.kind === 'error' ? 'alert' : 'status'}
            data-testid="ops-outcome"
          >
            <p>{outcome.text}</p>
            {outcome.kind === 'error' && outcome.issues ? (
              <ul>
                {outcome.issues.map((i) => (
                  <li key={`${i.file}${i.path}${i.reason}`}>
                    <strong>{readablePath(i.path, draft.value)}</strong>: {i.reason} <code>{i.path}</code>
                  </li>
                ))}
              </ul>
            ) : null}
            {outcome.kind === 'error' ? <p>Your draft is kept.</p> : null}
          </div>
        ) : null}
      </div>
      {confirming ? (
        <ConfirmDialog
          title={`Publish ${target.name}?`}
          confirmLabel={`Publish ${target.name} now`}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void publish()}
        >
          <p>
            {`${changesGoLive(changes.length)} on ${target.name} for every visitor of it on their next request, as version ${target.version + 1}: “${message.trim()}”.`}
          </p>
        </ConfirmDialog>
      ) : null}
      <ChangeRequests api={api} target={target} onPublished={onPublished} refreshKey={requested} itemName={itemName} />
    </section>
  );
}
