/**
 * Where dialogs and the drawer are portalled: document.body on the site's own pages; a container
 * of the layer's own (carrying its scoped styles, theme and direction) when the layer is embedded
 * in a host page (issue 14).
 */
let target = (): HTMLElement => document.body;

export function setPortalTarget(get: () => HTMLElement) {
  target = get;
}

export const portalTarget = (): HTMLElement => target();
