import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Json } from '../../engine/configMerge.ts';
import { localizeConfig, TRANSLATED_FIELDS } from '../../engine/i18n/configLabels.ts';
import { markReviewed, needsReview, setTranslation, TRANSLATION_LANGS, translationStates } from '../../engine/i18n/itemTranslations.ts';
import type { LabelCatalogs } from '../../engine/i18n/labelLint.ts';
import { moveCatalogsIntoItems } from '../../engine/i18n/moveCatalogs.ts';
import { stepThrough, translationsToReview } from '../../engine/i18n/reviewList.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import { LANG_CODES, SITE_CODES } from '../../schemas/siteConstants.ts';
import { readLabelCatalogs } from '../../server/labelCatalogLoader.ts';
import { loadAll } from './helpers.ts';

/** The region configs as shipped before the catalogs moved into the items (text-keyed catalogs in i18n/). */
const BEFORE_DIR = new URL('./fixtures/before-item-translations/', import.meta.url).pathname;

type Node = Record<string, unknown>;
/**
 * How a page localized a config before the move (engine/i18n/configLabels.ts of b9ab898): the
 * item's own translation, else the catalog's by English text, else the English; the name by catalog.
 */
function localizeBefore(node: unknown, lang: string, catalog: Record<string, string>, top = true): unknown {
  if (Array.isArray(node)) return node.map((n) => localizeBefore(n, lang, catalog, false));
  if (!node || typeof node !== 'object') return node;
  const out: Node = {};
  for (const [key, value] of Object.entries(node as Node)) {
    if (key.endsWith('_i18n') && (TRANSLATED_FIELDS as readonly string[]).includes(key.slice(0, -5))) continue;
    out[key] = localizeBefore(value, lang, catalog, false);
  }
  for (const field of TRANSLATED_FIELDS) {
    const text = (node as Node)[field];
    if (typeof text !== 'string') continue;
    out[field] = ((node as Node)[`${field}_i18n`] as Record<string, string> | undefined)?.[lang] ?? catalog[text] ?? text;
  }
  if (top && typeof (node as Node).name === 'string') out.name = catalog[(node as Node).name as string] ?? (node as Node).name;
  return out;
}

describe('translations moved from the catalogs into the items', () => {
  it('every sub-site renders the same text in every language as before the move', async () => {
    const before = await loadAll(BEFORE_DIR);
    const { catalogs } = readLabelCatalogs(BEFORE_DIR);
    expect(Object.keys(catalogs)).toHaveLength(12);
    const after = await loadAll();
    let compared = 0;
    for (const site of SITE_CODES)
      for (const lang of LANG_CODES) {
        const was = localizeBefore(before.configs[site], lang, catalogs[lang] ?? {});
        expect(localizeConfig(after.configs[site], lang), `${site} in ${lang}`).toEqual(was);
        compared++;
      }
    expect(compared).toBe(SITE_CODES.length * LANG_CODES.length);
  });

  it('the shipped files carry no catalog and no translation needing review', async () => {
    expect(Object.keys(readLabelCatalogs().catalogs)).toEqual([]);
    const { configs } = await loadAll();
    const stale: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (Array.isArray(node))
        node.forEach((n, i) => {
          walk(n, `${path}[${i}]`);
        });
      else if (node && typeof node === 'object') {
        for (const field of [...TRANSLATED_FIELDS, 'name'])
          for (const lang of needsReview(node, field)) stale.push(`${path}.${field} ${lang}`);
        for (const [k, v] of Object.entries(node)) walk(v, `${path}.${k}`);
      }
    };
    for (const site of SITE_CODES) walk(configs[site], site);
    expect(stale).toEqual([]);
  });
});

const texts = ['Buy', 'Sell', 'Earn', 'Fees', 'Help'];
const langArb = fc.constantFrom(...TRANSLATION_LANGS);
const i18nArb = fc.dictionary(langArb, fc.string({ minLength: 1, maxLength: 4 }), { maxKeys: 4 });
const itemArb = fc.letrec((tie) => ({
  item: fc.record(
    {
      id: fc.constantFrom('a', 'b', 'c'),
      label: fc.constantFrom(...texts),
      label_i18n: i18nArb,
      desc: fc.constantFrom(...texts),
      tags: fc.array(fc.record({ type: fc.constant('word'), word: fc.constantFrom(...texts) }), { maxLength: 2 }),
      children: fc.array(tie('item'), { maxLength: 3 }),
    },
    { requiredKeys: ['id', 'label'] },
  ),
}));
const fileArb = fc.record({
  name: fc.constantFrom(...texts),
  header: fc.record({ main: fc.array(itemArb.item, { maxLength: 4 }) }),
  footer: fc.record({
    copyright: fc.constantFrom(...texts),
    columns: fc.array(fc.record({ title: fc.constantFrom(...texts) }), { maxLength: 2 }),
  }),
});
const catalogsArb: fc.Arbitrary<LabelCatalogs> = fc.record({
  catalogs: fc.dictionary(langArb, fc.dictionary(fc.constantFrom(...texts), fc.string({ minLength: 1, maxLength: 4 }))),
  keep: fc.subarray(texts),
});

describe('moveCatalogsIntoItems (property)', () => {
  it('renders as the catalogs did, in every language, and records the English of every translation', () => {
    fc.assert(
      fc.property(fileArb, catalogsArb, (file, cats) => {
        const moved = moveCatalogsIntoItems({ f: file as unknown as Json }, cats).f as unknown as RegionConfig;
        for (const lang of LANG_CODES)
          expect(localizeConfig(moved, lang)).toEqual(localizeBefore(file, lang, (cats.catalogs[lang] ?? {}) as Record<string, string>));
        const walk = (node: unknown) => {
          if (Array.isArray(node)) node.forEach(walk);
          else if (node && typeof node === 'object') {
            for (const field of [...TRANSLATED_FIELDS, 'name']) expect(needsReview(node, field)).toEqual([]);
            Object.values(node).forEach(walk);
          }
        };
        walk(moved);
      }),
      { numRuns: 100 },
    );
  });
});

describe('a renamed English text (property)', () => {
  const translatedItem = fc
    .record({
      label: fc.constantFrom(...texts),
      langs: fc.uniqueArray(langArb, { minLength: 1 }),
      text: fc.string({ minLength: 1, maxLength: 6 }),
    })
    .map(({ label, langs, text }) =>
      langs.reduce<Node>((item, lang) => setTranslation(item, 'label', lang, `${text}-${lang}`), { id: 'x', label }),
    );

  it('keeps every translation on the page and marks each one needs review until reviewed or edited', () => {
    fc.assert(
      fc.property(translatedItem, fc.string({ minLength: 1 }), (item, renamed) => {
        const langs = translationStates(item, 'label').map((t) => t.lang);
        expect(needsReview(item, 'label')).toEqual([]);
        fc.pre(renamed !== item.label);
        const edited = { ...item, label: renamed };
        expect(needsReview(edited, 'label').sort()).toEqual([...langs].sort());
        const config = { name: 'n', header: { main: [edited] } } as unknown as RegionConfig;
        for (const lang of langs) {
          const shown = (localizeConfig(config, lang).header.main[0] as unknown as Node).label;
          expect(shown).toBe(`${(item.label_i18n as Node)[lang]}`);
          expect(shown).not.toBe(renamed);
        }
        const [first, ...rest] = langs;
        const retranslated = setTranslation(edited, 'label', first as string, 'new');
        expect(needsReview(retranslated, 'label').sort()).toEqual([...rest].sort());
        expect(needsReview(markReviewed(retranslated, 'label'), 'label')).toEqual([]);
        expect(translationStates(markReviewed(retranslated, 'label'), 'label').every((t) => t.from === renamed)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('a translation removed takes its record with it, and one typed without a record needs review', () => {
    const item = setTranslation({ label: 'Fees' }, 'label', 'fr', 'Frais');
    expect(item).toEqual({ label: 'Fees', label_i18n: { fr: 'Frais' }, label_i18n_from: { fr: 'Fees' } });
    expect(setTranslation(item, 'label', 'fr', undefined)).toEqual({ label: 'Fees' });
    expect(needsReview({ label: 'Fees', label_i18n: { de: 'Gebühren' } }, 'label')).toEqual(['de']);
  });
});

describe("the file's translations to review (the console's summary)", () => {
  it('finds every translation needing review wherever it sits, in file order, and none once reviewed', () => {
    const file = {
      header: {
        main: [
          { id: 'a', label: 'Fees', label_i18n: { fr: 'Frais', de: 'Gebühren' }, label_i18n_from: { fr: 'Fee', de: 'Fees' } },
          { id: 'b', label: 'Earn', tags: [{ type: 'word', word: 'Hot', word_i18n: { ja: '人気' } }], children: [] },
        ],
      },
      riskWarning: { label: 'Risky', label_i18n: { it: 'Rischioso' }, label_i18n_from: { it: 'Risky' } },
      footer: { columns: [{ title: 'About', title_i18n: { es: 'Acerca' }, title_i18n_from: { es: 'About us' } }] },
    };
    expect(translationsToReview(file)).toEqual([
      { path: ['header', 'main', 0, 'label_i18n', 'fr'], field: 'label', lang: 'fr' },
      { path: ['header', 'main', 1, 'tags', 0, 'word_i18n', 'ja'], field: 'word', lang: 'ja' },
      { path: ['footer', 'columns', 0, 'title_i18n', 'es'], field: 'title', lang: 'es' },
    ]);
    const fixed = { ...file, header: { main: [markReviewed(file.header.main[0], 'label'), file.header.main[1]] } };
    expect(translationsToReview(fixed).map((t) => t.lang)).toEqual(['ja', 'es']);
    expect(translationsToReview({ list: [] })).toEqual([]);
  });

  it('Next starts at the first, goes on from the one shown, and after a fix goes to the one now in its place', () => {
    const list = ['a', 'b', 'c'];
    expect(stepThrough(list, null, 1)).toBe(0);
    expect(stepThrough(list, null, -1)).toBe(2);
    expect(stepThrough(list, { index: 0, path: 'a' }, 1)).toBe(1);
    expect(stepThrough(list, { index: 2, path: 'c' }, 1)).toBe(0);
    expect(stepThrough(list, { index: 0, path: 'a' }, -1)).toBe(2);
    // 'b' was shown and then fixed: the list is now a, c and Next shows c (index 1), not skipping it.
    expect(stepThrough(['a', 'c'], { index: 1, path: 'b' }, 1)).toBe(1);
    // The last one shown and fixed: Next wraps to the first.
    expect(stepThrough(['a', 'b'], { index: 2, path: 'c' }, 1)).toBe(0);
  });
});
