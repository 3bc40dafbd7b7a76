import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { fiatFilter } from '../../engine/search/filters.ts';
import { NoData, SearchBox } from './controls.tsx';
import type { MarketLabels } from './marketHost.ts';

export interface PickerOption {
  fiat: string;
  /** A second line, e.g. the currency symbol or payment methods. */
  detail?: string;
}

/**
 * The currency picker with search (SPEC §2 header elements): a search box filtering by fiat code
 * (SPEC §5: case-insensitive substring) over a listbox; ArrowUp/ArrowDown move, Enter chooses.
 */
export function CurrencyPicker({
  options,
  value,
  onSelect,
  labels,
}: {
  options: readonly PickerOption[];
  value: string;
  onSelect: (fiat: string) => void;
  labels: Pick<MarketLabels, 'search' | 'clear' | 'noData' | 'searchCurrency' | 'currency'>;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => fiatFilter(options, query), [options, query]);
  const [active, setActive] = useState(0);
  const focusOption = (i: number) => {
    const next = Math.max(0, Math.min(shown.length - 1, i));
    setActive(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: shown.length - 1 };
    if (e.key in moves) {
      e.preventDefault();
      focusOption(moves[e.key]!);
    }
  };
  return (
    <div className="fiat-picker">
      <SearchBox
        value={query}
        onChange={(v) => {
          setQuery(v);
          setActive(0);
        }}
        labels={{ ...labels, search: labels.searchCurrency } as MarketLabels}
        label={labels.searchCurrency}
        onArrowDown={() => focusOption(0)}
      />
      {shown.length === 0 ? (
        <NoData text={labels.noData} />
      ) : (
        <div className="fiat-list" role="listbox" aria-label={labels.currency} onKeyDown={onKeyDown}>
          {shown.map((o, i) => (
            <div
              key={o.fiat}
              id={`${id}-${i}`}
              role="option"
              className="fiat-option option-button"
              tabIndex={i === active ? 0 : -1}
              aria-selected={o.fiat === value}
              onClick={() => onSelect(o.fiat)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  onSelect(o.fiat);
                }
              }}
            >
              <span>{o.fiat}</span>
              {o.detail ? <span className="fiat-methods">{o.detail}</span> : null}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
