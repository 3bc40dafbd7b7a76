import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { createApp } from '../../server/app.ts';
import { TICK_MS } from '../../server/data/prices.ts';
import { nodeRequestListener } from '../../server/nodeListener.ts';
import { PUBLIC_LISTS, publicListFastPath } from '../../server/publicLists.ts';
import { builtInMenu, saveMenuVersion } from '../../server/remoteMenu.ts';
import { TICK_POLICY } from '../../server/snapshots.ts';
import { startTestServer, type TestServer } from './helpers.ts';

const STALE_MS = TICK_POLICY.staleWhileRevalidate * 1000;

let server: TestServer;
/** The app as served, its fast path on its own, and the same app without it (what the fast path must equal); one snapshot cache. */
let app: ReturnType<typeof createApp>;
let fast: ReturnType<typeof publicListFastPath>;
let chain: ReturnType<typeof createApp>;
let viaNode: Server;
let viaAdapter: Server;
/** How many requests the node server handed to the app (its fetch): the node-level path answers without it. */
let appFetches = 0;
beforeAll(async () => {
  server = await startTestServer();
  app = createApp(server.deps);
  fast = publicListFastPath(server.deps);
  chain = createApp(server.deps, { fastPath: false });
  // Over real HTTP: the node server as main.ts starts it (its app's fetch counted, so a test sees
  // whether the node-level path answered or handed the request on), and the chain alone through
  // @hono/node-server. Port 0: any free port.
  viaNode = createServer(
    nodeRequestListener((req, env) => {
      appFetches++;
      return app.fetch(req, env);
    }, server.deps),
  );
  viaAdapter = createServer(nodeRequestListener(chain.fetch, server.deps, { fastPath: false }));
  for (const s of [viaNode, viaAdapter]) {
    s.listen(0, '127.0.0.1');
    await once(s, 'listening');
  }
});
afterAll(async () => {
  for (const s of [viaNode, viaAdapter]) if (s?.listening) await new Promise((r) => s.close(r));
  await server.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const BASE = 'http://localhost';
/** A browser that has been here before: it holds the csrftoken cookie. */
const COOKIE = 'csrftoken=tok';

/** A valid call of every public list (bench/load.ts and snapshots.test.ts send the same). */
const CALLS: Record<string, string> = {
  spots: `${ENDPOINTS.spots.path}?exchange_type=ALL&timezone=`,
  futures: `${ENDPOINTS.futures.path}?exchange_type=CONTRACT_ALL&timezone=&is_testnet=0`,
  delivery: ENDPOINTS.delivery.path,
  options: ENDPOINTS.options.path,
  pilot: `${ENDPOINTS.pilot.path}?exchange_type=PILOT_ALL&timezone=`,
  preMarket: `${ENDPOINTS.preMarket.path}?limit=100&page=1`,
  alpha: `${ENDPOINTS.alpha.path}?tab=ALPHA_ALLCHAIN&page=1&limit=100&timezone=`,
  tradeTabs: `${ENDPOINTS.tradeTabs.path}?area=web_trade`,
  fiatList: ENDPOINTS.fiatList.path,
  bulletin: ENDPOINTS.bulletin.path,
  headerMenu: ENDPOINTS.headerMenu.path,
  remoteMenu: `${ENDPOINTS.remoteMenu.path}?lang=en`,
};

const request = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`${BASE}${path}`, { method, headers: { cookie: COOKIE, ...headers } });

interface Seen {
  status: number;
  headers: [string, string][];
  body: Buffer;
}
const seen = async (res: Response): Promise<Seen> => ({
  status: res.status,
  // The request id is new for each request (server/observe.ts): the rest must be equal.
  headers: [...res.headers].filter(([h]) => h !== 'x-request-id').sort(([a], [b]) => a.localeCompare(b)),
  body: Buffer.from(await res.arrayBuffer()),
});

/**
 * Two answers equal whole: status, headers and the very bytes. The bytes are compared by
 * Buffer.equals: toEqual walks a buffer element by element, seconds for the spot list's 354 KB.
 */
function expectSame(answer: Seen, other: Seen, label: string) {
  expect({ ...answer, body: null }, label).toEqual({ ...other, body: null });
  expect(answer.body.equals(other.body), `${label}: bodies of ${answer.body.length} and ${other.body.length} bytes differ`).toBe(true);
}

/** What a client may send a public list: the encodings browsers and others ask for, https, a language, a sub-site. */
const VARIANTS: Record<string, string>[] = [
  {},
  { 'accept-encoding': 'gzip, deflate, br, zstd' },
  { 'accept-encoding': 'gzip' },
  { 'accept-encoding': 'br;q=0, gzip' },
  { 'x-forwarded-proto': 'https', 'accept-encoding': 'br' },
  { 'x-gate-applang': 'zh', 'accept-encoding': 'br' },
  { cookie: `${COOKIE}; site=testnet`, 'accept-encoding': 'br' },
];

/**
 * For every variant: `build` makes the snapshot, then `compare` gives the path under test's answer
 * and the chain's, which must be equal: the 200 (checked further by `check200`), and the 304 for
 * each way of naming its ETag.
 */
async function sameForEveryVariant(
  build: (headers: Record<string, string>) => Promise<void>,
  compare: (headers: Record<string, string>) => Promise<[Seen, Seen]>,
  check200?: (answer: Seen) => void,
) {
  for (const headers of VARIANTS) {
    await build(headers);
    const [answer, viaChain] = await compare(headers);
    expectSame(answer, viaChain, JSON.stringify(headers));
    expect(answer.status).toBe(200);
    check200?.(answer);
    const etag = answer.headers.find(([h]) => h === 'etag')![1];
    for (const held of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const [notModified, chainNotModified] = await compare({ ...headers, 'if-none-match': held });
      expectSame(notModified, chainNotModified, held);
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
    }
  }
}

/** The fast path's own answer (it must answer, not pass), next to the chain's for the same request. */
async function both(path: string, headers: Record<string, string> = {}) {
  const fastAnswer = await fast(request(path, headers));
  expect(fastAnswer, `${path} ${JSON.stringify(headers)}: the fast path passed`).toBeInstanceOf(Response);
  return { fast: await seen(fastAnswer!), chain: await seen(await chain.request(request(path, headers))) };
}

describe('the public lists fast path answers exactly as the middleware chain', () => {
  it('knows every public list, and only those', () => {
    expect(PUBLIC_LISTS.map((l) => l.endpoint).sort()).toEqual(Object.keys(CALLS).sort());
  });

  it.each(Object.entries(CALLS))(
    '%s: same status, headers and bytes for brotli, gzip, identity, 304, https, a language',
    async (_, path) => {
      // The first call builds the snapshot (through the chain); from then on the fast path answers.
      expect((await chain.request(request(path))).status).toBe(200);
      await sameForEveryVariant(
        // A language or sub-site of its own is a snapshot of its own: built by the chain first.
        async (headers) => void (await chain.request(request(path, headers))),
        async (headers) => {
          const { fast, chain: viaChain } = await both(path, headers);
          return [fast, viaChain];
        },
      );
    },
  );

  it('carries the security headers of every other answer, and HSTS behind https only', async () => {
    const { fast: plain } = await both(CALLS.spots!, { 'accept-encoding': 'br' });
    const headers = Object.fromEntries(plain.headers);
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
    });
    expect(headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    expect(headers['strict-transport-security']).toBeUndefined();
    const { fast: https } = await both(CALLS.spots!, { 'accept-encoding': 'br', 'x-forwarded-proto': 'https' });
    expect(Object.fromEntries(https.headers)['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
  });

  it('leaves to the chain what the chain does more for: cookies to set, a 400, a fault, a snapshot to build, deflate, HEAD', async () => {
    const spots = CALLS.spots!;
    await chain.request(request(spots));
    const passes = async (req: Request) => expect(await fast(req), `${req.method} ${req.url}`).toBeUndefined();
    // A first visit, without any cookie, is answered as any other (nothing public sets one).
    expect((await fast(new Request(`${BASE}${spots}`, { headers: { 'accept-encoding': 'br' } })))?.status).toBe(200);
    await passes(request(`${spots}&site=eu`));
    await passes(request(`${spots}&as=newcomer`));
    await passes(request(`${ENDPOINTS.spots.path}?exchange_type=SPOT`));
    await passes(request(`${spots}&lang=xx`));
    await passes(request(`${spots}&x=%00`));
    await passes(request(spots, { 'accept-encoding': 'deflate' }));
    await passes(request(spots, {}, 'HEAD'));
    await passes(request(`${ENDPOINTS.fiatRates.path}`));
    // The app still answers those: the 400s say what is wrong, as before.
    const bad = await app.request(request(`${ENDPOINTS.spots.path}?exchange_type=SPOT`));
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBe('no-store');
    expect((await app.request(request(`${spots}&x=%00`))).status).toBe(400);
    expect((await app.request(request(spots, {}, 'HEAD'))).status).toBe(200);

    // The next price tick: the previous tick's snapshot answers at once while the new one builds.
    const previous = (await app.request(request(spots))).headers.get('etag');
    server.clock.now = Math.floor(server.clock.now / TICK_MS) * TICK_MS + TICK_MS;
    const meanwhile = await fast(request(spots));
    expect(meanwhile).toBeInstanceOf(Response);
    expect(meanwhile!.headers.get('etag')).toBe(previous);
    await vi.waitFor(async () => expect((await fast(request(spots)))?.headers.get('etag')).not.toBe(previous));
    // Past the stale-while-revalidate window nothing built is recent enough: the first request builds it through the chain.
    server.clock.now += STALE_MS + TICK_MS;
    await passes(request(spots));
    expect((await app.request(request(spots))).status).toBe(200);
    expect(await fast(request(spots))).toBeInstanceOf(Response);
  });

  it('with FAULTS=1 a fault asked for a list is injected (the fast path steps aside), other lists are served', async () => {
    const spots = CALLS.spots!;
    await chain.request(request(spots));
    vi.stubEnv('FAULTS', '1');
    expect(await fast(request(spots, { 'x-fault': 'spots' }))).toBeUndefined();
    const injected = await app.request(request(spots, { 'x-fault': 'spots' }));
    expect(injected.status).toBe(500);
    expect(((await injected.json()) as { message: string }).message).toBe('injected fault: spots');
    expect(await fast(new Request(`${BASE}${spots}`, { headers: { cookie: `${COOKIE}; fault=spots=empty` } }))).toBeUndefined();
    expect(await fast(request(spots, { 'x-fault': 'futures' }))).toBeInstanceOf(Response);
    vi.stubEnv('FAULTS', '');
    expect(await fast(request(spots, { 'x-fault': 'spots' }))).toBeInstanceOf(Response);
  });

  it('a remote menu publish is live on the next request through the fast path (the version is remembered until a write)', async () => {
    const path = CALLS.remoteMenu!;
    await app.request(request(path));
    const before = await app.request(request(path));
    const etag = before.headers.get('etag')!;
    const menu = await builtInMenu();
    const version = await saveMenuVersion(server.deps.db, { ...menu, list: menu.list.slice(2) }, 'ops', 'drop two items', server.clock.now);
    // The first request after the publish builds the new snapshot; both paths then serve it.
    const next = await app.request(request(path, { 'if-none-match': etag }));
    expect(next.status).toBe(200);
    expect(((await next.json()) as { data: { version: number } }).data.version).toBe(version);
    const again = await fast(request(path, { 'if-none-match': etag }));
    expect(again?.status).toBe(200);
    expect(((await again!.json()) as { data: { version: number; list: unknown[] } }).data).toMatchObject({ version });
  });
});

/** A request over HTTP, read as sent: no decompression, headers as received (Date and the request id aside, they move with each request). */
function overHttp(target: Server, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Seen> {
  const { port } = target.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method, agent: false, headers: { host: 'localhost', cookie: COOKIE, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: headerList(res.headers), body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function headerList(headers: IncomingHttpHeaders): [string, string][] {
  return Object.entries(headers)
    .filter(([name]) => name !== 'date' && name !== 'x-request-id')
    .map(([name, value]): [string, string] => [name, Array.isArray(value) ? value.join('\n') : String(value)])
    .sort(([a], [b]) => a.localeCompare(b));
}

/** The node server's answer, which its node-level path must give without the app, next to the chain's through the adapter. */
async function bothOverHttp(path: string, headers: Record<string, string> = {}) {
  const before = appFetches;
  const node = await overHttp(viaNode, path, headers);
  expect(appFetches, `${path} ${JSON.stringify(headers)}: the node-level path handed it to the app`).toBe(before);
  return { node, chain: await overHttp(viaAdapter, path, headers) };
}

describe('the node server answers the public lists from node itself, exactly as the chain over HTTP', () => {
  it.each(Object.entries(CALLS))(
    '%s: same status, headers and bytes on the wire for brotli, gzip, identity, 304, https, a language',
    async (_, path) => {
      await sameForEveryVariant(
        // The first call of a snapshot builds it (through the chain).
        async (headers) => expect((await overHttp(viaAdapter, path, headers)).status).toBe(200),
        async (headers) => {
          const { node, chain: viaChain } = await bothOverHttp(path, headers);
          return [node, viaChain];
        },
        (node) => expect(node.headers.find(([h]) => h === 'content-length')?.[1]).toBe(String(node.body.length)),
      );
    },
  );

  it('hands to the app what the rules leave or the adapter would read differently, and the app answers as before', async () => {
    const spots = CALLS.spots!;
    await overHttp(viaAdapter, spots);
    const handedOver = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
      const before = appFetches;
      const answer = await overHttp(viaNode, path, headers, method);
      expect(appFetches, `${method} ${path} ${JSON.stringify(headers)}`).toBe(before + 1);
      const viaChain = await overHttp(viaAdapter, path, headers, method);
      // A cookie the chain sets (?site=) is the same each time: the answers must be equal whole.
      expectSame(answer, viaChain, `${method} ${path} ${JSON.stringify(headers)}`);
      return answer;
    };
    expect((await handedOver(`${ENDPOINTS.spots.path}?exchange_type=SPOT`)).status).toBe(400);
    expect((await handedOver(`${spots}&site=eu`)).status).toBe(200);
    expect((await handedOver(spots, {}, 'HEAD')).status).toBe(200);
    expect((await handedOver(spots, { 'accept-encoding': 'deflate' })).status).toBe(200);
    expect((await handedOver(ENDPOINTS.fiatRates.path)).status).toBe(200);
    // What @hono/node-server rewrites through new URL() before the app sees it: a percent-escape,
    // a dot segment, a Host it does not take as it is. The app's own fast path may answer those.
    expect((await handedOver(`${spots}&x=%41`)).status).toBe(200);
    expect((await handedOver(`${CALLS.delivery}?x=/../`)).status).toBe(200);
    expect((await handedOver(spots, { host: 'LOCALHOST' })).status).toBe(200);
    // A fault asked for (FAULTS=1) is injected by the chain.
    vi.stubEnv('FAULTS', '1');
    expect((await handedOver(spots, { 'x-fault': 'spots' })).status).toBe(500);
  });
});
