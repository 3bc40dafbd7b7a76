import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { encodeQr } from '../../engine/qrEncode.ts';
import { qrPathData } from '../../engine/qrPath.ts';

/** The cells an SVG path of `M{x} {y}h{run}v1h-{run}z` rectangles covers. */
function cellsOf(d: string): string[] {
  const cells: string[] = [];
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g))
    for (let i = 0; i < Number(run); i++) cells.push(`${Number(x) + i},${y}`);
  return cells.sort();
}

describe('QR code as data (the server encodes, the browser draws)', () => {
  it.each(['http://127.0.0.1:8080/mobileapp?pos=footer', 'https://www.example.com/zh-tw/mobileapp?pos=footer'])(
    'the drawn path covers exactly the dark modules of %s',
    (text) => {
      const code = encodeQr(text);
      const { data, size } = encode(text, { ecc: 'M', border: 0 });
      expect(code).toMatchObject({ text, size });
      const dark: string[] = [];
      for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (data[y]?.[x]) dark.push(`${x},${y}`);
      expect(dark.length).toBeGreaterThan(100);
      const drawn = cellsOf(qrPathData(code));
      expect(drawn).toEqual(dark.sort());
      // One rectangle per run: no cell is drawn twice.
      expect(new Set(drawn).size).toBe(drawn.length);
    },
  );

  it('encodes each text once', () => {
    expect(encodeQr('https://a.example/mobileapp')).toBe(encodeQr('https://a.example/mobileapp'));
  });
});
