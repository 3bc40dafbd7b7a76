import { useState } from 'react';
import { LocalTime } from './LocalTime.tsx';
import { mergeStoredDraft, type StoredMergeOutcome } from './mergeStoredDraft.ts';
import type { LiveHead, OpsApi } from './opsApi.ts';

/** A newer live version than the console showed, of the edited file or one it extends. */
export interface NewerVersion {
  head: LiveHead;
  /** The file being edited (the head may be of a file it extends). */
  edited: string;
  /** The version the person's unpublished draft of the edited file started from; null: no draft. */
  draftBase: number | null;
}

const fileOf = (name: string) => (name === 'remote-menu' ? 'the remote menu' : `${name}.json`);

function outcomeWords(o: StoredMergeOutcome, version: number): string {
  switch (o.kind) {
    case 'merged':
      return `Merged: your changes are now on top of version ${version}, and everything in it is kept. Check them in Changes & publish, then publish.`;
    case 'conflicts':
      return `${o.count === 1 ? 'One of your changes conflicts' : `${o.count} of your changes conflict`} with version ${version}. Open Changes & publish and press "Merge my changes into version ${version}" to choose, field by field.`;
    case 'no-draft':
      return `You have no unpublished changes: version ${version} is shown.`;
    case 'broken':
      return 'Your draft is not valid JSON, so it cannot be merged yet: fix it in the JSON tab, then merge in Changes & publish.';
    case 'error':
      return `The merge could not be done: ${o.message}. Your draft is kept; try again.`;
  }
}

/**
 * Every open console says so as soon as a newer version of what it edits is live, and
 * what to do. Without a draft the console already shows the new version; with one, the draft is
 * kept and one button merges it onto the new version.
 */
export function NewerVersionNotice({
  api,
  user,
  news,
  reload,
  onDone,
  shown,
}: {
  api: OpsApi;
  user: string;
  news: NewerVersion;
  /** The version of the edited file the console shows now. */
  shown: number;
  reload: () => Promise<void>;
  onDone: () => void;
}) {
  const { head, edited, draftBase } = news;
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const own = head.name === edited;
  const by = (
    <>
      published by <strong>{head.author}</strong> at <LocalTime ms={head.created} fallback="an unknown time" />
    </>
  );
  const merge = async () => {
    setBusy(true);
    const outcome = await mergeStoredDraft(api, user, edited, head.version);
    await reload();
    setBusy(false);
    setResult(outcomeWords(outcome, head.version));
  };
  // Once the console shows the new version with the draft on an older one (a refused publish
  // reloads it), Changes & publish offers the same merge: one way forward, not two buttons.
  if (!result && !busy && own && draftBase !== null && shown >= head.version) return null;
  return (
    <div className="ops-note ops-note--warn ops-newer" role="status" data-testid="ops-newer-version">
      {result ? (
        <p>{result}</p>
      ) : own && draftBase !== null ? (
        <>
          <p>
            A newer version of {fileOf(edited)} is live: version {head.version}, {by}. Your changes are based on version {draftBase}; they
            are kept and not published.
          </p>
          <button type="button" className="btn btn--primary btn--sm" disabled={busy} onClick={() => void merge()}>
            {busy ? 'Merging…' : `Merge my changes into version ${head.version}`}
          </button>
        </>
      ) : own ? (
        <p>
          A newer version of {fileOf(edited)} is live: version {head.version}, {by}. It is shown now (you had no unpublished changes).
        </p>
      ) : (
        <p>
          {fileOf(head.name)}, which {fileOf(edited)} builds on, has a newer version: version {head.version}, {by}. The preview and the
          matrix use it now.
        </p>
      )}{' '}
      <button type="button" className="btn btn--ghost btn--sm" onClick={onDone}>
        Dismiss
      </button>
    </div>
  );
}
