/**
 * What <exchange-header>/<exchange-footer> need before their script runs. The host links
 * /layer/elements.css in its <head>: the elements are blocks from the first paint, and the header
 * keeps the room the layer's header takes (announcement bar plus header bar, renderer/styles), so
 * the host's content does not move when the fragment arrives. Served by server/routes/layer.ts; the
 * elements' script adds the same rules for a host that did not link them.
 */
/** The attributes both elements observe (reflected as properties; custom-elements.json lists them). */
export const LAYER_ELEMENT_ATTRIBUTES = ['site', 'lang', 'path'] as const;

export const LAYER_ELEMENTS_CSS = [
  'exchange-header,exchange-footer{display:block}',
  // Reserved only while the fragment is on its way; a server-included one is already in place.
  'exchange-header:not([data-drawn]){min-height:var(--exchange-header-height,101px)}',
  '@media (max-width:767.9px){exchange-header:not([data-drawn]){min-height:var(--exchange-header-height,93px)}}',
].join('\n');
