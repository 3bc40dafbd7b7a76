/**
 * The page's module script in the built app (`scripts/appAfterPaint.ts` writes it into
 * index.html). A page the server drew already shows the whole layer and its links work, so the
 * app's code (about 100 KB gzip) is asked for once the browser reports it has painted that page: on a slow
 * phone link the first paint then shares the bandwidth with neither its download nor its
 * evaluation (Lighthouse mobile: LCP 1.72-1.85 s -> 1.02-1.07 s, docs/performance.md, seventh
 * pass). React then hydrates the markup as before (main.tsx); a tap on one of the layer's buttons
 * meanwhile is kept by public/early-tap.js and answered then (app/site/earlyTap.ts). A page drawn only
 * in the browser (no server markup) starts at once, and so does a tab that is not visible (it does
 * not paint, so animation frames would never come).
 */
const script = document.querySelector<HTMLScriptElement>('script[data-app]');
const app = script?.dataset.app;
// The chunks the entry imports statically, fetched beside it rather than after it.
const deps = script?.dataset.deps?.split(' ').filter(Boolean) ?? [];

let started = false;
function start() {
  if (started || !app) return;
  started = true;
  document.removeEventListener('visibilitychange', start);
  for (const href of deps) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ app);
}

/** If no first paint is reported by then (a browser without paint timing entries has none), start anyway. */
const LATEST_START_MS = 5000;

const drawnByServer = document.getElementById('root')?.hasChildNodes() ?? false;
if (!drawnByServer || document.visibilityState !== 'visible') start();
else {
  // Once the browser reports the first contentful paint: its entry is made when the painted frame
  // is on screen. A task queued from the first animation frame (as before) could run before a slow
  // machine had presented that frame, so the chunk's request raced the paint, and Lighthouse counted
  // the chunk in the paint about one load in two there (docs/performance.md).
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, LATEST_START_MS);
  } else requestAnimationFrame(() => setTimeout(start, 0));
  // Sent to the background before it painted: no frame comes, start now.
  document.addEventListener('visibilitychange', start);
}
