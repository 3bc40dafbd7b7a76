import { createServer, type Server } from 'node:http';
import { log } from './log.ts';
import { metricsRefusal, metricsText } from './routes/health.ts';

/**
 * METRICS_PORT: /metrics on a port of its own, which the firewall or the pod network keeps private
 * (Prometheus scrapes it, the public never reaches it). METRICS_TOKEN, when also set, is asked for
 * here too. Undefined when METRICS_PORT is not set.
 */
export function metricsServer(host: string, portSetting = process.env.METRICS_PORT): Server | undefined {
  if (!portSetting) return undefined;
  const port = Number(portSetting);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`METRICS_PORT must be a port number, got "${portSetting}"`);
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('only GET /metrics is served on this port\n');
      return;
    }
    const refused = process.env.METRICS_TOKEN ? metricsRefusal(req.headers.authorization) : null;
    if (refused) {
      res
        .writeHead(refused.status, { 'Content-Type': 'text/plain; charset=utf-8', 'WWW-Authenticate': 'Bearer' })
        .end(`${refused.message}\n`);
      return;
    }
    metricsText().then(
      ({ body, contentType }) => res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(body),
      (e: Error) => res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`metrics failed: ${e.message}\n`),
    );
  });
  server.on('error', (e) => log.error(`metrics port ${host}:${port}: ${e.message}`));
  server.listen(port, host, () => {
    const address = server.address();
    const bound = typeof address === 'object' && address ? address.port : port;
    console.log(`metrics on http://${host.includes(':') ? `[${host}]` : host}:${bound}/metrics`);
  });
  return server;
}
