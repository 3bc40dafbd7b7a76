import { useCallback, useEffect, useRef, useState } from 'react';
import { portalTarget } from '../../../renderer/portalTarget.ts';
import { isSearchShortcut, SearchButton } from '../../../renderer/search/SearchButton.tsx';
import { onLayerCommand } from '../embed/hostContract.ts';
import { searchMessages, translate } from '../i18n/labels.ts';
import { type AppMarketHost, safeLocalStorage, useProvideMarketHost } from '../markets/pageMarketHost.ts';
import { searchLabel } from '../search/label.ts';
import { loadSearchApp } from '../search/loadSearchApp.ts';
import type { SlotProps } from './slotProps.ts';

function SearchModal({ host, rtl, lang, onClose }: { host: AppMarketHost; rtl: boolean; lang: string; onClose: () => void }) {
  useEffect(() => {
    const container = document.createElement('div');
    container.className = 'search-app-root';
    portalTarget().append(container);
    let instance: { unmount(): void } | null = null;
    let live = true;
    // The modal shows as soon as its code is here; the data layer's chunk and lists follow.
    const source = () => host.loadSource();
    void loadSearchApp().then(
      (mount) => {
        if (!live) return;
        instance = mount(container, {
          lang,
          labels: searchMessages(lang),
          countLabel: (n) => translate(lang, 'search.count', { n }),
          rtl,
          prefix: host.prefix,
          riseColor: host.prefs.get().riseColor,
          loadData: () => source().then((s) => s.searchData()),
          searchMemebox: (k) => source().then((s) => s.alpha.search(k)),
          resolve: (row) => (row.kind === 'alpha' ? source().then((s) => s.alpha.resolve(row)) : Promise.resolve(row.href)),
          navigate: (href) => window.location.assign(href),
          onClose,
          storage: safeLocalStorage(),
        });
      },
      (e: unknown) => {
        console.warn('[search] the search app could not be loaded', e);
        if (live) onClose();
      },
    );
    return () => {
      live = false;
      instance?.unmount();
      container.remove();
    };
  }, [host, rtl, lang, onClose]);
  return null;
}

/**
 * The header search (SPEC §1 search modal): a button, `/` and Ctrl/Cmd+K open the aggregated-search
 * micro-app (version 5), loaded on demand; closing it returns focus to the button. The slot also
 * registers the page's market data layer, which the header's market panels share with the search.
 */
export function SearchSlot(props: SlotProps) {
  const host = useProvideMarketHost(props);
  const enabled = props.features.search;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (!isSearchShortcut(e)) return;
      e.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    // The embedding host's exchangeLayer.openSearch().
    const stop = onLayerCommand((c) => {
      if (c.type === 'open-search') setOpen(true);
    });
    return () => {
      document.removeEventListener('keydown', onKey);
      stop();
    };
  }, [enabled]);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  if (!enabled) return null;
  return (
    <>
      <SearchButton
        ref={button}
        label={searchLabel(props.boot.lang)}
        onOpen={() => setOpen(true)}
        onPrepare={() => void loadSearchApp().catch(() => {})}
      />
      {open ? <SearchModal host={host} rtl={props.route.rtl} lang={props.boot.lang} onClose={close} /> : null}
    </>
  );
}
