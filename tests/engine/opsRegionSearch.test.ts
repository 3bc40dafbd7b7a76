import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Json } from '../../engine/configMerge.ts';
import { DEFAULT_AUDIENCE } from '../../engine/ops/audience.ts';
import { compareRegions } from '../../engine/ops/compareRegions.ts';
import { searchConfigs } from '../../engine/ops/configSearch.ts';
import { itemMatches } from '../../engine/ops/itemMatch.ts';
import { parsePath, valueAt } from '../../engine/ops/jsonPath.ts';
import { SITE_CODES } from '../../schemas/site.ts';

// The search across every region and two regions side by side, on the shipped files.

const DIR = new URL('../../region-configs/', import.meta.url).pathname;
const FILES: Record<string, Json> = Object.fromEntries(
  ['base', ...SITE_CODES].map((n) => [n, JSON.parse(readFileSync(`${DIR}${n}.json`, 'utf8')) as Json]),
);
const SOURCES = Object.entries(FILES).map(([target, json]) => ({ target, json }));

describe('search across regions', () => {
  it('finds an item label in the one region that has it, with its path and the path in words', () => {
    const found = searchConfigs(SOURCES, '  white PAPERS ');
    expect(found.groups.map((g) => g.target)).toEqual(['eu']);
    // The column holding it is not a match of its own (its entries are searched one by one).
    expect(found.groups[0]!.hits.every((h) => /\.items\[\d+\]\./.test(h.path))).toBe(true);
    const label = found.groups[0]!.hits.find((h) => h.kind === 'label')!;
    expect(valueAt(FILES.eu, parsePath(label.path))).toBe('Crypto-Asset White Papers');
    expect(label.where).toMatch(/^Footer › Link columns › item \d+ \(Legal\) › item \d+ \(Crypto-Asset White Papers\) › /);
    // The translations are found too, each at its language; the English they were made from is not.
    const translations = found.groups[0]!.hits.filter((h) => h.kind === 'translation');
    expect(translations.every((h) => /label_i18n\.[a-z]{2}$/.test(h.path))).toBe(true);
    expect(found.groups[0]!.hits.some((h) => h.path.includes('_i18n_from'))).toBe(false);
  });

  it('finds a translation, a link and a setting, and groups matches by file in the order given', () => {
    const de = searchConfigs(SOURCES, 'Rechtliches');
    expect(de.groups.length).toBeGreaterThan(0);
    expect(de.groups.flatMap((g) => g.hits).every((h) => h.kind === 'translation' && h.path.endsWith('.de'))).toBe(true);
    const link = searchConfigs(SOURCES, '/legal/cookie-notice').groups.find((g) => g.target === 'eu')!;
    expect(link.hits.map((h) => [h.path, h.kind])).toContainEqual(['$.consent.policyHref', 'link']);
    // A setting is found by its field's name in words as well as by its key.
    const setting = searchConfigs(SOURCES, 'requireApproval');
    expect(setting.groups.map((g) => g.target).sort()).toEqual(['eu', 'uk']);
    expect(setting.groups[0]!.hits[0]).toMatchObject({ path: '$.requireApproval', kind: 'setting', text: 'true' });
    const order = searchConfigs(SOURCES, 'a').groups.map((g) => g.target);
    expect(order).toEqual(Object.keys(FILES).filter((n) => order.includes(n)));
  });

  it('matches the items the form search matches, rules in words included', () => {
    const items = (FILES.base as { header: { main: Record<string, unknown>[] } }).header.main;
    for (const q of ['earn', 'futures', 'only for logged-in users', 'not in']) {
      const shown = items.filter((i) => itemMatches(i, q)).length;
      const hits = searchConfigs([{ target: 'base', json: { header: { main: items } } }], q).groups[0]?.hits ?? [];
      const found = new Set(hits.map((h) => /^\$\.header\.main\[(\d+)\]/.exec(h.path)?.[1]));
      expect(found.size, q).toBe(shown);
    }
    const rule = searchConfigs(SOURCES, 'only for logged-in users').groups.flatMap((g) => g.hits);
    expect(rule.length).toBeGreaterThan(0);
    expect(rule.every((h) => h.kind === 'rule' && /\.when$/.test(h.path))).toBe(true);
  });

  it('says nothing for an empty search, nothing for nonsense, and caps a long list without losing its count', () => {
    expect(searchConfigs(SOURCES, '   ')).toEqual({ query: '', groups: [], total: 0, shown: 0 });
    expect(searchConfigs(SOURCES, 'zzqx-nothing').groups).toEqual([]);
    const many = searchConfigs(SOURCES, 'e', 50);
    expect(many.shown).toBe(50);
    expect(many.total).toBeGreaterThan(50);
    expect(many.groups.reduce((n, g) => n + g.hits.length, 0)).toBe(50);
  });

  it('never throws on odd content: scalars, nulls, a draft that is not an object', () => {
    const odd = [
      { target: 'x', json: 'plain text White' },
      { target: 'y', json: null },
      { target: 'z', json: [1, null, { id: 7, label: ['white'] }], draft: true },
    ];
    const found = searchConfigs(odd, 'white');
    expect(found.groups.map((g) => [g.target, g.draft, g.hits.map((h) => h.path)])).toEqual([
      ['x', false, ['$']],
      ['z', true, ['$[2].label[0]']],
    ]);
  });
});

describe('two regions side by side', () => {
  it('shows each side with what differs marked, and where each setting comes from', () => {
    const { sides, differences, problems } = compareRegions(FILES, 'uk', 'eu', DEFAULT_AUDIENCE);
    expect(problems).toEqual([]);
    const [uk, eu] = sides;
    // The EU's white papers link is on the EU side only, and marked as a difference.
    const papers = eu.menus.find((r) => r.label === 'Crypto-Asset White Papers')!;
    expect(papers).toMatchObject({ visitor: 'shown', differs: true });
    expect(uk.menus.find((r) => r.key === papers.key)).toBeUndefined();
    // A setting both have with different values differs on both sides; each names its file.
    const name = (side: typeof uk) => side.settings.find((r) => r.path === '$.name')!;
    expect([name(uk).differs, name(eu).differs, name(uk).from, name(eu).from]).toEqual([true, true, 'uk', 'eu']);
    // What both inherit unchanged from base.json is the same on both sides.
    const same = eu.settings.filter((r) => !r.differs);
    expect(same.length).toBeGreaterThan(0);
    expect(same.every((r) => uk.settings.some((u) => u.path === r.path && u.value === r.value))).toBe(true);
    expect(differences).toBeGreaterThan(2);
    // A region compared with itself has no differences.
    expect(compareRegions(FILES, 'eu', 'eu', DEFAULT_AUDIENCE).differences).toBe(0);
  });

  it('names a region that does not resolve instead of failing', () => {
    const broken = { ...FILES, uk: { ...(FILES.uk as object), extends: 'nowhere' } };
    const result = compareRegions(broken, 'uk', 'eu', DEFAULT_AUDIENCE);
    expect(result.problems.join('\n')).toMatch(/nowhere/);
    expect(result.sides[1].menus.length).toBeGreaterThan(0);
  });
});
