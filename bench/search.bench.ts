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

/**
 * The full market payload as the reference server sends it (about 2,700 spot rows, 440 perpetuals,
 * delivery, options, pilot, pre-market and 100 Alpha tokens), normalised the way the header does
 * when a panel first opens: processing, grouping, panel rows, and the search index over spot.
 */
export async function normaliseBench(): Promise<void> {
  const [{ spotRows }, contracts, onchain, { preMarketRows }] = await Promise.all([
    import('../server/data/spots.ts'),
    import('../server/data/contracts.ts'),
    import('../server/data/onchain.ts'),
    import('../server/data/preMarket.ts'),
  ]);
  const { processSpots } = await import('../engine/markets/spot.ts');
  const { processFutures } = await import('../engine/markets/futures.ts');
  const { processDelivery } = await import('../engine/markets/delivery.ts');
  const { processOptions } = await import('../engine/markets/options.ts');
  const { processPilot } = await import('../engine/markets/pilot.ts');
  const { processPreMarket } = await import('../engine/markets/preMarket.ts');
  const { processAlpha, alphaRow } = await import('../engine/markets/alpha.ts');
  const panel = await import('../engine/markets/panel.ts');
  const now = Date.UTC(2025, 10, 21, 10);
  const ok = (data: unknown) => JSON.parse(JSON.stringify({ code: 200, message: 'success', data })) as unknown;
  const payload = {
    spots: ok(spotRows(now, '')),
    futures: ok(contracts.futuresContracts(now, '', false)),
    delivery: ok(contracts.deliveryContracts(now)),
    options: ok(contracts.optionsUnderlyings(now)),
    pilot: ok(onchain.pilotTokens().map((t) => onchain.pilotRow(t, now, ''))),
    preMarket: ok({ list: preMarketRows(now) }),
    alpha: ok({
      list: onchain
        .alphaTokens()
        .slice(0, 100)
        .map((t) => onchain.alphaRow(t, now, '')),
      chains: [],
    }),
  };
  const spotCount = (payload.spots as { data: unknown[] }).data.length;
  const futuresCount = (payload.futures as { data: unknown[] }).data.length;
  let rows = 0;
  const normalise = () => {
    const spot = processSpots(payload.spots, now);
    const spotTabs = panel.spotTabs(spot, [], 'All');
    const futures = panel.futuresTabs(processFutures(payload.futures), [], 'All', now);
    const delivery = panel.deliveryRows(processDelivery(payload.delivery));
    const options = panel.optionsTabs(processOptions(payload.options), [], 'All');
    const pilot = panel.pilotTabs(processPilot(payload.pilot), [], 'All');
    const pre = panel.preMarketTabs(processPreMarket(payload.preMarket), [], 'All');
    const alpha = processAlpha(payload.alpha).list.map(alphaRow);
    const index = buildMarketIndex(spotTabs[0]?.rows ?? []);
    rows = [...spotTabs, ...futures, ...options, ...pilot, ...pre].reduce((n, t) => n + t.rows.length, 0) + delivery.length + alpha.length;
    return index;
  };
  const { usPerOp } = measure(normalise, 1500);
  console.log(
    `\n## Normalising the full market payload (${spotCount.toLocaleString('en')} spot rows, ${futuresCount} perpetuals, delivery, options, pilot, pre-market, Alpha)`,
  );
  console.log(
    `time to normalise the full market payload: ${(usPerOp / 1000).toFixed(2)} ms (${rows.toLocaleString('en')} panel rows and the spot search index)`,
  );
}
