import Cookies from 'js-cookie';
import { langPrefix, splitLangPrefix } from '../../../engine/links.ts';
import type { Announcement } from '../../../schemas/api/announcement.ts';
import type { Lang } from '../../../schemas/site.ts';
import { LANG_CODES } from '../../../schemas/siteConstants.ts';
import { loadBootstrap } from '../api/bootstrap.ts';
import { answer } from '../api/call.ts';
import { type ApiClient, createApiClient } from '../api/client.ts';
import type { PageState } from '../pageFacts.ts';
import { parseRoute, type Route } from '../route.ts';
import { ensureCatalog } from './catalogs.ts';
import type { LayerHostProps } from './types.ts';

export interface LayerState {
  state: PageState;
  route: Route;
  api: ApiClient;
}

const isLang = (s: string | undefined): s is Lang => s !== undefined && (LANG_CODES as readonly string[]).includes(s);

async function loadBulletin(api: ApiClient, site: string | undefined): Promise<Announcement | null> {
  return (await answer(api, 'bulletin', { query: { site } }))?.data ?? null;
}

/** The announcement is optional: a layer whose bulletin call fails draws without it. */
const optionalBulletin = (api: ApiClient, site: string | undefined) => loadBulletin(api, site).catch(() => null);

const cache = new Map<string, Promise<LayerState | { error: string }>>();

/**
 * What the package's components draw from: the bootstrap (user, region config, preferences) and
 * the announcement from the layer's API, and the language's words. Header, footer and drawer of one
 * page share one load.
 */
export function loadLayerState({ site, lang: wanted, apiBase = '', path }: LayerHostProps): Promise<LayerState | { error: string }> {
  // The host's route may carry its language prefix (location.pathname of a German page): the layer adds its own.
  const asked = splitLangPrefix(path ?? window.location.pathname);
  const lang: Lang = isLang(wanted) ? wanted : (asked.lang ?? 'en');
  const hostPath = asked.path;
  const key = JSON.stringify([site, lang, apiBase, hostPath]);
  let loading = cache.get(key);
  if (!loading) {
    const api = createApiClient({ lang, appType: 'web', baseURL: apiBase || undefined });
    loading = Promise.all([
      loadBootstrap(api, lang, site ? `?site=${encodeURIComponent(site)}` : ''),
      optionalBulletin(api, site),
      ensureCatalog(lang),
    ])
      .then(([boot, bulletin]) => {
        if (!boot.ok) return { error: boot.reason };
        const route = parseRoute(`${langPrefix(lang)}${hostPath === '/' && lang !== 'en' ? '' : hostPath}` || '/');
        const origin = apiBase ? new URL(apiBase, window.location.href).origin : window.location.origin;
        const state: PageState = {
          boot: boot.data,
          facts: { origin, search: '', isSwitchTag: Cookies.get('is_switch_tag') !== undefined, year: new Date().getUTCFullYear() },
          theme: boot.data.prefs.theme,
          bulletin,
        };
        return { state, route, api };
      })
      .catch((e: unknown) => ({ error: e instanceof Error ? e.message : String(e) }));
    cache.set(key, loading);
    // A failed load is asked again by the next component that mounts.
    void loading.then((r) => {
      if ('error' in r) cache.delete(key);
    });
  }
  return loading;
}
