import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BootstrapResponse } from '../../schemas/api/index.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { SITE_CODES, SUB_WEBSITE_IDS } from '../../schemas/site.ts';
import { Browser, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const bootstrap = (b: Browser, query = '', headers?: Record<string, string>) =>
  b.get(`${ENDPOINTS.bootstrap.path}${query}`, BootstrapResponse, { headers }).then((r) => r.data);

describe('bootstrap', () => {
  it('validates for all twelve sub-sites, each with its own config and sub-website id', async () => {
    for (const site of SITE_CODES) {
      const data = await bootstrap(new Browser(server.app), `?site=${site}`);
      expect(data.site).toBe(site);
      expect(data.config.code).toBe(site);
      expect(data.params.sub_website_id).toBe(SUB_WEBSITE_IDS[site]);
      expect(data.params.currency_count).toBe(2700);
      expect(data.params.lang_list.en).toBe('English');
      expect(data.user).toBeNull();
    }
  });

  it('carries the user, their compliance and account mode when logged in', async () => {
    const b = new Browser(server.app);
    await b.login('nodeposit');
    const data = await bootstrap(b);
    expect(data.user?.nickname).toBe('nodeposit');
    expect(data.params.isLogin).toBe(true);
    expect(data.compliance.menu).toContain('deposit');
    const vip = new Browser(server.app);
    await vip.login('vip');
    const v = await bootstrap(vip);
    expect(v.user).toMatchObject({ tier_level: 3, is_trial_vip: false });
    expect(v.accountMode).toBe('multi_currency');
    const sub = new Browser(server.app);
    await sub.login('sub');
    expect((await bootstrap(sub)).user?.is_sub_account).toBe(true);
  });

  it('reads preferences from cookies, within what the sub-site offers', async () => {
    const b = await new Browser(server.app).visit();
    for (const [k, v] of Object.entries({ market_rise_color: 'risered', 'change-reftime': 'utc8', curr_fiat: 'EUR', theme: 'dark' }))
      b.jar.set(k, v);
    const main = await bootstrap(b, '?site=main');
    expect(main.prefs).toMatchObject({
      riseColorValue: 'risered',
      reftimeValue: 'utc8',
      currFiat: 'EUR',
      currencyRate: 'open',
      theme: 'dark',
    });
    expect(main.params.curr_fiat).toBe('EUR');
    // SPEC §4: the US forces green-rise and 24h whatever the cookies say.
    const us = await bootstrap(b, '?site=us');
    expect(us.prefs).toMatchObject({ riseColorValue: 'risegreen', reftimeValue: '24h' });
  });

  it('defaults the rise colour by language when no cookie is set: red for Chinese', async () => {
    expect((await bootstrap(new Browser(server.app), '?lang=zh')).prefs.riseColorValue).toBe('risered');
    expect((await bootstrap(new Browser(server.app), '?lang=de')).prefs.riseColorValue).toBe('risegreen');
  });
});

describe('sub-site selection', () => {
  it('?site= selects the sub-site and sets a cookie that later requests use', async () => {
    const b = new Browser(server.app);
    expect((await bootstrap(b, '?site=jp')).site).toBe('jp');
    expect(b.jar.get('site')).toBe('jp');
    expect((await bootstrap(b)).site).toBe('jp');
  });

  it('the Host header selects the sub-site from the configs hosts', async () => {
    const tr = new Browser(server.app, 'http://tr.exchange.test');
    const data = await bootstrap(tr);
    expect(data.site).toBe('tr');
    expect(data.params.curr_fiat).toBe('TRY');
    expect((await bootstrap(new Browser(server.app, 'http://uk.exchange.test:8080'))).site).toBe('uk');
    // A development host names no sub-site (an unknown host is refused: tests/server/operable.test.ts).
    expect((await bootstrap(new Browser(server.app, 'http://127.0.0.1:5173'))).site).toBe('main');
    const bulletin = await tr.request(ENDPOINTS.bulletin.path);
    expect((await bulletin.json()).data.content_id).toMatch(/^tr-/);
  });

  it('an unknown ?site= is a 400 on the API', async () => {
    const res = await new Browser(server.app).request(`${ENDPOINTS.bootstrap.path}?site=mars`);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/site must be one of/);
  });
});

describe('language', () => {
  it('comes from the lang query, else X-Gate-AppLang, else en', async () => {
    const b = new Browser(server.app);
    expect((await bootstrap(b, '?lang=ar')).params.lang_prefix).toBe('/ar');
    expect((await bootstrap(b, '', { 'X-Gate-AppLang': 'ja' })).lang).toBe('ja');
    const en = await bootstrap(b);
    expect(en.lang).toBe('en');
    expect(en.params.lang_prefix).toBe('');
  });
});

describe('visitor profiles (?as=)', () => {
  const expectations = {
    'uk-limit': (d: Awaited<ReturnType<typeof bootstrap>>) => expect(d.params.isUKLimit).toBe(true),
    'italy-limit': (d: Awaited<ReturnType<typeof bootstrap>>) => expect(d.params.isItalyLimit).toBe(true),
    copper: (d: Awaited<ReturnType<typeof bootstrap>>) => expect(d.params.is_copper).toBe(true),
    'ip-limit': (d: Awaited<ReturnType<typeof bootstrap>>) => expect(d.params.isIpLimit).toBe(true),
    'au-redirect': (d: Awaited<ReturnType<typeof bootstrap>>) => expect(d.compliance.limit.au_redirect).toBe(true),
    sanction: (d: Awaited<ReturnType<typeof bootstrap>>) => expect(d.compliance.limit.is_sanction_country).toBe(true),
  };

  it('each profile sets its flag, is kept in the as cookie, and ?as=none clears it', async () => {
    for (const [profile, check] of Object.entries(expectations)) {
      const b = new Browser(server.app);
      const data = await bootstrap(b, `?as=${profile}`);
      expect(data.profile).toBe(profile);
      check(data);
      expect(b.jar.get('as')).toBe(profile);
      check(await bootstrap(b));
      const cleared = await bootstrap(b, '?as=none');
      expect(cleared.profile).toBeNull();
      expect(b.jar.has('as')).toBe(false);
      expect(cleared.params).toMatchObject({ isUKLimit: false, isItalyLimit: false, is_copper: false, isIpLimit: false });
      expect(cleared.compliance.limit).toEqual({ au_redirect: false, is_sanction_country: false });
    }
  });

  it('profiles add compliance keys the region configs test', async () => {
    const data = await bootstrap(new Browser(server.app), '?as=uk-limit');
    expect(data.compliance.menu).toContain('derivatives');
  });

  it('an unknown profile is a 400', async () => {
    expect((await new Browser(server.app).request(`${ENDPOINTS.bootstrap.path}?as=martian`)).status).toBe(400);
  });
});
