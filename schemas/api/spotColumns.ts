/**
 * The columns of a SPEC §3 spot market row (schemas/api/spot.ts), by name. No imports, and the
 * row's schema does not import it either: the markets code reads rows through these names, and the
 * schema's chunk (loaded by the endpoint table, app/layer/api/call.ts) shares no module with the markets
 * code, so it never pulls that code into a page that only loads the schema's chunk.
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
