import { useCallback, useRef, useState } from 'react';
import type { AccountOverview } from '../../engine/user/accountOverview.ts';
import type { ApiClient } from '../api/client.ts';

export const ACCOUNT_MODE_PATH = '/apiw/v2/unified/account_mode';
export const CROSS_MARGIN_PATH = '/apiweb/v1/spot/cross_margin/info';

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
    void Promise.all([
      import('../../engine/user/accountOverview.ts'),
      api.get<unknown>(ACCOUNT_MODE_PATH),
      api.get<unknown>(CROSS_MARGIN_PATH),
    ]).then(
      ([m, mode, cross]) => setOverview(m.accountOverviewFrom(mode, cross)),
      (e: unknown) => console.warn('[account] overview failed to load', e),
    );
  }, [api, loggedIn]);
  return { overview, load };
}
