import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { Bootstrap } from '../../schemas/bootstrap.ts';
import { DEFAULT_CURRENCY_COUNT } from '../../schemas/constants/preferences.ts';
import { NAV_ITEM_TYPES } from '../../schemas/navItem.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import { SITE_CODES, type SiteCode } from '../../schemas/site.ts';
import { loadAll } from '../configs/helpers.ts';

// One schema (schemas/bootstrap.ts, zod/mini) serves the server's answer and the browser's check,
// so these tests pin what it does with good, sloppy and broken answers (SPEC §8: a malformed
// answer is reported, never a crash; a sloppy field falls back to its SPEC §3 default).

let configs: Record<SiteCode, RegionConfig>;
beforeAll(async () => {
  ({ configs } = await loadAll());
});

const boot = (site: SiteCode, over: Record<string, unknown> = {}) => ({
  site,
  lang: 'en',
  config: configs[site],
  params: { fiat_list: [{ fiat: 'USD', symbol: '$' }], curr_fiat_market_rates: { EUR: 0.92 }, isUKLimit: 'yes', currency_count: 3.5 },
  user: {
    uid: '26184753',
    tier_level: '3',
    nickname: 7,
    tier_next_progress: 420,
    total_usd: '8342.17',
    safe_level: '1',
    is_trial_vip: 'no',
  },
  compliance: { menu: ['deposit'], business: 'x', limit: { au_redirect: 1 } },
  accountMode: 'classic',
  prefs: { riseColorValue: 'risegreen', reftimeValue: '24h', currFiat: 'USD', currencyRate: 'closed', theme: 'light', locale: 'en' },
  profile: null,
  ...over,
});

describe('the bootstrap answer check', () => {
  it.each(SITE_CODES)('accepts the %s bootstrap, with or without a user, keeping its config', (site) => {
    const r = Bootstrap.safeParse(boot(site));
    expect(r.success).toBe(true);
    expect(r.data?.config).toEqual(configs[site]);
    expect(Bootstrap.safeParse(boot(site, { user: null })).success).toBe(true);
  });

  it('coerces whole numbers sent as text and falls back to the SPEC §3 defaults for sloppy fields', () => {
    const r = Bootstrap.safeParse(boot('main'));
    if (!r.success) throw new Error(r.error.message);
    const { params, user, compliance } = r.data;
    expect(params.isUKLimit).toBe(false);
    expect(params.currency_count).toBe(DEFAULT_CURRENCY_COUNT);
    expect(params.fiat_list).toEqual([{ fiat: 'USD', symbol: '$' }]);
    expect(params.curr_fiat).toBe('USD');
    expect(params.lang_prefix).toBe('');
    expect(user).toMatchObject({ uid: 26184753, tier_level: 3, nickname: '', tier_next_progress: 0, total_usd: 8342.17, safe_level: 1 });
    expect(user?.is_trial_vip).toBe(false);
    expect(user?.isLogin).toBe(true);
    expect(compliance).toEqual({ menu: ['deposit'], business: [], limit: { au_redirect: false, is_sanction_country: false } });
  });

  it('rejects a broken answer and names the field', () => {
    const reject = (input: unknown, path: string) => {
      const r = Bootstrap.safeParse(input);
      expect(r.success).toBe(false);
      expect(r.error?.issues.map((i) => i.path.join('.'))).toContain(path);
    };
    const main = () => configs.main;
    expect(Bootstrap.safeParse(null).success).toBe(false);
    expect(Bootstrap.safeParse({}).success).toBe(false);
    reject(boot('main', { site: 'mars' }), 'site');
    reject(boot('main', { config: { ...main(), header: 7 } }), 'config.header');
    reject(boot('main', { user: { nickname: 'no uid' } }), 'user.uid');
    reject(
      boot('main', { config: { ...main(), header: { ...main().header, main: [{ id: 'x', type: 'link', label: 'X' }] } } }),
      'config.header.main.0.href',
    );
    reject(
      boot('main', { config: { ...main(), header: { ...main().header, main: [{ id: 'X Y', type: 'text', label: 'X' }] } } }),
      'config.header.main.0.id',
    );
  });

  it('says which item type is unknown and which types there are', () => {
    const main = configs.main;
    const r = Bootstrap.safeParse(
      boot('main', { config: { ...main, header: { ...main.header, main: [{ id: 'x', type: 'carousel', label: 'X' }] } } }),
    );
    expect(r.success).toBe(false);
    const issue = r.error?.issues.find((i) => i.path.join('.') === 'config.header.main.0.type');
    expect(issue?.message).toBe(`unknown item type "carousel"; item types are: ${NAV_ITEM_TYPES.join(', ')}`);
  });

  it('passes an unknown top-level config field through (the server validated the config)', () => {
    const r = Bootstrap.safeParse(boot('main', { config: { ...configs.main, later: 1 } }));
    expect(r.success && (r.data.config as unknown as { later: number }).later).toBe(1);
  });

  it('never throws on any value put anywhere, and keeps a good answer good where a field is lenient (property)', () => {
    const lenient = [
      ['params', 'fiat_list'],
      ['params', 'sub_website_id'],
      ['params', 'isUKLimit'],
      ['compliance', 'limit'],
    ];
    const strict = [
      ['site'],
      ['lang'],
      ['params'],
      ['compliance'],
      ['user'],
      ['user', 'uid'],
      ['user', 'tier_next_progress'],
      ['config', 'defaults'],
      ['config', 'flags'],
      ['config', 'riseColors'],
      ['config', 'defaults', 'upgradePlans'],
      ['prefs', 'theme'],
      ['profile'],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...lenient, ...strict), fc.anything(), (path, value) => {
        const input = structuredClone(boot('main')) as Record<string, unknown>;
        let at = input;
        for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
        at[path.at(-1)!] = value;
        const r = Bootstrap.safeParse(input);
        return lenient.includes(path) ? r.success : typeof r.success === 'boolean';
      }),
      { numRuns: 300 },
    );
  });
});
