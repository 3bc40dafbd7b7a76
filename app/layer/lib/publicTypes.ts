/**
 * The package's public types (its .d.ts is built from this file alone: scripts/buildLib.ts). The
 * components in index.ts are declared with LayerComponent, so the source and the shipped types
 * cannot drift apart.
 */
import type { JSX } from 'react';
import type { LayerHostProps, LayerLang, LayerSite } from './types.ts';

/** Every sub-site and language code, to check a value a host read from a URL or cookie. */
export { LANG_CODES as LAYER_LANGS, SITE_CODES as LAYER_SITES } from '../../../schemas/siteConstants.ts';
export type { ExchangeLayerApi, LayerDocumentEventMap, LayerEventMap, LayerEventName } from '../embed/hostContract.ts';
export { LAYER_API_VERSION, layerEventType } from '../embed/hostContract.ts';
export type { LayerLang, LayerSite } from './types.ts';
export type { LayerHostProps };

/** The attributes of <exchange-header> and <exchange-footer> (/layer/elements.js), reflected as properties. */
export interface LayerElementAttributes {
  site?: LayerSite;
  lang?: LayerLang;
  /** The host's route, with or without its language prefix; default location.pathname. */
  path?: string;
}

/** <exchange-header> / <exchange-footer> as DOM elements. */
export interface ExchangeLayerElement extends HTMLElement {
  site: LayerSite | null;
  lang: string;
  path: string | null;
  /** Resolves once the element's fragment is in place and its part is live. */
  readonly ready: Promise<void>;
}

declare global {
  interface HTMLElementTagNameMap {
    'exchange-header': ExchangeLayerElement;
    'exchange-footer': ExchangeLayerElement;
  }
}

type ElementProps = import('react').DetailedHTMLProps<import('react').HTMLAttributes<HTMLElement>, HTMLElement> & LayerElementAttributes;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'exchange-header': ElementProps;
      'exchange-footer': ElementProps;
    }
  }
}

/** A component of the package: Header, Footer or Drawer. */
export type LayerComponent = (props: LayerHostProps) => JSX.Element;
