import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../renderer/layer.css';
import './app.css';
import { App } from './App.tsx';
import { loadBootstrap } from './api/bootstrap.ts';
import { createApiClient } from './api/client.ts';
import { loadCatalog } from './i18n/loadCatalog.ts';
import { startReliability } from './reliability/startReliability.ts';
import { parseRoute } from './route.ts';

const route = parseRoute(window.location.pathname);
const api = createApiClient({ lang: route.lang, appType: 'web' });
// Ask for the bootstrap (and its schema chunk) before React starts: the two downloads overlap.
const initial = loadBootstrap(api, route.lang, window.location.search);
// The page language's words download beside it (a JSON file, not script); React starts once they are here.
const catalog = loadCatalog(route.lang);
// theme-init.js already set these; keep them right if the script was blocked.
document.documentElement.lang = route.lang === 'tw' ? 'zh-TW' : route.lang;
document.documentElement.dir = route.rtl ? 'rtl' : 'ltr';

startReliability();

const root = document.getElementById('root');
if (root) {
  void catalog.then(() =>
    createRoot(root).render(
      <StrictMode>
        <App route={route} api={api} initial={initial} />
      </StrictMode>,
    ),
  );
}
