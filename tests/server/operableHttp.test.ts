import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { killAllServerProcesses, type ServerProc, START_TIMEOUT_MS, startServerProcess } from './serverProcess.ts';

/**
 * `npm start`'s server as a process, probed over HTTP as an attacker and an
 * SRE would (the node listener's own fast path included, which app.request never goes through).
 */
interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request with any Host header (fetch cannot send a Host of its own choosing). */
function send(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const TOKEN = 'metrics-token-for-the-test';
let server: ServerProc;
let metricsUrl: string;

beforeAll(async () => {
  server = await startServerProcess({
    DATA_DIR: 'memory://',
    DATABASE_URL: '',
    LOG_LEVEL: 'info',
    HOSTS: 'staging.example.net',
    METRICS_PORT: '0',
    METRICS_TOKEN: TOKEN,
    SHUTDOWN_DRAIN_MS: '4000',
  });
  // The metrics port is announced beside the site's, before or after it.
  const started = Date.now();
  while (!/metrics on (http:\/\/\S+)/.test(server.log())) {
    if (Date.now() - started > 30_000) throw new Error(`no metrics port announced:\n${server.log()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  metricsUrl = /metrics on (http:\/\/\S+)/.exec(server.log())![1]!;
}, START_TIMEOUT_MS + 30_000);
afterAll(() => killAllServerProcesses());

describe('a server process probed over HTTP', () => {
  it("refuses a Host it does not serve with 421 and no page, the public lists' fast path included", async () => {
    // With a csrftoken cookie a public list is answered by the node listener's fast path itself.
    for (const path of ['/', '/?site=main', ENDPOINTS.spots.path, '/en/markets']) {
      const res = await send(server.url, path, { host: 'evil.example', cookie: 'csrftoken=abc' });
      expect(res.status, path).toBe(421);
      expect(res.body).not.toContain('evil.example');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // The region hosts (any port, any case), the development hosts and HOSTS are served.
    for (const host of ['EU.exchange.test:443', 'www.exchange.test', 'localhost:1234', 'staging.example.net'])
      expect((await send(server.url, ENDPOINTS.spots.path, { host, cookie: 'csrftoken=abc' })).status, host).toBe(200);
  });

  it('writes one JSON log line per request with its id, route, status and duration', async () => {
    // The fast path's answer (csrftoken cookie) and the chain's.
    const res = await send(server.url, ENDPOINTS.spots.path, { host: 'localhost', cookie: 'csrftoken=abc', 'x-request-id': 'probe-32-a' });
    expect(res.headers['x-request-id']).toBe('probe-32-a');
    const fresh = await send(server.url, ENDPOINTS.bootstrap.path, { host: 'localhost' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const lineOf = (id: string) =>
      server
        .log()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((l) => l.reqId === id);
    await expect.poll(() => lineOf('probe-32-a')).toBeTruthy();
    expect(lineOf('probe-32-a')).toMatchObject({
      msg: 'request',
      method: 'GET',
      route: 'spots',
      path: ENDPOINTS.spots.path,
      status: 200,
      level: 30,
    });
    expect(lineOf('probe-32-a')!.ms).toEqual(expect.any(Number));
    // A draft link's token is a password: its line says which route, never the token.
    const token = 'k3y-of-a-draft-link-0123456789abcdef';
    await send(server.url, `/draft/${token}`, { host: 'localhost', 'x-request-id': 'probe-draft' });
    await expect.poll(() => lineOf('probe-draft')).toMatchObject({ route: 'draftLinkOpen', path: '/draft/[token]' });
    expect(server.log()).not.toContain(token);
    await expect.poll(() => lineOf(fresh.headers['x-request-id'] as string)).toMatchObject({ route: 'bootstrap', status: 200 });
  });

  it('writes every line of a burst, each whole on a line of its own (the lines of 10 ms go out together)', async () => {
    const ids = Array.from({ length: 60 }, (_, i) => `burst-${i}`);
    // Cached fragments (answered by the fast path in one turn), a list and a page, all at once.
    const paths = ['/layer/footer?site=eu&lang=en', ENDPOINTS.spots.path, '/'];
    await send(server.url, paths[0]!, { host: 'localhost' });
    const answers = await Promise.all(
      ids.map((id, i) => send(server.url, paths[i % paths.length]!, { host: 'localhost', 'x-request-id': id })),
    );
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200));
    const reqIdOf = (line: string) => {
      try {
        return (JSON.parse(line) as { reqId?: string }).reqId;
      } catch {
        return undefined;
      }
    };
    const written = () => {
      const seen = new Set(server.log().split('\n').map(reqIdOf));
      return ids.filter((id) => seen.has(id));
    };
    await expect.poll(written).toEqual(ids);
  });

  it("serves /metrics only with the token, on the site's port and on METRICS_PORT", async () => {
    expect((await send(server.url, '/metrics', { host: 'localhost' })).status).toBe(401);
    expect((await send(metricsUrl.replace('/metrics', ''), '/metrics')).status).toBe(401);
    const res = await send(metricsUrl.replace('/metrics', ''), '/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.body).toMatch(/^http_request_duration_seconds_count\{method="GET",route="spots",status="200"\} [1-9]/m);
    expect(res.body).toMatch(/^http_unknown_host_total [1-9]/m);
    const viaSite = await send(server.url, '/metrics', { host: 'localhost', authorization: `Bearer ${TOKEN}` });
    expect(viaSite.status).toBe(200);
  });

  it('logs out by GET only from our own pages', async () => {
    // The browser's own token, as the page's code makes it (no public answer sets one).
    const visit = await send(server.url, ENDPOINTS.fiatRates.path, { host: 'localhost' });
    expect(visit.headers['set-cookie']).toBeUndefined();
    const csrf = 'token-made-by-the-page';
    const login = await new Promise<Answer>((resolve, reject) => {
      const { hostname, port } = new URL(server.url);
      const body = 'username=trader&password=demo1234';
      const req = httpRequest(
        {
          host: hostname,
          port,
          path: ENDPOINTS.login.path,
          method: 'POST',
          agent: false,
          headers: {
            cookie: `csrftoken=${csrf}`,
            csrftoken: csrf,
            'content-type': 'application/x-www-form-urlencoded',
            'sec-fetch-site': 'same-origin',
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: '' }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(login.status).toBe(200);
    const sid = /(?:^|,\s*)sid=([^;]+)/.exec((login.headers['set-cookie'] as string[]).join(', '))![1]!;
    const cookie = { cookie: `sid=${sid}; csrftoken=${csrf}` };
    const links: Record<string, string>[] = [{}, { 'sec-fetch-site': 'same-site' }, { 'sec-fetch-site': 'cross-site' }];
    for (const extra of links) {
      const out = await send(server.url, '/logout', { host: 'localhost', ...cookie, ...extra });
      expect(out.status).toBe(302);
      expect((await send(server.url, ENDPOINTS.userInfo.path, { host: 'localhost', ...cookie })).status, JSON.stringify(extra)).toBe(200);
    }
    await send(server.url, '/logout', { host: 'localhost', ...cookie, 'sec-fetch-site': 'same-origin' });
    expect((await send(server.url, ENDPOINTS.userInfo.path, { host: 'localhost', ...cookie })).status).toBe(401);
  });

  it('answers /healthz and /readyz, and /readyz says 503 from SIGTERM on while the port still answers', async () => {
    // Load balancers probe by address: any Host.
    expect((await send(server.url, '/healthz', { host: '10.0.0.7:8080' })).status).toBe(200);
    expect((await send(server.url, '/readyz', { host: '10.0.0.7:8080' })).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => server.proc.once('exit', (code) => resolve(code)));
    server.proc.kill('SIGTERM');
    await expect.poll(async () => (await send(server.url, '/readyz')).status).toBe(503);
    const notReady = await send(server.url, '/readyz');
    expect(JSON.parse(notReady.body).message).toBe('not ready: shutting down');
    // Still alive and still serving during the drain, then a clean exit.
    expect((await send(server.url, '/healthz')).status).toBe(200);
    expect((await send(server.url, ENDPOINTS.spots.path, { host: 'localhost' })).status).toBe(200);
    expect(await exited, server.log()).toBe(0);
  });
});
