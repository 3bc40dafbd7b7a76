import { Agent, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHttpServer, KEEP_ALIVE_MS } from '../../server/httpServer.ts';

const server = createHttpServer((_req, res) => {
  res.end('ok');
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** One GET on a keep-alive agent; resolves with the answer's Keep-Alive header and its socket. */
function ask(agent: Agent): Promise<{ keepAlive: string | undefined; socket: unknown }> {
  return new Promise((resolve, reject) => {
    const req = get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ keepAlive: String(res.headers['keep-alive']), socket: req.socket }));
    });
    req.on('error', reject);
  });
}

it('keeps an idle keep-alive connection for 65 s and says so, so the peer (a load balancer, a client) closes it first', async () => {
  expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
  expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await ask(agent);
    expect(first.keepAlive).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    // The second request reuses the first one's socket (one socket allowed, kept alive).
    const second = await ask(agent);
    expect(second.socket).toBe(first.socket);
  } finally {
    agent.destroy();
  }
});

it('from a shutdown on, an answer still on its way and every later one say Connection: close, so a proxy never reuses a socket about to close', async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const stopping = createHttpServer((req, res) => {
    if (req.url === '/slow') void held.then(() => res.end('late'));
    else res.end('ok');
  });
  await new Promise<void>((resolve) => stopping.listen(0, '127.0.0.1', resolve));
  const at = (stopping.address() as AddressInfo).port;
  const agent = new Agent({ keepAlive: true });
  const answer = (path: string) =>
    new Promise<{ connection: string | undefined; body: string }>((resolve, reject) => {
      get({ host: '127.0.0.1', port: at, path, agent }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ connection: res.headers.connection, body }));
      }).on('error', reject);
    });
  try {
    expect((await answer('/')).connection).toBe('keep-alive');
    const slow = answer('/slow');
    const fast = answer('/');
    // Both requests have reached the server: the fast one is answered while the slow one waits.
    expect((await fast).connection).toBe('keep-alive');
    stopping.stopKeepingAlive();
    release();
    expect(await slow).toEqual({ connection: 'close', body: 'late' });
    expect((await answer('/')).connection).toBe('close');
  } finally {
    agent.destroy();
    stopping.closeAllConnections();
    await new Promise((resolve) => stopping.close(resolve));
  }
});
