/**
 * Where dialogs and the drawer are portalled: document.body on the site's own pages; a container
 * of the layer's own (carrying its scoped styles, theme and direction) when the layer is embedded
 * in a host page.
 */
let target = (): HTMLElement => document.body;

export function setPortalTarget(get: () => HTMLElement) {
  target = get;
}

export const portalTarget = (): HTMLElement => target();

/**
 * The element that carries the drawer's scroll lock (the `drawer-open` class): <html> on the site's
 * own pages; none in a host page, whose <html> the layer leaves alone (the embed
 * environment stops scrolling behind the drawer from the layer's own container instead).
 */
let scrollLockRoot = (): HTMLElement | null => document.documentElement;

export function setScrollLockRoot(get: () => HTMLElement | null) {
  scrollLockRoot = get;
}

export const scrollLockTarget = (): HTMLElement | null => scrollLockRoot();
