import { useEffect, useMemo, useRef } from 'react';
import { CurrentPathProvider } from '../../../renderer/currentPath.tsx';
import { RendererEnvProvider } from '../../../renderer/env.tsx';
import { Footer as FooterView } from '../../../renderer/Footer.tsx';
import { BRAND } from '../brand.ts';
import { composePage } from '../composePage.ts';
import { emitLayerEvent, LAYER_API_VERSION } from '../embed/hostContract.ts';
import { messagesFor } from '../i18n/labels.ts';
import { footerFiat } from '../slots/footerFiat.ts';
import { LayerFrame } from './LayerFrame.tsx';
import type { LayerState } from './loadLayerState.ts';
import type { LayerHostProps } from './types.ts';

/**
 * The footer alone, drawn from the one composition (engine/composeLayer.ts) like the Shell's footer,
 * without the header's code: a host that takes only the footer loads no menus or market panels.
 */
function FooterPart({ state, route }: LayerState) {
  const { boot, facts } = state;
  const messages = useMemo(() => messagesFor(route.lang), [route.lang]);
  const composed = useMemo(() => composePage(boot, null, route, facts), [boot, route, facts]);
  const env = useMemo(() => ({ theme: state.theme, rtl: route.rtl, labels: messages }), [state.theme, route.rtl, messages]);
  const { features } = composed;
  const said = useRef(false);
  useEffect(() => {
    if (said.current) return;
    said.current = true;
    emitLayerEvent('ready', {
      part: 'footer',
      version: LAYER_API_VERSION,
      loggedIn: boot.user !== null,
      site: boot.site,
      lang: route.lang,
    });
  }, [boot, route.lang]);
  return (
    <RendererEnvProvider value={env}>
      <CurrentPathProvider value={`${route.prefix}${route.path}`}>
        <FooterView
          footer={composed.layer.footer}
          brand={BRAND}
          qrValue={composed.appDownload}
          languages={features.language ? composed.languages : undefined}
          fiat={features.fiat ? footerFiat(boot) : undefined}
        />
      </CurrentPathProvider>
    </RendererEnvProvider>
  );
}

/** The exchange's footer for the sub-site and language (regional footers, language and fiat selectors, app QR). */
export function Footer(props: LayerHostProps) {
  return (
    <LayerFrame part="footer" host={props}>
      {(l) => <FooterPart {...l} />}
    </LayerFrame>
  );
}
