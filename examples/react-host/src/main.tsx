// The futures team's React page: the exchange's header and footer from @exchange/layer, routed by
// this app (onNavigate), themed by it (theme), listening to the layer's events.
import {
  Drawer,
  exchangeLayer,
  Footer,
  Header,
  LAYER_API_VERSION,
  LAYER_LANGS,
  LAYER_SITES,
  type LayerEventMap,
  type LayerEventName,
  type LayerLang,
  type LayerSite,
  layerEventType,
} from '@exchange/layer';
import '@exchange/layer/layer.css';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import './host.css';

const EVENTS: LayerEventName[] = ['ready', 'login-change', 'theme-change', 'language-change', 'logout', 'unread-change', 'error'];
type Heard = { [N in LayerEventName]: { name: N; detail: LayerEventMap[N] } }[LayerEventName];

/** On phones the futures team's own top bar carries the exchange's drawer instead of its header. */
function usePhone() {
  const query = '(max-width: 640px)';
  const [phone, setPhone] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const on = () => setPhone(list.matches);
    list.addEventListener('change', on);
    return () => list.removeEventListener('change', on);
  }, []);
  return phone;
}

function App() {
  const phone = usePhone();
  const asked = new URLSearchParams(window.location.search).get('site');
  const site: LayerSite = LAYER_SITES.find((s) => s === asked) ?? 'main';
  const [path, setPath] = useState(window.location.pathname);
  const [theme, setTheme] = useState<'light' | 'dark'>('light');
  const [lang, setLang] = useState<LayerLang>('en');
  const [heard, setHeard] = useState<Heard[]>([]);

  useEffect(() => {
    const stops = EVENTS.map((name) => {
      const on = (e: Event) => {
        const detail = (e as CustomEvent).detail;
        setHeard((h) => [...h, { name, detail } as Heard]);
        if (name === 'theme-change') setTheme(detail.theme);
        // The futures page switches languages itself (its router, its words): the layer follows the prop.
        const chosen = name === 'language-change' ? LAYER_LANGS.find((l) => l === detail.lang) : undefined;
        if (chosen) {
          e.preventDefault();
          setLang(chosen);
        }
      };
      document.addEventListener(layerEventType(name), on);
      return () => document.removeEventListener(layerEventType(name), on);
    });
    const back = () => setPath(window.location.pathname);
    window.addEventListener('popstate', back);
    return () => {
      for (const stop of stops) stop();
      window.removeEventListener('popstate', back);
    };
  }, []);

  const navigate = (href: string) => {
    window.history.pushState(null, '', href);
    setPath(new URL(href, window.location.href).pathname);
  };

  return (
    <>
      {phone ? (
        <nav className="futures-bar" aria-label="Futures">
          <strong>Futures</strong>
          <Drawer site={site} lang={lang} theme={theme} path={path} onNavigate={navigate} />
        </nav>
      ) : (
        <Header
          site={site}
          lang={lang}
          apiBase=""
          theme={theme}
          path={path}
          onNavigate={navigate}
          fallback={<p data-testid="header-fallback">Exchange header unavailable</p>}
        />
      )}
      <main className="futures">
        <h1>Futures</h1>
        <p>
          Route <output data-testid="host-route">{path}</output> · language <output data-testid="host-lang">{lang}</output> · layer API{' '}
          {LAYER_API_VERSION}
        </p>
        <button type="button" onClick={() => setTheme((t) => (t === 'dark' ? 'light' : 'dark'))}>
          Host theme: {theme}
        </button>
        <button type="button" onClick={() => exchangeLayer.openSearch()}>
          Search markets
        </button>
        <ol data-testid="layer-events">
          {heard.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an append-only log
            <li key={i}>{`${e.name} ${JSON.stringify(e.detail)}`}</li>
          ))}
        </ol>
      </main>
      <Footer site={site} lang={lang} theme={theme} path={path} onNavigate={navigate} />
    </>
  );
}

const el = document.getElementById('app');
if (el)
  createRoot(el).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
