import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { ENDPOINTS, pathPattern } from '../schemas/endpoints.ts';
import type { Deps } from './appDeps.ts';
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
 * (app.request in tests, any other runtime) and around node's listener (server/main.ts); an answer
 * the node wrapper observes is its own (ObservedResponse), so the fetch wrapper inside lets it pass.
 */

type Fetch<E, X> = (request: Request, env?: E, ctx?: X) => Response | Promise<Response>;
type Listener = (req: IncomingMessage, res: ServerResponse) => void;

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

// A fresh id is shaped as a UUID (version 4, variant 1) as log readers expect, made of a random
// prefix drawn once per process and a counter: unique across instances as a UUID is, for a string
// concatenation per request instead of randomUUID's random bytes and formatting.
const ID_PREFIX = (() => {
  const hex = randomBytes(10).toString('hex');
  const variant = ((Number.parseInt(hex[15]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(12, 15)}-${variant}${hex.slice(16, 19)}-`;
})();
let idCount = 0;

/** A request id the client (or a proxy) sent, when it is a plain token; a fresh one otherwise. */
export function requestIdOf(sent: string | string[] | null | undefined): string {
  const value = Array.isArray(sent) ? sent[0] : sent;
  if (value && /^[\w.:-]{1,64}$/.test(value)) return value;
  idCount = (idCount + 1) % 0x1000000000000;
  return `${ID_PREFIX}${idCount.toString(16).padStart(12, '0')}`;
}

// The API envelope (every client of ours reads it); the host itself is never echoed.
const REFUSED_BODY = JSON.stringify(errorBody(421, 'misdirected request: this server does not serve that host name'));
function refusedHeaders(): Headers {
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  addSecurityHeaders(headers, true, false);
  return headers;
}
const REFUSED_HEADERS = Object.fromEntries(refusedHeaders());

function record(id: string, method: string, rawPath: string, status: number, started: number, aborted = false): void {
  const path = loggedPath(rawPath);
  const route = routeOf(method, path);
  const seconds = (performance.now() - started) / 1000;
  requestDuration.observe(method, route, status, seconds);
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
    // Node's answer already observed by observeNode (@hono/node-server hands it over as env.outgoing).
    if ((env as { outgoing?: ObservedResponse } | undefined)?.outgoing?.observation) return fetch(request, env, ctx);
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

/** What observeNode knows of a request until its answer closes. */
interface Observation {
  id: string;
  method: string;
  path: string;
  started: number;
}

/**
 * The node server's answers (server/httpServer.ts): one that observeNode saw carries its request
 * id in its head and is recorded as it closes, by the class itself rather than by a wrapper and a
 * listener made for each request (those were about a tenth of a cached fragment's CPU).
 */
export class ObservedResponse extends ServerResponse {
  observation?: Observation;
}
const { writeHead, emit } = ServerResponse.prototype;
ObservedResponse.prototype.writeHead = function (this: ObservedResponse, status: number, ...rest: unknown[]) {
  const o = this.observation;
  if (o) {
    // Any form writeHead is given; a raw array keeps repeated Set-Cookie lines.
    const last = rest.length - 1;
    const headers = rest[last];
    if (Array.isArray(headers)) rest[last] = [...headers, 'X-Request-Id', o.id];
    else if (headers && typeof headers === 'object') rest[last] = { ...(headers as OutgoingHttpHeaders), 'X-Request-Id': o.id };
    else if (!this.hasHeader('X-Request-Id')) this.setHeader('X-Request-Id', o.id);
  }
  return (writeHead as (...a: unknown[]) => ServerResponse).call(this, status, ...rest);
} as ServerResponse['writeHead'];
ObservedResponse.prototype.emit = function (this: ObservedResponse, event: string | symbol, ...args: unknown[]) {
  const o = this.observation;
  if (o && event === 'close') {
    this.observation = undefined;
    record(o.id, o.method, o.path, this.statusCode, o.started, !this.writableFinished);
  }
  return emit.call(this, event, ...args);
} as ServerResponse['emit'];

/** The node wrapper (see the file comment): `npm start` serves through it, on createHttpServer. */
export function observeNode(listener: Listener, deps: Deps): Listener {
  return (req, res) => {
    const started = performance.now();
    const id = requestIdOf(req.headers['x-request-id']);
    const target = req.url ?? '/';
    const at = target.indexOf('?');
    const path = at < 0 ? target : target.slice(0, at);
    if (!(res instanceof ObservedResponse)) throw new TypeError('observeNode serves on createHttpServer (server/httpServer.ts)');
    res.observation = { id, method: req.method ?? 'GET', path, started };
    if (!ANY_HOST_PATHS.has(path) && !isServedHost(req.headers.host, deps.configs)) {
      hostsRefused.inc();
      res.writeHead(421, REFUSED_HEADERS);
      res.end(REFUSED_BODY);
      return;
    }
    listener(req, res);
  };
}
