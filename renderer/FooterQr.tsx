import { useMemo } from 'react';
import { encodeQr } from '../engine/qrEncode.ts';
import { QrSvg } from './QrSvg.tsx';

/** A QR code encoded in the browser: the header's download panel, and a footer the server did not encode. */
export default function FooterQr({ value, label }: { value: string; label: string }) {
  const code = useMemo(() => encodeQr(value), [value]);
  return <QrSvg code={code} label={label} />;
}
