/**
 * Example React host's server: the futures team's built app on its own port.
 * `/futures/*` is the app (index.html), `/help` a page that takes only the footer, `/futures-app/*`
 * its files; every other path goes to the layer service as the exchange's edge routes it.
 *
 *   npm run build:lib && npx tsx examples/react-host/build.ts
 *   LAYER_ORIGIN=http://127.0.0.1:8080 PORT=8091 npx tsx examples/react-host/server.ts
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST_CSP, proxyToLayer } from '../shared/edge.ts';
import { listenHost } from '../shared/listen.ts';
import { HOST_BASE, HOST_DIST } from './build.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

async function sendFile(res: ServerResponse, file: string, cache: string) {
  const body = await readFile(file).catch(() => null);
  if (!body) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  res.writeHead(200, {
    'content-type': type,
    'cache-control': cache,
    ...(type.startsWith('text/html') ? { 'content-security-policy': HOST_CSP } : {}),
  });
  res.end(body);
}

async function handle(layer: string, dist: string, req: IncomingMessage, res: ServerResponse) {
  const { pathname } = new URL(req.url ?? '/', 'http://host.invalid');
  if (pathname === '/futures' || pathname.startsWith('/futures/')) return sendFile(res, join(dist, 'index.html'), 'no-cache');
  if (pathname === '/help') return sendFile(res, join(dist, 'help', 'footer-only.html'), 'no-cache');
  if (pathname.startsWith(HOST_BASE)) {
    const file = normalize(join(dist, pathname.slice(HOST_BASE.length)));
    if (!file.startsWith(dist)) return void res.writeHead(404).end();
    return sendFile(res, file, 'public, max-age=31536000, immutable');
  }
  proxyToLayer(layer, req, res);
}

/** Starts the host on its build (`dist`: this example's own, or a copy built from the packed package); port 0 picks a free one. */
export async function startReactHost(
  layerOrigin: string,
  port = 0,
  hostname = '127.0.0.1',
  dist = HOST_DIST,
): Promise<{ origin: string; server: Server }> {
  const layer = layerOrigin.replace(/\/+$/, '');
  return listenHost('react-host', 'futures page failed', (req, res) => handle(layer, dist, req, res), port, hostname);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const layer = process.env.LAYER_ORIGIN ?? 'http://127.0.0.1:8080';
  const { origin } = await startReactHost(layer, Number(process.env.PORT ?? 8091));
  console.log(`futures page on ${origin}/futures/BTC_USDT (layer from ${layer})`);
}
