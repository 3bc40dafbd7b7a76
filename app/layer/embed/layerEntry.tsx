/**
 * The client entry of the layer fragment (its own build under /layer/assets/, with its
 * styles scoped under .exchange-layer). Hydrates every part of the layer the host page holds,
 * now and whenever an <exchange-header>/<exchange-footer> element inserts one, and installs the
 * host API (window.exchangeLayer). Nothing outside the layer's own elements is touched.
 */
import '../../../renderer/layer.css';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { FRAGMENT_DATA_ATTR, type FragmentData } from '../../../schemas/pageData.ts';
import { createApiClient } from '../api/client.ts';
import { csrfToken } from '../api/csrfToken.ts';
import { loadCatalog } from '../i18n/loadCatalog.ts';
import { withRegionConfig } from '../pageFacts.ts';
import { parseRoute } from '../route.ts';
import { installEmbedEnvironment, takeOverLinkClick } from './embedEnvironment.ts';
import { installHostApi, noteLayer } from './hostApi.ts';
import { emitLayerEvent, LAYER_ROOT_CLASS } from './hostContract.ts';
import { type EmbeddedPart, LayerRoot } from './LayerRoot.tsx';
import { PartBoundary } from './PartBoundary.tsx';

/** The connect event an <exchange-header>/<exchange-footer> element sends once it inserted its fragment. */
export const CONNECT_EVENT = 'exchange-layer-connect';

installEmbedEnvironment();

async function hydratePart(el: HTMLElement) {
  const part = el.dataset.part as EmbeddedPart;
  const script = el.parentElement?.querySelector(`script[${FRAGMENT_DATA_ATTR}="${part}"]`);
  let data: FragmentData;
  try {
    data = JSON.parse(script?.textContent ?? '') as FragmentData;
  } catch {
    console.error(`[exchange-layer] the ${part} fragment has no page data`);
    emitLayerEvent('error', { part, phase: 'load', message: 'the fragment has no page data' });
    return;
  }
  const route = parseRoute(data.pathname);
  const api = createApiClient({ lang: route.lang, appType: 'web' });
  // This browser's csrftoken, made now rather than in the moment of its first call (app/layer/api/csrfToken.ts).
  csrfToken();
  const [state] = await Promise.all([withRegionConfig(data), loadCatalog(route.lang)]);
  if (!state) {
    console.error(`[exchange-layer] the ${part} fragment's region config could not be loaded`);
    emitLayerEvent('error', { part, phase: 'load', message: 'the region config could not be loaded' });
    return;
  }
  noteLayer({ site: state.boot.site, lang: route.lang, loggedIn: state.boot.user !== null });
  // The nav's menus show once script runs (without it they are plain links).
  el.setAttribute('data-js', '');
  // As in app/site/main.tsx: hydrating in a transition lets React yield to the host page every few
  // milliseconds instead of holding its main thread for the whole part in one task.
  const tree = (
    <StrictMode>
      <PartBoundary part={part} fallback={null} resetKey="">
        <LayerRoot
          part={part}
          state={state}
          route={route}
          api={api}
          onReady={() => el.setAttribute('data-hydrated', '')}
          followSystemTheme
        />
      </PartBoundary>
    </StrictMode>
  );
  startTransition(() => {
    roots.set(el, hydrateRoot(el, tree));
  });
}

/** The live parts, to let go of one an element replaced (its attributes changed). */
const roots = new Map<HTMLElement, Root>();

function hydrateAll() {
  for (const [el, root] of roots)
    if (!el.isConnected) {
      roots.delete(el);
      root.unmount();
    }
  for (const el of document.querySelectorAll<HTMLElement>(`.${LAYER_ROOT_CLASS}[data-part]:not([data-hydrating])`)) {
    el.setAttribute('data-hydrating', '');
    void hydratePart(el);
  }
}

installHostApi();

// A language link in the layer: the host hears it and may switch languages itself.
document.addEventListener(
  'click',
  (e) => {
    if ((e.target as Element | null)?.closest?.(`.${LAYER_ROOT_CLASS}`) && takeOverLinkClick(e)) e.preventDefault();
  },
  true,
);

document.addEventListener(CONNECT_EVENT, hydrateAll);
hydrateAll();
