import Cookies from 'js-cookie';
import { useEffect, useRef, useState } from 'react';
import { splitLangPrefix } from '../../../engine/links.ts';
import { RendererEnvProvider } from '../../../renderer/env.tsx';
import type { Bootstrap } from '../../../schemas/bootstrap.ts';
import type { ApiClient } from '../api/client.ts';
import type { PageState } from '../pageFacts.ts';
import { parseRoute, type Route } from '../route.ts';
import { type LayerPart, Shell } from '../Shell.tsx';
import { applyTheme } from '../theme.ts';
import { useShellTheme } from '../useShellTheme.ts';
import { emitLayerEvent, LAYER_API_VERSION, onLayerCommand, sendLayerCommand } from './hostContract.ts';

export type EmbeddedPart = Exclude<LayerPart, 'page'>;

interface Props {
  part: EmbeddedPart;
  state: PageState;
  route: Route;
  api: ApiClient;
  /** Called once the part is live in the host page (after hydration). */
  onReady?: () => void;
  /**
   * Without a theme cookie the server drew the light theme; the fragment then follows the OS
   * preference once hydrated, as the site's pages do (the package takes the host's prop).
   */
  followSystemTheme?: boolean;
}

/**
 * One part of the layer (header or footer) inside a host page: the same Shell as the site's own
 * pages, drawn from the server's page state (the fragment) and kept in step with the other parts
 * and the host through the host contract's commands.
 */
export function LayerRoot({ part, state, route: initialRoute, api, onReady, followSystemTheme = false }: Props) {
  const [boot, setBoot] = useState<Bootstrap>(state.boot);
  const [route, setRoute] = useState<Route>(initialRoute);
  // The other parts and the host hear of a toggle; this part's own listener below sets it here too.
  const { setTheme, env, chrome } = useShellTheme(route, state.theme, (next) => {
    sendLayerCommand({ type: 'theme', theme: next });
    emitLayerEvent('theme-change', { theme: next });
  });
  // The package's host changed a prop (its language, route or sub-site): the part follows its new state.
  useEffect(() => setRoute(initialRoute), [initialRoute]);
  useEffect(() => setBoot(state.boot), [state.boot]);

  useEffect(
    () =>
      onLayerCommand((c) => {
        if (c.type === 'boot') setBoot(c.boot as Bootstrap);
        else if (c.type === 'theme') setTheme(c.theme);
        else if (c.type === 'set-route') {
          const { path } = splitLangPrefix(c.path.startsWith('/') ? c.path : `/${c.path}`);
          setRoute(parseRoute(`${initialRoute.prefix}${path === '/' && initialRoute.prefix ? '' : path}` || '/'));
        }
      }),
    [initialRoute.prefix, setTheme],
  );

  // Said once per mount: the host hears when each part is live.
  const said = useRef(false);
  useEffect(() => {
    if (said.current) return;
    said.current = true;
    onReady?.();
    emitLayerEvent('ready', {
      part,
      version: LAYER_API_VERSION,
      loggedIn: state.boot.user !== null,
      site: state.boot.site,
      lang: route.lang,
    });
  }, [onReady, part, state.boot, route.lang]);

  useEffect(() => {
    if (!followSystemTheme || Cookies.get('theme') !== undefined) return;
    if (window.matchMedia?.('(prefers-color-scheme: dark)').matches) {
      applyTheme('dark');
      setTheme('dark');
    }
  }, [followSystemTheme, setTheme]);

  return (
    <RendererEnvProvider value={env}>
      <Shell {...chrome} part={part} boot={boot} api={api} client={state.facts} bulletin={state.bulletin} />
    </RendererEnvProvider>
  );
}
