import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { type CacheStore, memoryStore, provideCacheMachine } from '../../engine/cache/cachedList.ts';
import type { CachePolicy } from '../../engine/cache/cachePolicy.ts';
import { cacheMachine } from '../../engine/machines/cacheMachine.ts';

const T0 = 1_700_000_000_000;
const policy: CachePolicy<unknown> = { key: 'all_market_v2', valid: (d) => Array.isArray(d) && d.length > 0 };

interface Run {
  states: string[];
  warnings: string[];
  result: { data: unknown; source: string };
  store: CacheStore;
}

async function run(options: {
  stored?: unknown;
  answer?: unknown;
  fetchThrows?: boolean;
  processThrows?: boolean;
  store?: CacheStore;
  policy?: Partial<CachePolicy<unknown>>;
  now?: number;
}): Promise<Run> {
  const store = options.store ?? memoryStore();
  if (options.stored !== undefined) await store.set(policy.key, options.stored);
  const warnings: string[] = [];
  const machine = provideCacheMachine({
    store,
    fetch: async () => {
      if (options.fetchThrows) throw new Error('network down');
      return options.answer;
    },
    process: (raw) => {
      if (options.processThrows) throw new Error('malformed');
      return (raw as { data: unknown }).data;
    },
    now: () => options.now ?? T0,
    warn: (m) => warnings.push(m),
  });
  const states: string[] = [];
  const actor = createActor(machine, {
    input: { policy: { ...policy, ...options.policy }, fallback: ['FALLBACK'], now: () => options.now ?? T0 },
  });
  actor.subscribe((s) => {
    const v = String(s.value);
    if (states.at(-1) !== v) states.push(v);
  });
  actor.start();
  const result = await toPromise(actor);
  return { states, warnings, result, store };
}

const fresh = { data: ['CACHED'], savedAt: T0 - 1000 };
const stale = { data: ['STALE'], savedAt: T0 - 120_000 };

describe('cacheMachine (SPEC §4 cached lists)', () => {
  it('a valid entry is the answer; nothing is fetched', async () => {
    const r = await run({ stored: fresh, fetchThrows: true });
    expect(r.result).toEqual({ data: ['CACHED'], source: 'cache' });
    expect(r.states).toEqual(['reading', 'done']);
  });

  it('no entry: fetch, process, write, answer', async () => {
    const r = await run({ answer: { data: ['NEW'] } });
    expect(r.result).toEqual({ data: ['NEW'], source: 'network' });
    expect(r.states).toEqual(['reading', 'fetching', 'processing', 'writing', 'done']);
    expect(await r.store.get(policy.key)).toEqual({ data: ['NEW'], savedAt: T0 });
  });

  it('an outdated entry is deleted and refetched; the fresh list replaces it', async () => {
    const r = await run({ stored: stale, answer: { data: ['NEW'] } });
    expect(r.states).toEqual(['reading', 'deleting', 'fetching', 'processing', 'writing', 'done']);
    expect(r.result.source).toBe('network');
  });

  it.each([
    ['the fetch gives nothing', { answer: undefined }],
    ['the fetch throws', { fetchThrows: true }],
    ['processing throws (malformed answer)', { answer: 'garbage', processThrows: true }],
    ['the processed data is invalid', { answer: { data: [] } }],
  ])('when %s, the stale entry is used and put back', async (_, o) => {
    const r = await run({ stored: stale, ...o });
    expect(r.result).toEqual({ data: ['STALE'], source: 'stale-cache' });
    expect(r.states.slice(-2)).toEqual(['rewriting', 'done']);
    expect(await r.store.get(policy.key)).toEqual(stale);
  });

  it('without a usable entry a failure gives the fallback and writes nothing', async () => {
    const r = await run({ answer: { data: [] } });
    expect(r.result).toEqual({ data: ['FALLBACK'], source: 'fallback' });
    expect(r.states).toEqual(['reading', 'fetching', 'processing', 'done']);
    expect(await r.store.get(policy.key)).toBeUndefined();
    expect(r.warnings.join()).toMatch(/invalid data.*fallback/);
  });

  it('an entry in another language is not kept as a stale fallback', async () => {
    const r = await run({ stored: { ...fresh, lang: 'zh' }, policy: { lang: 'en' }, fetchThrows: true });
    expect(r.result.source).toBe('fallback');
    expect(await r.store.get(policy.key)).toBeUndefined();
  });

  it('with no valid() given, an empty answer to an expired entry keeps the cache (one default of valid data, SPEC §4)', async () => {
    // The spot and options lists give no valid(): `{"code":200,"data":[]}` must not wipe them.
    const r = await run({ stored: stale, answer: { data: [] }, policy: { valid: undefined } });
    expect(r.result).toEqual({ data: ['STALE'], source: 'stale-cache' });
    expect(await r.store.get(policy.key)).toEqual(stale);
    const o = await run({ stored: { data: { BTC: [1] }, savedAt: T0 - 120_000 }, answer: { data: {} }, policy: { valid: undefined } });
    expect(o.result).toEqual({ data: { BTC: [1] }, source: 'stale-cache' });
  });

  it('an entry asked with another timezone (change period) is neither the answer nor the fallback', async () => {
    const a = await run({ stored: { ...fresh, tz: '' }, policy: { tz: 'utc0' }, answer: { data: ['UTC0'] } });
    expect(a.result).toEqual({ data: ['UTC0'], source: 'network' });
    expect(await a.store.get(policy.key)).toEqual({ data: ['UTC0'], savedAt: T0, tz: 'utc0' });
    const b = await run({ stored: { ...fresh, tz: 'utc8' }, policy: { tz: 'utc0' }, fetchThrows: true });
    expect(b.result.source).toBe('fallback');
    const c = await run({ stored: { ...fresh, tz: 'utc0' }, policy: { tz: 'utc0' }, fetchThrows: true });
    expect(c.result).toEqual({ data: ['CACHED'], source: 'cache' });
  });

  it('write: false (Alpha) never writes, not even the stale entry back', async () => {
    const a = await run({ answer: { data: ['ALPHA'] }, policy: { write: false } });
    expect(a.states).not.toContain('writing');
    expect(await a.store.get(policy.key)).toBeUndefined();
    const b = await run({ stored: stale, fetchThrows: true, policy: { write: false } });
    expect(b.result.source).toBe('stale-cache');
    expect(b.states).not.toContain('rewriting');
  });

  it('a store that throws on every call still answers from the network, with warnings', async () => {
    const broken: CacheStore = {
      get: () => Promise.reject(new Error('idb gone')),
      set: () => Promise.reject(new Error('idb gone')),
      del: () => Promise.reject(new Error('idb gone')),
    };
    const r = await run({ store: broken, answer: { data: ['X'] } });
    expect(r.result).toEqual({ data: ['X'], source: 'network' });
    expect(r.warnings.some((w) => w.startsWith('cache read failed'))).toBe(true);
    expect(r.warnings.some((w) => w.startsWith('cache write failed'))).toBe(true);
  });

  it('a failing delete is only a warning', async () => {
    const store = memoryStore();
    await store.set(policy.key, stale);
    const r = await run({ store: { ...store, del: () => Promise.reject(new Error('locked')) }, answer: { data: ['NEW'] } });
    expect(r.result.source).toBe('network');
    expect(r.warnings[0]).toMatch(/cache delete failed/);
  });

  it('the scenarios above settle in every state of the machine (decision states pass through at once)', async () => {
    const visited = new Set<string>();
    for (const o of [
      { stored: fresh },
      { stored: stale, answer: { data: ['N'] } },
      { stored: stale, fetchThrows: true },
      { answer: { data: [] } },
    ]) {
      for (const s of (await run(o)).states) visited.add(s);
    }
    const settled = Object.entries(cacheMachine.root.states)
      .filter(([, node]) => !node.always?.length)
      .map(([name]) => name);
    expect([...visited].sort()).toEqual(settled.sort());
    expect(settled.length).toBe(7);
  });
});
