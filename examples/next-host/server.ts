/**
 * Example Next.js host: the earn team's App Router app (examples/next-host/app), run with
 * `next start` behind the exchange's edge: its own paths (/earn, /{lang}/earn, /client, /_next/) go
 * to Next, every other path to the layer service, so the layer runs under the page's own origin.
 *
 *   (built as README.md says, in APP_DIR)
 *   APP_DIR=/tmp/next-host LAYER_ORIGIN=http://127.0.0.1:8080 PORT=8092 npx tsx examples/next-host/server.ts
 *   open http://127.0.0.1:8092/earn            # header and footer in the first byte (fragments)
 *   open http://127.0.0.1:8092/client          # the package's client components
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { proxyToLayer } from '../shared/edge.ts';

/** The paths that are the earn team's (Next's); everything else belongs to the layer. */
export const NEXT_PATHS = /^\/(?:_next\/|client(?:\/|$)|(?:[a-z]{2}\/)?earn(?:\/|$))/;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createNetServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

async function answering(url: string, child: ChildProcess, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`next start did not answer ${url} in ${timeoutMs} ms`);
}

/** Starts `next start` on the built app in `appDir` and the edge in front of it; port 0 picks a free one. */
export async function startNextHost(
  layerOrigin: string,
  appDir: string,
  port = 0,
  hostname = '127.0.0.1',
  /** More environment for the app, e.g. LAYER_FRAGMENT_TIMEOUT_MS. */
  env: Record<string, string> = {},
): Promise<{ origin: string; server: Server; stop: () => Promise<void> }> {
  const layer = layerOrigin.replace(/\/+$/, '');
  const nextPort = await freePort();
  const next = spawn(
    process.execPath,
    [join(appDir, 'node_modules/next/dist/bin/next'), 'start', '-p', String(nextPort), '-H', '127.0.0.1'],
    {
      cwd: appDir,
      env: {
        ...process.env,
        ...env,
        LAYER_ORIGIN: layer,
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const nextOrigin = `http://127.0.0.1:${nextPort}`;
  await answering(`${nextOrigin}/client`, next, 60_000);
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://host.invalid');
    proxyToLayer(NEXT_PATHS.test(pathname) ? nextOrigin : layer, req, res);
  });
  await new Promise<void>((done) => server.listen(port, hostname, done));
  const { port: bound } = server.address() as AddressInfo;
  const stop = async () => {
    await new Promise((done) => server.close(done));
    if (next.exitCode === null) {
      const exited = new Promise((done) => next.once('exit', done));
      next.kill('SIGTERM');
      await exited;
    }
  };
  return { origin: `http://${hostname}:${bound}`, server, stop };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const layer = process.env.LAYER_ORIGIN ?? 'http://127.0.0.1:8080';
  const appDir = process.env.APP_DIR ?? fileURLToPath(new URL('.', import.meta.url));
  const { origin } = await startNextHost(layer, appDir, Number(process.env.PORT ?? 8092));
  console.log(`earn pages on ${origin}/earn and ${origin}/client (layer from ${layer})`);
}
