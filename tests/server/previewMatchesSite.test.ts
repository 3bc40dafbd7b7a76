/**
 * The ops preview and the site draw the layer with one composition. For every sub-site
 * and a set of audiences (visitor, logged-in users of different tiers and account kinds, a limited
 * visitor profile, three languages) the preview model equals what the site composes from the
 * server's own bootstrap for the same request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewModel } from '../../app/ops/previewModel.ts';
import { composeFromBootstrap } from '../../engine/composeLayer.ts';
import { contextFromBootstrap } from '../../engine/context.ts';
import type { Audience } from '../../engine/ops/audience.ts';
import { Bootstrap } from '../../schemas/bootstrap.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import type { Lang } from '../../schemas/site.ts';
import { SITE_CODES } from '../../schemas/siteConstants.ts';
import { readRegionFiles } from '../../server/regionConfigLoader.ts';
import { Browser, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let files: Awaited<ReturnType<typeof readRegionFiles>>['files'];

beforeAll(async () => {
  server = await startTestServer();
  files = (await readRegionFiles()).files;
}, 120_000);
afterAll(() => server.close());

const ORIGIN = 'https://www.example.test';
const YEAR = 2026;

async function siteBootstrap(site: string, lang: Lang, user: string | null, profile?: string): Promise<Bootstrap> {
  const b = new Browser(server.app);
  if (user) expect((await b.login(user)).status).toBe(200);
  const as = profile ? `&as=${profile}` : '';
  const res = await b.request(`${ENDPOINTS.bootstrap.path}?lang=${lang}&site=${site}${as}`);
  return Bootstrap.parse(((await res.json()) as { data: unknown }).data);
}

/** The audience an operator would pick to see this visitor: every input the bootstrap carries. */
function audienceOf(boot: Bootstrap): Audience {
  const ctx = contextFromBootstrap(boot, { platform: 'web' });
  return {
    site: boot.site,
    lang: boot.lang,
    login: boot.user !== null,
    platform: 'web',
    compliance: ctx.compliance.menu,
    business: ctx.compliance.business,
    flags: ctx.flags,
    tier: ctx.tier,
    accountMode: ctx.accountMode,
  };
}

const AUDIENCES: { label: string; lang: Lang; user: string | null; profile?: string }[] = [
  { label: 'visitor en', lang: 'en', user: null },
  { label: 'visitor zh', lang: 'zh', user: null },
  { label: 'visitor ar', lang: 'ar', user: null },
  { label: 'visitor with an IP limit', lang: 'en', user: null, profile: 'ip-limit' },
  { label: 'trader', lang: 'en', user: 'trader' },
  { label: 'vip', lang: 'en', user: 'vip' },
  { label: 'sub-account', lang: 'en', user: 'sub' },
];

describe('the ops preview equals what the site draws', () => {
  for (const site of SITE_CODES) {
    it(`${site}: ${AUDIENCES.map((a) => a.label).join(', ')}`, async () => {
      for (const a of AUDIENCES) {
        const boot = await siteBootstrap(site, a.lang, a.user, a.profile);
        const route = { lang: boot.lang, prefix: boot.lang === 'en' ? '' : `/${boot.lang}`, path: '/', search: '' };
        const drawn = composeFromBootstrap(boot, null, route, { platform: 'web', isSwitchTag: false, origin: ORIGIN, year: YEAR });
        const preview = previewModel(files, audienceOf(boot), undefined, { origin: ORIGIN, year: YEAR });
        const label = `${site} / ${a.label}`;
        expect(preview.issues, label).toEqual([]);
        expect(preview.layer, label).toEqual(drawn.layer);
        expect(preview.drawer, label).toEqual(drawn.drawer());
        expect(preview.composed?.links, label).toEqual(drawn.links);
        expect(preview.composed?.features, label).toEqual(drawn.features);
        expect(preview.composed?.regionName, label).toEqual(drawn.regionName);
      }
    });
  }

  it('tr: the preview trade entries open BTC_TRY, as the Turkey site does', async () => {
    const boot = await siteBootstrap('tr', 'en', null);
    const hrefs = (items: readonly { href?: string | null; children: readonly unknown[] }[]): string[] =>
      items.flatMap((i) => [i.href ?? '', ...hrefs(i.children as typeof items)]);
    const preview = previewModel(files, audienceOf(boot));
    const all = hrefs(preview.layer!.header.main);
    expect(all.some((h) => h.includes('/trade/BTC_TRY'))).toBe(true);
    expect(all.filter((h) => h.includes('/trade/BTC_USDT'))).toEqual([]);
  });
});
