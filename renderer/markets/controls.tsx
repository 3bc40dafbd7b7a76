import { type KeyboardEvent, type ReactNode, useId } from 'react';
import type { MarketLabels } from './host.ts';

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
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && onArrowDown) {
      e.preventDefault();
      onArrowDown();
    }
    if (e.key === 'Escape' && value) {
      e.stopPropagation();
      onChange('');
    }
  };
  return (
    <div className="mk-search">
      <svg className="mk-search-glyph" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <circle cx="7" cy="7" r="4.8" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="m10.6 10.6 3.4 3.4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <input
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
        <button type="button" className="mk-search-clear" aria-label={labels.clear} onClick={() => onChange('')}>
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
}: {
  tabs: readonly TabOption[];
  selected: string;
  onSelect: (code: string) => void;
  label: string;
  className?: string;
  vertical?: boolean;
  panelId?: string;
}) {
  const id = useId();
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
  return (
    <div
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
