/**
 * The p99 stall: when a page's time slot turns, one request draws the new slot's copy and
 * the others are answered the previous one meanwhile (server/pageCache.ts usable). Served by node's
 * listener (as `npm start` serves), the fast paths ran twice on the request chosen to draw, the
 * second run answered it the old copy, nobody drew the new one, and one slot later every request
 * drew it at once: about 200 drawings within 50 ms under 100 connections, a stall of a second.
 * A drawing is counted where it happens: the render cache is asked once per page the chain draws.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { registry } from '../../server/metrics.ts';
import { nodeRequestListener } from '../../server/nodeListener.ts';
import { PAGE_SLOT_MS } from '../../server/pageCache.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let dist: string;
let server: TestServer;
let node: Server;
let url: string;

beforeAll(async () => {
  // A build of the smallest kind: the page template and a server renderer that draws a stand-in layer.
  dist = await mkdtemp(join(tmpdir(), 'slot-turn-'));
  await mkdir(join(dist, 'assets'));
  await mkdir(join(dist, 'ssr'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
  await writeFile(
    join(dist, 'ssr', 'entry-server.mjs'),
    'export async function renderPage() { return "<header>layer</header>"; }\nexport async function renderFragment() { return "<header>layer</header>"; }\n',
  );
  server = await startTestServer();
  // One deps for the app and node's listener, as server/main.ts has it: the kept pages are per deps.
  const deps = { ...server.deps, staticDir: dist };
  node = createServer(nodeRequestListener(createApp(deps).fetch, deps));
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  node?.closeAllConnections();
  await new Promise((resolve) => node?.close(resolve));
  await server?.close();
  await rm(dist, { recursive: true, force: true });
});

/** Pages the chain has drawn so far (each asks the render cache once, hit or miss). */
async function drawings(): Promise<number> {
  let sum = 0;
  for (const name of ['layer_render_cache_hits_total', 'layer_render_cache_misses_total']) {
    const metric = await registry.getSingleMetric(name)?.get();
    for (const v of metric?.values ?? []) if (v.labels.kind === 'page') sum += v.value;
  }
  return sum;
}

/** `count` visitors asking for the home page at once; every answer must be a whole page. */
async function burst(count: number): Promise<void> {
  const answers = await Promise.all(
    Array.from({ length: count }, () =>
      fetch(`${url}/`, { headers: { 'accept-encoding': 'br' } }).then(async (r) => [r.status, await r.text()] as const),
    ),
  );
  for (const [status, html] of answers) {
    expect(status).toBe(200);
    expect(html).toContain('<header>layer</header>');
  }
}

it('each turn of the slot costs one drawing of a page, however many visitors ask at once', async () => {
  await burst(1);
  const drawnFirst = await drawings();
  await burst(20);
  expect(await drawings(), 'within a slot, the kept copy answers').toBe(drawnFirst);
  for (let turn = 1; turn <= 3; turn++) {
    const before = await drawings();
    server.clock.now += PAGE_SLOT_MS;
    await burst(20);
    expect(await drawings(), `turn ${turn}`).toBe(before + 1);
  }
});
