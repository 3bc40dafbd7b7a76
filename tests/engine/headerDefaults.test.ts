import { beforeAll, describe, expect, it } from 'vitest';
import { headerFeatures, languageChoice, liveTradingHref, remoteMenuEnabled, withRegionDefaults } from '../../engine/headerFeatures.ts';
import { resolveItems } from '../../engine/resolveItems.ts';
import { showSubAccountManagement, showSwitchAccount } from '../../engine/user/accountRules.ts';
import type { VisibilityContext } from '../../schemas/context.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import { SITE_CODES, type SiteCode } from '../../schemas/site.ts';
import { ctx, loadAll } from '../configs/helpers.ts';

let configs: Record<SiteCode, RegionConfig>;
beforeAll(async () => {
  ({ configs } = await loadAll());
});

const hrefs = (config: RegionConfig, c: VisibilityContext) => {
  const out: string[] = [];
  const walk = (items: ReturnType<typeof resolveItems>['visible']) => {
    for (const i of items) {
      if (i.href) out.push(i.href);
      walk(i.children);
    }
  };
  walk(resolveItems(config.header.main, c, 'main', { allowedHosts: config.linkHosts }).visible);
  return out;
};

describe('region defaults (SPEC §2)', () => {
  it.each([
    ['tr', 'BTC_TRY'],
    ['sg', 'BTC_SGD'],
    ['us', 'BTC_USDT'],
    ['eu', 'BTC_USDC'],
    ['jp', 'BTC_JPY'],
    ['uae', 'BTC_AED'],
    ['main', 'BTC_USDT'],
  ] as const)('the %s trade entries open %s', (site, pair) => {
    const list = hrefs(withRegionDefaults(configs[site]), ctx(site));
    expect(list).toContain(`/trade/${pair}`);
    if (pair !== 'BTC_USDT') expect(list.filter((h) => h.startsWith('/trade/BTC_USDT'))).toEqual([]);
  });

  it('leaves the footer alone', () => {
    expect(withRegionDefaults(configs.tr).footer).toBe(configs.tr.footer);
  });

  it('links the deposit page of the region: fiat in Japan, USDT for HK, US, UK, AU', () => {
    expect(configs.jp.defaults.depositHref).toBe('/myaccount/deposit_fiat');
    expect(configs.jp.defaults.withdrawHref).toBe('/myaccount/withdraw_fiat');
    for (const s of ['hk', 'us', 'uk', 'au'] as const) expect(configs[s].defaults.depositHref).toBe('/myaccount/deposit/USDT');
  });

  it('keeps the demo-trading (testnet) link on main', () => {
    expect(hrefs(configs.main, ctx('main')).some((h) => h.startsWith('https://testnet.exchange.test/'))).toBe(true);
  });
});

describe('header features (SPEC §6)', () => {
  it('Deposit only on main and US, and never when compliance lists deposit', () => {
    for (const site of SITE_CODES) expect(headerFeatures(configs[site], ctx(site)).deposit, site).toBe(site === 'main' || site === 'us');
    const c = ctx('main', { compliance: { menu: ['deposit'], business: [], limit: { au_redirect: false, is_sanction_country: false } } });
    expect(headerFeatures(configs.main, c).deposit).toBe(false);
  });

  it('testnet: demo badge, no logout, no signup', () => {
    const f = headerFeatures(configs.testnet, ctx('testnet'));
    expect([f.demoBadge, f.logout]).toEqual([true, false]);
    expect(headerFeatures(configs.testnet, ctx('testnet', { isLogin: false })).signup).toBe(false);
  });

  it('download hidden for US and EU', () => {
    expect(headerFeatures(configs.us, ctx('us')).download).toBe(false);
    expect(headerFeatures(configs.eu, ctx('eu')).download).toBe(false);
    expect(headerFeatures(configs.main, ctx('main')).download).toBe(true);
  });

  it('compliance redirect for AU redirect anywhere and the sanction flag on the Turkey site', () => {
    const limit = (au: boolean, s: boolean) => ({ menu: [], business: [], limit: { au_redirect: au, is_sanction_country: s } });
    expect(headerFeatures(configs.au, ctx('au', { compliance: limit(true, false) })).complianceRedirect).toBe(true);
    expect(headerFeatures(configs.tr, ctx('tr', { compliance: limit(false, true) })).complianceRedirect).toBe(true);
    expect(headerFeatures(configs.main, ctx('main', { compliance: limit(false, true) })).complianceRedirect).toBe(false);
  });

  it('rise colours and periods: US green/24h only; UTC+8 hidden in Japan and the UAE', () => {
    expect(headerFeatures(configs.us, ctx('us'))).toMatchObject({ riseColors: ['risegreen'], refTimes: ['24h'] });
    for (const s of ['jp', 'uae'] as const) expect(headerFeatures(configs[s], ctx(s)).refTimes).not.toContain('utc8');
    expect(headerFeatures(configs.main, ctx('main')).refTimes).toEqual(['24h', 'utc0', 'utc8']);
  });
});

describe('testnet live-trading link', () => {
  it('keeps the current path or defaults to /trade/BTC_USDT', () => {
    const live = configs.testnet.defaults.liveSiteUrl;
    expect(liveTradingHref(live, '/futures/USDT/BTC_USDT', '?x=1')).toBe('https://www.exchange.test/futures/USDT/BTC_USDT?x=1');
    expect(liveTradingHref(live, '/')).toBe('https://www.exchange.test/trade/BTC_USDT');
    expect(liveTradingHref(live, '/login')).toBe('https://www.exchange.test/trade/BTC_USDT');
    expect(liveTradingHref(undefined, '/x')).toBeNull();
    expect(liveTradingHref(configs.main.defaults.liveSiteUrl, '/x')).toBeNull();
  });
});

describe('language choice (SPEC §4)', () => {
  it('Turkish on another sub-site offers the Turkey site; on the Turkey site it switches directly', () => {
    expect(languageChoice(configs.main, 'tr')).toEqual({ kind: 'countrySite', url: 'https://tr.exchange.test' });
    expect(languageChoice(configs.tr, 'tr')).toEqual({ kind: 'switch' });
    expect(languageChoice(configs.main, 'de')).toEqual({ kind: 'switch' });
  });

  it('restricted-region tooltips for German, French and Spanish', () => {
    expect(configs.main.defaults.restrictedLangs).toEqual(['de', 'fr', 'es']);
  });
});

describe('remote menu flags (SPEC §4)', () => {
  it('needs the flag, the main site and no second flag', () => {
    expect(remoteMenuEnabled({ newMenu: true, site: 'main', legacyMenu: false })).toBe(true);
    expect(remoteMenuEnabled({ newMenu: false, site: 'main', legacyMenu: false })).toBe(false);
    expect(remoteMenuEnabled({ newMenu: true, site: 'us', legacyMenu: false })).toBe(false);
    expect(remoteMenuEnabled({ newMenu: true, site: 'main', legacyMenu: true })).toBe(false);
  });
});

describe('profile config agrees with the account rules (SPEC §6)', () => {
  const cases = SITE_CODES.flatMap((site) =>
    [false, true].flatMap((isSubAccount) =>
      [false, true].flatMap((switchTag) => [false, true].map((whiteListShow) => ({ site, isSubAccount, switchTag, whiteListShow }))),
    ),
  );
  it('Switch Account and sub-account management show exactly when the rules say', () => {
    for (const f of cases) {
      const c = ctx(f.site, { flags: { isSubAccount: f.isSubAccount, isSwitchTag: f.switchTag, whiteListShow: f.whiteListShow } });
      const ids: string[] = [];
      const walk = (items: ReturnType<typeof resolveItems>['visible']) => {
        for (const i of items) {
          ids.push(i.id);
          walk(i.children);
        }
      };
      walk(resolveItems(configs[f.site].header.profile, c).visible);
      const label = JSON.stringify(f);
      expect(
        ids.some((id) => id.startsWith('switch-account')),
        label,
      ).toBe(showSwitchAccount(f));
      if (f.site !== 'testnet') expect(ids.includes('sub-accounts'), label).toBe(showSubAccountManagement(f));
    }
  });
});
