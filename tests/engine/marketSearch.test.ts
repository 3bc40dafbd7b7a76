import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MarketRow } from '../../engine/markets/row.ts';
import { escapedRegex, fiatFilter, pilotFilter, regexFilter, rowSearch } from '../../engine/search/filters.ts';

const row = (over: Partial<MarketRow>): MarketRow => ({
  kind: 'spot',
  id: over.pair ?? 'X',
  curr_a: '',
  curr_b: '',
  pair: '',
  name: '',
  full_name: '',
  icon: '',
  price: '',
  change: null,
  isST: false,
  tags: [],
  href: '/',
  match: '',
  ...over,
});

describe('SPEC §5 searches other than the tiered ranking', () => {
  it('options and pre-market: a case-insensitive regex of the escaped input', () => {
    const rows = [row({ pair: 'BTC_USDT', name: 'BTC/USDT' }), row({ pair: 'B.C', name: 'B.C' }), row({ pair: 'ABC', name: 'ABC' })];
    expect(regexFilter(rows, 'btc').map((r) => r.pair)).toEqual(['BTC_USDT']);
    expect(regexFilter(rows, 'b.c').map((r) => r.pair)).toEqual(['B.C']);
    expect(regexFilter(rows, '(').length).toBe(0);
    expect(regexFilter(rows, ' ').length).toBe(3);
  });

  it('property: any input is matched literally, never as a pattern', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (text, q) => {
        const literal = text.toLowerCase().includes(q.trim().toLowerCase());
        expect(escapedRegex(q).test(text)).toBe(literal);
      }),
      { numRuns: 500 },
    );
  });

  it('pilot: show_pair or address', () => {
    const rows = [row({ name: 'PEPE/USDT', address: '0xabc' }), row({ name: 'DOGE/USDT', address: '0xPEPE' })];
    expect(pilotFilter(rows, 'pepe')).toHaveLength(2);
    expect(pilotFilter(rows, '0xab')).toHaveLength(1);
  });

  it('fiat: substring of the code, case-insensitive', () => {
    expect(fiatFilter([{ fiat: 'USD' }, { fiat: 'AUD' }, { fiat: 'EUR' }], 'd').map((f) => f.fiat)).toEqual(['USD', 'AUD']);
  });

  it('rowSearch picks the market rule: tiers for spot, regex for options, address for pilot', () => {
    const spot = [row({ curr_a: 'WBTC', curr_b: 'USDT', pair: 'WBTC_USDT' }), row({ curr_a: 'BTC', curr_b: 'USDT', pair: 'BTC_USDT' })];
    expect(rowSearch('spot', spot)('btc').map((r) => r.pair)).toEqual(['BTC_USDT', 'WBTC_USDT']);
    expect(rowSearch('options', spot)('btc').map((r) => r.pair)).toEqual(['WBTC_USDT', 'BTC_USDT']);
    expect(rowSearch('pilot', [row({ name: 'A/USDT', address: 'ZZ' })])('zz')).toHaveLength(1);
  });
});
