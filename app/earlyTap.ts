/**
 * A tap on a server-drawn button before the app has taken the page over is kept by
 * `public/early-tap.js` (loaded `async` by the page, so it listens from its first moments) and
 * replayed here once the layer is live: on a slow phone the menu button, the bell or the consent
 * banner's Accept all answer the tap that came too early instead of ignoring it.
 */
interface EarlyTap {
  button: HTMLButtonElement;
  at: number;
}

declare global {
  interface Window {
    /** Set by public/early-tap.js: stops its listener and hands over the last tap it kept. */
    __earlyTap?: () => EarlyTap | null;
  }
}

/** A tap older than this is not replayed: the visitor has moved on. */
export const EARLY_TAP_MAX_AGE_MS = 10_000;

/** Stops the early listener and answers the last tap it kept, if that button is still on the page. */
export function replayEarlyTap(now = Date.now()): void {
  const tap = window.__earlyTap?.();
  if (!tap?.button.isConnected || now - tap.at > EARLY_TAP_MAX_AGE_MS) return;
  tap.button.click();
}

/**
 * A page the browser draws itself has no server markup to tap early: it is marked live before it
 * renders (public/early-tap.js, arriving even later, then listens to nothing) and the listener stops.
 */
export function stopEarlyTaps(): void {
  document.documentElement.dataset.layer = 'rendered';
  window.__earlyTap?.();
}
