/**
 * What every region draws, recorded. For every sub-site x login state x compliance
 * profile the layer is composed the way the site composes it (bootstrap -> visibility context ->
 * composeLayer, header, account menus, footer and the phone drawer) and written to
 * `__snapshots__/drawnLayers.txt`. A change of how region configs say what a region shows (deny
 * lists -> offers, a rule moved into the engine) must leave this file byte-for-byte unchanged.
 *
 * Layers that come out identical are grouped: each group names its audiences, the sha-256 of the
 * whole drawn JSON (labels, hrefs, icons, badges, tags, ...; keys sorted) and an outline of the visible items.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type ComposedLayer, composeFromBootstrap } from '../../engine/composeLayer.ts';
import { localizeConfig } from '../../engine/i18n/configLabels.ts';
import type { ResolvedItem } from '../../engine/resolveItems.ts';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { ComplianceCheck } from '../../schemas/compliance.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import { SITE_CODES, type SiteCode } from '../../schemas/site.ts';
import { SiteParams } from '../../schemas/siteParams.ts';
import { UserInfo } from '../../schemas/user.ts';
import { PROFILE_EFFECTS, PROFILES } from '../../server/profiles.ts';
import { loadAll } from './helpers.ts';

const LOGINS = {
  visitor: null,
  trader: { uid: 1001, tier_level: 0 },
  vip: { uid: 1002, tier_level: 3 },
  sub: { uid: 1003, tier_level: 0, is_sub_account: true },
} as const;

/** The demo visitor profiles (`?as=`) plus compliance menu lists of their own. */
const COMPLIANCE: Record<string, { params: Partial<SiteParams>; compliance: ComplianceCheck }> = {
  none: { params: {}, compliance: { menu: [], business: [], limit: { au_redirect: false, is_sanction_country: false } } },
  nodeposit: { params: {}, compliance: { menu: ['deposit'], business: [], limit: { au_redirect: false, is_sanction_country: false } } },
  ...Object.fromEntries(
    PROFILES.map((p) => {
      const e = PROFILE_EFFECTS[p];
      const compliance = { menu: e.menu, business: e.business, limit: { au_redirect: false, is_sanction_country: false, ...e.limit } };
      return [p, { params: e.params as Partial<SiteParams>, compliance }];
    }),
  ),
};

function bootstrapFor(site: SiteCode, config: RegionConfig, login: keyof typeof LOGINS, profile: string): Bootstrap {
  const user = LOGINS[login];
  const { params, compliance } = COMPLIANCE[profile]!;
  return {
    site,
    lang: 'en',
    // As the server sends it: in the page's language, without other languages' translations.
    config: localizeConfig(config, 'en'),
    params: SiteParams.parse(params),
    user: user ? UserInfo.parse(user) : null,
    compliance,
    accountMode: 'classic',
    prefs: { riseColorValue: 'risegreen', reftimeValue: '24h', currFiat: 'USD', currencyRate: 'closed', theme: 'dark', locale: 'en' },
    profile: profile === 'none' ? null : profile,
  };
}

/** Everything the header, drawer and footer draw (not the config, context or hidden reasons). */
function drawn(c: ComposedLayer) {
  const { header, footer } = c.layer;
  return {
    header,
    drawer: c.drawer(),
    footer,
    features: c.features,
    links: c.links,
    languages: c.languages,
    regionName: c.regionName,
    riskWarning: c.riskWarning,
  };
}

/** JSON with every object's keys in sorted order: the hash is of what is drawn, not of the order fields were built in. */
const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );

const outline = (items: readonly ResolvedItem[]): string =>
  items.map((i) => (i.children.length ? `${i.id}(${outline(i.children)})` : i.id)).join(' ');

function describeLayer(d: ReturnType<typeof drawn>): string {
  const lines = [
    ...Object.entries(d.header).map(([name, items]) => `  header.${name}: ${outline(items)}`),
    ...Object.entries(d.drawer).map(([name, items]) => `  drawer.${name}: ${outline(items)}`),
    `  footer.columns: ${d.footer.columns.map((c) => `${c.id}(${outline(c.items)})`).join(' ')}`,
    `  footer.texts: ${outline(d.footer.texts)}`,
    `  footer.socialLinks: ${outline(d.footer.socialLinks)}`,
  ];
  return lines.join('\n');
}

describe('the drawn layer of every region', () => {
  it('every sub-site x login x compliance profile draws what is recorded', async () => {
    const { configs } = await loadAll();
    const groups = new Map<string, { audiences: string[]; text: string }>();
    for (const site of SITE_CODES) {
      for (const login of Object.keys(LOGINS) as (keyof typeof LOGINS)[]) {
        for (const profile of Object.keys(COMPLIANCE)) {
          const boot = bootstrapFor(site, configs[site], login, profile);
          const route = { lang: 'en', prefix: '', path: '/', search: '' } as const;
          const composed = composeFromBootstrap(boot, null, route, {
            platform: 'web',
            isSwitchTag: false,
            origin: 'https://www.example.test',
            year: 2026,
          });
          const d = drawn(composed);
          const hash = createHash('sha256').update(canonicalJson(d)).digest('hex').slice(0, 16);
          const group = groups.get(hash) ?? { audiences: [], text: describeLayer(d) };
          group.audiences.push(`${site}/${login}/${profile}`);
          groups.set(hash, group);
        }
      }
    }
    const out = [...groups].map(([hash, g]) => `${hash} ${g.audiences.join(' ')}\n${g.text}\n`).join('\n');
    await expect(out).toMatchFileSnapshot('__snapshots__/drawnLayers.txt');
  });
});
