import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildMarketIndex, rankNaive, type Searchable } from '../../engine/search/marketIndex.ts';

const row = (a: string, b: string, name = `${a}/${b}`): Searchable => ({ curr_a: a, curr_b: b, name, pair: `${a}_${b}` });

describe('market search ranking (SPEC §5)', () => {
  const rows = [
    row('WBTC', 'USDT'),
    row('BTCDOM', 'USDT'),
    row('ETH', 'BTC'),
    row('BTC', 'USDT'),
    row('ABTC', 'ETH'),
    row('SOL', 'USDT', 'Solana bitcoin bridge'),
    row('BTC', 'USDC'),
    { curr_b: 'USDT', pair: 'NOBASE_USDT' },
    row('NMT', 'USDT', 'NetMind'),
  ];
  const index = buildMarketIndex(rows, { nm: 'nmt', nmt: 'nmt' });
  const pairs = (q: string) => index.search(q).map((r) => r.pair);

  it('orders exact base, base prefix, exact quote, base contains, quote contains, name or pair', () => {
    expect(pairs('btc')).toEqual(['BTC_USDT', 'BTC_USDC', 'BTCDOM_USDT', 'ETH_BTC', 'WBTC_USDT', 'ABTC_ETH']);
    expect(pairs('usd')).toEqual(['WBTC_USDT', 'BTCDOM_USDT', 'BTC_USDT', 'SOL_USDT', 'BTC_USDC', 'NMT_USDT']);
    expect(pairs('bitcoin')).toEqual(['SOL_USDT']);
  });

  it('is case-insensitive, trims, and returns every row for an empty query', () => {
    expect(pairs('  BtC ')).toEqual(pairs('btc'));
    expect(index.search('').length).toBe(8);
  });

  it('skips rows without curr_a', () => {
    expect(pairs('nobase')).toEqual([]);
  });

  it('treats nm and nmt as the NMT token', () => {
    expect(pairs('nm')[0]).toBe('NMT_USDT');
    expect(pairs('nmt')[0]).toBe('NMT_USDT');
  });

  it('honours a limit', () => {
    expect(index.search('btc', 2).length).toBe(2);
  });

  it('property: the index ranks exactly like the plain filter-and-sort', () => {
    const token = fc.stringMatching(/^[A-Za-z0-9]{1,6}$/);
    const rowArb = fc.record({
      curr_a: token,
      curr_b: fc.constantFrom('USDT', 'BTC', 'ETH', 'TRY', 'US'),
      name: fc.string({ maxLength: 10 }),
    });
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 40 }), fc.oneof(token, fc.string({ maxLength: 4 })), (list, q) => {
        const withPairs = list.map((r) => ({ ...r, pair: `${r.curr_a}_${r.curr_b}` }));
        expect(buildMarketIndex(withPairs).search(q)).toEqual(rankNaive(withPairs, q));
      }),
      { numRuns: 1000 },
    );
  });
});
