import { useId, useMemo, useState } from 'react';
import { diffJson } from '../../engine/ops/diff.ts';
import type { PathIssue } from '../../engine/ops/jsonPath.ts';
import { readablePath } from '../../engine/ops/readablePath.ts';
import { useMayDo } from './access.tsx';
import { ChangeList } from './ChangeList.tsx';
import type { OpsApi, TargetInfo } from './opsApi.ts';
import type { DraftState } from './useDraft.ts';

type Outcome = { kind: 'ok'; text: string } | { kind: 'error'; text: string; issues?: PathIssue[]; stale?: boolean };

/** The diff against what is live, a message, and publish; a refusal keeps the draft. */
export function PublishPanel({
  api,
  target,
  draft,
  onPublished,
  itemName,
}: {
  api: OpsApi;
  target: TargetInfo;
  draft: DraftState;
  onPublished: () => Promise<void>;
  itemName?: (key: string) => string | undefined;
}) {
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const id = useId();
  const changes = useMemo(() => (draft.value === undefined ? [] : diffJson(target.json, draft.value)), [target.json, draft.value]);
  const stale = draft.baseVersion !== target.version;
  const may = useMayDo('publish', target.name);
  const blocked = !may.allowed
    ? may.why
    : stale
      ? `Version ${target.version} is live now: keep your draft on top of it or drop it (above) first.`
      : draft.issues.length > 0
        ? 'Fix the problems listed above first.'
        : changes.length === 0
          ? 'Nothing to publish.'
          : !message.trim()
            ? 'Write a message saying what changed and why.'
            : '';

  const publish = async () => {
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
        {target.created ? ` on ${new Date(target.created).toLocaleString()}` : ''}. Your draft is based on version {draft.baseVersion}.
      </p>
      {stale ? (
        <div className="ops-note ops-note--warn" role="status">
          Version {target.version} was published after you started from version {draft.baseVersion}. The diff below is against what is live
          now.{' '}
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => draft.rebase(target.version)}>
            Keep my draft and publish on top of version {target.version}
          </button>{' '}
          <button type="button" className="btn btn--ghost btn--sm" onClick={draft.discard}>
            Drop my draft and load version {target.version}
          </button>
        </div>
      ) : null}
      {changes.length === 0 ? (
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
      <button
        type="button"
        className="btn btn--primary"
        disabled={busy || blocked !== ''}
        aria-describedby={`${id}-why`}
        onClick={() => void publish()}
      >
        {busy ? 'Publishing…' : `Publish ${target.name}`}
      </button>{' '}
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
    </section>
  );
}
