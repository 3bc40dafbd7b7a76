/**
 * The columns of a SPEC §3 spot market row (schemas/api/spot.ts), by name. No imports: the
 * markets code reads rows through these names without loading the row's schema.
 */
export const SPOT_COL = {
  pair: 0,
  name: 1,
  ratePercent: 2,
  rate: 3,
  prevRate: 4,
  volume: 5,
  multiple: 6,
  credit: 7,
  categories: 8,
  openingTime: 9,
  crossMultiple: 10,
  st: 11,
  icon: 12,
} as const;
