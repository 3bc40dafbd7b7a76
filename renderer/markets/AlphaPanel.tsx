import { type MouseEvent, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { alphaKeywords } from '../../engine/markets/alpha.ts';
import { isActiveRow, VIEW_ALL } from '../../engine/markets/links.ts';
import type { MarketRow } from '../../engine/markets/row.ts';
import { ALPHA_DEBOUNCE_MS, ALPHA_ROW_HEIGHT, ALPHA_SKELETON_ROWS } from '../../schemas/constants/markets.ts';
import { LoadFailed, SearchBox, Tabs } from './controls.tsx';
import { MarketRowView } from './MarketRowView.tsx';
import { type AlphaChain, type MarketHost, type MarketSource, useMarketPrefs } from './marketHost.ts';
import { ListBody } from './VirtualRows.tsx';

/** SPEC §9 constants, defined in schemas/constants/. */
export { ALPHA_DEBOUNCE_MS };

const ALL_CHAINS = '__all';
type SubTab = 'top' | 'gainers' | 'favourites';

type Loaded = { status: 'loading' } | { status: 'ready'; rows: MarketRow[]; failed: boolean };

function useLoad(load: (() => Promise<{ rows: MarketRow[]; failed: boolean }>) | null, attempt: number): Loaded {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry signal
  useEffect(() => {
    if (!load) return;
    let live = true;
    setState({ status: 'loading' });
    void load().then(({ rows, failed }) => {
      if (live) setState({ status: 'ready', rows, failed });
    });
    return () => {
      live = false;
    };
  }, [load, attempt]);
  return state;
}

/**
 * The Alpha token panel (SPEC §4): a side menu of chains and sub tabs; choosing either resets the
 * search box; search text is trimmed and debounced 1000 ms, and with text the rows come from the
 * keyword search, otherwise from the chain's token list. A row opens the token's Alpha page found
 * by the memebox path lookup, or /alpha/{chain}-{address} when that fails.
 */
export function AlphaPanel({ title, host, source, panelId }: { title: string; host: MarketHost; source: MarketSource; panelId: string }) {
  const { prefix } = host;
  const { labels } = source;
  const [chain, setChain] = useState(ALL_CHAINS);
  const [sub, setSub] = useState<SubTab>('top');
  const [text, setText] = useState('');
  const [keywords, setKeywords] = useState<string | null>(null);
  const [chains, setChains] = useState<AlphaChain[]>([]);
  const [scrolledPast, setScrolledPast] = useState(false);
  const favourites = source.favourites;
  const favVersion = useSyncExternalStore(favourites.subscribe, favourites.version, favourites.version);
  const prefs = useMarketPrefs(host);

  useEffect(() => {
    const t = setTimeout(() => setKeywords(alphaKeywords(text)), ALPHA_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text]);

  // A new change period asks the list again (its cache is keyed by the period).
  // biome-ignore lint/correctness/useExhaustiveDependencies: prefs.refTime is the change-period signal
  const loadList = useCallback(
    () =>
      source.alpha.list(chain === ALL_CHAINS ? null : chain).then((r) => {
        if (r.chains.length) setChains(r.chains);
        return r;
      }),
    [source, chain, prefs.refTime],
  );
  const loadSearch = useCallback(() => source.alpha.search(keywords ?? '').then((rows) => ({ rows, failed: false })), [source, keywords]);
  const [attempt, setAttempt] = useState(0);
  const state = useLoad(keywords ? loadSearch : loadList, attempt);

  // biome-ignore lint/correctness/useExhaustiveDependencies: favVersion is the favourites' change signal
  const rows = useMemo(() => {
    if (state.status !== 'ready') return [];
    if (sub === 'gainers') return [...state.rows].sort((a, b) => (b.change ?? -Infinity) - (a.change ?? -Infinity));
    if (sub === 'favourites') return state.rows.filter((r) => favourites.has('alpha', r.id));
    return state.rows;
  }, [state, sub, favourites, favVersion]);

  const reset = () => {
    setText('');
    setKeywords(null);
  };
  const selectChain = (c: string) => {
    setChain(c);
    reset();
  };
  const selectSub = (s: string) => {
    setSub(s as SubTab);
    reset();
  };

  const open = (row: MarketRow) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void source.alpha.resolve(row).then((path) => window.location.assign(`${prefix}${path}`));
  };
  const onScrolledPast = useCallback((past: boolean) => setScrolledPast(past), []);

  return (
    <div className={`mk-panel mk-panel--alpha mk--${prefs.riseColor}`} data-kind="alpha">
      <Tabs
        tabs={[{ code: ALL_CHAINS, name: labels.allChains }, ...chains.map((c) => ({ code: c.web3_chain, name: c.name }))]}
        selected={chain}
        onSelect={selectChain}
        label={labels.chains}
        className="mk-side"
        vertical
        panelId={panelId}
      />
      <div className="mk-main">
        <SearchBox
          value={text}
          onChange={setText}
          labels={labels}
          label={`${labels.search}: ${title}`}
          onArrowDown={() => document.getElementById(panelId)?.querySelector<HTMLElement>('[data-row-focus]')?.focus()}
        />
        <Tabs
          tabs={[
            { code: 'top', name: labels.topTab },
            { code: 'gainers', name: labels.gainersTab },
            { code: 'favourites', name: labels.favourites },
          ]}
          selected={sub}
          onSelect={selectSub}
          label={title}
          panelId={panelId}
          scrollLabels={{ back: labels.previousTabs, forward: labels.moreTabs }}
        />
        <div id={panelId} role="tabpanel" className="mk-body" aria-busy={state.status === 'loading'}>
          {state.status === 'ready' && state.failed && rows.length === 0 ? (
            <LoadFailed text={labels.loadFailed} retry={labels.retry} onRetry={() => setAttempt((n) => n + 1)} />
          ) : (
            <ListBody
              loading={state.status === 'loading'}
              skeletonRows={ALPHA_SKELETON_ROWS}
              noDataText={labels.noData}
              rows={rows}
              rowKey={(r) => r.id}
              label={title}
              rowHeight={ALPHA_ROW_HEIGHT}
              onScrolledPast={onScrolledPast}
              renderRow={(r, _i, tabIndex) => (
                <MarketRowView
                  row={r}
                  compact
                  href={`${prefix}${r.href}`}
                  active={isActiveRow(r, host.path)}
                  labels={labels}
                  tabIndex={tabIndex}
                  favourite={favourites.has('alpha', r.id)}
                  onToggleFavourite={() => favourites.toggle('alpha', r.id)}
                  onOpen={open(r)}
                  locale={host.locale}
                  nowMs={Date.now()}
                />
              )}
            />
          )}
        </div>
        {scrolledPast ? (
          <a className="mk-viewall" href={`${prefix}${VIEW_ALL.alpha}`}>
            {labels.viewAll}
          </a>
        ) : null}
      </div>
    </div>
  );
}
