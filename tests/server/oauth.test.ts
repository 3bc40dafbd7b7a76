import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { Browser, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const AUTHORIZE = '/oauth/authorize?response_type=code&scope=mock_site_login&redirect_uri=%2Foauth%2Fcallback';

describe('testnet mock login (authorize redirect, scope mock_site_login)', () => {
  it('sends a visitor to the login page, then back through the callback into a session', async () => {
    const b = new Browser(server.app, 'http://testnet.exchange.test');
    const first = await b.request(AUTHORIZE);
    expect(first.status).toBe(302);
    const login = new URL(first.headers.get('location')!, 'http://x');
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('redirect')).toBe(AUTHORIZE);

    expect((await b.login('trader')).status).toBe(200);
    const again = await b.request(login.searchParams.get('redirect')!);
    expect(again.status).toBe(302);
    const callback = new URL(again.headers.get('location')!, 'http://x');
    expect(callback.pathname).toBe('/oauth/callback');
    const code = callback.searchParams.get('code')!;

    await b.request(ENDPOINTS.logout.path, { form: {} });
    const done = await b.request(`/oauth/callback?code=${code}`);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/');
    expect(b.jar.has('sid')).toBe(true);
    expect((await b.request(ENDPOINTS.userInfo.path)).status).toBe(200);
    // One use only.
    expect((await b.request(`/oauth/callback?code=${code}`)).status).toBe(400);
  });

  it('a code only works in the browser that asked for it, and only for a minute', async () => {
    const owner = new Browser(server.app);
    await owner.login('vip');
    const codeOf = async () => new URL((await owner.request(AUTHORIZE)).headers.get('location')!, 'http://x').searchParams.get('code')!;
    const victim = await new Browser(server.app).visit();
    expect((await victim.request(`/oauth/callback?code=${await codeOf()}`)).status).toBe(400);
    expect(victim.jar.has('sid')).toBe(false);
    const late = await codeOf();
    server.clock.now += 61_000;
    try {
      expect((await owner.request(`/oauth/callback?code=${late}`)).status).toBe(400);
    } finally {
      server.clock.now -= 61_000;
    }
  });

  it('refuses other response types, scopes and off-site redirects', async () => {
    const b = await new Browser(server.app).visit();
    for (const query of [
      'response_type=token&scope=mock_site_login&redirect_uri=%2Foauth%2Fcallback',
      'response_type=code&scope=admin&redirect_uri=%2Foauth%2Fcallback',
      'response_type=code&scope=mock_site_login&redirect_uri=https%3A%2F%2Fevil.example%2F',
      'response_type=code&scope=mock_site_login&redirect_uri=%2F%2Fevil.example',
    ]) {
      expect((await b.request(`/oauth/authorize?${query}`)).status, query).toBe(400);
    }
  });
});
