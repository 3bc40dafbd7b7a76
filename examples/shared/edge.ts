/**
 * What the exchange's edge does for every team's pages on its domain: paths that belong to the
 * layer service (/layer/, /api…, /icons/, /search/, /login, …) go to it, with the visitor's
 * cookies and the page's Host. Both example hosts use it for every path that is not theirs.
 */
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';

export function proxyToLayer(layer: string, req: IncomingMessage, res: ServerResponse) {
  const target = new URL(req.url ?? '/', layer);
  const upstream = httpRequest(
    target,
    { method: req.method, headers: { ...req.headers, host: req.headers.host ?? target.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('layer unavailable');
  });
  req.pipe(upstream);
}

/** The host pages' CSP: nothing but their own origin (the layer is served under it), no inline script. */
export const HOST_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; " +
  "font-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";
