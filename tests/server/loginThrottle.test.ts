import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { delayAfter, listLockouts, THROTTLE_POLICY } from '../../server/auth/loginThrottle.ts';
import { Browser, fromAddress, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A browser on its own address. */
const from = (address: string, app = server.app) => new Browser(fromAddress(app, address));

interface Answer {
  status: number;
  message: string;
  retryAfter: number | null;
}

async function attempt(b: Browser, username: string, password: string): Promise<Answer> {
  const res = await b.login(username, password);
  const body = (await res.json()) as { message: string };
  const ra = res.headers.get('retry-after');
  return { status: res.status, message: body.message, retryAfter: ra === null ? null : Number(ra) };
}

const advance = (ms: number) => {
  server.clock.now += ms;
};

/**
 * Wrong passwords for one name from one browser until `count` were sent, each answered; a pause
 * (429 with Retry-After) is waited out on the test clock before the next try, as a patient attacker
 * would. Returns every answer in order.
 */
async function hammer(b: Browser, username: string, count: number): Promise<Answer[]> {
  const out: Answer[] = [];
  while (out.length < count) {
    const a = await attempt(b, username, `wrong-${out.length}`);
    out.push(a);
    if (a.status === 429 && a.retryAfter !== null && a.retryAfter <= 60) advance(a.retryAfter * 1000);
  }
  return out;
}

describe('login throttling (200 wrong logins)', () => {
  const { account, client } = THROTTLE_POLICY;
  let sent = 0;

  it('pauses an account with growing delays, then locks it, tells why in plain words, and lets it in after the window', async () => {
    const attacker = from('203.0.113.7');
    const answers = await hammer(attacker, 'trader', 80);
    sent += answers.length;

    // The first failures are answered at once, with 401.
    expect(answers.slice(0, account.free).map((a) => a.status)).toEqual(Array(account.free).fill(401));
    // Then each further try is refused until a growing pause has passed: 1 s, 2 s, 4 s, 8 s, 16 s.
    const pauses = answers.filter((a) => a.status === 429 && a.message.startsWith('Too many failed login attempts. Please wait'));
    expect(pauses.map((a) => a.retryAfter)).toEqual([1, 2, 4, 8, 16]);
    expect(pauses[0]!.message).toBe('Too many failed login attempts. Please wait 1 second before trying again.');
    // Ten checked failures in all, then the lockout: every later try is refused without a check.
    expect(answers.filter((a) => a.status === 401)).toHaveLength(account.lockAt);
    const locked = answers.filter((a) => a.status === 429 && a.message.includes('login is paused for'));
    expect(locked.length).toBe(80 - account.lockAt - pauses.length);
    expect(locked[0]!.message).toBe(
      'Too many failed login attempts for this account. To protect it, login is paused for 15 minutes. You can reset your password meanwhile.',
    );
    expect(locked[0]!.retryAfter).toBe(15 * 60);

    // Locked means locked: the right password is refused too, from this browser and from another.
    expect((await attempt(attacker, 'trader', 'demo1234')).status).toBe(429);
    expect((await attempt(from('198.51.100.20'), 'trader', 'demo1234')).status).toBe(429);

    // Other users are not affected, from another address or from the attacker's own.
    expect((await attempt(from('198.51.100.21'), 'vip', 'demo1234')).status).toBe(200);
    expect((await attempt(attacker, 'vip', 'demo1234')).status).toBe(200);

    // One audit row for the lockout, naming the account and the address.
    const rows = (await listLockouts(server.deps.db)).filter((r) => r.scope === 'account');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: 'trader', client: '203.0.113.7', failures: account.lockAt });

    // Shared through the database: a second instance on the same database refuses it too.
    const other = createApp(server.deps);
    expect((await attempt(from('198.51.100.22', other), 'trader', 'demo1234')).status).toBe(429);

    // After the window the right password works, and the count starts afresh.
    advance(account.lockMs - 1000);
    expect((await attempt(from('198.51.100.23'), 'trader', 'demo1234')).status).toBe(429);
    advance(1000);
    expect((await attempt(from('198.51.100.23'), 'trader', 'demo1234')).status).toBe(200);
    expect((await attempt(from('198.51.100.23'), 'trader', 'nope')).status).toBe(401);
    expect((await attempt(from('198.51.100.23'), 'trader', 'demo1234')).status).toBe(200);
  });

  it('answers a name without an account exactly like a real one (same statuses, messages and pauses)', async () => {
    const realName = await hammer(from('192.0.2.1'), 'weak', 10);
    const noAccount = await hammer(from('192.0.2.2'), 'no-such-user-here', 10);
    sent += realName.length + noAccount.length;
    expect(noAccount).toEqual(realName);
  });

  it('locks one address trying many names (credential stuffing) without touching other addresses', async () => {
    const stuffer = from('203.0.113.99');
    const answers: Answer[] = [];
    for (let i = 0; sent + answers.length < 200; i++) {
      const a = await attempt(stuffer, `victim${i}`, 'password1');
      answers.push(a);
      if (a.status === 429 && a.retryAfter !== null && a.retryAfter <= 60) advance(a.retryAfter * 1000);
    }
    sent += answers.length;
    expect(sent).toBe(200);

    expect(answers.slice(0, client.free).every((a) => a.status === 401)).toBe(true);
    const pauses = answers.filter((a) => a.status === 429 && a.message.includes('Please wait'));
    expect(pauses.length).toBeGreaterThan(0);
    expect(pauses.map((a) => a.retryAfter)).toEqual(
      pauses.map((_, i) => Math.min(client.maxDelayMs, delayAfter(client, client.free + i)) / 1000),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(client.lockAt);
    const locked = answers.filter((a) => a.message.includes('from your network'));
    expect(locked.length).toBeGreaterThan(0);
    expect(locked[0]!.message).toBe(
      'Too many failed login attempts from your network. To protect our users, login from here is paused for 15 minutes.',
    );

    // The locked address cannot log in even with a right password; everyone else can.
    expect((await attempt(stuffer, 'sub', 'demo1234')).status).toBe(429);
    expect((await attempt(from('198.51.100.40'), 'sub', 'demo1234')).status).toBe(200);
    const rows = (await listLockouts(server.deps.db)).filter((r) => r.scope === 'client');
    expect(rows).toEqual([expect.objectContaining({ subject: '203.0.113.99', client: '203.0.113.99', failures: client.lockAt })]);

    advance(client.lockMs);
    expect((await attempt(stuffer, 'sub', 'demo1234')).status).toBe(200);
  });

  it('never counts successful logins: hundreds from one address stay unthrottled', async () => {
    const office = from('198.51.100.50');
    for (let i = 0; i < 60; i++) {
      const b = from('198.51.100.50');
      expect((await attempt(b, i % 2 ? 'trader' : 'vip', 'demo1234')).status).toBe(200);
    }
    // A few typos in between do not add up to a pause while each user then gets it right.
    for (let i = 0; i < 3; i++) expect((await attempt(office, 'nodeposit', 'typo')).status).toBe(401);
    expect((await attempt(office, 'nodeposit', 'demo1234')).status).toBe(200);
  });
});
