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

/**
 * Stops the early listener and answers the last tap it kept, if that button is still on the page;
 * with no tap to answer, a mouse resting on the layer is answered instead (`answerRestingPointer`).
 */
export function replayEarlyTap(now = Date.now()): void {
  const tap = window.__earlyTap?.();
  if (tap?.button.isConnected && now - tap.at <= EARLY_TAP_MAX_AGE_MS) tap.button.click();
  else answerRestingPointer();
}

/**
 * A mouse already resting on the layer when the app takes it over: hydration keeps the server's
 * nodes, so the app never saw the pointer arrive and a menu under it would open only once it left
 * and came back. The app is told it is there, as a move onto it would have (React's enter events
 * come from `pointerover`). Only where a fine pointer hovers: a phone's last touch can leave
 * `:hover` behind.
 */
function answerRestingPointer(): void {
  if (!window.matchMedia('(hover: hover) and (pointer: fine)').matches) return;
  const under = document.querySelectorAll('#root :hover');
  under[under.length - 1]?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse', isPrimary: true }));
}

/**
 * A page the browser draws itself has no server markup to tap early: it is marked live before it
 * renders (public/early-tap.js, arriving even later, then listens to nothing) and the listener stops.
 */
export function stopEarlyTaps(): void {
  document.documentElement.dataset.layer = 'rendered';
  window.__earlyTap?.();
}
