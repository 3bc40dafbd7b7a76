import { useCallback, useRef, useState } from 'react';
import type { AccountOverview } from '../../../engine/user/accountOverview.ts';
import { answer } from '../api/call.ts';
import type { ApiClient } from '../api/client.ts';

/**
 * The account's mode and cross-margin info (SPEC §3, §7), asked for when the wallet or orders menu
 * is first about to open (hover or focus), not on every page load. Never rejects: failures become
 * the SPEC defaults (engine/user/accountOverview.ts).
 */
export function useAccountOverview(api: ApiClient, loggedIn: boolean) {
  const [overview, setOverview] = useState<AccountOverview | null>(null);
  const started = useRef(false);
  const load = useCallback(() => {
    if (!loggedIn || started.current) return;
    started.current = true;
    void Promise.all([import('../../../engine/user/accountOverview.ts'), answer(api, 'accountMode'), answer(api, 'crossMargin')]).then(
      ([m, mode, cross]) => setOverview(m.accountOverviewFrom(mode, cross)),
      (e: unknown) => console.warn('[account] overview failed to load', e),
    );
  }, [api, loggedIn]);
  return { overview, load };
}
