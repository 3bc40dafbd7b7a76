import { Glyph } from './Glyph.tsx';

/** The × of every close and dismiss button (drawer, dialogs, announcement bar, header bubble). */
export function CloseGlyph({ size, strokeWidth = 1.8 }: { size: number; strokeWidth?: number }) {
  return (
    <Glyph size={size} strokeWidth={strokeWidth}>
      <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
    </Glyph>
  );
}
