import type { ReactNode } from 'react';

/**
 * The frame of the layer's line icons: 24 units square, stroked in the text colour and unfilled,
 * hidden from assistive technology (the button around an icon carries its name). Shapes inherit
 * the stroke; each keeps its own caps and joins.
 */
export function Glyph({ size = 20, strokeWidth = 1.7, children }: { size?: number; strokeWidth?: number; children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth={strokeWidth}>
        {children}
      </g>
    </svg>
  );
}
