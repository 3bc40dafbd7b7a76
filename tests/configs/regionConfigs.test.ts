import { beforeAll, describe, expect, it } from 'vitest';
import { lintConfigTree, lintRegionSet } from '../../engine/configLint.ts';
import type { Json } from '../../engine/configMerge.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import { SITE_CODES, type SiteCode } from '../../schemas/site.ts';
import { RegionFileSchema } from '../../scripts/gen-config-schema.ts';
import { loadAll } from './helpers.ts';

let files: Record<string, Json>;
let configs: Record<SiteCode, RegionConfig>;
beforeAll(async () => {
  ({ files, configs } = await loadAll());
});

describe('region config files', () => {
  it('every sub-site resolves to a valid RegionConfig', () => {
    expect(Object.keys(configs).sort()).toEqual([...SITE_CODES].sort());
  });

  it('every file validates against the editor schema and sub-sites extend another file', () => {
    for (const [name, raw] of Object.entries(files)) {
      expect(RegionFileSchema.safeParse(raw).error, name).toBeUndefined();
      expect((raw as Record<string, Json>).$schema, name).toBe('./region-config.schema.json');
      if (name !== 'base') expect(typeof (raw as Record<string, Json>).extends, name).toBe('string');
    }
    expect(files.base).not.toHaveProperty('code');
  });

  it('menus live in base only, not copied per region', () => {
    for (const [name, raw] of Object.entries(files)) {
      if (name === 'base') continue;
      const header = (raw as { header?: Record<string, Json> }).header ?? {};
      expect(Object.keys(header), name).toEqual(name === 'testnet' ? ['profile'] : []);
    }
  });

  it('passes the lint rules (sibling ids, safe hrefs, hosts)', () => {
    for (const [name, raw] of Object.entries(files)) expect(lintConfigTree(raw), name).toEqual([]);
    expect(lintRegionSet(configs)).toEqual([]);
  });

  it('sub_website_id per SPEC §3', () => {
    const ids = Object.fromEntries(SITE_CODES.map((s) => [s, configs[s].sub_website_id]));
    expect(ids).toEqual({ main: 0, tr: 177, eu: 106, hk: 71, us: 232, bs: 14, sg: 153, uk: 182, jp: 83, uae: 181, au: 11, testnet: null });
  });

  it('hosts select exactly one sub-site each', () => {
    const hosts = SITE_CODES.flatMap((s) => configs[s].hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
    for (const s of SITE_CODES) expect(configs[s].hosts.length, s).toBeGreaterThan(0);
  });
});

describe('region defaults and flags (SPEC §2, §6)', () => {
  it('default trade pairs', () => {
    const pairs = Object.fromEntries(SITE_CODES.map((s) => [s, configs[s].defaults.tradePair]));
    expect(pairs).toMatchObject({
      tr: 'BTC_TRY',
      sg: 'BTC_SGD',
      us: 'BTC_USDT',
      main: 'BTC_USDT',
      eu: 'BTC_USDC',
      jp: 'BTC_JPY',
      uae: 'BTC_AED',
    });
  });

  it('fiat deposit/withdraw for Japan, USDT for HK, US, UK, AU and main', () => {
    expect(configs.jp.defaults).toMatchObject({ depositHref: '/myaccount/deposit_fiat', withdrawHref: '/myaccount/withdraw_fiat' });
    for (const s of ['hk', 'us', 'uk', 'au', 'main'] as const)
      expect(configs[s].defaults, s).toMatchObject({ depositHref: '/myaccount/deposit/USDT', withdrawHref: '/myaccount/withdraw/USDT' });
  });

  it('login and signup from config; testnet has its own login', () => {
    for (const s of SITE_CODES) expect(configs[s].defaults.signupHref).toBe('/signup');
    expect(configs.main.defaults.loginHref).toBe('/login');
    expect(configs.testnet.defaults.loginHref).toContain('scope=mock_site_login');
    expect(configs.testnet.defaults.loginLabel).toMatch(/testnet/i);
  });

  it('download hidden on US and EU, logout hidden on testnet, deposit button only on main and US', () => {
    for (const s of SITE_CODES) {
      const f = configs[s].flags;
      expect(f.hiddenDownload === true, s).toBe(['us', 'eu', 'testnet'].includes(s));
      expect(f.hiddenLogout === true, s).toBe(s === 'testnet');
      expect(f.hiddenDeposit === true, s).toBe(!['main', 'us'].includes(s));
    }
  });

  it('rise colours and reference times', () => {
    expect(configs.us.riseColors).toEqual(['risegreen']);
    expect(configs.us.refTimes).toEqual(['24h']);
    expect(configs.jp.refTimes).toEqual(['24h', 'utc0']);
    expect(configs.uae.refTimes).toEqual(['24h', 'utc0']);
    for (const s of SITE_CODES.filter((x) => x !== 'us')) expect([...configs[s].riseColors].sort(), s).toEqual(['risegreen', 'risered']);
    for (const s of SITE_CODES.filter((x) => !['us', 'jp', 'uae'].includes(x))) expect(configs[s].refTimes, s).toHaveLength(3);
  });
});
