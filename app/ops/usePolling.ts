import { useEffect, useRef } from 'react';

/** How often the change lists ask again while the console's tab is shown. */
export const CHANGES_POLL_MS = 8000;

/**
 * Calls `load` every `ms` while the tab is shown, and at once when it is shown or focused again
 * (a hidden tab asks nothing), one call at a time: the lists of changes keep themselves current
 * without a "check for updates" press. Nothing is asked while `enabled` is false.
 */
export function usePolling(load: () => Promise<unknown>, ms = CHANGES_POLL_MS, enabled = true) {
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let busy = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      clearTimeout(timer);
      if (stopped) return;
      if (!busy && document.visibilityState === 'visible') {
        busy = true;
        await latest.current().catch(() => undefined);
        busy = false;
      }
      if (!stopped) timer = setTimeout(() => void ask(), ms);
    };
    const onShown = () => {
      if (document.visibilityState === 'visible') void ask();
    };
    timer = setTimeout(() => void ask(), ms);
    document.addEventListener('visibilitychange', onShown);
    window.addEventListener('focus', onShown);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShown);
      window.removeEventListener('focus', onShown);
    };
  }, [ms, enabled]);
}
