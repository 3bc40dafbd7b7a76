/** Runs `fn` repeatedly for about `ms` milliseconds after a warm-up and returns microseconds per call. */
export function measure(fn: () => unknown, ms = 300): { usPerOp: number; ops: number } {
  for (let i = 0; i < 50; i++) fn();
  let ops = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 20; i++) fn();
    ops += 20;
    now = performance.now();
  }
  return { usPerOp: ((now - start) * 1000) / ops, ops };
}

export function row(cells: (string | number)[], widths: number[]): string {
  return cells.map((c, i) => String(c).padEnd(widths[i] ?? 12)).join(' ');
}
