import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import {
  LIST_HEIGHT,
  MARKET_SKELETON_ROWS,
  OVERSCAN,
  ROW_HEIGHT,
  SCROLL_THROTTLE_MS,
  VIEW_ALL_AFTER_PX,
} from '../../schemas/constants/markets.ts';
import { NoData } from './controls.tsx';
import { throttle } from './format.ts';

/** SPEC §9 constants, defined in schemas/constants/. */
export { LIST_HEIGHT, MARKET_SKELETON_ROWS, OVERSCAN, ROW_HEIGHT, SCROLL_THROTTLE_MS, VIEW_ALL_AFTER_PX };

interface Props<T> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  renderRow: (row: T, index: number, tabIndex: 0 | -1) => ReactNode;
  label: string;
  rowHeight?: number;
  height?: number;
  /** Told (throttled) whether the list has been scrolled past VIEW_ALL_AFTER_PX. */
  onScrolledPast?: (past: boolean) => void;
}

/**
 * A virtual list: only the rows in view plus the overscan are in the DOM (about 28 of 2,700).
 * One tab stop for the whole list; ArrowUp/ArrowDown/Home/End move between rows and scroll
 * the row into view first, since it may not be drawn yet.
 */
export function VirtualRows<T>({ rows, rowKey, renderRow, label, rowHeight = ROW_HEIGHT, height = LIST_HEIGHT, onScrolledPast }: Props<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    initialRect: { width: 0, height },
  });

  // A new list (tab, search) starts at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new rows array is the signal
  useEffect(() => {
    setFocusIndex(0);
    scrollRef.current?.scrollTo({ top: 0 });
    onScrolledPast?.(false);
  }, [rows, onScrolledPast]);

  const onScroll = useMemo(
    () =>
      throttle(() => {
        const top = scrollRef.current?.scrollTop ?? 0;
        onScrolledPast?.(top >= VIEW_ALL_AFTER_PX);
      }, SCROLL_THROTTLE_MS),
    [onScrolledPast],
  );
  useEffect(() => onScroll.cancel, [onScroll]);

  const focusRow = (index: number) => {
    const i = Math.max(0, Math.min(rows.length - 1, index));
    setFocusIndex(i);
    virtualizer.scrollToIndex(i, { align: 'auto' });
    requestAnimationFrame(() => {
      scrollRef.current?.querySelector<HTMLElement>(`[data-index="${i}"] [data-row-focus]`)?.focus();
    });
  };

  const onKeyDown = (e: globalThis.KeyboardEvent) => {
    const target = e.target as HTMLElement;
    const index = Number(target.closest('[data-index]')?.getAttribute('data-index') ?? focusIndex);
    const page = Math.floor(height / rowHeight);
    const next: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: rows.length - 1,
      PageDown: index + page,
      PageUp: index - page,
    };
    if (e.key in next) {
      e.preventDefault();
      focusRow(next[e.key]!);
    }
  };

  // Row keys are handled once for the list (delegation); the latest handler sees the latest rows.
  const keyHandler = useRef(onKeyDown);
  keyHandler.current = onKeyDown;
  useEffect(() => {
    const el = listRef.current;
    const listener = (e: globalThis.KeyboardEvent) => keyHandler.current(e);
    el?.addEventListener('keydown', listener);
    return () => el?.removeEventListener('keydown', listener);
  }, []);

  return (
    <div ref={scrollRef} className="mk-scroll" style={{ height }} onScroll={onScroll}>
      <ul ref={listRef} aria-label={label} className="mk-rows" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((v) => {
          const row = rows[v.index] as T;
          return (
            <li
              key={rowKey(row)}
              className="mk-slot"
              data-index={v.index}
              style={{ height: rowHeight, transform: `translateY(${v.start}px)` }}
            >
              {renderRow(row, v.index, v.index === focusIndex ? 0 : -1)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Placeholder rows while a list loads (SPEC §9: 10 rows of 58 px; Alpha 8 rows of 49 px). */
export function SkeletonRows({ count, rowHeight }: { count: number; rowHeight: number }) {
  return (
    <div className="mk-skeleton" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="mk-skeleton-row" style={{ height: rowHeight }}>
          <span className="mk-skeleton-icon" />
          <span className="mk-skeleton-text" />
          <span className="mk-skeleton-num" />
        </div>
      ))}
    </div>
  );
}

/** A market list's body: skeleton rows while loading, the no-data placeholder, or the virtual list. */
export function ListBody<T>({
  loading,
  skeletonRows,
  noDataText,
  ...list
}: Props<T> & { loading: boolean; skeletonRows: number; noDataText: string }) {
  if (loading) return <SkeletonRows count={skeletonRows} rowHeight={list.rowHeight ?? ROW_HEIGHT} />;
  if (list.rows.length === 0) return <NoData text={noDataText} />;
  return <VirtualRows {...list} />;
}
