import { useRef } from 'react';
import type { LiveHead, OpsApi } from './opsApi.ts';
import { usePolling } from './usePolling.ts';

/** How often an open console asks for the live versions while its tab is shown. */
export const LIVE_POLL_MS = 4000;

/**
 * Tells the console of every live version newer than the ones it shows, soon after it exists.
 * Polling a small endpoint (GET opsLive: version numbers only, no content) rather than
 * server-sent events: it works the same behind any proxy and across several server instances on one
 * database (a publish on another instance needs no message bus to be seen), costs one primary-key
 * query per console every few seconds, and a hidden tab stops asking until it is shown again (then
 * it asks at once). `known` is what the console shows now, by target name.
 */
export function useLiveVersions(api: OpsApi, known: Record<string, number> | null, onNewer: (newer: LiveHead[]) => void) {
  const latest = useRef({ known, onNewer });
  latest.current = { known, onNewer };
  usePolling(
    async () => {
      const epoch = api.activity.epoch;
      const res = await api.live();
      const { known: shown, onNewer: tell } = latest.current;
      // This console's own publish or reload overlapped the poll: what it shows is being updated
      // anyway, so the answer says nothing of anyone else's. A failed poll is silent: the next
      // one retries, and publishing still checks the version.
      const overlapped = api.activity.inFlight > 0 || api.activity.epoch !== epoch;
      if (res.ok && shown && !overlapped) {
        const newer = res.data.list.filter((h) => h.version > (shown[h.name] ?? 0));
        if (newer.length) tell(newer);
      }
    },
    LIVE_POLL_MS,
    known !== null,
  );
}
