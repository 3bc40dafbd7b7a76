import { hashString } from '../../engine/hash.ts';

/** Seeded randomness: the same key always gives the same sequence (no Math.random anywhere). */
export { hashString };

export type Rng = () => number;

/** mulberry32: small, fast, good enough for demo data. Returns floats in [0, 1). */
export function rng(key: string): Rng {
  let a = hashString(key);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
export const between = (r: Rng, min: number, max: number): number => min + r() * (max - min);
export const intBetween = (r: Rng, min: number, max: number): number => Math.floor(between(r, min, max + 1));

export function chars(r: Rng, alphabet: string, length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += alphabet[Math.floor(r() * alphabet.length)];
  return s;
}

/** A memo for values built once per process from constants (market universes). */
export function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= build();
    return value;
  };
}
