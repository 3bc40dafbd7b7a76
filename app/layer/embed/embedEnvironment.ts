import { setPortalTarget, setScrollLockRoot } from '../../../renderer/portalTarget.ts';
import { setThemeRoots } from '../theme.ts';
import { emitLayerEvent, LAYER_ROOT_CLASS } from './hostContract.ts';

/**
 * The layer inside someone else's page (the fragment and the package): the theme is set on the
 * layer's own roots, never on the host's <html>, and dialogs and the drawer go to a container of the
 * layer's own at the end of <body> that carries the scoped styles, theme and direction.
 */
export function installEmbedEnvironment() {
  setThemeRoots(() => [...document.querySelectorAll<HTMLElement>(`.${LAYER_ROOT_CLASS}`)]);
  setScrollLockRoot(() => null);
  let overlay: HTMLElement | null = null;
  setPortalTarget(() => {
    if (overlay?.isConnected) return overlay;
    const first = document.querySelector<HTMLElement>(`.${LAYER_ROOT_CLASS}[data-part]`);
    overlay = document.createElement('div');
    overlay.className = LAYER_ROOT_CLASS;
    overlay.dataset.overlays = '';
    for (const name of ['data-theme', 'data-rise', 'dir', 'lang', 'style']) {
      const value = first?.getAttribute(name);
      if (value != null) overlay.setAttribute(name, value);
    }
    keepScrollInside(overlay);
    document.body.append(overlay);
    return overlay;
  });
}

/**
 * A click on a link of the layer: a language link tells the host (language-change, cancelable);
 * with a navigate callback (the package's onNavigate) the host's router follows same-site links.
 * Returns true when the click was taken over (the browser must not follow the link).
 */
export function takeOverLinkClick(
  e: Pick<MouseEvent, 'target' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>,
  onNavigate?: (href: string) => void,
): boolean {
  if (e.defaultPrevented) return false;
  const link = (e.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return false;
  const href = link.getAttribute('href') ?? '';
  if (link.hreflang && !emitLayerEvent('language-change', { lang: link.hreflang, href }, true)) return true;
  if (!onNavigate || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return false;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  onNavigate(`${url.pathname}${url.search}${url.hash}`);
  return true;
}

/**
 * While the drawer is open the host's page must not scroll behind it, and the layer may not lock the
 * host's <html>: a wheel or touch move over the overlay's backdrop is stopped there; the
 * drawer's own body scrolls, and its end does not reach the page (overscroll-behavior: contain).
 */
function keepScrollInside(overlay: HTMLElement) {
  const stop = (e: Event) => {
    if (!(e.target as Element | null)?.closest?.('.drawer-body') && overlay.querySelector('.drawer-root')) e.preventDefault();
  };
  overlay.addEventListener('wheel', stop, { passive: false });
  overlay.addEventListener('touchmove', stop, { passive: false });
}
