/**
 * The schedule as ops see it: a datetime-local field in the browser's own time zone, stored as UTC
 * (ISO 8601), and shown both ways so nobody mistakes one for the other.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's time zone by name (Europe/Berlin), for the field's label. */
export function localZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'local time';
  } catch {
    return 'local time';
  }
}

/** A stored time as the value of a datetime-local field (local time, minutes); '' for none or unreadable. */
export function toLocalInput(iso: unknown): string {
  if (typeof iso !== 'string') return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (local time) as the stored UTC time; null for an empty field. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** "2026-11-27 09:00 UTC · 10:00 in Europe/Berlin": one stored time read both ways. */
export function bothClocks(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return `not a time: ${iso}`;
  const utc = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
  const local = toLocalInput(iso).replace('T', ' ');
  return `${utc} · ${local} your time (${localZone()})`;
}

/** Now, to the second, as stored ("End now"). */
export const nowIso = (now = Date.now()) => new Date(Math.floor(now / 1000) * 1000).toISOString();
