import { describe, expect, it } from 'vitest';
import { type Json, resolveExtends } from '../../engine/configMerge.ts';
import { copyForRegion, leftOutWords } from '../../engine/ops/regionCopy.ts';
import { validateRegionDraft } from '../../engine/ops/validateDraft.ts';
import { loadAll } from '../configs/helpers.ts';

type Obj = Record<string, Json>;

describe("copying an inherited list into a sub-site's file", () => {
  it('Header › Main menu copied into eu.json validates, and names what EU does not offer', async () => {
    const { files } = await loadAll();
    const eu = files.eu as Obj;
    const inherited = resolveExtends(String(eu.extends), files).value as Obj;
    const main = (inherited.header as Obj).main as Json[];
    const offers = ((resolveExtends('eu', files).value as Obj).offers as string[]) ?? [];

    // Copied as it is, the file check refuses it: entries need products EU does not offer.
    const raw = { ...eu, header: { ...((eu.header as Obj | undefined) ?? {}), main: structuredClone(main) } };
    expect(validateRegionDraft('eu', raw, files).some((i) => /which eu does not offer/.test(i.reason))).toBe(true);

    const copy = copyForRegion(main, offers);
    const draft = { ...eu, header: { ...((eu.header as Obj | undefined) ?? {}), main: copy.items } };
    expect(validateRegionDraft('eu', draft, files)).toEqual([]);
    expect(copy.left.length).toBeGreaterThan(0);
    expect(leftOutWords(copy.left, 'EU')).toMatch(
      /^Left out \d+ entr(y|ies) EU does not offer: .+ \(needs .+, which this sub-site does not offer\)/,
    );
  });

  it('a menu whose every entry is left out goes too, a menu with a link of its own stays; nothing left out says nothing', () => {
    const list: Json[] = [
      { id: 'm', type: 'menu', label: 'M', children: [{ id: 'a', type: 'link', label: 'A', href: '/a', when: { needs: ['p2p'] } }] },
      {
        id: 'n',
        type: 'menu',
        label: 'N',
        href: '/n',
        children: [{ id: 'b', type: 'link', label: 'B', href: '/b', when: { needs: ['p2p'] } }],
      },
      { id: 'c', type: 'link', label: 'C', href: '/c', when: { needs: ['earn'] } },
    ];
    const copy = copyForRegion(list, ['earn']);
    expect(copy.items.map((i) => (i as Obj).id)).toEqual(['n', 'c']);
    expect(copy.left.map((l) => l.label)).toEqual(['A', 'M', 'B']);
    expect(leftOutWords(copyForRegion(list, ['p2p', 'earn']).left, 'EU')).toBeNull();
  });
});
