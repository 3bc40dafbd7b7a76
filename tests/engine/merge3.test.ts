import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { merge3, sameJson } from '../../engine/ops/merge3.ts';

interface Item {
  id: string;
  label: string;
  hidden?: boolean;
  href?: string;
}
interface File {
  name: string;
  header: { main: Item[] };
}

/** One person's edit of one item (or the list): what ops do in the console. */
type Edit =
  | { kind: 'label'; id: string; label: string }
  | { kind: 'hide'; id: string }
  | { kind: 'remove'; id: string }
  | { kind: 'add'; id: string; after: string | null }
  | { kind: 'rename' };

function apply(file: File, edits: Edit[], who: string): File {
  const out: File = structuredClone(file);
  const list = out.header.main;
  for (const e of edits) {
    const i = 'id' in e ? list.findIndex((x) => x.id === e.id) : -1;
    if (e.kind === 'label' && i >= 0) list[i]!.label = e.label;
    if (e.kind === 'hide' && i >= 0) list[i]!.hidden = true;
    if (e.kind === 'remove' && i >= 0) list.splice(i, 1);
    if (e.kind === 'add') {
      const at = e.after === null ? 0 : list.findIndex((x) => x.id === e.after) + 1;
      list.splice(at, 0, { id: e.id, label: `new ${e.id}`, href: `/${e.id}` });
    }
    if (e.kind === 'rename') out.name = `${file.name} (${who})`;
  }
  return out;
}

const ids = ['spot', 'futures', 'earn', 'learn', 'blog', 'help'];
const baseFile: fc.Arbitrary<File> = fc.subarray(ids, { minLength: 2 }).chain((present) =>
  fc.record({
    name: fc.constantFrom('Global', 'UK'),
    header: fc.record({
      main: fc.tuple(
        ...present.map((id) => fc.record({ id: fc.constant(id), label: fc.constantFrom('A', 'B', 'C'), href: fc.constant(`/${id}`) })),
      ),
    }),
  }),
);

/** Two people's edits touching different items (and at most one of them renaming the file). */
const disjointEdits = (file: File) => {
  const present = file.header.main.map((i) => i.id);
  return fc.shuffledSubarray(present).chain((shuffled) => {
    const half = Math.floor(shuffled.length / 2);
    const editsFor = (mineIds: string[], side: string) =>
      fc.tuple(
        ...mineIds.map((id) =>
          fc.oneof(
            fc.record({ kind: fc.constant('label' as const), id: fc.constant(id), label: fc.constantFrom(`${side}1`, `${side}2`) }),
            fc.constant({ kind: 'hide' as const, id }),
            fc.constant({ kind: 'remove' as const, id }),
          ),
        ),
      );
    return fc.tuple(
      editsFor(shuffled.slice(0, half), 'a'),
      editsFor(shuffled.slice(half), 'b'),
      fc.option(fc.constantFrom(...present), { nil: null }),
      fc.boolean(),
    );
  });
};

describe('merge3', () => {
  it('is the identity where only one side changed, and either side where both changed alike', () => {
    fc.assert(
      fc.property(baseFile, fc.jsonValue(), (base, x) => {
        expect(merge3(base, x, base)).toEqual({ value: x, conflicts: [] });
        expect(merge3(base, base, x)).toEqual({ value: x, conflicts: [] });
        expect(merge3(base, x, x)).toEqual({ value: x, conflicts: [] });
      }),
    );
  });

  it('keeps both people’s edits of different items and fields, whatever they were (property)', () => {
    fc.assert(
      fc.property(
        baseFile.chain((base) => fc.tuple(fc.constant(base), disjointEdits(base))),
        ([base, [mineEdits, theirEdits, addAfter, mineRenames]]) => {
          const mineAll: Edit[] = [
            ...mineEdits,
            ...(addAfter !== undefined ? [{ kind: 'add' as const, id: 'mine-new', after: addAfter }] : []),
          ];
          const theirAll: Edit[] = [...theirEdits, { kind: 'add', id: 'their-new', after: null }];
          if (mineRenames) mineAll.push({ kind: 'rename' });
          else theirAll.push({ kind: 'rename' });
          const mine = apply(base, mineAll, 'mine');
          const theirs = apply(base, theirAll, 'theirs');
          const { value, conflicts } = merge3(base, mine, theirs);
          expect(conflicts).toEqual([]);
          const merged = value as File;
          // Every change of either side is in the result: the same items as both applied in turn.
          const both = apply(apply(base, theirAll, 'theirs'), mineAll, 'mine');
          const byId = (f: File) => Object.fromEntries(f.header.main.map((i) => [i.id, i]));
          expect(byId(merged)).toEqual(byId(both));
          expect(merged.name).toBe(both.name);
          // Nothing that either side removed comes back.
          for (const e of [...mineAll, ...theirAll]) if (e.kind === 'remove') expect(byId(merged)[e.id]).toBeUndefined();
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reports a field both changed differently as a conflict, and keeps it as it is live', () => {
    const base = {
      header: {
        main: [
          { id: 'learn', label: 'Learn' },
          { id: 'blog', label: 'Blog' },
        ],
      },
    };
    const mine = {
      header: {
        main: [
          { id: 'learn', label: 'Academy' },
          { id: 'blog', label: 'Blog', hidden: true },
        ],
      },
    };
    const theirs = {
      header: {
        main: [
          { id: 'learn', label: 'Learn & Earn' },
          { id: 'blog', label: 'Blog' },
        ],
      },
    };
    const { value, conflicts } = merge3(base, mine, theirs);
    expect(conflicts).toEqual([{ path: '$.header.main[0].label', base: 'Learn', mine: 'Academy', theirs: 'Learn & Earn' }]);
    expect(value).toEqual({
      header: {
        main: [
          { id: 'learn', label: 'Learn & Earn' },
          { id: 'blog', label: 'Blog', hidden: true },
        ],
      },
    });
  });

  it('A hides Learn and publishes, B hides Blog from the same version: both stay hidden', () => {
    const base = { header: { main: [{ id: 'learn' }, { id: 'blog' }] } };
    const a = { header: { main: [{ id: 'learn', hidden: true }, { id: 'blog' }] } };
    const b = { header: { main: [{ id: 'learn' }, { id: 'blog', hidden: true }] } };
    const { value, conflicts } = merge3(base, b, a);
    expect(conflicts).toEqual([]);
    expect(value).toEqual({
      header: {
        main: [
          { id: 'learn', hidden: true },
          { id: 'blog', hidden: true },
        ],
      },
    });
  });

  it('a list of plain values (uk.json’s hide list) keeps both people’s additions and removals', () => {
    const base = { hide: ['header.main/earn', 'footer/blog'] };
    const a = { hide: ['header.main/earn', 'footer/blog', 'header.main/learn'] };
    const b = { hide: ['footer/blog', 'header.main/markets'] };
    expect(merge3(base, b, a)).toEqual({ value: { hide: ['footer/blog', 'header.main/markets', 'header.main/learn'] }, conflicts: [] });
    // The first entries of a list neither had.
    expect(merge3({}, { hide: ['header.main/blog'] }, { hide: ['header.main/learn'] })).toEqual({
      value: { hide: ['header.main/learn', 'header.main/blog'] },
      conflicts: [],
    });
  });

  it('an item one side removed and the other changed is a conflict; the removal stands until chosen', () => {
    const base = { main: [{ id: 'x', label: 'X' }] };
    const { value, conflicts } = merge3(base, { main: [{ id: 'x', label: 'Y' }] }, { main: [] });
    expect(value).toEqual({ main: [] });
    expect(conflicts).toEqual([{ path: '$.main[0]', base: base.main[0], mine: { id: 'x', label: 'Y' }, theirs: undefined }]);
    expect(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
  });
});
