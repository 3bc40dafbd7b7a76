import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../../renderer/layer.css';
import './app.css';
import { loadBootstrap } from '../layer/api/bootstrap.ts';
import { createApiClient } from '../layer/api/client.ts';
import { csrfToken } from '../layer/api/csrfToken.ts';
import { loadCatalog } from '../layer/i18n/loadCatalog.ts';
import { loadPageState, PAGE_DATA_ID } from '../layer/pageFacts.ts';
import { parseRoute } from '../layer/route.ts';
import { requestBulletin } from '../layer/slots/AnnouncementSlot.tsx';
import { App } from './App.tsx';
import { stopEarlyTaps } from './earlyTap.ts';
import { startReliability } from './reliability/startReliability.ts';

// The app's code has arrived and starts now (for real-user timing; the budget test counts the
// JavaScript requested before this mark as what the page needs to go live).
performance.mark('app-start');
// The modules above were evaluated in the task that loaded this chunk: what follows (the route, the
// csrftoken, the page data's JSON, the catalog's request) runs in a task of its own, so that neither
// is long enough on a slow phone to hold up a tap (Lighthouse's total blocking time).
await new Promise((resolve) => setTimeout(resolve, 0));
const route = parseRoute(window.location.pathname);
// A server-rendered page already holds the announcement (its page data); otherwise it is asked for
// now, beside the bootstrap (an embedding host's page never asks: the layer's part carries its own).
if (!document.getElementById(PAGE_DATA_ID)) void requestBulletin();
const api = createApiClient({ lang: route.lang, appType: 'web' });
// This browser's csrftoken, made now rather than in the moment of its first call (app/layer/api/csrfToken.ts).
csrfToken();
// The page language's words download at once (a JSON file, not script); React starts once they are here.
const catalog = loadCatalog(route.lang);
// A server-rendered page carries its bootstrap (validated by the server, so not parsed again here)
// and preloads its region config; a page drawn only in the browser asks for the bootstrap (and its
// schema chunk) before React starts. The downloads overlap.
const page = await loadPageState();
const initial = page ? undefined : loadBootstrap(api, route.lang, window.location.search);
// The server already set these on a page it drew; a page drawn in the browser only gets them here.
document.documentElement.lang = route.lang === 'tw' ? 'zh-TW' : route.lang;
document.documentElement.dir = route.rtl ? 'rtl' : 'ltr';

startReliability();

const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <App route={route} api={api} page={page} initial={initial} />
    </StrictMode>
  );
  await catalog;
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole layer (a default-priority hydration is one long task):
  // the page stays responsive, and React replays an input that arrives meanwhile once it is done.
  if (page && root.firstChild) startTransition(() => void hydrateRoot(root, app));
  else {
    stopEarlyTaps();
    createRoot(root).render(app);
  }
}
