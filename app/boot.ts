/**
 * The page's only script tag (issue 15). A page the server drew already shows the whole layer, so
 * the app's code (about 100 KB) is asked for once the browser has painted it: on a slow phone link
 * it then no longer shares the bandwidth of the page's HTML and stylesheet, and the first paint
 * waits for neither its download nor its evaluation. Links work meanwhile (they are real links);
 * React then hydrates the markup as before (main.tsx). A page drawn only in the browser (no page
 * data: the dev server, a page without the server renderer) has nothing to paint yet and starts at
 * once, as does a tab that is not visible (it does not paint).
 */
// The server's markup is in the root element (index.html's root is empty otherwise).
const drawnByServer = document.getElementById('root')?.hasChildNodes() ?? false;

function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      document.removeEventListener('visibilitychange', hidden);
      resolve();
    });
    // Hidden before its first paint (a tab sent to the background): no paint comes, start now.
    const hidden = () => {
      observer.disconnect();
      resolve();
    };
    document.addEventListener('visibilitychange', hidden, { once: true });
    observer.observe({ type: 'paint', buffered: true });
  });
}

void (drawnByServer ? afterFirstPaint() : Promise.resolve()).then(() => import('./main.tsx'));
