import { configKeyLabels, type LoadedMenus, loadMenus } from '../../../engine/remoteMenu.ts';
import type { NavItem } from '../../../schemas/navItem.ts';
import { answer } from '../api/call.ts';
import type { ApiClient } from '../api/client.ts';

/** The remote menu for both placements, with the real calls (loaded only when the new menu is on). */
export function fetchMenus(
  api: ApiClient,
  lang: string,
  complianceMenu: readonly string[],
  /** The region config's menu: its labels translate the remote items' title keys. */
  configItems: readonly NavItem[] = [],
): Promise<LoadedMenus> {
  return loadMenus(
    {
      remote: () => answer(api, 'remoteMenu', { query: { lang } }),
      serverMenu: () => answer(api, 'headerMenu'),
      sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
      warn: (message) => console.warn(`[remote menu] ${message}`),
      labelFor: configKeyLabels(configItems, lang),
    },
    complianceMenu,
  );
}
