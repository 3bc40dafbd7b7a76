import { matchSorter } from 'match-sorter';
import { buildMarketIndex, rankNaive, type Searchable } from '../engine/search/marketIndex.ts';
import { measure, row } from './measure.ts';

/** 10,000 deterministic pairs: 2,000 bases against five quotes, names like a real listing. */
export function syntheticPairs(n = 10_000): Searchable[] {
  const quotes = ['USDT', 'USDC', 'BTC', 'ETH', 'TRY'];
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let seed = 42;
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const bases = ['BTC', 'ETH', 'SOL', 'GT', 'NMT'];
  while (bases.length < n / quotes.length) {
    const len = 2 + Math.floor(rnd() * 4);
    let s = '';
    for (let i = 0; i < len; i++) s += letters[Math.floor(rnd() * 26)];
    if (!bases.includes(s)) bases.push(s);
  }
  return bases.flatMap((b) => quotes.map((q) => ({ curr_a: b, curr_b: q, name: `${b} Token`, pair: `${b}_${q}` }))).slice(0, n);
}

export function searchBench(): void {
  const rows = syntheticPairs();
  const queries = ['b', 'bt', 'btc', 'eth', 'usdt', 'sol', 'gt', 'xyz', 'token', 'nm'];
  console.log(
    `\n## Market search ranking over ${rows.length.toLocaleString('en')} pairs (µs per query, mean of ${queries.length} queries)`,
  );
  const t0 = performance.now();
  const index = buildMarketIndex(rows, { nm: 'nmt' });
  const buildMs = performance.now() - t0;
  const each = (fn: (q: string) => unknown) => measure(() => queries.forEach(fn), 600).usPerOp / queries.length;
  const ours = each((q) => index.search(q));
  const naive = each((q) => rankNaive(rows, q));
  const ms = each((q) => matchSorter(rows, q, { keys: ['curr_a', 'curr_b', 'name', 'pair'] }));
  const w = [34, 14, 12];
  console.log(row(['implementation', 'µs/query', 'vs index'], w));
  console.log(row(['precomputed index (this product)', ours.toFixed(1), '1.0x'], w));
  console.log(row(['plain filter-and-sort of the tiers', naive.toFixed(1), `${(naive / ours).toFixed(1)}x slower`], w));
  console.log(row(['match-sorter', ms.toFixed(1), `${(ms / ours).toFixed(1)}x slower`], w));
  console.log(`speed-up over match-sorter: ${(ms / ours).toFixed(1)}x; index built once in ${buildMs.toFixed(1)} ms`);
  const firstOurs = index.search('btc')[0]?.pair;
  const firstMs = matchSorter(rows, 'btc', { keys: ['curr_a', 'curr_b', 'name', 'pair'] })[0]?.pair;
  const exact = (p: string | undefined) => p?.startsWith('BTC_') === true;
  console.log(
    `exact match first for "btc": index ${firstOurs} (${exact(firstOurs) ? 'yes' : 'NO'}), match-sorter ${firstMs} (${exact(firstMs) ? 'yes' : 'NO'})`,
  );
}
