/**
 * Example host: another team's plain HTML trade page, on its own server and port,
 * carrying the exchange's shared header and footer.
 *
 * - `/trade/{PAIR}` includes the fragments on the server (a server-side include: GET
 *   {layer}/layer/header and /layer/footer with the visitor's cookies, placed into the page).
 * - `/trade-ce/{PAIR}` uses the <exchange-header>/<exchange-footer> elements instead (`?ssi=1`:
 *   with the fragments included inside them on the server, the path that works without JavaScript).
 * - `?layer=off` leaves the layer out (the test compares the host's own styles with and without it).
 *
 * Every other path goes to the layer service, as the exchange's edge routes them on one domain
 * (/layer/, /api*, /icons/, /search/, /login, …): the layer then runs under the host page's own
 * origin and its CSP stays 'self'.
 *
 *   LAYER_ORIGIN=http://127.0.0.1:8080 PORT=8090 npx tsx examples/trade-page/server.ts
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST_CSP, proxyToLayer } from '../shared/edge.ts';
import { listenHost } from '../shared/listen.ts';

export { HOST_CSP };

const PUBLIC = fileURLToPath(new URL('./public/', import.meta.url));

const TYPES: Record<string, string> = { '.css': 'text/css; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The include: the fragment for this visitor (their cookies, the page's host, language and sub-site). */
async function include(layer: string, part: 'header' | 'footer', req: IncomingMessage, url: URL): Promise<string> {
  const query = new URLSearchParams({ path: url.pathname });
  for (const name of ['site', 'lang']) {
    const value = url.searchParams.get(name);
    if (value) query.set(name, value);
  }
  const res = await fetch(`${layer}/layer/${part}?${query}`, {
    headers: {
      cookie: req.headers.cookie ?? '',
      // The layer draws its links and origin for the site the visitor is on.
      host: req.headers.host ?? '',
      'accept-language': req.headers['accept-language'] ?? '',
    },
  });
  // A layer that is down must not take the trade page with it.
  return res.ok ? res.text() : `<!-- exchange ${part} unavailable (${res.status}) -->`;
}

function tradePage(pair: string, head: string, header: string, footer: string): string {
  const [base, quote] = pair.split('_');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(`${base}/${quote}`)} · Spot trading</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="stylesheet" href="/trade-assets/host.css" />
    <script type="module" src="/trade-assets/host.js"></script>
    ${head}
  </head>
  <body data-keep-page-on-logout>
    ${header}
    <main class="trade" id="trade">
      <h1 class="header title" data-testid="host-title">${escapeHtml(`${base}/${quote}`)}</h1>
      <p class="menu price" data-testid="host-price">Last price <strong>67,412.50</strong> <a href="#orderbook">Order book</a></p>
      <section class="panel" aria-label="Order form">
        <button type="button" class="button" data-testid="host-buy">Buy ${escapeHtml(base ?? '')}</button>
        <ul class="list"><li>Limit</li><li>Market</li></ul>
      </section>
      <h2>Layer events heard by this page</h2>
      <ol id="layer-events" data-testid="layer-events"></ol>
    </main>
    ${footer}
  </body>
</html>`;
}

async function handle(layer: string, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://host.invalid');
  const page = /^\/(trade|trade-ce)\/([A-Z0-9]+_[A-Z0-9]+)$/.exec(url.pathname);
  if (page && req.method === 'GET') {
    const withLayer = url.searchParams.get('layer') !== 'off';
    let head = '';
    let header = '';
    let footer = '';
    if (withLayer && page[1] === 'trade')
      [header, footer] = await Promise.all([include(layer, 'header', req, url), include(layer, 'footer', req, url)]);
    if (withLayer && page[1] === 'trade-ce') {
      const attrs = ['site', 'lang']
        .map((n) => (url.searchParams.get(n) ? ` ${n}="${escapeHtml(url.searchParams.get(n) ?? '')}"` : ''))
        .join('');
      // The elements' room from the first paint (no layout shift), then their script.
      head = '<link rel="stylesheet" href="/layer/elements.css" />\n    <script type="module" src="/layer/elements.js"></script>';
      // `?ssi=1`: the server also puts the fragments inside the elements (drawn without JavaScript, nothing fetched).
      const [inHeader, inFooter] =
        url.searchParams.get('ssi') === '1'
          ? await Promise.all([include(layer, 'header', req, url), include(layer, 'footer', req, url)])
          : ['', ''];
      header = `<exchange-header${attrs}>${inHeader}</exchange-header>`;
      footer = `<exchange-footer${attrs}>${inFooter}</exchange-footer>`;
    }
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': HOST_CSP,
      // The included header may be personal (a logged-in visitor): the page is too.
      'cache-control': 'private, no-store',
    });
    res.end(tradePage(page[2] ?? 'BTC_USDT', head, header, footer));
    return;
  }
  if (url.pathname.startsWith('/trade-assets/')) {
    const name = url.pathname.slice('/trade-assets/'.length);
    if (!/^[\w-]+\.(css|js)$/.test(name)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[extname(name)] ?? 'text/plain', 'cache-control': 'no-cache' });
    res.end(await readFile(join(PUBLIC, name)));
    return;
  }
  proxyToLayer(layer, req, res);
}

/** Starts the example host; port 0 picks a free one. */
export async function startTradePage(layerOrigin: string, port = 0, hostname = '127.0.0.1'): Promise<{ origin: string; server: Server }> {
  const layer = layerOrigin.replace(/\/+$/, '');
  return listenHost('trade-page', 'trade page failed', (req, res) => handle(layer, req, res), port, hostname);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const layer = process.env.LAYER_ORIGIN ?? 'http://127.0.0.1:8080';
  const { origin } = await startTradePage(layer, Number(process.env.PORT ?? 8090));
  console.log(`trade page on ${origin}/trade/BTC_USDT (layer from ${layer})`);
}
