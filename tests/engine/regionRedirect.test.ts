import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageOf, REDIRECT_PAGES, regionRedirectTarget } from '../../engine/regionRedirect.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';

const cfg = (code: string, hosts: string[], countries: string[]) => ({ code, hosts, countries }) as unknown as RegionConfig;
const configs = [
  cfg('main', ['www.exchange.test', 'main.exchange.test'], []),
  cfg('eu', ['eu.exchange.test'], ['DE', 'IT']),
  cfg('us', ['us.exchange.test'], ['US']),
];
const base = { host: 'www.exchange.test:8080', protocol: 'http' as const, isLogin: false, country: 'DE', configs };

describe('region host redirect (SPEC §4)', () => {
  it('reads the page after the language prefix', () => {
    expect(pageOf('/')).toBe('');
    expect(pageOf('/zh/price/bitcoin?x=1')).toBe('price');
    expect(pageOf('/trade/BTC_USDT')).toBe('trade');
  });

  it('sends a visitor on a public page to the host of their country, keeping path, query and port', () => {
    expect(regionRedirectTarget({ ...base, pathAndQuery: '/zh/price?ref=1' })).toBe('http://eu.exchange.test:8080/zh/price?ref=1');
    expect(regionRedirectTarget({ ...base, pathAndQuery: '/' })).toBe('http://eu.exchange.test:8080/');
  });

  it('never redirects logged-in users, other pages, unknown countries or hosts outside the map', () => {
    expect(regionRedirectTarget({ ...base, pathAndQuery: '/', isLogin: true })).toBeNull();
    expect(regionRedirectTarget({ ...base, pathAndQuery: '/myaccount/profile' })).toBeNull();
    expect(regionRedirectTarget({ ...base, pathAndQuery: '/', country: 'BR' })).toBeNull();
    expect(regionRedirectTarget({ ...base, pathAndQuery: '/', country: 'de' })).toBeNull();
    expect(regionRedirectTarget({ ...base, pathAndQuery: '/', host: '127.0.0.1:8080' })).toBeNull();
  });

  it('never loops: on the target region host the visitor stays', () => {
    const first = regionRedirectTarget({ ...base, pathAndQuery: '/fee' });
    expect(first).not.toBeNull();
    const url = new URL(first as string);
    expect(regionRedirectTarget({ ...base, host: url.host, pathAndQuery: url.pathname })).toBeNull();
  });

  it('property: a target is always a mapped host, and following it never redirects again', () => {
    const hosts = configs.flatMap((c) => c.hosts);
    fc.assert(
      fc.property(
        fc.constantFrom(...REDIRECT_PAGES, 'myaccount', 'x'),
        fc.constantFrom('', '/zh', '/ar'),
        fc.constantFrom('DE', 'IT', 'US', 'BR', ''),
        fc.constantFrom(...hosts, 'evil.test'),
        fc.boolean(),
        (page, prefix, country, host, isLogin) => {
          const target = regionRedirectTarget({ ...base, host, country, isLogin, pathAndQuery: `${prefix}/${page}` });
          if (target === null) return;
          const url = new URL(target);
          expect(hosts).toContain(url.hostname);
          expect(regionRedirectTarget({ ...base, host: url.host, country, isLogin, pathAndQuery: url.pathname })).toBeNull();
        },
      ),
    );
  });
});
