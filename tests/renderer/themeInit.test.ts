import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LANG_CODES, RTL_LANGS } from '../../schemas/siteConstants.ts';

const source = readFileSync(new URL('../../public/theme-init.js', import.meta.url), 'utf8');

function run(pathname: string, cookie = '', prefersDark = false) {
  const attrs: Record<string, string> = {};
  const style: Record<string, string> = {};
  const documentElement = { setAttribute: (k: string, v: string) => (attrs[k] = v), style };
  runInNewContext(source, {
    document: { cookie, documentElement },
    location: { pathname },
    window: { matchMedia: (q: string) => ({ matches: prefersDark && q.includes('dark') }) },
  });
  const out: Record<string, string | undefined> = { ...attrs, colorScheme: style.colorScheme };
  return out;
}

describe('early theme script (public/theme-init.js)', () => {
  it('knows the same language prefixes as the app', () => {
    const list = /var LANGS = (\[[^\]]*\])/.exec(source)?.[1];
    expect(JSON.parse(list!.replaceAll("'", '"'))).toEqual(LANG_CODES.filter((l) => l !== 'en'));
    const rtl = /var RTL = (\[[^\]]*\])/.exec(source)?.[1];
    expect(JSON.parse(rtl!.replaceAll("'", '"'))).toEqual([...RTL_LANGS]);
  });

  it('takes the theme from the cookie, else from the OS preference', () => {
    expect(run('/', 'a=1; theme=dark')['data-theme']).toBe('dark');
    expect(run('/', 'theme=light', true)['data-theme']).toBe('light');
    expect(run('/', '', true)).toMatchObject({ 'data-theme': 'dark', colorScheme: 'dark' });
    expect(run('/', '', false)['data-theme']).toBe('light');
  });

  it('sets lang and dir from the path prefix', () => {
    expect(run('/ar/trade/BTC_AED')).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(run('/zh/')).toMatchObject({ lang: 'zh', dir: 'ltr' });
    expect(run('/trade')).toMatchObject({ lang: 'en', dir: 'ltr' });
  });
});
