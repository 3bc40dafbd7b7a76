import type { Ref } from 'react';

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
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="m16 16 4.2 4.2" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
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
