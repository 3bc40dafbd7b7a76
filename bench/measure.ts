/** This process's CPU time in milliseconds: unlike the clock, it does not count the turns other processes take. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Runs `fn` repeatedly for about `ms` milliseconds of this process's CPU time after a warm-up and
 * returns CPU microseconds per call, so a figure taken beside other work still says what one call costs.
 */
export function measure(fn: () => unknown, ms = 300): { usPerOp: number; ops: number } {
  for (let i = 0; i < 50; i++) fn();
  let ops = 0;
  const start = cpuMs();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 20; i++) fn();
    ops += 20;
    now = cpuMs();
  }
  return { usPerOp: ((now - start) * 1000) / ops, ops };
}

export function row(cells: (string | number)[], widths: number[]): string {
  return cells.map((c, i) => String(c).padEnd(widths[i] ?? 12)).join(' ');
}
