import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildHref, langPrefix, splitLangPrefix } from '../../engine/links.ts';
import { LANG_CODES } from '../../schemas/site.ts';
import { hrefArb } from './arbitraries.ts';

const hosts = { allowedHosts: ['ok.example'] };

describe('buildHref', () => {
  it('prefixes relative paths except in English', () => {
    expect(buildHref('/trade/BTC_USDT', 'en')).toBe('/trade/BTC_USDT');
    expect(buildHref('/trade/BTC_USDT', 'zh')).toBe('/zh/trade/BTC_USDT');
    expect(buildHref('/trade/BTC_USDT?tab=isolated_margin', 'ar')).toBe('/ar/trade/BTC_USDT?tab=isolated_margin');
  });

  it('does not double a prefix that is already there', () => {
    expect(buildHref('/zh/fee', 'zh')).toBe('/zh/fee');
    expect(buildHref('/zhx/fee', 'zh')).toBe('/zh/zhx/fee');
  });

  it('keeps https links to allowed hosts and their subdomains only', () => {
    expect(buildHref('https://ok.example/a', 'zh', hosts)).toBe('https://ok.example/a');
    expect(buildHref('https://www.ok.example/a', 'zh', hosts)).toBe('https://www.ok.example/a');
    expect(buildHref('https://notok.example/a', 'zh', hosts)).toBeNull();
    expect(buildHref('https://ok.example.evil.test/a', 'en', hosts)).toBeNull();
    expect(buildHref('https://user:pw@ok.example/', 'en', hosts)).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'https:evil.example',
    'mailto:a@b.c',
    '',
    'trade/BTC_USDT',
  ])('refuses %j', (href) => {
    expect(buildHref(href, 'en', hosts)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(buildHref(undefined, 'en')).toBeNull();
    expect(buildHref({ toString: () => '/x' }, 'en')).toBeNull();
  });

  it('property: never throws; every result is a prefixed path or an allowed http(s) URL', () => {
    fc.assert(
      fc.property(hrefArb, fc.constantFrom(...LANG_CODES), (href, lang) => {
        const out = buildHref(href, lang, hosts);
        if (out === null) return;
        if (out.startsWith('/')) {
          expect(out.startsWith('//')).toBe(false);
          expect(out.startsWith(langPrefix(lang))).toBe(true);
          expect(out).not.toMatch(/[\s\\]/);
        } else {
          const url = new URL(out);
          expect(['http:', 'https:']).toContain(url.protocol);
          expect(url.hostname === 'ok.example' || url.hostname.endsWith('.ok.example')).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('splitLangPrefix: a host route with or without its language prefix', () => {
  it.each([
    ['/de/trade/BTC_USDT', 'de', '/trade/BTC_USDT'],
    ['/de', 'de', '/'],
    ['/de/', 'de', '/'],
    ['/zh?x=1', 'zh', '/?x=1'],
    ['/trade/BTC_USDT', null, '/trade/BTC_USDT'],
    ['/en/trade', null, '/en/trade'],
    ['/xx/trade', null, '/xx/trade'],
    ['/design', null, '/design'],
    ['/', null, '/'],
  ])('%s -> %s %s', (input, lang, path) => {
    expect(splitLangPrefix(input)).toEqual({ lang, path });
  });
});
