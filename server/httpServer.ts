import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { ObservedResponse } from './observe.ts';

/**
 * How long an idle keep-alive connection stays open between two requests. Node's own 5 s is shorter
 * than a load balancer's or a client's idle timeout (60 s is common for both), so the server would
 * close sockets the other side is about to reuse: the request sent on such a socket fails with
 * ECONNRESET (the browser suite's ops API calls did, on two busy cores). Outliving the peer's idle
 * timeout leaves the closing to the peer.
 */
export const KEEP_ALIVE_MS = 65_000;

/** The node HTTP server, and what a shutdown calls before it closes the port. */
export type HttpServer = Server & {
  /** Every answer not yet begun, and every one after, says `Connection: close`. */
  stopKeepingAlive(): void;
};

/**
 * The node HTTP server of `npm start` and `npm run dev`, with the keep-alive timeouts above. From a
 * shutdown on, the answers still given say `Connection: close`: a proxy then never sends another
 * request on a socket that is about to be closed under it (nginx would retry it elsewhere, a client
 * of its own would see the error). Checked as each answer's head goes out (every answer's does,
 * through writeHead), so no request is tracked: a listener and a set entry per request cost about
 * 4% of a cached fragment's CPU.
 */
export function createHttpServer(listener: RequestListener): HttpServer {
  let closing = false;
  // Observed: what server/observe.ts's observeNode sees is logged and measured by the answer itself.
  class Response extends ObservedResponse {}
  const { writeHead } = ObservedResponse.prototype;
  Response.prototype.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (closing) this.shouldKeepAlive = false;
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof writeHead;
  const server = createServer({ ServerResponse: Response as typeof ServerResponse }, listener);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Must exceed keepAliveTimeout, or a request arriving on a socket near its end is cut off.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return Object.assign(server, {
    stopKeepingAlive() {
      closing = true;
    },
  });
}
