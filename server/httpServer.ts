import { createServer, type RequestListener, type Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open between two requests. Node's own 5 s is shorter
 * than a load balancer's or a client's idle timeout (60 s is common for both), so the server would
 * close sockets the other side is about to reuse: the request sent on such a socket fails with
 * ECONNRESET (the browser suite's ops API calls did, on two busy cores). Outliving the peer's idle
 * timeout leaves the closing to the peer.
 */
export const KEEP_ALIVE_MS = 65_000;

/** The node HTTP server of `npm start` and `npm run dev`, with the keep-alive timeouts above. */
export function createHttpServer(listener: RequestListener): Server {
  const server = createServer(listener);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Must exceed keepAliveTimeout, or a request arriving on a socket near its end is cut off.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
