import { configKeyLabels, type LoadedMenus, loadMenus } from '../../engine/remoteMenu.ts';
import type { NavItem } from '../../schemas/navItem.ts';
import type { ApiClient } from '../api/client.ts';

export const REMOTE_MENU_PATH = '/apiw/v2/site/remote_menu';
export const SERVER_MENU_PATH = '/api/web/v1/site/headerMenuListV2';

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
      remote: () => api.get<unknown>(REMOTE_MENU_PATH, { lang }),
      serverMenu: () => api.get<unknown>(SERVER_MENU_PATH),
      sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
      warn: (message) => console.warn(`[remote menu] ${message}`),
      labelFor: configKeyLabels(configItems, lang),
    },
    complianceMenu,
  );
}
