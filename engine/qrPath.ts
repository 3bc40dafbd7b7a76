import type { QrModules } from '../schemas/pageData.ts';

/** The dark modules as one SVG path, one rectangle per run of dark modules in a row. */
export function qrPathData({ size, bits }: Pick<QrModules, 'size' | 'bits'>): string {
  const bytes = atob(bits);
  const dark = (i: number) => (bytes.charCodeAt(i >> 3) >> (7 - (i & 7))) & 1;
  let d = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; ) {
      if (!dark(y * size + x)) {
        x++;
        continue;
      }
      let run = 1;
      while (x + run < size && dark(y * size + x + run)) run++;
      d += `M${x} ${y}h${run}v1h-${run}z`;
      x += run;
    }
  }
  return d;
}
