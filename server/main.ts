/**
 * `npm start` (via scripts/start.ts): the site and the reference API on one port.
 * PORT (8080), HOST (127.0.0.1), DATA_DIR (./.data), DATABASE_URL (use PostgreSQL instead of the
 * embedded PGlite), SEED_DEMO (on; 0 switches the demo accounts off), HOSTS (host names served
 * besides the region configs' own), LOG_LEVEL (info), METRICS_PORT / METRICS_TOKEN (/metrics),
 * SHUTDOWN_DRAIN_MS (0: how long /readyz says 503 before the port closes on SIGTERM).
 */
import { createApp } from './app.ts';
import type { Deps } from './appDeps.ts';
import { createHttpServer } from './httpServer.ts';
import { flushFaultLog, log, logFault } from './log.ts';
import { metricsServer } from './metricsServer.ts';
import { nodeRequestListener } from './nodeListener.ts';
import { observeNode } from './observe.ts';
import { openServerDeps, optionsFromEnv } from './openDeps.ts';
import { startScheduler } from './ops/scheduler.ts';
import { lifecycle } from './routes/health.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST || '127.0.0.1';
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
const drainMs = Number(process.env.SHUTDOWN_DRAIN_MS ?? 0);
if (!Number.isInteger(drainMs) || drainMs < 0 || drainMs > 120_000)
  throw new Error(`SHUTDOWN_DRAIN_MS must be a whole number of milliseconds up to 120000, got "${process.env.SHUTDOWN_DRAIN_MS}"`);

const options = optionsFromEnv();
let deps: Deps;
try {
  deps = await openServerDeps(options);
} catch (e) {
  console.error(`cannot start: ${(e as Error).message}`);
  process.exit(1);
}
const app = createApp(deps);
// Scheduled ops changes go live from whichever instance is up: each instance looks every tick.
const stopScheduler = startScheduler(deps);
const storage = options.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${options.dataDir}`;

// The public lists are answered from node's request itself, everything else through @hono/node-server (server/nodeListener.ts).
// observeNode ahead of everything: the Host check, request log and metrics see the fast path's answers too.
const server = createHttpServer(observeNode(nodeRequestListener(app.fetch, deps, { hostname: host }), deps));
const metrics = metricsServer(host);
server.listen(port, host, () => {
  const shown = host.includes(':') ? `[${host}]` : host;
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  console.log(`exchange-nav listening on http://${shown}:${bound}/ (${storage}${deps.seedDemo ? ', demo accounts on' : ''})`);
});

server.on('error', (e: Error) => {
  log.fatal(`cannot listen on ${host}:${port}: ${e.message}`);
  void deps.db.close().finally(() => process.exit(1));
});

/** How long requests in flight at a shutdown may take to finish before their sockets are cut. */
const SHUTDOWN_CUT_MS = 15_000;
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  // Readiness goes first, so a load balancer stops sending while the port still answers.
  lifecycle.stopping = true;
  console.log(`${signal}: shutting down${drainMs ? ` after a ${drainMs} ms drain` : ''}`);
  const force = setTimeout(() => process.exit(1), SHUTDOWN_CUT_MS + 5000 + drainMs);
  force.unref();
  if (drainMs) await new Promise((resolve) => setTimeout(resolve, drainMs));
  metrics?.close();
  stopScheduler();
  // Stop accepting, let in-flight requests finish, then close the database they use.
  await new Promise<void>((resolve) => {
    // Idle keep-alive sockets would otherwise hold close() open for their 65 s (server/httpServer.ts),
    // and a socket whose answer was still on its way when close() was called goes idle only later:
    // swept every 250 ms. A request still being answered gets SHUTDOWN_CUT_MS (a page on two busy
    // cores can take seconds, and cutting it mid-answer fails it at the proxy); then it is cut.
    server.stopKeepingAlive();
    const sweep = setInterval(() => server.closeIdleConnections(), 250);
    const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_CUT_MS);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
  await deps.db.close();
  flushFaultLog();
  process.exit(0);
}
// A stray rejection is a bug to log, not a reason to take the site down.
process.on('unhandledRejection', (e) => logFault('unhandled rejection', 'unhandled rejection', e));
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
