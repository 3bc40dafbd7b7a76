import { useCallback, useDeferredValue, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { isActiveRow, VIEW_ALL } from '../../engine/markets/links.ts';
import type { MarketKind, MarketRow } from '../../engine/markets/row.ts';
import { LoadFailed, SearchBox, Tabs } from './controls.tsx';
import { MarketRowView } from './MarketRowView.tsx';
import { type MarketHost, type MarketSource, type PanelLoad, useMarketPrefs } from './marketHost.ts';
import { useRowSearch } from './useRowSearch.ts';
import { ListBody, MARKET_SKELETON_ROWS } from './VirtualRows.tsx';

export const FAVOURITES_TAB = '__favourites';

type Lazy = MarketRow[] | 'loading';

function uniqueRows(lists: readonly MarketRow[][]): MarketRow[] {
  const seen = new Map<string, MarketRow>();
  for (const list of lists) for (const r of list) if (!seen.has(r.id)) seen.set(r.id, r);
  return [...seen.values()];
}

/**
 * A market panel (SPEC §4): a Favourites tab first, then a tab per category, a search box, the
 * virtual list of rows (10 skeleton rows while loading, the no-data placeholder when nothing
 * matches) and View All once scrolled 450 px.
 */
export function MarketPanel({
  kind,
  title,
  host,
  source,
  panelId,
}: {
  kind: MarketKind;
  title: string;
  host: MarketHost;
  source: MarketSource;
  panelId: string;
}) {
  const { prefix } = host;
  const { labels } = source;
  const prefs = useMarketPrefs(host);
  const [load, setLoad] = useState<PanelLoad | null>(null);
  const [attempt, setAttempt] = useState(0);
  const tabs = load?.tabs ?? null;
  const [selected, setSelected] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [lazy, setLazy] = useState<Record<string, Lazy>>({});
  const [scrolledPast, setScrolledPast] = useState(false);
  const favourites = source.favourites;
  const favVersion = useSyncExternalStore(favourites.subscribe, favourites.version, favourites.version);

  // Asked again on a retry and when the change period changes (in this tab or another one): the
  // rows shown meanwhile are the old period's, replaced as soon as the new ones arrive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt and prefs.refTime are the signals
  useEffect(() => {
    let live = true;
    void source.panel(kind).then((t) => {
      if (live) setLoad(t);
    });
    const off = source.onRefresh(kind, (t) => setLoad(t));
    return () => {
      live = false;
      off();
    };
  }, [kind, source, attempt, prefs.refTime]);
  const retry = useCallback(() => {
    setLoad(null);
    setAttempt((n) => n + 1);
  }, []);

  const loaded = useMemo(() => Object.values(lazy).filter((v): v is MarketRow[] => v !== 'loading'), [lazy]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: favVersion is the favourites' change signal
  const favouriteRows = useMemo(
    () => uniqueRows([...(tabs ?? []).map((t) => t.rows), ...loaded]).filter((r) => favourites.has(r.kind, r.id)),
    [tabs, loaded, favourites, favVersion],
  );

  const current = selected ?? tabs?.[0]?.code ?? FAVOURITES_TAB;
  const tab = tabs?.find((t) => t.code === current);
  const lazyState = tab?.lazy ? lazy[tab.code] : undefined;
  const baseRows = current === FAVOURITES_TAB ? favouriteRows : tab?.lazy ? (Array.isArray(lazyState) ? lazyState : []) : (tab?.rows ?? []);
  // A lazy tab may hold another market's rows (delivery inside futures): search them as theirs.
  const rowsKind = baseRows[0]?.kind ?? kind;
  // A keystroke paints the box at once; the list follows as an interruptible render, so typing
  // never waits on drawing rows (the next key simply replaces the pending list).
  const deferredQuery = useDeferredValue(query);
  const rows = useRowSearch(rowsKind, baseRows, deferredQuery);

  const select = (code: string) => {
    setSelected(code);
    const t = tabs?.find((x) => x.code === code);
    if (t?.lazy && lazy[code] === undefined) {
      setLazy((l) => ({ ...l, [code]: 'loading' }));
      void source.lazyTab(kind, code).then((r) => setLazy((l) => ({ ...l, [code]: r })));
    }
  };

  const onScrolledPast = useCallback((past: boolean) => setScrolledPast(past), []);
  const loading = load === null || lazyState === 'loading';
  const failed = load?.failed === true && !tab?.lazy;
  const showVolume = rowsKind === 'spot' || rowsKind === 'futures';
  // The list is redrawn only when what it shows changes, not on the keystroke that echoes the box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: favVersion is the favourites' change signal
  const body = useMemo(() => {
    if (failed && rows.length === 0) return <LoadFailed text={labels.loadFailed} retry={labels.retry} onRetry={retry} />;
    const nowMs = Date.now();
    return (
      <ListBody
        loading={loading}
        skeletonRows={MARKET_SKELETON_ROWS}
        noDataText={labels.noData}
        rows={rows}
        rowKey={(r) => r.id}
        label={title}
        onScrolledPast={onScrolledPast}
        renderRow={(r, _i, tabIndex) => (
          <MarketRowView
            row={r}
            href={`${prefix}${r.href}`}
            active={isActiveRow(r, host.path)}
            labels={labels}
            tabIndex={tabIndex}
            favourite={favourites.has(r.kind, r.id)}
            onToggleFavourite={() => favourites.toggle(r.kind, r.id)}
            locale={host.locale}
            nowMs={nowMs}
            showVolume={showVolume}
          />
        )}
      />
    );
  }, [failed, rows, loading, labels, title, onScrolledPast, prefix, host, favourites, favVersion, showVolume, retry]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: select reads only tabs and lazy, listed
  const tabBar = useMemo(
    () =>
      tabs && tabs.length > 0 ? (
        <Tabs
          tabs={[{ code: FAVOURITES_TAB, name: labels.favourites }, ...tabs.map((t) => ({ code: t.code, name: t.name }))]}
          selected={current}
          onSelect={select}
          label={title}
          panelId={panelId}
          scrollLabels={{ back: labels.previousTabs, forward: labels.moreTabs }}
        />
      ) : null,
    [tabs, lazy, current, labels, title, panelId],
  );
  const focusList = () => document.getElementById(panelId)?.querySelector<HTMLElement>('[data-row-focus]')?.focus();

  return (
    <div className={`mk-panel mk--${prefs.riseColor}`} data-kind={kind}>
      <SearchBox value={query} onChange={setQuery} labels={labels} label={`${labels.search}: ${title}`} onArrowDown={focusList} />
      {tabBar}
      <div id={panelId} role={tabs && tabs.length > 0 ? 'tabpanel' : undefined} className="mk-body" aria-busy={loading}>
        {body}
      </div>
      {scrolledPast ? (
        <a className="mk-viewall" href={`${prefix}${VIEW_ALL[kind]}`}>
          {labels.viewAll}
        </a>
      ) : null}
    </div>
  );
}
