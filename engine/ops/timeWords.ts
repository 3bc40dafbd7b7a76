/**
 * A moment as ops read it: in their own time zone, with UTC beside it for comparing
 * with logs and colleagues elsewhere. `timeZone` is the reader's (undefined: the runtime's own).
 */
export interface TimeWords {
  /** e.g. "27 Nov 2026, 17:05" in the reader's time zone. */
  local: string;
  /** e.g. "27 Nov 2026, 16:05 UTC". */
  utc: string;
  /** ISO 8601, for <time dateTime>. */
  iso: string;
}

const format = (ms: number, timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(ms);

export function timeWords(ms: number, timeZone?: string): TimeWords | null {
  if (!Number.isFinite(ms)) return null;
  return { local: format(ms, timeZone), utc: `${format(ms, 'UTC')} UTC`, iso: new Date(ms).toISOString() };
}
