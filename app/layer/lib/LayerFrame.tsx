import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import { RTL_LANGS } from '../../../schemas/siteConstants.ts';
import { installEmbedEnvironment, takeOverLinkClick } from '../embed/embedEnvironment.ts';
import { installHostApi, noteLayer } from '../embed/hostApi.ts';
import { emitLayerEvent, LAYER_ROOT_CLASS, onLayerCommand, sendLayerCommand } from '../embed/hostContract.ts';
import { PartBoundary } from '../embed/PartBoundary.tsx';
import { type LayerState, loadLayerState } from './loadLayerState.ts';
import type { LayerHostProps } from './types.ts';

let installed = false;

/**
 * The root of one of the package's components: loads the layer's state, then draws its part inside
 * an element of its own (.exchange-layer: the package's stylesheet is scoped under it), with the
 * theme, direction and language on that element and not on the host's <html>.
 */
export function LayerFrame({
  part,
  host,
  children,
}: {
  part: 'header' | 'footer' | 'drawer';
  host: LayerHostProps;
  children: (layer: LayerState) => ReactNode;
}) {
  if (!installed && typeof document !== 'undefined') {
    installed = true;
    installEmbedEnvironment();
    installHostApi();
  }
  const { site, lang, apiBase, path, theme: hostTheme, onNavigate, fallback = null } = host;
  const [layer, setLayer] = useState<LayerState | null>(null);
  const [theme, setTheme] = useState<'light' | 'dark' | null>(hostTheme ?? null);

  useEffect(() => {
    let live = true;
    void loadLayerState({ site, lang, apiBase, path }).then((r) => {
      if (!live) return;
      if ('error' in r) {
        // The host hears it and keeps its fallback (the part is asked again when its props change).
        console.error(`[exchange-layer] the ${part} could not load: ${r.error}`);
        emitLayerEvent('error', { part, phase: 'load', message: r.error });
        return;
      }
      noteLayer({ site: r.state.boot.site, lang: r.route.lang, apiBase, loggedIn: r.state.boot.user !== null });
      setLayer(r);
    });
    return () => {
      live = false;
    };
  }, [part, site, lang, apiBase, path]);

  // The host's theme prop wins; a toggle in the header changes every part (a command to all roots).
  useEffect(() => {
    if (hostTheme) sendLayerCommand({ type: 'theme', theme: hostTheme });
  }, [hostTheme]);
  useEffect(
    () =>
      onLayerCommand((c) => {
        if (c.type === 'theme') setTheme(c.theme);
        // exchangeLayer.refreshUser(): every part draws the new user.
        else if (c.type === 'boot') setLayer((l) => l && { ...l, state: { ...l.state, boot: c.boot as LayerState['state']['boot'] } });
      }),
    [],
  );

  if (!layer) return <>{fallback}</>;
  const shown = theme ?? layer.state.theme;
  const onClickCapture = (e: MouseEvent) => {
    if (takeOverLinkClick(e.nativeEvent, onNavigate)) e.preventDefault();
  };
  return (
    <div
      className={LAYER_ROOT_CLASS}
      data-part={part}
      data-site={layer.state.boot.site}
      data-theme={shown}
      data-rise={layer.state.boot.prefs.riseColorValue}
      data-js=""
      lang={layer.route.lang === 'tw' ? 'zh-TW' : layer.route.lang}
      dir={RTL_LANGS.includes(layer.route.lang) ? 'rtl' : 'ltr'}
      style={{ colorScheme: shown }}
      onClickCapture={onClickCapture}
    >
      <PartBoundary part={part} fallback={fallback} resetKey={JSON.stringify([site, lang, apiBase, path])}>
        {children({ ...layer, state: { ...layer.state, theme: shown } })}
      </PartBoundary>
    </div>
  );
}
