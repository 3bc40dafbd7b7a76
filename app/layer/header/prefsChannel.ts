import type { Preferences } from '../../../schemas/bootstrap.ts';

/** What one tab tells the others: every open tab of the site follows a preference change at once. */
export type PrefsMessage = { kind: 'prefs'; prefs: Preferences } | { kind: 'theme'; theme: 'light' | 'dark' };

const NAME = 'header-preferences';
let channel: BroadcastChannel | null | undefined;

function open(): BroadcastChannel | null {
  if (channel === undefined) {
    try {
      channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(NAME) : null;
    } catch {
      channel = null;
    }
  }
  return channel;
}

export function publishPrefs(message: PrefsMessage): void {
  try {
    open()?.postMessage(message);
  } catch {
    // A tab that cannot post (closing, storage partitioned) still changed itself.
  }
}

export function onPrefsMessage(listener: (message: PrefsMessage) => void): () => void {
  const c = open();
  if (!c) return () => {};
  const l = (e: MessageEvent<PrefsMessage>) => {
    if (e.data && typeof e.data === 'object') listener(e.data);
  };
  c.addEventListener('message', l);
  return () => c.removeEventListener('message', l);
}
