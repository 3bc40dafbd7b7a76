import { hashString, rng } from './prng.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** Prices change every tick; two requests within one tick see the same numbers. */
export const TICK_MS = 3000;

/** The change-reftime choice (SPEC §3) as the `timezone` query carries it: '' means rolling 24h. */
export type Timezone = '' | 'utc0' | 'utc8';

export function referenceTime(now: number, tz: Timezone): number {
  if (tz === 'utc0') return Math.floor(now / DAY) * DAY;
  if (tz === 'utc8') return Math.floor((now + 8 * HOUR) / DAY) * DAY - 8 * HOUR;
  return now - DAY;
}

interface Wave {
  amp: number[];
  phase: number[];
}
const PERIODS = [3.1 * DAY, 7.3 * HOUR, 13 * 60_000];
const waves = new Map<string, Wave>();

function wave(key: string, volatility: number): Wave {
  const id = `${key}:${volatility}`;
  let w = waves.get(id);
  if (!w) {
    const r = rng(`wave:${key}`);
    w = {
      amp: [0.035, 0.012, 0.002].map((a) => a * volatility * (0.6 + r() * 0.8)),
      phase: PERIODS.map(() => r() * 2 * Math.PI),
    };
    waves.set(id, w);
  }
  return w;
}

/**
 * A smooth, deterministic walk around `base`: three sine waves (days, hours, minutes) with phases
 * seeded by the key. A function of the injected clock only, so rates look alive and tests can pin them.
 */
export function walk(key: string, base: number, t: number, volatility = 1): number {
  const x = Math.floor(t / TICK_MS) * TICK_MS;
  const w = wave(key, volatility);
  let e = 0;
  for (let i = 0; i < PERIODS.length; i++) e += w.amp[i]! * Math.sin((2 * Math.PI * x) / PERIODS[i]! + w.phase[i]!);
  return base * Math.exp(e);
}

/** Percent change of a walk between the reference time and now. */
export function changePercent(key: string, base: number, now: number, tz: Timezone, volatility = 1): number {
  const then = walk(key, base, referenceTime(now, tz), volatility);
  return ((walk(key, base, now, volatility) - then) / then) * 100;
}

/** A 24h volume that breathes a little with the hour. */
export function volumeUsd(key: string, base: number, t: number): number {
  const phase = (hashString(key) % 1000) / 159;
  return base * (1 + 0.25 * Math.sin((2 * Math.PI * t) / (5 * HOUR) + phase));
}
