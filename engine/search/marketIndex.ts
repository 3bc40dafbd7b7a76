/**
 * SPEC §5 spot/futures search ranking over a precomputed index.
 *
 * Tiers, best first: exact base, base prefix, exact quote, base contains, quote contains, name or
 * pair contains. Each searchable field of every row is joined into one lower-case string with a
 * newline between rows, so one native `indexOf` sweep per field finds every match (a query never
 * holds a newline, so matches never cross rows) and a position-to-row table turns hits into rows.
 * A keystroke costs a few string scans plus work proportional to the matches, not a pass of
 * JavaScript over every row.
 */
export interface Searchable {
  curr_a?: string;
  curr_b?: string;
  name?: string;
  pair?: string;
}

export const TIER = { exactBase: 0, basePrefix: 1, exactQuote: 2, baseContains: 3, quoteContains: 4, nameOrPair: 5 } as const;
const NONE = 255;

interface Field {
  text: string;
  /** Row of each character position of `text` (separator positions belong to the row before). */
  rowAt: Int32Array;
  /** Start offset of each row's value in `text`. */
  start: Int32Array;
  /** Length of each row's value. */
  len: Int32Array;
}

function buildField(values: string[]): Field {
  const start = new Int32Array(values.length);
  const len = new Int32Array(values.length);
  let offset = 0;
  values.forEach((v, i) => {
    start[i] = offset;
    len[i] = v.length;
    offset += v.length + 1;
  });
  const text = values.join('\n');
  const rowAt = new Int32Array(text.length + 1);
  values.forEach((v, i) => {
    rowAt.fill(i, start[i], (start[i] ?? 0) + v.length + 1);
  });
  return { text, rowAt, start, len };
}

export interface MarketIndex<T> {
  rows: readonly T[];
  search(query: string, limit?: number): T[];
}

/**
 * Builds the index once per list. Rows without curr_a are skipped (SPEC §5). `aliases` maps a
 * lower-case query to the lower-case base it means exactly (the SPEC's nm/nmt alias).
 */
export function buildMarketIndex<T extends Searchable>(input: readonly T[], aliases: Record<string, string> = {}): MarketIndex<T> {
  const rows = input.filter((r) => typeof r.curr_a === 'string' && r.curr_a !== '');
  const lower = (s: string | undefined) => (s ?? '').toLowerCase().replace(/[\n\t]/g, ' ');
  const base = buildField(rows.map((r) => lower(r.curr_a)));
  const quote = buildField(rows.map((r) => lower(r.curr_b)));
  const other = buildField(rows.map((r) => `${lower(r.name)}\t${lower(r.pair)}`));
  const tiers = new Uint8Array(rows.length).fill(NONE);
  const baseRows = new Map<string, number[]>();
  rows.forEach((r, i) => {
    const k = lower(r.curr_a);
    const list = baseRows.get(k);
    if (list) list.push(i);
    else baseRows.set(k, [i]);
  });

  function search(raw: string, limit = Number.POSITIVE_INFINITY): T[] {
    const q = raw
      .trim()
      .toLowerCase()
      .replace(/[\n\t]/g, ' ');
    if (q === '') return rows.slice(0, limit);
    const touched: number[] = [];
    const mark = (row: number, tier: number) => {
      const t = tiers[row] ?? NONE;
      if (t === NONE) touched.push(row);
      if (tier < t) tiers[row] = tier;
    };
    const scan = (f: Field, onHit: (row: number, at: number) => void) => {
      for (let at = f.text.indexOf(q); at !== -1; at = f.text.indexOf(q, at + 1)) onHit(f.rowAt[at] ?? 0, at);
    };
    scan(base, (row, at) => {
      const s = base.start[row] ?? 0;
      if (at !== s) return mark(row, TIER.baseContains);
      mark(row, q.length === base.len[row] ? TIER.exactBase : TIER.basePrefix);
    });
    scan(quote, (row, at) => mark(row, at === quote.start[row] && q.length === quote.len[row] ? TIER.exactQuote : TIER.quoteContains));
    scan(other, (row) => mark(row, TIER.nameOrPair));
    const alias = aliases[q];
    if (alias) for (const row of baseRows.get(alias) ?? []) mark(row, TIER.exactBase);

    // Counting sort by tier; inside a tier rows keep their list order (the server's, e.g. volume).
    // Many hits: one typed-array sweep beats sorting the hit list; few hits: sort them.
    const inOrder = touched.length * 8 > rows.length ? null : touched.sort((a, b) => a - b);
    const counts = new Int32Array(7);
    const visit = (fn: (row: number, tier: number) => void) => {
      if (inOrder) for (const row of inOrder) fn(row, tiers[row] ?? NONE);
      else for (let row = 0; row < rows.length; row++) if (tiers[row] !== NONE) fn(row, tiers[row] ?? NONE);
    };
    visit((_, tier) => {
      counts[tier + 1] = (counts[tier + 1] ?? 0) + 1;
    });
    for (let t = 1; t < 7; t++) counts[t] = (counts[t] ?? 0) + (counts[t - 1] ?? 0);
    const out = new Array<T>(touched.length);
    visit((row, tier) => {
      const at = counts[tier] ?? 0;
      out[at] = rows[row] as T;
      counts[tier] = at + 1;
    });
    for (const row of touched) tiers[row] = NONE;
    return out.length > limit ? out.slice(0, limit) : out;
  }

  return { rows, search };
}

/** The same ranking written as a plain filter-and-sort: the reference the index is tested against. */
export function rankNaive<T extends Searchable>(rows: readonly T[], raw: string, aliases: Record<string, string> = {}): T[] {
  const q = raw.trim().toLowerCase();
  const valid = rows.filter((r) => r.curr_a);
  if (q === '') return [...valid];
  const tierOf = (r: T): number => {
    const b = (r.curr_a ?? '').toLowerCase();
    const c = (r.curr_b ?? '').toLowerCase();
    if (b === q || aliases[q] === b) return TIER.exactBase;
    if (b.startsWith(q)) return TIER.basePrefix;
    if (c === q) return TIER.exactQuote;
    if (b.includes(q)) return TIER.baseContains;
    if (c.includes(q)) return TIER.quoteContains;
    if ((r.name ?? '').toLowerCase().includes(q) || (r.pair ?? '').toLowerCase().includes(q)) return TIER.nameOrPair;
    return NONE;
  };
  return valid
    .map((r, i) => ({ r, i, t: tierOf(r) }))
    .filter((x) => x.t !== NONE)
    .sort((a, b) => a.t - b.t || a.i - b.i)
    .map((x) => x.r);
}
