import { cachedNumberFormat } from '../format.ts';

/**
 * Numbers as a trader reads them in the page's language: prices with the source's precision and
 * thousands separators, signed percentages, compact volumes and listing times, all through Intl.
 * `locale` is the page language's Intl locale (engine/format.ts intlLocale); formatters are
 * built once per locale and options (engine/format.ts cachedNumberFormat).
 */

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Latin digits everywhere (Arabic pages included): prices are compared digit by digit. */
const LATN = { numberingSystem: 'latn' } as const;

/**
 * A price as the API sent it ('465232.51', '0.00001234', '1e-7'): grouped, with exactly the
 * decimals it came with (a price's precision is part of the market), '--' when unknown.
 */
export function formatPrice(price: string, locale: string): string {
  const s = price.trim();
  const n = Number(s);
  if (s === '' || !Number.isFinite(n)) return '--';
  const m = /^-?\d*\.?(\d*)$/.exec(s);
  const decimals = Math.min(m ? (m[1]?.length ?? 0) : 8, 20);
  return cachedNumberFormat(locale, { ...LATN, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n);
}

/** Change in percent: signed, two decimals (SPEC §9), the locale's percent sign; '--' when unknown. */
export function formatPercent(change: number | null, locale: string): string {
  if (change === null || !Number.isFinite(change)) return '--';
  return cachedNumberFormat(locale, {
    ...LATN,
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(change / 100);
}

/** A 24h volume, compact (1.23M, 4.5B; 123万 in Chinese); '--' when unknown or zero. */
export function formatVolume(volume: number | undefined, locale: string): string {
  if (volume === undefined || !Number.isFinite(volume) || volume <= 0) return '--';
  return cachedNumberFormat(locale, { ...LATN, notation: 'compact', maximumFractionDigits: 2 }).format(volume);
}

/** When an upcoming listing opens, in the page's language and the visitor's timezone. */
export function formatOpening(ms: number, locale: string, timeZone?: string): string {
  const k = `d|${locale}|${timeZone ?? ''}`;
  let f = dateFormats.get(k);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...LATN, month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone });
    dateFormats.set(k, f);
  }
  return f.format(ms);
}

/** SPEC §3 opening times are seconds; a few sources send milliseconds. */
export const openingMs = (t: number | undefined): number => (!t ? 0 : t < 1e12 ? t * 1000 : t);

/** A row not yet trading: its opening time is ahead of now. */
export const upcoming = (openingTime: number | undefined, nowMs: number): boolean => openingMs(openingTime) > nowMs;
