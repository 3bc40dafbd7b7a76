import dayjs from 'dayjs';

export const SEND_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * SPEC §3/§8: send_timest (unix seconds) shown as YYYY-MM-DD HH:mm:ss in the viewer's time zone;
 * anything that is not a usable time gives an empty string instead of "Invalid Date".
 */
export function formatSendTime(seconds: unknown): string {
  try {
    const n = typeof seconds === 'string' && seconds.trim() !== '' ? Number(seconds) : seconds;
    if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return '';
    const d = dayjs.unix(n);
    return d.isValid() ? d.format(SEND_TIME_FORMAT) : '';
  } catch {
    return '';
  }
}

/** The machine-readable form for a <time dateTime> attribute ('' when unusable). */
export function isoSendTime(seconds: unknown): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return '';
  const d = new Date(seconds * 1000);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}
