import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { Browser, startTestServer, type TestServer } from './helpers.ts';

describe('region host redirect (SPEC §4) on the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const page = (b: Browser, path: string, host = 'www.exchange.test:8080') => b.request(path, { headers: { host } });

  it('sends a visitor from Germany on a public page to the EU host, path and query kept', async () => {
    const b = new Browser(server.app);
    const r = await page(b, '/zh/price?country=DE&ref=x');
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('http://eu.exchange.test:8080/zh/price?country=DE&ref=x');
    // The country is remembered and reported as userLandingPageCountry.
    const boot = await (await b.request(ENDPOINTS.bootstrap.path, { headers: { host: 'eu.exchange.test:8080' } })).json();
    expect(boot.data.params.userLandingPageCountry).toBe('DE');
    expect(boot.data.site).toBe('eu');
  });

  it('does not loop: the EU host serves the page', async () => {
    const b = new Browser(server.app);
    const r = await page(b, '/price?country=DE', 'eu.exchange.test:8080');
    expect(r.status).not.toBe(302);
  });

  it('leaves logged-in users, private pages, unmapped countries, explicit sub-site choices and unknown hosts alone', async () => {
    const member = new Browser(server.app);
    await member.visit();
    expect((await member.login('trader')).status).toBe(200);
    expect((await page(member, '/?country=DE')).status).not.toBe(302);
    const b = new Browser(server.app);
    expect((await page(b, '/myaccount/profile?country=DE')).status).not.toBe(302);
    expect((await page(b, '/?country=BR')).status).not.toBe(302);
    expect((await page(b, '/?country=DE&site=main')).status).not.toBe(302);
    expect((await page(new Browser(server.app), '/?country=DE', '127.0.0.1:8080')).status).not.toBe(302);
  });

  it('the visitor profile supplies the country too (uk-limit lands in GB)', async () => {
    const b = new Browser(server.app);
    const r = await page(b, '/fee?as=uk-limit');
    expect(r.headers.get('location')).toBe('http://uk.exchange.test:8080/fee?as=uk-limit');
  });
});
