import { useId, useState } from 'react';
import type { DraftLink, OpsApi, OpsResult } from './opsApi.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'made'; url: string; link: DraftLink; copied: boolean }
  | { kind: 'error'; message: string }
  | { kind: 'revoked' };

const absolute = (path: string) => new URL(path, window.location.origin).toString();
const until = (ms: number) => new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * "Copy draft link" and "Open preview": a private link showing the whole site as
 * `make` would make it, to ops people with a role on the target; the link is shown to copy by hand
 * too (a browser may refuse the clipboard), and can be revoked at once.
 */
export function DraftLinkActions({
  api,
  make,
  why,
  what,
}: {
  api: OpsApi;
  make: () => Promise<OpsResult<DraftLink>>;
  /** Why no link can be made now ('' when one can). */
  why: string;
  /** What the buttons preview, for their accessible names (e.g. "eu draft", "change #3"). */
  what: string;
}) {
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const run = async (then: 'copy' | 'open') => {
    // Opened before the call, so the browser counts it as the press's own window, not a pop-up.
    const tab = then === 'open' ? window.open('about:blank', '_blank') : null;
    setState({ kind: 'busy' });
    const res = await make();
    if (!res.ok) {
      tab?.close();
      setState({ kind: 'error', message: res.message });
      return;
    }
    const url = absolute(res.data.path);
    let copied = false;
    if (then === 'copy')
      copied =
        (await navigator.clipboard?.writeText(url).then(
          () => true,
          () => false,
        )) ?? false;
    if (tab) tab.location.href = url;
    setState({ kind: 'made', url, link: res.data, copied });
  };

  const revoke = async (link: DraftLink) => {
    const res = await api.revokeDraftLink(link.id);
    setState(res.ok ? { kind: 'revoked' } : { kind: 'error', message: res.message });
  };

  const busy = state.kind === 'busy';
  return (
    <span className="ops-draft-link" data-testid="ops-draft-link-actions">
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={busy || why !== ''}
        aria-describedby={`${id}-why`}
        aria-label={`Copy draft link: ${what}`}
        onClick={() => void run('copy')}
      >
        Copy draft link
      </button>{' '}
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={busy || why !== ''}
        aria-describedby={`${id}-why`}
        aria-label={`Open preview: ${what}`}
        onClick={() => void run('open')}
      >
        Open preview
      </button>
      <span id={`${id}-why`} className="ops-hint">
        {why ? ` ${why}` : ''}
      </span>
      <span aria-live="polite">
        {state.kind === 'made' ? (
          <span className="ops-note" role="status">
            {state.copied ? 'Link copied. ' : 'Copy this link: '}
            <input
              type="text"
              readOnly
              value={state.url}
              aria-label={`Draft link: ${state.link.subject}`}
              data-testid="ops-draft-link"
              onFocus={(e) => e.currentTarget.select()}
              size={48}
            />{' '}
            It shows {state.link.subject} to ops people with a role on {state.link.target}, until {until(state.link.expires)}; visitors see
            the live site.{' '}
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => void revoke(state.link)}>
              Revoke this link
            </button>
          </span>
        ) : null}
        {state.kind === 'revoked' ? (
          <span className="ops-note" role="status">
            Link revoked: it shows nothing any more.
          </span>
        ) : null}
        {state.kind === 'error' ? (
          <span className="ops-note ops-note--warn" role="alert">
            No draft link: {state.message}
          </span>
        ) : null}
      </span>
    </span>
  );
}
