import '../styles/markets.css';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { MarketKind } from '../../engine/markets/row.ts';
import { useRendererEnv } from '../env.tsx';
import { besideBox, followLayout } from '../overlay/placement.ts';
import { AlphaPanel } from './AlphaPanel.tsx';
import { CurrencyProvider } from './currency.tsx';
import { MarketPanel } from './MarketPanel.tsx';
import type { MarketHost, MarketSource } from './marketHost.ts';
import { PayWith } from './PayWith.tsx';
import { MARKET_SKELETON_ROWS, ROW_HEIGHT, SkeletonRows } from './VirtualRows.tsx';

const GAP = 6;

/**
 * Places the panel beside the header panel that holds its entry (fixed, so the header panel's
 * scrolling cannot clip it): after it when there is room, else before it.
 */
function usePlacement(ref: RefObject<HTMLElement | null>, anchor: RefObject<HTMLElement | null>, rtl: boolean) {
  useLayoutEffect(
    () =>
      followLayout(() => {
        const el = ref.current;
        const host = anchor.current?.closest('.nav-panel') ?? anchor.current;
        if (!el || !host) return;
        const r = host.getBoundingClientRect();
        el.style.left = `${Math.round(besideBox(r, el.offsetWidth, document.documentElement.clientWidth, rtl, GAP))}px`;
        el.style.top = `${Math.round(r.top)}px`;
      }, []),
    [ref, anchor, rtl],
  );
}

/** The market panel of a header entry: loads the data source on first open, then the panel. */
export function MarketFlyout({
  id,
  kind,
  title,
  host,
  anchor,
}: {
  id: string;
  kind: MarketKind;
  title: string;
  host: MarketHost;
  anchor: RefObject<HTMLElement | null>;
}) {
  const { rtl } = useRendererEnv();
  const ref = useRef<HTMLElement>(null);
  const [source, setSource] = useState<MarketSource | null>(null);
  usePlacement(ref, anchor, rtl);

  useEffect(() => {
    let live = true;
    void host.loadSource().then((s) => {
      if (live) setSource(s);
    });
    return () => {
      live = false;
    };
  }, [host]);

  const panelId = `${id}-list`;
  return (
    <section
      ref={ref}
      id={id}
      className={`mk-flyout mk-flyout--${kind}`}
      aria-label={source ? `${source.labels.marketsOf} ${title}` : title}
    >
      {source === null ? (
        <div className="mk-panel">
          <SkeletonRows count={MARKET_SKELETON_ROWS} rowHeight={ROW_HEIGHT} />
        </div>
      ) : kind === 'fiat' ? (
        <div className="mk-panel mk-panel--fiat">
          <CurrencyProvider load={source.payWith.options} initial={source.payWith.initial()} onChoose={source.payWith.choose}>
            <PayWith prefix={host.prefix} labels={source.labels} />
          </CurrencyProvider>
        </div>
      ) : kind === 'alpha' ? (
        <AlphaPanel title={title} host={host} source={source} panelId={panelId} />
      ) : (
        <MarketPanel kind={kind} title={title} host={host} source={source} panelId={panelId} />
      )}
    </section>
  );
}
