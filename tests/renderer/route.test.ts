import { describe, expect, it } from 'vitest';
import { afterLoginTarget, parseRoute, pathInLang } from '../../app/layer/route.ts';

describe('routes', () => {
  it('reads the language from the path prefix (English has none)', () => {
    expect(parseRoute('/')).toMatchObject({ lang: 'en', prefix: '', path: '/', page: 'home', rtl: false });
    expect(parseRoute('/zh/trade/BTC_USDT')).toMatchObject({ lang: 'zh', prefix: '/zh', path: '/trade/BTC_USDT', page: 'other' });
    expect(parseRoute('/ar/login')).toMatchObject({ lang: 'ar', prefix: '/ar', path: '/login', page: 'login', rtl: true });
    expect(parseRoute('/ja')).toMatchObject({ lang: 'ja', path: '/', page: 'home' });
    expect(parseRoute('/signup/')).toMatchObject({ page: 'signup' });
    expect(parseRoute('/en/x')).toMatchObject({ lang: 'en', path: '/en/x' });
    expect(parseRoute('/zhx/y')).toMatchObject({ lang: 'en', path: '/zhx/y' });
  });

  it('links the same page under another language', () => {
    const r = parseRoute('/ja/trade/BTC_JPY');
    expect(pathInLang(r, 'en', '?site=jp')).toBe('/trade/BTC_JPY?site=jp');
    expect(pathInLang(r, 'ar')).toBe('/ar/trade/BTC_JPY');
    expect(pathInLang(parseRoute('/'), 'zh')).toBe('/zh');
    expect(pathInLang(parseRoute('/zh'), 'en')).toBe('/');
  });

  it('goes back to the previous page of this site after login', () => {
    const r = parseRoute('/zh/login');
    const origin = 'http://127.0.0.1:8080';
    expect(afterLoginTarget(r, '', `${origin}/zh/trade/BTC_USDT?x=1`, origin)).toBe('/zh/trade/BTC_USDT?x=1');
    expect(afterLoginTarget(r, '', 'https://evil.test/phish', origin)).toBe('/zh');
    expect(afterLoginTarget(r, '', `${origin}/zh/login`, origin)).toBe('/zh');
    expect(afterLoginTarget(r, '', '', origin)).toBe('/zh');
    expect(afterLoginTarget(parseRoute('/login'), '?redirect=/fee', '', origin)).toBe('/fee');
    expect(afterLoginTarget(parseRoute('/login'), '?redirect=//evil.test', '', origin)).toBe('/');
  });
});
