import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Starts an example host's server (port 0 picks a free one). A request whose handler throws is
 * answered 500 with `failure`, the error logged under `name`, so no visitor's request hangs.
 */
export async function listenHost(
  name: string,
  failure: string,
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  port: number,
  hostname: string,
): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      console.error(`[${name}]`, e);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(failure);
    });
  });
  await new Promise<void>((done) => server.listen(port, hostname, done));
  const { port: bound } = server.address() as AddressInfo;
  return { origin: `http://${hostname}:${bound}`, server };
}
