import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, LoginResponse, LogoutResponse } from '../../schemas/api/index.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { Browser, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const cookieLine = (res: Response, name: string) => res.headers.getSetCookie().find((l) => l.startsWith(`${name}=`));

describe('login', () => {
  it('sets an HttpOnly sid plus the pver and sign cookies and returns the user', async () => {
    const b = await new Browser(server.app).visit();
    const res = await b.login('trader');
    expect(res.status).toBe(200);
    const body = LoginResponse.parse(await res.json());
    expect(body.data).toMatchObject({ nickname: 'trader', tier_level: 0, role: 'user', is_login: true });
    const sid = cookieLine(res, 'sid')!;
    expect(sid).toMatch(/HttpOnly/i);
    expect(sid).toMatch(/SameSite=Lax/i);
    expect(sid).not.toMatch(/Secure/i);
    for (const name of ['pver', 'sign']) {
      expect(cookieLine(res, name)).toBeDefined();
      expect(cookieLine(res, name)).not.toMatch(/HttpOnly/i);
    }
    // The login answer also rotates the csrf token.
    expect(cookieLine(res, 'csrftoken')).toBeDefined();
  });

  it('marks the session cookie Secure behind an https proxy', async () => {
    const b = await new Browser(server.app).visit();
    const res = await b.request(ENDPOINTS.login.path, {
      form: { username: 'vip', password: 'demo1234' },
      headers: { 'x-forwarded-proto': 'https' },
    });
    // Over https the session cookie carries the __Host- prefix: Secure, Path=/ and no Domain, so
    // a sibling subdomain cannot plant one.
    const line = cookieLine(res, '__Host-sid')!;
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; Path=\/(;|$)/);
    expect(line).not.toMatch(/Domain=/i);
    expect(cookieLine(res, 'sid')).toBeUndefined();
    expect(cookieLine(res, '__Host-device')).toMatch(/; Secure/);
  });

  it('answers 401 JSON for a wrong password or an unknown user, without a session', async () => {
    for (const [username, password] of [
      ['trader', 'nope'],
      ['nobody', 'demo1234'],
    ] as const) {
      const b = await new Browser(server.app).visit();
      const res = await b.login(username, password);
      expect(res.status).toBe(401);
      expect(ApiError.parse(await res.json()).message).toBe('wrong username or password');
      expect(b.jar.has('sid')).toBe(false);
    }
  });

  it('answers 400 saying which field is missing', async () => {
    const b = await new Browser(server.app).visit();
    const res = await b.request(ENDPOINTS.login.path, { form: { username: 'trader' } });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/password/);
  });
});

describe('logout', () => {
  it('ends this session and deletes sid, pver and sign', async () => {
    const b = new Browser(server.app);
    await b.login('trader');
    expect((await b.request(ENDPOINTS.userInfo.path)).status).toBe(200);
    const stolenSid = b.jar.get('sid')!;
    const res = await b.request(ENDPOINTS.logout.path, { form: {} });
    expect(LogoutResponse.parse(await res.json()).data.ended).toBe(1);
    for (const name of ['sid', 'pver', 'sign']) expect(b.jar.has(name)).toBe(false);
    expect((await b.request(ENDPOINTS.userInfo.path)).status).toBe(401);
    // The old token is dead on the server, not only forgotten by the browser.
    const replay = await server.app.request(ENDPOINTS.userInfo.path, { headers: { cookie: `sid=${stolenSid}` } });
    expect(replay.status).toBe(401);
  });

  it('logoutAll from session A logs out session B', async () => {
    const a = new Browser(server.app);
    const b = new Browser(server.app);
    await a.login('sub');
    await b.login('sub');
    expect((await b.request(ENDPOINTS.userInfo.path)).status).toBe(200);
    const res = await a.request(ENDPOINTS.logoutAll.path);
    expect(LogoutResponse.parse(await res.json()).data.ended).toBe(2);
    expect((await b.request(ENDPOINTS.userInfo.path)).status).toBe(401);
    expect((await a.request(ENDPOINTS.userInfo.path)).status).toBe(401);
  });

  it('GET /logout ends the session and redirects to the login page of the language', async () => {
    const b = new Browser(server.app);
    await b.login('weak');
    const ownPage = { headers: { 'sec-fetch-site': 'same-origin' } };
    const res = await b.request('/logout?lang=ja', ownPage);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/ja/login');
    expect((await b.request(ENDPOINTS.userInfo.path)).status).toBe(401);
    await b.login('weak');
    const prefixed = await b.request('/zh/logout', ownPage);
    expect(prefixed.headers.get('location')).toBe('/zh/login');
    expect((await b.request(ENDPOINTS.userInfo.path)).status).toBe(401);
  });

  it('a link to GET /logout from anywhere but our own pages does not log the user out', async () => {
    const b = new Browser(server.app);
    await b.login('weak');
    // Another site, a sibling subdomain, and a browser that sends no fetch metadata (or an <img>).
    const sent: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, {}];
    for (const headers of sent) {
      const res = await b.request('/logout', { headers });
      expect(res.headers.get('location')).toBe('/login');
      expect((await b.request(ENDPOINTS.userInfo.path)).status, JSON.stringify(headers)).toBe(200);
    }
  });

  it('sessions expire after 30 days', async () => {
    const b = new Browser(server.app);
    await b.login('nodeposit');
    server.clock.now += 31 * 24 * 3600 * 1000;
    try {
      expect((await b.request(ENDPOINTS.userInfo.path)).status).toBe(401);
    } finally {
      server.clock.now -= 31 * 24 * 3600 * 1000;
    }
  });
});

describe('csrf double submit', () => {
  it('every POST without the header, or with a mismatched one, is 403', async () => {
    const b = await new Browser(server.app).visit();
    const posts = [
      [ENDPOINTS.login.path, { username: 'trader', password: 'demo1234' }],
      [ENDPOINTS.logout.path, {}],
      [ENDPOINTS.heraldRead.path, { msg_type: 'trade' }],
    ] as const;
    for (const [path, form] of posts) {
      const missing = await b.request(path, { form, csrf: false });
      expect(missing.status).toBe(403);
      expect(await missing.json()).toEqual({ code: 403, message: 'csrf token missing or mismatched', data: null });
      const wrong = await b.request(path, { form, csrf: false, headers: { csrftoken: 'not-the-cookie' } });
      expect(wrong.status).toBe(403);
    }
    const json = await b.request(ENDPOINTS.analytics.path, { json: { events: [{ name: 'login_click' }] }, csrf: false });
    expect(json.status).toBe(403);
  });

  it('a header without the cookie (the SPEC client default "1") is refused, and no cookie is handed out', async () => {
    const res = await server.app.request(ENDPOINTS.logout.path, { method: 'POST', headers: { csrftoken: '1' } });
    expect(res.status).toBe(403);
    // The browser makes its own token (app/layer/api/csrfToken.ts); no answer but a private one sets it.
    expect(cookieLine(res, 'csrftoken')).toBeUndefined();
  });

  it('logoutAll changes state, so it needs the token too', async () => {
    const b = new Browser(server.app);
    await b.login('trader');
    const res = await b.request(ENDPOINTS.logoutAll.path, { csrf: false });
    expect(res.status).toBe(403);
    expect((await b.request(ENDPOINTS.userInfo.path)).status).toBe(200);
  });
});
