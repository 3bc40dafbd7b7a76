/** A moment in the viewer's own time and in UTC (schedules are read in both). */
export function bothTimes(ms: number): string {
  const d = new Date(ms);
  return `${d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })} your time (${d.toISOString().slice(0, 16).replace('T', ' ')} UTC)`;
}

/**
 * The value of an `<input type="datetime-local">` (the viewer's local wall time, no zone) as epoch
 * milliseconds, or undefined when empty or not a time.
 */
export function fromLocalInput(value: string): number | undefined {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?$/.test(value)) return undefined;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? undefined : ms;
}
