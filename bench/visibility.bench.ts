import { contextFromBootstrap } from '../engine/context.ts';
import { resolveLayer } from '../engine/resolveLayer.ts';
import type { Bootstrap } from '../schemas/bootstrap.ts';
import { SITE_CODES } from '../schemas/site.ts';
import { SiteParams } from '../schemas/siteParams.ts';
import { loadRegionConfigs } from '../server/regionConfigLoader.ts';
import { measure, row } from './measure.ts';

const BUDGET_US = 500; // DESIGN budgets: the whole menu tree for one context under 0.5 ms

function count(items: { children?: unknown[] }[]): number {
  return items.reduce((n, i) => n + 1 + count((i.children as { children?: unknown[] }[]) ?? []), 0);
}

export async function visibilityBench(): Promise<void> {
  const configs = await loadRegionConfigs();
  console.log('\n## Visibility evaluation of the whole layer (header + account menus + footer) per context');
  const w = [10, 8, 14, 14, 10];
  console.log(row(['site', 'items', 'visitor µs', 'logged-in µs', 'budget'], w));
  for (const site of SITE_CODES) {
    const config = configs[site];
    const items =
      count(config.header.main) +
      count(config.header.wallet) +
      count(config.header.orders) +
      count(config.header.profile) +
      config.footer.columns.reduce((n, c) => n + count(c.items), 0);
    const base: Bootstrap = {
      site,
      lang: 'en',
      config,
      params: SiteParams.parse({}),
      user: null,
      compliance: { menu: ['nft', 'web3'], business: [], limit: { au_redirect: false, is_sanction_country: false } },
      accountMode: 'classic',
      prefs: { riseColorValue: 'risegreen', reftimeValue: '24h', currFiat: 'USD', currencyRate: 'closed', theme: 'dark', locale: 'en' },
      profile: null,
    };
    const visitor = contextFromBootstrap(base, { platform: 'web' });
    const member = { ...visitor, isLogin: true, tier: 3 };
    // `hidden` is read so the footer (resolved when first read) is part of every measured op.
    const a = measure(() => resolveLayer(config, visitor).hidden);
    const b = measure(() => resolveLayer(config, member).hidden);
    const worst = Math.max(a.usPerOp, b.usPerOp);
    console.log(
      row(
        [
          site,
          items,
          a.usPerOp.toFixed(1),
          b.usPerOp.toFixed(1),
          worst <= BUDGET_US ? `${(BUDGET_US / worst).toFixed(1)}x under` : `${(worst / BUDGET_US).toFixed(1)}x OVER`,
        ],
        w,
      ),
    );
  }
}
