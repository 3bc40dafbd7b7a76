import { LocalTime } from './LocalTime.tsx';
import type { SharedStatus } from './useSharedDraft.ts';

/** Where the draft is kept, in words: shared on the server (by whom, when), or in this browser only and why. */
export function SharedDraftNote({ status, user, onReload }: { status: SharedStatus; user: string; onReload: () => void }) {
  if (status.kind === 'loading' || status.kind === 'none') return null;
  return (
    <p
      className={`ops-note${status.kind === 'conflict' || status.kind === 'local' ? ' ops-note--warn' : ''}`}
      role="status"
      data-testid="ops-shared-draft"
      data-state={status.kind}
    >
      {status.kind === 'saving' ? 'Saving the draft on the server…' : null}
      {status.kind === 'shared' ? (
        <>
          Draft shared with the ops people of this file: last saved by {status.by === user ? 'you' : status.by} at{' '}
          <LocalTime ms={status.saved} />.
        </>
      ) : null}
      {status.kind === 'local' ? <>Kept in this browser only: {status.why}. Your next edit tries the server again.</> : null}
      {status.kind === 'conflict' ? (
        <>
          Not saved on the server: {status.why}.{' '}
          <button type="button" className="btn btn--ghost btn--sm" onClick={onReload}>
            Load the shared draft
          </button>
        </>
      ) : null}
    </p>
  );
}
