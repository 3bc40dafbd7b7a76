import type { Ref } from 'react';
import { Glyph } from '../Glyph.tsx';

/** The header's search button: an icon with its name, announcing the dialog and the shortcuts. */
export function SearchButton({
  label,
  onOpen,
  onPrepare,
  ref,
}: {
  label: string;
  onOpen: () => void;
  onPrepare?: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className="icon-button search-button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-keyshortcuts="/ Control+K Meta+K"
      title={`${label} (/)`}
      data-testid="search-button"
      onPointerEnter={onPrepare}
      onFocus={onPrepare}
      onClick={onOpen}
    >
      <Glyph strokeWidth={1.8}>
        <circle cx="11" cy="11" r="6.5" />
        <path d="m16 16 4.2 4.2" strokeLinecap="round" />
      </Glyph>
    </button>
  );
}

/** SPEC: `/` (outside text fields) and Ctrl/Cmd+K open the search. */
export function isSearchShortcut(e: KeyboardEvent): boolean {
  if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') return true;
  if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey) return false;
  const t = e.target as HTMLElement | null;
  const editable = t?.closest?.('input, textarea, select, [contenteditable=""], [contenteditable="true"]');
  return !editable;
}
