// Taps on the server-drawn layer's buttons before the app has taken the page over: kept and
// replayed once it has (app/site/earlyTap.ts), instead of lost. A plain script loaded with `async`, so
// it runs as soon as it arrives, long before the app's chunk; the app's contract with it is
// window.__earlyTap() (stop listening, hand over the last tap). Links work without it and are left
// alone, and so is a form's submit button.
(() => {
  // The app marks <html data-layer> once it is live: "hydrated" on a server-drawn page, "rendered"
  // on one the browser draws itself (which has no server markup to keep taps for).
  const appLive = () => document.documentElement.dataset.layer !== undefined;
  if (appLive() || window.__earlyTap) return;
  let last = null;
  const onClick = (event) => {
    if (appLive()) return stop();
    const button = event.target instanceof Element ? event.target.closest('#root button') : null;
    if (!button || (button.type === 'submit' && button.form) || button.disabled) return;
    // The app is not listening yet: nothing else would answer this tap.
    event.preventDefault();
    event.stopPropagation();
    last = { button, at: Date.now() };
  };
  const stop = () => {
    document.removeEventListener('click', onClick, true);
    const tap = last;
    last = null;
    return tap;
  };
  document.addEventListener('click', onClick, true);
  window.__earlyTap = stop;
})();
