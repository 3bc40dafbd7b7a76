import { describe, expect, it } from 'vitest';
import { lintConfigTree, lintRegionSet, urlProblem } from '../../engine/configLint.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
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
            href: '/a',
            children: [
              { id: 'x', href: '/x' },
              { id: 'y', icon: 'data:image/svg+xml,<svg/>' },
            ],
          },
          { id: 'b', href: 'javascript:alert(1)', children: [{ id: 'x', href: '/x' }] },
          { id: 'a', href: '//evil.test' },
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
    expect(lintConfigTree({ 'odd key': { href: 'data:x' } })[0]?.path).toBe('$["odd key"].href');
  });
});

describe('lintRegionSet', () => {
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
