/**
 * How often an open, visible page asks for the bulletin again, so a bar started since it loaded
 * shows within about this without a reload. Hidden pages do not ask; shown again, they ask at once.
 */
export const BULLETIN_POLL_MS = 5 * 60_000;

/** The wait before the next ask: the interval ±20% by `random` (0 to 1), so open pages do not ask in step. */
export function bulletinPollDelay(random: () => number, every: number = BULLETIN_POLL_MS): number {
  return Math.round(every * (0.8 + 0.4 * Math.min(1, Math.max(0, random()))));
}
