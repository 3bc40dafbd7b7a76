import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Json, resolveExtends } from '../../engine/configMerge.ts';
import { validateRegionDraft } from '../../engine/ops/validateDraft.ts';
import { applyHide, hidingEntries, itemKeys } from '../../engine/regionEdits.ts';
import { resolveRegionSet } from '../../engine/regionSet.ts';
import { RegionConfig } from '../../schemas/regionConfig.ts';
import { SITE_CODES } from '../../schemas/site.ts';
import { RegionFileSchema } from '../../scripts/gen-config-schema.ts';

const DIR = new URL('../../region-configs/', import.meta.url).pathname;
const FILES: Record<string, Json> = Object.fromEntries(
  ['base', ...SITE_CODES].map((n) => [n, JSON.parse(readFileSync(`${DIR}${n}.json`, 'utf8')) as Json]),
);
type Obj = Record<string, Json>;
const withUk = (edits: Obj): Record<string, Json> => ({ ...FILES, uk: { ...(FILES.uk as Obj), ...edits } });
const ids = (list: readonly { id: string }[]) => list.map((i) => i.id);
const footerOf = (name: string) => ((FILES[name] as Obj).footer ?? {}) as Obj;
const COLUMN: Obj = {
  id: 'trading',
  title: 'Trading',
  items: [
    { id: 'spot', type: 'link', label: 'Spot Trading', href: '/trade/BTC_USDT' },
    { id: 'fees', type: 'link', label: 'Fee Schedule', href: '/fee' },
  ],
};

function resolved(files: Record<string, Json>, site: string) {
  const r = resolveExtends(site, files);
  expect(r.errors).toEqual([]);
  return RegionConfig.parse(r.value);
}

describe('a region file hides or adds items for itself', () => {
  it('hide by item key drops the item on that sub-site only; base.json and other sites keep it', () => {
    const files = withUk({ hide: ['header.main/rewards', 'header.main/markets/early-markets'] });
    const uk = resolved(files, 'uk');
    expect(ids(uk.header.main)).not.toContain('rewards');
    expect(ids(uk.header.main.find((i) => i.id === 'markets')!.children!)).toEqual(['overview']);
    const main = resolved(files, 'main');
    expect(ids(main.header.main)).toContain('rewards');
    expect(ids(main.header.main.find((i) => i.id === 'markets')!.children!)).toContain('early-markets');
    expect((files.base as Obj).hide).toBeUndefined();
    // The resolved config holds neither directive (RegionConfig is strict).
    expect(resolveExtends('uk', files).value).not.toHaveProperty('hide');
  });

  it('a bare id hides every item with that id, in header and footer', () => {
    const uk = resolved(withUk({ hide: ['blog'] }), 'uk');
    expect(ids(uk.header.main)).not.toContain('blog');
  });

  it('hides a footer column item by key (columns hold "items", not "children")', () => {
    const uk = resolved(withUk({ footer: { ...footerOf('uk'), columns: [COLUMN] }, hide: ['footer.columns/trading/fees'] }), 'uk');
    expect(ids(uk.footer.columns.find((c) => c.id === 'trading')!.items)).toEqual(['spot']);
  });

  it('add inserts before or after a sibling, into children, or at the end', () => {
    const files = withUk({
      add: [
        { to: 'header.main', after: 'markets', item: { id: 'uk-guide', type: 'link', label: 'UK Guide', href: '/uk/guide' } },
        { to: 'header.main', before: 'markets', item: { id: 'uk-first', type: 'link', label: 'UK First', href: '/uk/first' } },
        { to: 'header.main/more', item: { id: 'uk-news', type: 'link', label: 'UK News', href: '/uk/news' } },
      ],
    });
    const uk = resolved(files, 'uk');
    const main = ids(uk.header.main);
    expect(main.indexOf('uk-guide')).toBe(main.indexOf('markets') + 1);
    expect(main.indexOf('uk-first')).toBe(main.indexOf('markets') - 1);
    expect(ids(uk.header.main.find((i) => i.id === 'more')!.children!).at(-1)).toBe('uk-news');
    expect(ids(resolved(files, 'main').header.main)).not.toContain('uk-guide');
  });

  it('explains an entry that names nothing, with a suggestion, at the entry path', () => {
    const r = resolveExtends('uk', withUk({ hide: ['header.main/rewardz'], add: [{ to: 'header.mian', item: { id: 'x' } }] }));
    expect(r.errors).toEqual([
      { file: 'uk', path: 'hide[0]', reason: expect.stringContaining('did you mean "header.main/rewards"') },
      { file: 'uk', path: 'add[0].to', reason: expect.stringContaining('did you mean "header.main"') },
    ]);
    const sibling = resolveExtends(
      'uk',
      withUk({ add: [{ to: 'header.main', after: 'marketz', item: { id: 'x', type: 'link', label: 'X', href: '/x' } }] }),
    );
    expect(sibling.errors[0]).toMatchObject({ path: 'add[0].after', reason: expect.stringContaining('did you mean "markets"') });
    const dup = resolveExtends(
      'uk',
      withUk({ add: [{ to: 'header.main', item: { id: 'rewards', type: 'link', label: 'X', href: '/x' } }] }),
    );
    expect(dup.errors[0]).toMatchObject({ path: 'add[0].item.id', reason: expect.stringContaining('already has an item "rewards"') });
  });

  it('the console and the server report the same problem against the draft file', () => {
    const draft = { ...(FILES.uk as Obj), hide: ['header.main/nope'] };
    const issues = validateRegionDraft('uk', draft, FILES);
    expect(issues).toContainEqual({
      file: 'uk.json',
      path: '$.hide[0]',
      reason: expect.stringContaining('"header.main/nope" names no item'),
    });
    expect(resolveRegionSet(withUk({ hide: ['header.main/rewards'] }), ['uk']).issues).toEqual([]);
  });

  it('the editor schema accepts hide and add, and rejects a malformed add', () => {
    expect(RegionFileSchema.safeParse({ extends: 'base', hide: ['header.main/rewards'] }).success).toBe(true);
    expect(
      RegionFileSchema.safeParse({
        extends: 'base',
        add: [{ to: 'header.main', after: 'markets', item: { id: 'a', type: 'link', label: 'A', href: '/a' } }],
      }).success,
    ).toBe(true);
    expect(RegionFileSchema.safeParse({ extends: 'base', add: [{ where: 'header.main' }] }).success).toBe(false);
  });

  it('lists item keys as the matrix names them', () => {
    const keys = itemKeys(resolveExtends('uk', withUk({ footer: { ...footerOf('uk'), columns: [COLUMN] } })).value).map((k) => k.key);
    expect(keys).toContain('header.main/buy-crypto/quick-buy');
    expect(keys).toContain('footer.columns/trading/fees');
  });

  it('hiding any inherited item removes exactly it and what it holds (property)', () => {
    const keys = itemKeys(resolveExtends('uk', FILES).value).map((k) => k.key);
    fc.assert(
      fc.property(fc.subarray(keys, { minLength: 1, maxLength: 4 }), (hide) => {
        const r = resolveExtends('uk', withUk({ hide }));
        expect(r.errors).toEqual([]);
        const left = itemKeys(r.value).map((k) => k.key);
        const gone = (k: string) => hide.some((h) => k === h || k.startsWith(`${h}/`));
        expect(left).toEqual(keys.filter((k) => !gone(k)));
      }),
      { numRuns: 60 },
    );
  });
});

describe('one reading of a hide entry (the site, the preview and the matrices)', () => {
  it('property: the site drops exactly the items hidingEntries names, by key or by id, with what is under them', () => {
    const base = resolveExtends('base', FILES).value as Obj;
    const known = itemKeys(base);
    const entryArb = fc.constantFrom(...known.flatMap((k) => [k.key, k.id]));
    fc.assert(
      fc.property(fc.uniqueArray(entryArb, { minLength: 1, maxLength: 4 }), (hide) => {
        const kept = new Set(itemKeys(applyHide(base, hide, [])).map((k) => k.key));
        for (const k of known) expect(kept.has(k.key), k.key).toBe(hidingEntries(hide, k.key).length === 0);
      }),
      { numRuns: 200 },
    );
  });
});
