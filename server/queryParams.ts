import * as z from 'zod';
import type { Timezone } from './data/prices.ts';

/** A whole-number query value with a default and bounds; anything else is a 400. */
export const intParam = (def: number, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .optional()
    .transform((v) => (v === undefined ? def : Number(v)))
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

/** The change-reftime choice (SPEC §7): empty for 24h, utc0 or utc8; '24h' is read as empty. */
export const timezoneParam = z
  .enum(['', '24h', 'utc0', 'utc8'])
  .optional()
  .transform((v): Timezone => (v === undefined || v === '24h' ? '' : v));

/** A fixed value the SPEC client always sends (exchange_type, tab, area); others are refused. */
export const fixedParam = <const T extends string>(value: T) => z.literal(value).optional().default(value);
