import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { ENDPOINTS, pathPattern } from '../schemas/endpoints.ts';
import type { Deps } from './env.ts';
import { isServedHost } from './hosts.ts';
import { errorBody } from './http.ts';
import { logRequest } from './log.ts';
import { loggedPath } from './logRedact.ts';
import { hostsRefused, requestDuration } from './metrics.ts';
import { isApiPath } from './requestContext.ts';
import { addSecurityHeaders } from './security.ts';

/**
 * What sees every request, ahead of everything the app does (its fast paths included): the Host
 * check, the request id, one JSON log line and the duration histogram. Wrapped around app.fetch
 * (app.request in tests, any other runtime) and around node's listener (server/main.ts); a request
 * the node wrapper has seen is marked, so the fetch wrapper inside it lets it pass untouched.
 */

type Fetch<E, X> = (request: Request, env?: E, ctx?: X) => Response | Promise<Response>;
type Listener = (req: IncomingMessage, res: ServerResponse) => void;

const OBSERVED = Symbol('observed');

/** Load balancers probe by address, not by name; these answer whatever the Host. */
const ANY_HOST_PATHS: ReadonlySet<string> = new Set([ENDPOINTS.healthz.path, ENDPOINTS.readyz.path, ENDPOINTS.metrics.path]);

const ROUTES = Object.entries(ENDPOINTS).map(([name, e]) => ({ name, method: e.method as string, pattern: pathPattern(e.path) }));
const routeCache = new Map<string, string>();

/** The metrics and log label of a request: its endpoint's name (bounded, unlike raw paths). */
export function routeOf(method: string, path: string): string {
  const m = method === 'HEAD' ? 'GET' : method;
  const key = `${m} ${path}`;
  const known = routeCache.get(key);
  if (known) return known;
  let route = ROUTES.find((r) => r.method === m && r.pattern.test(path))?.name;
  route ??= path.startsWith('/assets/') ? 'asset' : m === 'GET' && !isApiPath(path) ? 'page' : 'other';
  // Only endpoint paths are few; pages and probes of random paths would grow the cache unbounded.
  if (routeCache.size < 2000 && route !== 'page' && route !== 'other') routeCache.set(key, route);
  return route;
}

/** A request id the client (or a proxy) sent, when it is a plain token; a fresh one otherwise. */
export function requestIdOf(sent: string | string[] | null | undefined): string {
  const value = Array.isArray(sent) ? sent[0] : sent;
  return value && /^[\w.:-]{1,64}$/.test(value) ? value : randomUUID();
}

// The API envelope (every client of ours reads it); the host itself is never echoed.
const REFUSED_BODY = JSON.stringify(errorBody(421, 'misdirected request: this server does not serve that host name'));
function refusedHeaders(): Headers {
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  addSecurityHeaders(headers, true, false);
  return headers;
}

function record(id: string, method: string, rawPath: string, status: number, started: number, aborted = false): void {
  const path = loggedPath(rawPath);
  const route = routeOf(method, path);
  const seconds = (performance.now() - started) / 1000;
  requestDuration.observe({ method, route, status: String(status) }, seconds);
  logRequest({ reqId: id, method, route, path, status, ms: Math.round(seconds * 10_000) / 10, aborted });
}

function withHeader(res: Response, name: string, value: string): Response {
  try {
    res.headers.set(name, value);
    return res;
  } catch {
    // Immutable headers (a Response.redirect, a fetched response): copy once.
    const copy = new Response(res.body, res);
    copy.headers.set(name, value);
    return copy;
  }
}

/** The fetch wrapper (see the file comment). */
export function observeFetch<E, X>(fetch: Fetch<E, X>, deps: Deps): Fetch<E, X> {
  return async (request, env, ctx) => {
    const incoming = (env as { incoming?: IncomingMessage & { [OBSERVED]?: true } } | undefined)?.incoming;
    if (incoming?.[OBSERVED]) return fetch(request, env, ctx);
    const started = performance.now();
    const id = requestIdOf(request.headers.get('x-request-id'));
    const url = new URL(request.url);
    let res: Response;
    if (!ANY_HOST_PATHS.has(url.pathname) && !isServedHost(request.headers.get('host') ?? url.host, deps.configs)) {
      hostsRefused.inc();
      res = new Response(REFUSED_BODY, { status: 421, headers: refusedHeaders() });
    } else {
      try {
        res = await fetch(request, env, ctx);
      } catch (e) {
        record(id, request.method, url.pathname, 500, started);
        throw e;
      }
    }
    record(id, request.method, url.pathname, res.status, started);
    return withHeader(res, 'X-Request-Id', id);
  };
}

/** Adds one header to whatever form writeHead is given (a raw array keeps repeated Set-Cookie lines). */
function addToWriteHead(res: ServerResponse, name: string, value: string): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const last = rest.length - 1;
    const headers = rest[last];
    if (Array.isArray(headers)) rest[last] = [...headers, name, value];
    else if (headers && typeof headers === 'object') rest[last] = { ...(headers as OutgoingHttpHeaders), [name]: value };
    else if (!this.hasHeader(name)) this.setHeader(name, value);
    return (writeHead as (...a: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as ServerResponse['writeHead'];
}

/** The node wrapper (see the file comment): `npm start` serves through it. */
export function observeNode(listener: Listener, deps: Deps): Listener {
  return (req, res) => {
    (req as IncomingMessage & { [OBSERVED]?: true })[OBSERVED] = true;
    const started = performance.now();
    const id = requestIdOf(req.headers['x-request-id']);
    const method = req.method ?? 'GET';
    const target = req.url ?? '/';
    const at = target.indexOf('?');
    const path = at < 0 ? target : target.slice(0, at);
    addToWriteHead(res, 'X-Request-Id', id);
    res.once('close', () => record(id, method, path, res.statusCode, started, !res.writableFinished));
    if (!ANY_HOST_PATHS.has(path) && !isServedHost(req.headers.host, deps.configs)) {
      hostsRefused.inc();
      res.writeHead(421, Object.fromEntries(refusedHeaders()));
      res.end(REFUSED_BODY);
      return;
    }
    listener(req, res);
  };
}
