/** The × of every close and dismiss button (drawer, dialogs, announcement bar, header bubble). */
export function CloseGlyph({ size, strokeWidth = 1.8 }: { size: number; strokeWidth?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" />
    </svg>
  );
}
