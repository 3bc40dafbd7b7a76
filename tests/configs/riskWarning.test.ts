import { describe, expect, it } from 'vitest';
import { composeLayer } from '../../engine/composeLayer.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import { SITE_CODES } from '../../schemas/site.ts';
import { ctx, loadAll } from './helpers.ts';

const route = { lang: 'en', prefix: '', path: '/', search: '' } as const;
const compose = (config: RegionConfig) =>
  composeLayer({ config, ctx: ctx(config.code), remote: null, route, origin: 'https://example.test', langList: {}, year: 2026 });

describe('a regulator’s fixed risk warning comes from the region config', () => {
  it('the UK config carries the FCA warning and its risk-summary link; no other region has one', async () => {
    const { configs } = await loadAll();
    const uk = compose(configs.uk).riskWarning;
    expect(uk?.text).toMatch(/^Don’t invest unless you’re prepared to lose all the money you invest\. This is a high-risk investment/);
    expect(uk?.link).toEqual({ label: 'Take 2 mins to learn more', href: '/legal/risk-summary' });
    for (const site of SITE_CODES.filter((s) => s !== 'uk')) expect(compose(configs[site]).riskWarning, site).toBeNull();
  });

  it('serves any region that sets it, and drops a link the allow-list refuses', async () => {
    const { configs } = await loadAll();
    const sg = { ...configs.sg, riskWarning: { label: 'Trading is risky.', link: { label: 'Read more', href: '/page/risk' } } };
    expect(compose(sg).riskWarning).toEqual({ text: 'Trading is risky.', link: { label: 'Read more', href: '/page/risk' } });
    const bad = { ...configs.sg, riskWarning: { label: 'Trading is risky.', link: { label: 'Read more', href: 'javascript:alert(1)' } } };
    expect(compose(bad).riskWarning).toEqual({ text: 'Trading is risky.', link: null });
  });
});
