import { describe, expect, it } from 'vitest';
import { section, translate } from '../../engine/i18n/catalogs.ts';
import { loadAllCatalogs, SOURCE_CATALOGS } from '../../engine/i18n/nodeCatalogs.ts';
import { LANG_CODES } from '../../schemas/siteConstants.ts';

loadAllCatalogs();

const en = SOURCE_CATALOGS.en;
const others = LANG_CODES.filter((l) => l !== 'en');
/** The argument names of an ICU message ({name}, {n, plural, ...}); `#` and literal text aside. */
const args = (message: string) => new Set([...message.matchAll(/\{\s*(\w+)\s*(?:,|\})/g)].map((m) => m[1]));

describe('message catalogs (locales/{lang}.json)', () => {
  it('has one catalog per language of the site', () => {
    expect(Object.keys(SOURCE_CATALOGS).sort()).toEqual([...LANG_CODES].sort());
  });

  it.each(others)('%s has every English message and no other', (lang) => {
    const keys = Object.keys(SOURCE_CATALOGS[lang]);
    const missing = Object.keys(en).filter((k) => !keys.includes(k));
    const unknown = keys.filter((k) => !(k in en));
    expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
  });

  it.each(others)('%s keeps the placeholders of every English message and leaves none empty', (lang) => {
    const wrong = Object.entries(en)
      .filter(([id, message]) => {
        const text = SOURCE_CATALOGS[lang][id] ?? '';
        return !text.trim() || [...args(message)].sort().join() !== [...args(text)].sort().join();
      })
      .map(([id]) => id);
    expect(wrong).toEqual([]);
  });

  it.each(LANG_CODES)('%s builds the label objects the components take, with every field', (lang) => {
    for (const prefix of ['app', 'markets', 'reminder', 'shell', 'cookie', 'search']) {
      const shape = (o: object): unknown =>
        Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === 'object' ? shape(v) : typeof v]));
      expect(shape(section(lang, prefix))).toEqual(shape(section('en', prefix)));
    }
    expect(section<{ plan1: string }>(lang, 'app').plan1).toContain('{amount}');
  });

  it('answers a missing key with the key, so a typo is visible rather than blank', () => {
    expect(translate('de', 'app.nope' as never)).toBe('app.nope');
  });
});
