import { beforeAll, describe, expect, it } from 'vitest';
import { isKnownPage } from '../../engine/knownPages.ts';
import { pageStatus } from '../../server/page/status.ts';
import { loadRegionConfigs } from '../../server/regionConfigLoader.ts';

describe('known pages (404 for the rest)', () => {
  let main: object;
  beforeAll(async () => {
    main = (await loadRegionConfigs()).main;
  });

  it('knows the app pages, SPEC §2 sections and every path the config links to', () => {
    for (const p of [
      '/',
      '/login',
      '/reminder',
      '/reminder/',
      '/trade/ETH_USDT',
      '/futures/USDT/BTC_USDT',
      '/price/bitcoin',
      '/myaccount/profile',
    ])
      expect(isKnownPage(p, main), p).toBe(true);
    expect(isKnownPage('/vip', main)).toBe(true);
    expect(isKnownPage('/no-such-page', main)).toBe(false);
    expect(isKnownPage('/icons/nav', main)).toBe(false);
  });

  it('the server strips the language prefix before asking', () => {
    expect(pageStatus('/zh/trade/BTC_USDT', main)).toBe(200);
    expect(pageStatus('/zh', main)).toBe(200);
    expect(pageStatus('/zh/nothing-here', main)).toBe(404);
    expect(pageStatus('/nothing-here', main)).toBe(404);
  });
});
