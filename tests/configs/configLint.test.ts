import { describe, expect, it } from 'vitest';
import { lintConfigTree, lintRegionSet, NAV_LABEL_MAX, TEXT_LABEL_MAX, urlProblem } from '../../engine/configLint.ts';
import { fieldHelp } from '../../engine/ops/fieldInfo.ts';
import type { FieldKind } from '../../schemas/items/define.ts';
import { FIELDS_BY_TYPE } from '../../schemas/items/index.ts';
import { TAG_FIELDS } from '../../schemas/items/sharedFields.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import { REGION_FIELD_MAPS, REGION_FIELDS } from '../../schemas/regionFields.ts';
import { loadAll } from './helpers.ts';

describe('urlProblem', () => {
  it.each([
    '/trade/BTC_USDT',
    '/trade/BTC_USDT?tab=margin',
    '/icons/nav/spot.svg',
    'https://x.com/gate',
    'https://testnet.exchange.test/a?b=1',
  ])('accepts %s', (url) => expect(urlProblem(url)).toBeNull());

  it.each([
    ['javascript:alert(1)', /scheme "javascript:"/],
    ['JavaScript:alert(1)', /scheme "javascript:"/],
    ['data:text/html,<script>', /scheme "data:"/],
    ['vbscript:msgbox', /scheme "vbscript:"/],
    ['http://example.test/', /scheme "http:"/],
    ['//evil.test/x', /protocol-relative/],
    ['/\\evil.test', /backslash/],
    ['/\t/evil.test', /whitespace/],
    [' javascript:x', /whitespace/],
    ['trade/BTC_USDT', /must start with "\/"/],
    ['https://user:pw@x.test/', /credentials/],
    ['', /empty/],
  ])('refuses %j', (url, reason) => expect(urlProblem(url)).toMatch(reason));
});

describe('lintConfigTree', () => {
  it('reports duplicate sibling ids and bad URLs with their JSON paths', () => {
    const issues = lintConfigTree({
      header: {
        main: [
          {
            id: 'a',
            type: 'menu',
            label: 'A',
            href: '/a',
            children: [
              { id: 'x', type: 'link', label: 'X', href: '/x' },
              { id: 'y', type: 'text', label: 'Y', icon: 'data:image/svg+xml,<svg/>' },
            ],
          },
          { id: 'b', type: 'menu', label: 'B', href: 'javascript:alert(1)', children: [{ id: 'x', type: 'link', label: 'X', href: '/x' }] },
          { id: 'a', type: 'link', label: 'A', href: '//evil.test' },
        ],
      },
    });
    expect(issues.map((i) => i.path)).toEqual([
      '$.header.main[0].children[1].icon',
      '$.header.main[1].href',
      '$.header.main[2].id',
      '$.header.main[2].href',
    ]);
    expect(issues[2]?.reason).toBe('duplicate id "a" (also at $.header.main[0])');
  });

  it('allows the same id in different lists', () => {
    expect(lintConfigTree({ a: [{ id: 'x' }], b: [{ id: 'x', children: [{ id: 'x' }] }] })).toEqual([]);
  });

  it('quotes keys that are not identifiers', () => {
    expect(lintConfigTree({ 'odd key': [{ id: 'a', type: 'link', label: 'A', href: 'data:x' }] })[0]?.path).toBe('$["odd key"][0].href');
  });
});

describe('every link and picture, by its kind', () => {
  // Each type's link and image fields come from its declaration (schemas/items/), never a list here.
  const urlFields = Object.entries(FIELDS_BY_TYPE).flatMap(([type, fields]) =>
    fields.filter(([, f]) => f.kind === 'link' || f.kind === 'image').map(([key]) => [type, key] as const),
  );

  it.each(urlFields)('a %s item refuses javascript:, data: and //host in %s', (type, key) => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,<script>x</script>', '//evil.test/x']) {
      const issues = lintConfigTree({ header: { main: [{ id: 'a', type, label: 'A', [key]: bad }] } });
      expect(issues.map((i) => i.path)).toContain(`$.header.main[0].${key}`);
    }
  });

  it('refuses an unsafe consent policy link, risk-warning link, region default and tag icon', () => {
    const issues = lintConfigTree({
      consent: { policyHref: 'javascript:alert(1)' },
      riskWarning: { label: 'x', link: { label: 'y', href: 'data:text/html,x' } },
      defaults: { loginHref: 'vbscript:x' },
      header: { main: [{ id: 'a', type: 'link', label: 'A', href: '/a', tags: [{ type: 'image', light_icon: 'data:image/png,x' }] }] },
    });
    expect(issues.map((i) => i.path)).toEqual([
      '$.consent.policyHref',
      '$.riskWarning.link.href',
      '$.defaults.loginHref',
      '$.header.main[0].tags[0].light_icon',
    ]);
  });
});

describe("a region's own links, by the kinds that declare them (schemas/regionFields.ts)", () => {
  const at = (path: string, value: unknown): Record<string, unknown> =>
    path.split('.').reduceRight<unknown>((inner, k) => ({ [k]: inner }), value) as Record<string, unknown>;
  const declared = [
    ...Object.entries(REGION_FIELDS).flatMap(([path, fields]) => Object.keys(fields).map((key) => [path, key, false] as const)),
    ...Object.entries(REGION_FIELD_MAPS).flatMap(([path, fields]) => Object.keys(fields).map((key) => [path, key, true] as const)),
  ];

  it.each(declared)('%s.%s refuses javascript:, data:, vbscript: and //host', (path, key, perLanguage) => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,<script>x</script>', 'VBScript:x', '//evil.test/x']) {
      const issues = lintConfigTree(at(path, { [key]: perLanguage ? { tr: bad } : bad }));
      expect(issues.map((i) => i.path)).toEqual([`$.${path}.${key}${perLanguage ? '.tr' : ''}`]);
    }
    expect(lintConfigTree(at(path, { [key]: perLanguage ? { tr: '/tr' } : '/page' }))).toEqual([]);
  });

  it("a tag's icons are its image fields; a word that reads like an address where no link is declared is only words", () => {
    const tagImages = Object.entries(TAG_FIELDS as Record<string, FieldKind>).filter(([, f]) => f.kind === 'image');
    expect(tagImages.map(([k]) => k)).toEqual(['light_icon', 'dark_icon']);
    const words = lintConfigTree({
      defaults: { tradePair: 'javascript:x', fiat: 'data:x' },
      footer: { columns: [{ id: 'c', title: 'javascript: is a word here', items: [{ id: 'a', type: 'text', label: 'data: too' }] }] },
    });
    expect(words).toEqual([]);
  });

  it("the schema's help for a declared region field is its declaration's", () => {
    expect(fieldHelp('defaults', 'loginHref')).toBe(REGION_FIELDS.defaults.loginHref.help);
    expect(fieldHelp('defaults', 'countrySites')).toBe(REGION_FIELD_MAPS.defaults.countrySites.help);
  });
});

describe('lintRegionSet', () => {
  it('names an off-list host in an icon, a picture, a region default and the risk-warning link', async () => {
    const { configs } = await loadAll();
    const uk: RegionConfig = structuredClone(configs.uk);
    const off = 'https://unknown.example/x.svg';
    uk.defaults.depositHref = off;
    uk.riskWarning = { label: 'Risk', link: { label: 'More', href: off } };
    uk.footer.texts = [{ id: 'x', type: 'text', label: 'x', icon: off, image_dark: off }];
    const paths = lintRegionSet({ ...configs, uk }).map((i) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '$.defaults.depositHref',
        '$.riskWarning.link.href',
        '$.footer.texts[0].icon',
        '$.footer.texts[0].image_dark',
      ]),
    );
  });

  it('catches a shared host, a wrong id, a mismatched code and a link to an unlisted host', async () => {
    const { configs } = await loadAll();
    const tr: RegionConfig = structuredClone(configs.tr);
    tr.hosts = ['main.exchange.test'];
    tr.sub_website_id = 5;
    const eu: RegionConfig = { ...structuredClone(configs.eu), code: 'uk' };
    eu.footer.texts = [{ id: 'x', type: 'text', label: 'x', href: 'https://unknown.example/' }];
    const issues = lintRegionSet({ ...configs, tr, eu });
    expect(issues).toEqual(
      expect.arrayContaining([
        { site: 'tr', path: '$.hosts[0]', reason: 'host "main.exchange.test" also selects main' },
        { site: 'tr', path: '$.sub_website_id', reason: 'sub_website_id 5 differs from SPEC §3 id 177' },
        { site: 'eu', path: '$.code', reason: 'code "uk" does not match the file name "eu"' },
        expect.objectContaining({ site: 'eu', path: '$.footer.texts[0].href' }),
      ]),
    );
    expect(issues).toHaveLength(4);
  });
});

describe('labels a visitor would read', () => {
  const menu = (items: unknown[]) => ({ header: { main: items } });
  it('refuses empty and blank labels, in English and in a translation, naming the field', () => {
    const issues = lintConfigTree(
      menu([
        { id: 'a', type: 'link', label: '', href: '/a' },
        { id: 'b', type: 'link', label: '  \t', href: '/b' },
        { id: 'c', type: 'link', label: 'Earn', label_i18n: { de: ' ', fr: 'Gagner' }, href: '/c' },
      ]),
    );
    expect(issues.map((i) => i.path)).toEqual(['$.header.main[0].label', '$.header.main[1].label', '$.header.main[2].label_i18n.de']);
    expect(issues[0]!.reason).toBe(
      'the English label is empty: visitors would see a menu entry with no words; write the text they should read',
    );
    expect(issues[2]!.reason).toContain('the "de" label is empty');
  });

  it('holds a menu entry to 60 characters and a footer text to 600', () => {
    const long = 'x'.repeat(NAV_LABEL_MAX + 1);
    const issues = lintConfigTree({
      header: {
        main: [
          { id: 'a', type: 'menu', label: long, children: [] },
          { id: 'b', type: 'link', label: 'y'.repeat(NAV_LABEL_MAX), href: '/' },
        ],
      },
      footer: {
        texts: [
          { id: 't', type: 'text', label: 'z'.repeat(TEXT_LABEL_MAX) },
          { id: 'u', type: 'text', label: 'z'.repeat(TEXT_LABEL_MAX + 1) },
        ],
      },
    });
    expect(issues.map((i) => [i.path, i.reason])).toEqual([
      ['$.header.main[0].label', `the English label has 61 characters; a menu entry takes at most ${NAV_LABEL_MAX}`],
      ['$.footer.texts[1].label', `the English label has 601 characters; a footer text takes at most ${TEXT_LABEL_MAX}`],
    ]);
  });

  it('counts characters, not UTF-16 units (an emoji or a CJK label is not cut short)', () => {
    expect(lintConfigTree(menu([{ id: 'a', type: 'link', label: '🚀'.repeat(NAV_LABEL_MAX), href: '/' }]))).toEqual([]);
  });
});
