import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { MarketLabels } from './marketHost.ts';

/** The panel's search box: placeholder and a clear action (SPEC §5). ArrowDown moves to the list. */
export function SearchBox({
  value,
  onChange,
  labels,
  label,
  onArrowDown,
}: {
  value: string;
  onChange: (v: string) => void;
  labels: MarketLabels;
  label: string;
  onArrowDown?: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && onArrowDown) {
      e.preventDefault();
      onArrowDown();
    }
    if (e.key === 'Escape' && value) {
      // The first Escape empties the box (the browser would too); only the next one closes the panel.
      e.preventDefault();
      e.stopPropagation();
      onChange('');
    }
  };
  // The clear button goes away with the text: focus stays in the box rather than on the page body.
  const clear = () => {
    onChange('');
    input.current?.focus();
  };
  return (
    <div className="mk-search">
      <svg className="mk-search-glyph" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <circle cx="7" cy="7" r="4.8" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="m10.6 10.6 3.4 3.4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <input
        ref={input}
        type="search"
        className="mk-search-input"
        placeholder={labels.search}
        aria-label={label}
        value={value}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
      />
      {value ? (
        <button type="button" className="mk-search-clear" aria-label={labels.clear} onClick={clear}>
          <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true" focusable="false">
            <path d="m2.5 2.5 7 7m0-7-7 7" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}

export interface TabOption {
  code: string;
  name: ReactNode;
}

/** WAI-ARIA tabs with a roving tab stop: ArrowLeft/ArrowRight (flipped in RTL), Home, End. */
export function Tabs({
  tabs,
  selected,
  onSelect,
  label,
  className = 'mk-tabs',
  vertical = false,
  panelId,
  scrollLabels,
}: {
  tabs: readonly TabOption[];
  selected: string;
  onSelect: (code: string) => void;
  label: string;
  className?: string;
  vertical?: boolean;
  panelId?: string;
  /** Scroll buttons' names; a horizontal bar that overflows shows them. */
  scrollLabels?: { back: string; forward: string };
}) {
  const id = useId();
  const bar = useTabScroll(vertical ? null : selected);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = tabs.findIndex((t) => t.code === selected);
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const fwd = vertical ? 'ArrowDown' : rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = vertical ? 'ArrowUp' : rtl ? 'ArrowRight' : 'ArrowLeft';
    const to = e.key === fwd ? i + 1 : e.key === back ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : null;
    if (to === null) return;
    e.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.code);
    requestAnimationFrame(() => document.getElementById(`${id}-${next.code}`)?.focus());
  };
  const list = (
    <div
      ref={bar.ref}
      role="tablist"
      aria-label={label}
      aria-orientation={vertical ? 'vertical' : 'horizontal'}
      className={className}
      onKeyDown={onKeyDown}
    >
      {tabs.map((t) => (
        <button
          key={t.code}
          id={`${id}-${t.code}`}
          type="button"
          role="tab"
          className="mk-tab"
          aria-selected={t.code === selected}
          aria-controls={panelId}
          tabIndex={t.code === selected ? 0 : -1}
          onClick={() => onSelect(t.code)}
        >
          {t.name}
        </button>
      ))}
    </div>
  );
  if (vertical) return list;
  // Scroll buttons are for the mouse (keyboard users move along the tabs with the arrow keys).
  return (
    <div className={`mk-tabbar${bar.back ? ' mk-tabbar--back' : ''}${bar.forward ? ' mk-tabbar--forward' : ''}`}>
      {bar.back ? <ScrollButton end="back" label={scrollLabels?.back} onPage={() => bar.page(-1)} /> : null}
      {list}
      {bar.forward ? <ScrollButton end="forward" label={scrollLabels?.forward} onPage={() => bar.page(1)} /> : null}
    </div>
  );
}

function ScrollButton({ end, label, onPage }: { end: 'back' | 'forward'; label: string | undefined; onPage: () => void }) {
  return (
    <button type="button" className={`mk-tabscroll mk-tabscroll--${end}`} tabIndex={-1} aria-label={label} onClick={onPage}>
      <Chevron />
    </button>
  );
}

function Chevron() {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="m4.5 2.5 3.5 3.5-3.5 3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A tab bar wider than its panel: which ends hide tabs (for the scroll buttons), paging by a
 * button, a vertical mouse wheel turned into horizontal scrolling, and the selected tab kept in view.
 * `selected` null: not a horizontal bar.
 */
function useTabScroll(selected: string | null) {
  const ref = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ back: false, forward: false });
  useEffect(() => {
    const el = ref.current;
    if (!el || selected === null) return;
    const measure = () => {
      // Logical ends: in RTL scrollLeft runs from 0 down to negative values.
      const start = Math.abs(el.scrollLeft);
      const back = start > 1;
      const forward = start + el.clientWidth < el.scrollWidth - 1;
      setEnds((e) => (e.back === back && e.forward === forward ? e : { back, forward }));
    };
    const onWheel = (e: WheelEvent) => {
      if (Math.abs(e.deltaY) <= Math.abs(e.deltaX) || el.scrollWidth <= el.clientWidth) return;
      const before = el.scrollLeft;
      el.scrollLeft += getComputedStyle(el).direction === 'rtl' ? -e.deltaY : e.deltaY;
      // Only a bar that moved keeps the wheel; at its end the page scrolls as usual.
      if (el.scrollLeft !== before) e.preventDefault();
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    el.addEventListener('wheel', onWheel, { passive: false });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resize?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      el.removeEventListener('wheel', onWheel);
      resize?.disconnect();
    };
  }, [selected]);
  // The selected tab (chosen by key, click or after a reload) is scrolled into view.
  useEffect(() => {
    const el = ref.current;
    const tab = el?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!el || !tab || selected === null) return;
    const bar = el.getBoundingClientRect();
    const r = tab.getBoundingClientRect();
    if (r.left < bar.left) el.scrollLeft -= bar.left - r.left + 24;
    else if (r.right > bar.right) el.scrollLeft += r.right - bar.right + 24;
  }, [selected]);
  const page = (dir: 1 | -1) => {
    const el = ref.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl';
    el.scrollBy({ left: dir * (rtl ? -1 : 1) * el.clientWidth * 0.7, behavior: 'smooth' });
  };
  return { ref, ...ends, page };
}

/** A list that could not be loaded: said plainly, with a retry (an empty market says No data). */
export function LoadFailed({ text, retry, onRetry }: { text: string; retry: string; onRetry: () => void }) {
  return (
    <div className="mk-empty mk-failed" role="alert">
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="16" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M24 15v11M24 31.5v1" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <span>{text}</span>
      <button type="button" className="mk-retry" onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}

export function NoData({ text }: { text: string }) {
  return (
    <div className="mk-empty" role="status">
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
        <rect x="8" y="12" width="32" height="26" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 20h32M16 28h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{text}</span>
    </div>
  );
}
