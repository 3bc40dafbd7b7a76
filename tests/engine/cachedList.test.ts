import { describe, expect, it } from 'vitest';
import { loadCachedList, memoryStore } from '../../engine/cache/cachedList.ts';
import { cacheKey, contractsValid, entryValid, isNonEmpty } from '../../engine/cache/cachePolicy.ts';

const T0 = 1_700_000_000_000;

function deps(answer: unknown, opts: { throws?: boolean; now?: number } = {}) {
  const store = memoryStore();
  const warnings: string[] = [];
  let fetches = 0;
  return {
    store,
    warnings,
    get fetches() {
      return fetches;
    },
    d: {
      store,
      fetch: async () => {
        fetches++;
        if (opts.throws) throw new Error('boom');
        return answer;
      },
      process: (raw: unknown) => (raw as { data: string[] }).data,
      now: () => opts.now ?? T0,
      warn: (m: string) => warnings.push(m),
    },
  };
}

const policy = { key: 'all_market_v2', valid: (d: string[]) => Array.isArray(d) && d.length > 0 };

describe('cache policy (SPEC §5, §9)', () => {
  it('names caches with the sub-website suffix off the main site', () => {
    expect(cacheKey('spot', 0)).toBe('all_market_v2');
    expect(cacheKey('spot', 232)).toBe('all_market_v2_232');
    expect(cacheKey('alpha', null)).toBe('alpha_market_data_v2');
  });

  it('validates shape, language and age', () => {
    expect(isNonEmpty([])).toBe(false);
    expect(isNonEmpty({ a: 1 })).toBe(true);
    expect(contractsValid({ btc: [], usdt: [1] })).toBe(true);
    expect(contractsValid({ btc: [], usdt: [] })).toBe(false);
    const e = { data: [1], lang: 'en', savedAt: T0 };
    expect(entryValid(e, { key: 'k', lang: 'en' }, T0 + 1000)).toBe(true);
    expect(entryValid(e, { key: 'k', lang: 'zh' }, T0 + 1000)).toBe(false);
    expect(entryValid(e, { key: 'k' }, T0 + 61_000)).toBe(false);
    expect(entryValid({ data: [], savedAt: T0 }, { key: 'k' }, T0)).toBe(false);
  });
});

describe('loadCachedList (SPEC §4)', () => {
  it('fetches, writes and then serves from cache', async () => {
    const h = deps({ data: ['BTC_USDT'] });
    expect(await loadCachedList(policy, h.d, [])).toEqual({ data: ['BTC_USDT'], source: 'network' });
    expect(await loadCachedList(policy, h.d, [])).toEqual({ data: ['BTC_USDT'], source: 'cache' });
    expect(h.fetches).toBe(1);
  });

  it('uses the stale entry when the fetch fails, gives nothing or gives invalid data', async () => {
    for (const bad of [{ throws: true }, { answer: undefined }, { answer: { data: [] } }]) {
      const h = deps('answer' in bad ? bad.answer : null, { throws: 'throws' in bad, now: T0 + 120_000 });
      await h.store.set('all_market_v2', { data: ['OLD'], savedAt: T0 });
      expect(await loadCachedList(policy, h.d, ['FALLBACK'])).toEqual({ data: ['OLD'], source: 'stale-cache' });
      expect(h.warnings.length).toBeGreaterThanOrEqual(bad.answer === undefined && !('throws' in bad) ? 0 : 1);
    }
  });

  it('falls back when there is no usable cache, and never writes a bad answer', async () => {
    const h = deps({ data: [] });
    expect(await loadCachedList(policy, h.d, ['FALLBACK'])).toEqual({ data: ['FALLBACK'], source: 'fallback' });
    expect(await h.store.get('all_market_v2')).toBeUndefined();
  });

  it('deletes an entry in another language and refetches', async () => {
    const h = deps({ data: ['NEW'] });
    await h.store.set('k', { data: ['OLD'], lang: 'zh', savedAt: T0 });
    expect(await loadCachedList({ ...policy, key: 'k', lang: 'en' }, h.d, [])).toEqual({ data: ['NEW'], source: 'network' });
    expect(await h.store.get('k')).toMatchObject({ data: ['NEW'], lang: 'en' });
  });

  it('does not write caches marked write: false (Alpha)', async () => {
    const h = deps({ data: ['ALPHA'] });
    await loadCachedList({ ...policy, key: 'alpha', write: false }, h.d, []);
    expect(await h.store.get('alpha')).toBeUndefined();
    expect(h.fetches).toBe(1);
  });

  it('survives a store that throws', async () => {
    const h = deps({ data: ['X'] });
    const broken = {
      get: async () => Promise.reject(new Error('idb gone')),
      set: async () => Promise.reject(new Error('idb gone')),
      del: async () => {},
    };
    expect(await loadCachedList(policy, { ...h.d, store: broken }, [])).toEqual({ data: ['X'], source: 'network' });
  });
});
