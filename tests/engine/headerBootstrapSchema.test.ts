import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import * as mini from '../../app/api/bootstrapSchema.ts';
import { Bootstrap } from '../../schemas/bootstrap.ts';
import { FLAG_NAMES } from '../../schemas/condition.ts';
import { MarketKind, NAV_ITEM_TYPES, TAG_TYPES } from '../../schemas/navItem.ts';
import { REGION_FLAG_NAMES, type RegionConfig } from '../../schemas/regionConfig.ts';
import { SITE_CODES, type SiteCode } from '../../schemas/site.ts';
import { loadAll } from '../configs/helpers.ts';

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

function same(input: unknown) {
  const a = Bootstrap.safeParse(input);
  const b = mini.Bootstrap.safeParse(input);
  expect(b.success).toBe(a.success);
  if (a.success && b.success) expect(b.data).toEqual(a.data);
  return b;
}

describe('the browser bootstrap check (zod/mini) agrees with schemas/bootstrap.ts', () => {
  it('copies the enum lists exactly', () => {
    expect(mini.FLAG_NAMES).toEqual(FLAG_NAMES);
    expect(mini.TAG_TYPES).toEqual(TAG_TYPES);
    expect(mini.NAV_ITEM_TYPES).toEqual(NAV_ITEM_TYPES);
    expect(mini.MARKET_KINDS).toEqual(MarketKind.options);
    expect(mini.REGION_FLAG_NAMES).toEqual(REGION_FLAG_NAMES);
  });

  it.each(SITE_CODES)('accepts the %s bootstrap with the same defaults and fallbacks', (site) => {
    expect(same(boot(site)).success).toBe(true);
    expect(same(boot(site, { user: null })).success).toBe(true);
  });

  it('rejects what the classic schema rejects', () => {
    for (const bad of [
      null,
      {},
      boot('main', { site: 'mars' }),
      boot('main', { config: { ...configs.main, header: 7 } }),
      boot('main', { user: { nickname: 'no uid' } }),
      boot('main', { config: { ...configs.main, header: { ...configs.main.header, main: [{ id: 'x', type: 'link', label: 'X' }] } } }),
      boot('main', { config: { ...configs.main, header: { ...configs.main.header, main: [{ id: 'X Y', type: 'text', label: 'X' }] } } }),
    ]) {
      expect(same(bad).success).toBe(false);
    }
  });

  it('passes an unknown top-level config field through (the server validated the config)', () => {
    const r = mini.Bootstrap.safeParse(boot('main', { config: { ...configs.main, later: 1 } }));
    expect(r.success && (r.data.config as unknown as { later: number }).later).toBe(1);
  });

  it('answers like the classic schema for any value put anywhere (property)', () => {
    const paths = [
      ['site'],
      ['lang'],
      ['params'],
      ['params', 'fiat_list'],
      ['params', 'sub_website_id'],
      ['user'],
      ['user', 'uid'],
      ['user', 'tier_next_progress'],
      ['compliance'],
      ['compliance', 'limit'],
      ['config', 'defaults'],
      ['config', 'flags'],
      ['config', 'riseColors'],
      ['config', 'defaults', 'upgradePlans'],
      ['prefs', 'theme'],
      ['profile'],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.anything(), (path, value) => {
        const input = structuredClone(boot('main')) as Record<string, unknown>;
        let at = input;
        for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
        at[path.at(-1)!] = value;
        const a = Bootstrap.safeParse(input);
        const b = mini.Bootstrap.safeParse(input);
        if (a.success !== b.success) return false;
        return !a.success || JSON.stringify(a.data) === JSON.stringify((b as { data: unknown }).data);
      }),
      { numRuns: 300 },
    );
  });
});
