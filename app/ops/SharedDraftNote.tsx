import { LocalTime } from './LocalTime.tsx';
import type { SharedStatus } from './useSharedDraft.ts';

/** Where the draft is kept, in words: shared on the server (by whom, when), offered by someone else, or in this browser only and why. */
export function SharedDraftNote({
  status,
  user,
  onReload,
  onShare,
}: {
  status: SharedStatus;
  user: string;
  onReload: () => void;
  /** Offered while the draft is in this browser only; absent when there is nothing to share. */
  onShare?: () => void;
}) {
  if (status.kind === 'loading') return null;
  if (status.kind === 'none')
    return onShare ? (
      <p className="ops-hint" data-testid="ops-shared-draft" data-state="none">
        This draft is kept in this browser.{' '}
        <button type="button" className="btn btn--ghost btn--sm" onClick={onShare}>
          Share it with the ops people of this file
        </button>
      </p>
    ) : null;
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
      {status.kind === 'offered' ? (
        <>
          {status.by} saved a draft of this file at <LocalTime ms={status.saved} />.{' '}
          <button type="button" className="btn btn--ghost btn--sm" onClick={onReload}>
            Open {status.by}’s draft
          </button>
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
