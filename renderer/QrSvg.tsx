import { useMemo } from 'react';
import { qrPathData } from '../engine/qrPath.ts';
import type { QrModules } from '../schemas/pageData.ts';

/** A QR code as one SVG path (no canvas, no data: URL, nothing for the CSP to block). */
export function QrSvg({ code: { size, bits }, label }: { code: Pick<QrModules, 'size' | 'bits'>; label: string }) {
  const d = useMemo(() => qrPathData({ size, bits }), [size, bits]);
  const quiet = 2;
  return (
    <svg
      className="qr"
      viewBox={`${-quiet} ${-quiet} ${size + quiet * 2} ${size + quiet * 2}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect x={-quiet} y={-quiet} width={size + quiet * 2} height={size + quiet * 2} fill="#fff" />
      <path d={d} fill="#0b0e14" />
    </svg>
  );
}
