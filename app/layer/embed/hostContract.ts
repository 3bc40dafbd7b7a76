/**
 * The contract between the layer and a host page that embeds it (the fragment, the
 * custom elements and the package). Events are CustomEvents dispatched on `document`, named
 * `exchange-layer:{name}`; the host API is `window.exchangeLayer`. Both are versioned by
 * LAYER_API_VERSION (semver: a removed or renamed event or method is a major version; see the
 * CHANGELOG's "Host contract" section).
 */
export const LAYER_API_VERSION = '1.1.0';

/** The class of every element the layer draws into (its styles are scoped under it). */
export const LAYER_ROOT_CLASS = 'exchange-layer';

export interface LayerEventMap {
  /** A part of the layer is live (hydrated or drawn) in the host page. */
  ready: { part: 'header' | 'footer' | 'drawer'; version: string; loggedIn: boolean; site: string; lang: string };
  /** The user logged in or out (seen on refreshUser() or after a logout the host cancelled). */
  'login-change': { loggedIn: boolean; uid: number | null };
  /** The visitor switched the theme in the header. */
  'theme-change': { theme: 'light' | 'dark' };
  /** A language was chosen (header dialog or footer). Cancelable: preventDefault() keeps the page, the host switches itself. */
  'language-change': { lang: string; href: string };
  /** The logout call finished (whatever it answered). Cancelable: preventDefault() stays on the page instead of going to `redirect`. */
  logout: { scope: 'this' | 'all'; redirect: string };
  /** The unread notification count changed (logged-in users; null while unknown). */
  'unread-change': { count: number | null; dot: boolean };
  /**
   * A part could not be drawn (1.1.0): its data did not load (`load`: the API is down or answered
   * nonsense) or it threw while drawing (`render`). The part shows the host's fallback instead.
   */
  error: { part: 'header' | 'footer' | 'drawer'; phase: 'load' | 'render'; message: string };
}

export type LayerEventName = keyof LayerEventMap;

export const layerEventType = (name: LayerEventName) => `exchange-layer:${name}`;

/** Dispatches a contract event; returns false when the host cancelled a cancelable one. */
export function emitLayerEvent<N extends LayerEventName>(name: N, detail: LayerEventMap[N], cancelable = false): boolean {
  if (typeof document === 'undefined') return true;
  return document.dispatchEvent(new CustomEvent(layerEventType(name), { detail, cancelable, bubbles: false }));
}

/** The host API (`window.exchangeLayer`). */
export interface ExchangeLayerApi {
  readonly version: string;
  /** Asks the server for the user again (after the host logged the user in or out) and redraws. */
  refreshUser(): Promise<{ loggedIn: boolean }>;
  /** Opens the market search modal (where the sub-site has search). */
  openSearch(): void;
  /** Marks the host's current route (a path such as /trade/BTC_USDT) as the active entry. */
  setActiveRoute(path: string): void;
}

/** The contract's events as the DOM names them: `document.addEventListener('exchange-layer:ready', (e) => e.detail.part)`. */
export type LayerDocumentEventMap = { [N in LayerEventName as `exchange-layer:${N}`]: CustomEvent<LayerEventMap[N]> };

declare global {
  // A host's TypeScript knows the events on `document` and the host API on `window`.
  interface DocumentEventMap extends LayerDocumentEventMap {}
  interface Window {
    /** The layer's host API (set once a part of the layer runs on the page). */
    exchangeLayer?: ExchangeLayerApi;
  }
}

/** Commands from the host API to every live part of the layer (header and footer are separate roots). */
export type LayerCommand =
  | { type: 'open-search' }
  | { type: 'refresh-user' }
  | { type: 'set-route'; path: string }
  | { type: 'boot'; boot: unknown }
  | { type: 'theme'; theme: 'light' | 'dark' };

const COMMAND = 'exchange-layer-command';

export function sendLayerCommand(command: LayerCommand) {
  window.dispatchEvent(new CustomEvent(COMMAND, { detail: command }));
}

export function onLayerCommand(listener: (command: LayerCommand) => void): () => void {
  const handler = (e: Event) => listener((e as CustomEvent<LayerCommand>).detail);
  window.addEventListener(COMMAND, handler);
  return () => window.removeEventListener(COMMAND, handler);
}
