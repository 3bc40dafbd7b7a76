import { describe, expect, it } from 'vitest';
import { composeLayer } from '../../engine/composeLayer.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import { ctx, loadAll } from './helpers.ts';

const route = { lang: 'en', prefix: '', path: '/', search: '' } as const;
const compose = (config: RegionConfig, isLogin: boolean) =>
  composeLayer({
    config,
    ctx: ctx(config.code, { isLogin }),
    remote: null,
    route,
    origin: 'https://example.test',
    langList: {},
    year: 2026,
  });

describe("the drawer's rewards card is a rule with a reason", () => {
  it('shows for a visitor where the rewards entry is visible, and says why it is off otherwise', async () => {
    const { configs } = await loadAll();
    const visitor = compose(configs.main, false);
    expect(visitor.features.drawerPromo).toBe(true);
    expect(visitor.rewards?.href).toBe('/rewards_hub');

    const trader = compose(configs.main, true);
    expect(trader.features.drawerPromo).toBe(false);
    expect(trader.hiddenParts.drawerPromo).toMatchObject({ rule: 'login', value: 'out' });

    const noSignup = compose({ ...configs.main, flags: { ...configs.main.flags, hiddenSignup: true } }, false);
    expect(noSignup.hiddenParts.drawerPromo?.detail).toMatch(/rewards card asks visitors to sign up/);

    const noRewards = {
      ...configs.main,
      header: { ...configs.main.header, main: configs.main.header.main.filter((i) => i.id !== 'rewards') },
    };
    const without = compose(noRewards, false);
    expect(without.features.drawerPromo).toBe(false);
    expect(without.hiddenParts.drawerPromo).toMatchObject({ rule: 'hidden', value: 'rewards' });
  });
});
