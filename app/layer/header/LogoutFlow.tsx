import { useMachine } from '@xstate/react';
import Cookies from 'js-cookie';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { type LogoutScope, logoutMachine } from '../../../engine/machines/logoutMachine.ts';
import { DISMISSED_KEY } from '../../../engine/notifications/announcement.ts';
import { call } from '../api/call.ts';
import type { ApiClient } from '../api/client.ts';
import { emitLayerEvent } from '../embed/hostContract.ts';
import type { Messages } from '../i18n/labels.ts';
import { Modal } from './Modal.tsx';

/** Device-level choices survive a logout; everything else stored locally belonged to the session. */
const KEEP_LOCAL = new Set([DISMISSED_KEY]);

function clearLocalState() {
  try {
    sessionStorage.clear();
    for (const key of Object.keys(localStorage)) if (!KEEP_LOCAL.has(key)) localStorage.removeItem(key);
  } catch {
    // Storage may be unavailable (private mode); nothing to clear then.
  }
}

export interface LogoutFlowProps {
  api: ApiClient;
  prefix: string;
  messages: Messages;
  onCancel: () => void;
  /** The embedding host cancelled the redirect to the login page. */
  onStayed?: () => void;
}

/**
 * The logout machine with real effects: the confirm dialog (all devices / this device), then the
 * "Logging out" overlay while logoutAll or the single logout runs; whatever the answer, local state
 * and the pver/sign cookies are cleared and the browser goes to {prefix}/login.
 */
export default function LogoutFlow({ api, prefix, messages: m, onCancel, onStayed }: LogoutFlowProps) {
  const [snapshot, send] = useMachine(
    logoutMachine.provide({
      actors: {
        logoutCall: fromPromise<void, { scope: LogoutScope }>(async ({ input }) => {
          const res = input.scope === 'all' ? await call(api, 'logoutAll') : await call(api, 'logout', { body: {} });
          if (!res.ok) throw new Error(res.problem);
        }),
      },
      actions: {
        clearLocalState,
        deleteSessionCookies: () => {
          for (const name of ['pver', 'sign']) Cookies.remove(name, { path: '/' });
        },
        redirectToLogin: ({ context }) => {
          const redirect = `${prefix}/login`;
          // An embedding host may keep its page: the layer then redraws as a visitor.
          if (emitLayerEvent('logout', { scope: context.scope ?? 'this', redirect }, true)) window.location.assign(redirect);
          else onStayed?.();
        },
        warn: (_, p) => console.warn(`[logout] ${p.message}`),
      },
    }),
  );

  useEffect(() => {
    send({ type: 'logout.request' });
  }, [send]);

  const state = snapshot.value;
  if (state === 'idle') return null;
  if (state === 'confirming') {
    const cancel = () => {
      send({ type: 'logout.cancel' });
      onCancel();
    };
    return (
      <Modal title={m.logout} onClose={cancel} closeLabel={m.close} testId="logout-dialog">
        <p className="modal-text">{m.logoutText}</p>
        <div className="modal-actions">
          <button type="button" className="btn btn--ghost" onClick={() => send({ type: 'logout.confirm', scope: 'this' })}>
            {m.logoutThis}
          </button>
          <button type="button" className="btn btn--primary" onClick={() => send({ type: 'logout.confirm', scope: 'all' })}>
            {m.logoutAll}
          </button>
        </div>
        <div className="modal-actions">
          {/* WAI-ARIA dialog: the least destructive choice takes focus first. */}
          <button type="button" className="btn btn--ghost btn--sm" onClick={cancel} data-autofocus>
            {m.cancel}
          </button>
        </div>
      </Modal>
    );
  }
  return (
    <Modal title={m.loggingOut} onClose={() => undefined} closeLabel={m.close} blocking testId="logout-overlay">
      <div className="logout-overlay" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <span>{m.loggingOut}…</span>
      </div>
    </Modal>
  );
}
