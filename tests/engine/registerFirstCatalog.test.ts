import { describe, expect, it, vi } from 'vitest';
import { hasCatalog, registerFirstCatalog, translate } from '../../engine/i18n/catalogs.ts';

describe('registerFirstCatalog', () => {
  it("registers the language's words when they load, and asks no further", async () => {
    const load = vi.fn(async (code: string) => (code === 'xq' ? { 'search.title': 'XQ search' } : undefined));
    await registerFirstCatalog('xq', load);
    expect(hasCatalog('xq')).toBe(true);
    expect(translate('xq', 'search.title')).toBe('XQ search');
    expect(load.mock.calls.map(([c]) => c)).toEqual(['xq']);
  });

  it('a language that fails to load (thrown, rejected, not there) leaves English to stand in, and never throws', async () => {
    const english = { 'search.title': 'Search' };
    for (const [lang, fail] of [
      ['xr', () => Promise.reject(new Error('offline'))],
      [
        'xs',
        () => {
          throw new Error('no chunk');
        },
      ],
      ['xt', () => undefined],
    ] as const) {
      const asked: string[] = [];
      await registerFirstCatalog(lang, (code) => {
        asked.push(code);
        return code === 'en' ? Promise.resolve(english) : fail();
      });
      expect(hasCatalog(lang)).toBe(false);
      expect(hasCatalog('en')).toBe(true);
      // English is asked for only while it is not registered yet.
      expect(asked[0]).toBe(lang);
      expect(asked.length).toBeLessThanOrEqual(2);
    }
  });
});
