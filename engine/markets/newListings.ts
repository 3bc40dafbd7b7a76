/**
 * SPEC §4: rows whose opening_time (unix seconds) is still in the future come first, soonest
 * first; the rest keep their order.
 */
export function newListingsFirst<T extends { opening_time?: number }>(rows: readonly T[], nowMs: number): T[] {
  const now = nowMs / 1000;
  const upcoming = rows.filter((r) => (r.opening_time ?? 0) > now).sort((a, b) => (a.opening_time ?? 0) - (b.opening_time ?? 0));
  return [...upcoming, ...rows.filter((r) => !((r.opening_time ?? 0) > now))];
}
