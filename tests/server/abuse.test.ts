import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_BOUNDS } from '../../engine/ops/jsonBounds.ts';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import { createApp } from '../../server/app.ts';
import { pendingLogouts } from '../../server/auth/pendingLogouts.ts';
import type { Db } from '../../server/db/types.ts';
import { DbUnavailableError } from '../../server/db/unavailable.ts';
import { loginLockouts, loginThrottles, publishes } from '../../server/metrics.ts';

/** A counter's value for the labels given (0 when never counted). */
async function counted(counter: { get(): Promise<{ values: { labels: object; value: number }[] }> }, labels: Record<string, string>) {
  const { values } = await counter.get();
  return values.find((v) => Object.entries(labels).every(([k, x]) => (v.labels as Record<string, string>)[k] === x))?.value ?? 0;
}

import { Browser, fromAddress, startTestServer, type TestServer } from './helpers.ts';

/**
 * Probed as an attacker would from outside the app (HTTP requests in, answers out): a
 * stranger's wrong passwords, deep and long configs, cross-site calls, planted csrf cookies and a
 * logout while the database is gone.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A browser on its own address. */
const from = (address: string, app = server.app) => new Browser(fromAddress(app, address));

describe('a lockout a stranger cannot cause (OWASP device cookies)', () => {
  it("locks vip for unknown devices after ten wrong passwords, while the owner's browser still logs in", async () => {
    const owner = from('198.51.100.77');
    expect((await owner.login('vip')).status).toBe(200);
    expect(owner.jar.get('device')).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    await owner.request(ENDPOINTS.logout.path, { form: {} });

    const lockoutsBefore = await counted(loginLockouts, { scope: 'account' });
    const lockedBefore = await counted(loginThrottles, { scope: 'account', kind: 'locked' });
    // The stranger: ten wrong passwords from another address, each pause waited out.
    const stranger = from('203.0.113.66');
    let locked = false;
    for (let i = 0; i < 40 && !locked; i++) {
      const res = await stranger.login('vip', `guess-${i}`);
      const retry = Number(res.headers.get('retry-after') ?? 0);
      if (res.status === 429 && retry > 60) locked = true;
      else if (res.status === 429) server.clock.now += retry * 1000;
      else expect(res.status).toBe(401);
    }
    expect(locked).toBe(true);
    // Unknown devices are locked out, even with the right password.
    expect((await stranger.login('vip')).status).toBe(429);
    expect((await from('192.0.2.9').login('vip')).status).toBe(429);
    // Both show in /metrics.
    expect(await counted(loginLockouts, { scope: 'account' })).toBe(lockoutsBefore + 1);
    expect(await counted(loginThrottles, { scope: 'account', kind: 'locked' })).toBeGreaterThanOrEqual(lockedBefore + 2);
    // The owner's browser is not: the right password lets it in.
    const back = await owner.login('vip');
    expect(back.status).toBe(200);
    // And its own typos are counted for it alone: a few are answered 401, not 429.
    await owner.request(ENDPOINTS.logout.path, { form: {} });
    expect((await owner.login('vip', 'typo')).status).toBe(401);
    expect((await owner.login('vip')).status).toBe(200);
  });

  it('takes a device cookie only for the name it was signed for, and never a forged one', async () => {
    const b = from('198.51.100.78');
    expect((await b.login('trader')).status).toBe(200);
    const genuine = b.jar.get('device')!;
    const [nonce, sig] = genuine.split('.') as [string, string];
    const forged = `${nonce}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    // Lock "sub" for unknown devices, then try it with trader's cookie and with a forged one.
    const stranger = from('203.0.113.67');
    for (let i = 0; i < 40; i++) {
      const res = await stranger.login('sub', `guess-${i}`);
      const retry = Number(res.headers.get('retry-after') ?? 0);
      if (res.status === 429 && retry > 60) break;
      if (res.status === 429) server.clock.now += retry * 1000;
    }
    for (const cookie of [genuine, forged]) {
      const other = from('198.51.100.79');
      other.jar.set('device', cookie);
      expect((await other.login('sub')).status, cookie).toBe(429);
    }
  });
});

describe('bounded input (configs and labels)', () => {
  let ops: Browser;
  beforeAll(async () => {
    ops = new Browser(server.app);
    expect((await ops.login('ops')).status).toBe(200);
  });

  const deep = (levels: number) => {
    let v: unknown = 'bottom';
    for (let i = 0; i < levels; i++) v = { next: v };
    return v;
  };

  it('answers a config nested 3,000 levels deep with its reason in plain words, on validate and on publish, never a 500', async () => {
    const base = (await (await ops.request(pathOf('opsExport', { name: 'base' }))).json()) as Record<string, unknown>;
    const draft = { ...base, header: { ...(base.header as object), deep: deep(3000) } };
    const validate = await ops.request(pathOf('opsValidate', { name: 'base' }), { json: { json: draft } });
    expect(validate.status).toBe(200);
    const { issues } = (await validate.json()).data;
    expect(issues[0].reason).toBe(`nested too deep: at most ${CONFIG_BOUNDS.depth} levels of objects and lists are allowed`);
    const invalidBefore = await counted(publishes, { action: 'publish', outcome: 'invalid' });
    const publish = await ops.request(pathOf('opsPublish', { name: 'base' }), { json: { json: draft, baseVersion: 0, message: 'deep' } });
    expect(publish.status).toBe(400);
    expect(await counted(publishes, { action: 'publish', outcome: 'invalid' })).toBe(invalidBefore + 1);
    expect((await publish.json()).message).toMatch(/^invalid base\.json: \$\.header\.deep(\.next)+: nested too deep/);
    const menu = await ops.request(pathOf('opsValidate', { name: 'remote-menu' }), { json: { json: { list: [deep(3000)] } } });
    expect(menu.status).toBe(200);
    expect((await menu.json()).data.issues[0].reason).toContain('nested too deep');
  });

  it('refuses a body nested past the bound in plain words before parsing it, on every reader, never a 500', async () => {
    // 5,000 levels in 30 KB: the form reader used to overflow the stack turning it into strings.
    const text = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const trader = new Browser(server.app);
    expect((await trader.login('trader')).status).toBe(200);
    for (const name of ['login', 'logout', 'setFavourite', 'heraldRead', 'analytics'] as const) {
      const res = await trader.request(ENDPOINTS[name].path, { body: text, headers: { 'content-type': 'application/json' } });
      expect(res.status, name).toBe(400);
      expect(((await res.json()) as { message: string }).message, name).toBe(
        'JSON body nested too deep: at most 64 levels of objects and lists',
      );
    }
    // Brackets inside strings are text, not nesting.
    const flat = await ops.request(pathOf('opsValidate', { name: 'jp' }), {
      body: JSON.stringify({ json: { extends: 'base', name: `[{"${'['.repeat(200)}` } }),
      headers: { 'content-type': 'application/json' },
    });
    expect(flat.status).toBe(200);
  });

  it('refuses version numbers past what the database stores (2^31 and more) in plain words', async () => {
    const big = 2 ** 31;
    const answers = [
      await ops.request(pathOf('opsVersion', { name: 'jp', version: big })),
      await ops.request(`${pathOf('opsExport', { name: 'jp' })}?version=${big}`),
      await ops.request(pathOf('opsRollback', { name: 'jp' }), { json: { toVersion: big, baseVersion: 0 } }),
      await ops.request(pathOf('opsPublish', { name: 'jp' }), { json: { json: {}, baseVersion: big, message: 'big' } }),
      await ops.request(pathOf('opsChangeRequest', { name: 'uk' }), { json: { json: {}, baseVersion: big, message: 'big' } }),
      await ops.request(pathOf('opsDraftLink', { name: 'jp' }), { json: { json: {}, baseVersion: big } }),
    ];
    for (const res of answers) {
      expect(res.status, res.url).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/^invalid (version|body): .*(2147483647|too big)/i);
    }
    expect((await ops.request(pathOf('opsVersion', { name: 'jp', version: big - 1 }))).status).toBe(404);
  });

  it('refuses a 20 KB label and leaves the home page as it was', async () => {
    const base = (await (await ops.request(pathOf('opsExport', { name: 'base' }))).json()) as { header: { main: { label: string }[] } };
    const draft = structuredClone(base);
    draft.header.main[0]!.label = 'x'.repeat(20 * 1024);
    const publish = await ops.request(pathOf('opsPublish', { name: 'base' }), { json: { json: draft, baseVersion: 0, message: 'long' } });
    expect(publish.status).toBe(400);
    expect((await publish.json()).message).toBe(
      `invalid base.json: $.header.main[0].label: text of 20480 characters; at most ${CONFIG_BOUNDS.textChars} are allowed`,
    );
    const boot = await (await new Browser(server.app).request(ENDPOINTS.bootstrap.path)).text();
    expect(boot).not.toContain('x'.repeat(1001));
  });
});

describe('state-changing calls from another site', () => {
  it('are refused by their fetch metadata or Origin even with a matching token; our own pages and plain clients pass', async () => {
    const b = await new Browser(server.app).visit();
    const post = (headers: Record<string, string>) =>
      b.request(ENDPOINTS.setFavourite.path, { json: { market: 'spot', pair: 'BTC_USDT', op: 'add' }, headers });
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'http://localhost.evil.example' },
      { origin: 'null' },
    ];
    for (const headers of foreign) {
      const res = await post(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect((await res.json()).message).toMatch(/^cross-(site|origin) request refused/);
    }
    // Our own page (fetch metadata or Origin) and a client that sends neither reach the handler (401: not logged in).
    const own: Record<string, string>[] = [{ 'sec-fetch-site': 'same-origin' }, { origin: 'http://localhost' }, {}];
    for (const headers of own) expect((await post(headers)).status, JSON.stringify(headers)).toBe(401);
  });

  it('refuses two csrftoken cookies that differ (one planted from a sibling subdomain)', async () => {
    const res = await server.app.request(ENDPOINTS.logout.path, {
      method: 'POST',
      headers: { cookie: 'csrftoken=planted; csrftoken=real', csrftoken: 'planted', 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toContain('conflicting csrftoken cookies');
  });
});

describe('the csrftoken over https is __Host-csrftoken', () => {
  const https = { 'x-forwarded-proto': 'https' };
  const favourite = (cookie: string, token: string) =>
    server.app.request(ENDPOINTS.setFavourite.path, {
      method: 'POST',
      headers: { ...https, cookie, csrftoken: token, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'market=spot&id=BTC_USDT&on=1',
    });

  it('login issues __Host-csrftoken (Secure, Path=/, no Domain, readable by the page) and no plain csrftoken', async () => {
    const b = await new Browser(server.app, 'https://localhost').visit();
    const res = await b.login('trader');
    expect(res.status).toBe(200);
    const lines = res.headers.getSetCookie();
    const line = lines.find((l) => l.startsWith('__Host-csrftoken='));
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; Path=\/(;|$)/);
    expect(line).not.toMatch(/Domain=|HttpOnly/i);
    expect(lines.filter((l) => l.startsWith('csrftoken='))).toEqual([]);
    // The issued token passes the double submit under its own name.
    const token = b.jar.get('__Host-csrftoken')!;
    const sid = b.jar.get('__Host-sid')!;
    expect((await favourite(`__Host-sid=${sid}; __Host-csrftoken=${token}`, token)).status).toBe(200);
  });

  it('reads only __Host-csrftoken: a plain csrftoken (planted from a sibling subdomain or over http) is no token', async () => {
    // Not logged in: a call with a good token reaches the handler (401); one without is refused (403).
    expect((await favourite('__Host-csrftoken=mine', 'mine')).status).toBe(401);
    const planted = await favourite('csrftoken=planted', 'planted');
    expect(planted.status).toBe(403);
    expect((await planted.json()).message).toBe('csrf token missing or mismatched');
    // Beside the real one, the plant is ignored rather than compared.
    expect((await favourite('csrftoken=planted; __Host-csrftoken=mine', 'planted')).status).toBe(403);
    expect((await favourite('csrftoken=planted; __Host-csrftoken=mine', 'mine')).status).toBe(401);
    // Two differing __Host-csrftoken cookies are refused as two csrftoken cookies are over http.
    const two = await favourite('__Host-csrftoken=a; __Host-csrftoken=b', 'a');
    expect(two.status).toBe(403);
    expect((await two.json()).message).toContain('conflicting csrftoken cookies');
  });

  it('over plain http (development) the bare name, as SPEC §7 names it', async () => {
    const b = await new Browser(server.app).visit();
    const res = await b.login('trader');
    expect(res.headers.getSetCookie().some((l) => l.startsWith('csrftoken=') && !/Secure/.test(l))).toBe(true);
    const plain = (cookie: string) =>
      server.app.request(ENDPOINTS.setFavourite.path, {
        method: 'POST',
        headers: { cookie, csrftoken: 'mine', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'market=spot&id=BTC_USDT&on=1',
      });
    expect((await plain('csrftoken=mine')).status).toBe(401);
    expect((await plain('__Host-csrftoken=mine')).status).toBe(403);
  });
});

describe('logout while the database is gone', () => {
  it('clears the login cookies at once and ends the session when the database is back', async () => {
    const b = new Browser(server.app);
    expect((await b.login('nodeposit')).status).toBe(200);
    let down = true;
    const flaky: Db = {
      ...server.deps.db,
      query: (sql, params) =>
        down ? Promise.reject(new DbUnavailableError(new Error('connection refused'))) : server.deps.db.query(sql, params),
    };
    const outage = createApp({ ...server.deps, db: flaky });
    const sid = b.jar.get('sid')!;
    const res = await outage.request('http://localhost/api/web/v1/usercenter/logout', {
      method: 'POST',
      headers: {
        cookie: `sid=${sid}; csrftoken=${b.jar.get('csrftoken')}`,
        csrftoken: b.jar.get('csrftoken')!,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: '',
    });
    expect(res.status).toBe(503);
    const cleared = res.headers
      .getSetCookie()
      .filter((l) => /max-age=0/i.test(l))
      .map((l) => l.split('=')[0]);
    expect(cleared.sort()).toEqual(['pver', 'sid', 'sign']);
    expect(pendingLogouts(flaky)).toBe(1);
    // The session still works until the database is back (the cookie was stolen, say)...
    expect((await server.app.request(ENDPOINTS.userInfo.path, { headers: { cookie: `sid=${sid}` } })).status).toBe(200);
    down = false;
    // ...then the held end is applied by the retry.
    await expect.poll(() => pendingLogouts(flaky)).toBe(0);
    expect((await server.app.request(ENDPOINTS.userInfo.path, { headers: { cookie: `sid=${sid}` } })).status).toBe(401);
  });
});
