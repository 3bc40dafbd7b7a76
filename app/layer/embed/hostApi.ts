import { loadBootstrap } from '../api/bootstrap.ts';
import { createApiClient } from '../api/client.ts';
import { type ExchangeLayerApi, emitLayerEvent, LAYER_API_VERSION, onLayerCommand, sendLayerCommand } from './hostContract.ts';

/** The layer on this page: its sub-site, language, API base and whether it drew a logged-in user. */
let current: { site: string; lang: string; apiBase: string; loggedIn: boolean } | null = null;

/** Called by each part as it goes live; the first one's sub-site and language are the page's. */
export function noteLayer(info: { site: string; lang: string; apiBase?: string; loggedIn: boolean }) {
  current ??= { apiBase: '', ...info };
}

async function refreshUser(): Promise<{ loggedIn: boolean }> {
  if (!current) return { loggedIn: false };
  const api = createApiClient({ lang: current.lang, appType: 'web', baseURL: current.apiBase || undefined });
  const result = await loadBootstrap(api, current.lang, `?site=${encodeURIComponent(current.site)}`);
  if (!result.ok) {
    console.warn(`[exchange-layer] refreshUser: ${result.reason}`);
    return { loggedIn: current.loggedIn };
  }
  const loggedIn = result.data.user !== null;
  sendLayerCommand({ type: 'boot', boot: result.data });
  if (loggedIn !== current.loggedIn) {
    current.loggedIn = loggedIn;
    emitLayerEvent('login-change', { loggedIn, uid: result.data.user?.uid ?? null });
  }
  return { loggedIn };
}

/** The host API: the same object for the fragment (window.exchangeLayer) and the package (its `exchangeLayer` export). */
export const exchangeLayer: ExchangeLayerApi = {
  version: LAYER_API_VERSION,
  refreshUser,
  openSearch: () => sendLayerCommand({ type: 'open-search' }),
  setActiveRoute: (path: string) => sendLayerCommand({ type: 'set-route', path }),
};

let installed = false;

export function installHostApi() {
  if (installed) return;
  installed = true;
  window.exchangeLayer ??= exchangeLayer;
  // A logout the host kept its page for: the layer asks for the user again and redraws as a visitor.
  onLayerCommand((c) => {
    if (c.type === 'refresh-user') void refreshUser();
  });
}
