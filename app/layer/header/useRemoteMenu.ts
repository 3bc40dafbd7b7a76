import { useEffect, useState } from 'react';
import { envFlag, remoteMenuEnabled } from '../../../engine/headerFeatures.ts';
import type { LoadedMenus } from '../../../engine/remoteMenu.ts';
import type { Bootstrap } from '../../../schemas/bootstrap.ts';
import type { ApiClient } from '../api/client.ts';

// Build-time flags (SPEC §4): replaced by Vite, so with the menu off its code is never shipped.
const NEW_MENU = envFlag(import.meta.env.VITE_NEW_MENU);
const LEGACY_MENU = envFlag(import.meta.env.VITE_LEGACY_MENU);

/**
 * The remote menus when the new menu system is on for this page, else null. Until the answer (or
 * the fallback) arrives the region config's menu is drawn, so the header never waits on it.
 */
export function useRemoteMenu(boot: Bootstrap, api: ApiClient): LoadedMenus | null {
  const enabled = remoteMenuEnabled({ newMenu: NEW_MENU, site: boot.site, legacyMenu: LEGACY_MENU });
  const [menus, setMenus] = useState<LoadedMenus | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void import('./remoteMenuLoader.ts')
      .then((m) => m.fetchMenus(api, boot.lang, boot.compliance.menu, boot.config.header.main))
      .then((r) => {
        if (live) setMenus(r);
      })
      .catch((e: unknown) => console.warn('[remote menu] could not load', e));
    return () => {
      live = false;
    };
  }, [enabled, api, boot]);
  return menus;
}
