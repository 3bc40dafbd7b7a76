import type { Announcement } from './api/announcement.ts';
import type { Bootstrap, Theme } from './bootstrap.ts';

/**
 * What a page knows besides the bootstrap: the address bar, a cookie and the clock. The server
 * renders with its own values and sends them along with the bootstrap, so the browser's first
 * render (the hydration) uses the very same ones.
 */
export interface PageFacts {
  origin: string;
  /** The query string ('' or '?…'). */
  search: string;
  isSwitchTag: boolean;
  year: number;
  /** The footer's app-download QR code, encoded by the server (where the footer shows one). */
  appQr?: QrModules;
  /**
   * The server drew the cookie-consent banner: the region asks for consent and the request's
   * cookie holds no current choice. Undefined where the page decides in the browser.
   */
  consentPrompt?: boolean;
}

/**
 * A QR code as data: the text it encodes, its width in modules, and its modules row by row as
 * bits (dark = 1, most significant bit first) in base64: a few hundred bytes, so the browser draws
 * the server's code without the encoder.
 */
export interface QrModules {
  text: string;
  size: number;
  bits: string;
}

/** Everything the layer's first render draws from: the server's render and the browser's hydration. */
export interface PageState {
  boot: Bootstrap;
  facts: PageFacts;
  /** The theme the server drew (the cookie's, else light); the browser may switch after hydration. */
  theme: Theme;
  /** The announcement bar the server drew (SPEC §4 fullsiteBulletin), null for none. */
  bulletin: Announcement | null;
}

/**
 * What the server embeds in the page as non-executable JSON (`<script type="application/json">`):
 * the page state without the region config, which is the same for everyone and comes from its
 * versioned, immutable address (preloaded from the head, kept by the HTTP cache across pages).
 */
export interface PageData extends Omit<PageState, 'boot'> {
  boot: Omit<Bootstrap, 'config'>;
  configUrl: string;
}

export const PAGE_DATA_ID = 'page-data';

/** One part of the layer, rendered by the server for a host page (GET /layer/header|footer). */
export interface FragmentData extends PageData {
  part: 'header' | 'footer';
  /** The host page's route with the language prefix (for the active entry and language links), e.g. /zh/trade/BTC_USDT. */
  pathname: string;
}

/** The attribute of the fragment's JSON script element; its value is the part. */
export const FRAGMENT_DATA_ATTR = 'data-exchange-layer-data';
