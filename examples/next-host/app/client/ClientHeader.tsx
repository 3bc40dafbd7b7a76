'use client';
// The package's Header, with the host keeping the language itself: a language chosen in the layer is
// cancelled (the page stays) and drawn by changing the prop; search through the package's host API.
import { exchangeLayer, Header, LAYER_LANGS, type LayerLang } from '@exchange/layer';
import { useEffect, useState } from 'react';

export function ClientHeader() {
  const [lang, setLang] = useState<LayerLang>('en');
  useEffect(() => {
    const on = (e: DocumentEventMap['exchange-layer:language-change']) => {
      const next = LAYER_LANGS.find((l) => l === e.detail.lang);
      if (!next) return;
      e.preventDefault();
      setLang(next);
    };
    document.addEventListener('exchange-layer:language-change', on);
    return () => document.removeEventListener('exchange-layer:language-change', on);
  }, []);
  return (
    <>
      <Header site="main" lang={lang} path="/client" fallback={<p data-testid="header-fallback">Exchange header unavailable</p>} />
      <p className="earn">
        Host language <output data-testid="host-lang">{lang}</output>{' '}
        <button type="button" onClick={() => exchangeLayer.openSearch()}>
          Search markets
        </button>
      </p>
    </>
  );
}
