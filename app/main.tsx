import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../renderer/layer.css';
import './app.css';
import { App } from './App.tsx';
import { parseRoute } from './route.ts';

const route = parseRoute(window.location.pathname);
// theme-init.js already set these; keep them right if the script was blocked.
document.documentElement.lang = route.lang === 'tw' ? 'zh-TW' : route.lang;
document.documentElement.dir = route.rtl ? 'rtl' : 'ltr';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App route={route} />
    </StrictMode>,
  );
}
