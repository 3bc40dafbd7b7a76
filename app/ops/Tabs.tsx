import { type KeyboardEvent, useRef } from 'react';

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the chosen panel is drawn. */
export function Tabs<T extends string>({
  tabs,
  current,
  onSelect,
  idPrefix,
}: {
  tabs: readonly { id: T; label: string }[];
  current: T;
  onSelect: (id: T) => void;
  idPrefix: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const n = tabs.length;
    const next =
      e.key === 'ArrowRight' ? (i + 1) % n : e.key === 'ArrowLeft' ? (i - 1 + n) % n : e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : -1;
    if (next < 0) return;
    e.preventDefault();
    onSelect(tabs[next]!.id);
    refs.current[next]?.focus();
  };
  return (
    <div className="ops-tabs" role="tablist" aria-label="Editor views">
      {tabs.map((t, i) => (
        <button
          key={t.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${t.id}`}
          aria-selected={t.id === current}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={t.id === current ? 0 : -1}
          className="tab ops-tab"
          onClick={() => onSelect(t.id)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
