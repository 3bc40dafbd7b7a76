import { parse } from 'hono/utils/cookie';
import { getPath } from 'hono/utils/url';
import { isHttpsRequest } from './cookies.ts';
import type { PreparedHeaders } from './preparedHeaders.ts';

/**
 * What the fast path reads of a request, the same whether it came as a web Request (app.fetch,
 * app.request in tests) or as node's IncomingMessage (server/nodeListener.ts), so the rules of
 * publicListAnswer are written once for both.
 */
export interface ListRequest {
  method: string;
  /** The path as the router matches it. */
  path: string;
  /** The query string with its '?' (and whatever follows it), or ''. */
  search: string;
  /** A request header by its lower-case name, as Hono's c.req.header() reads it. */
  header(name: ListHeader): string | undefined;
  /** The Host the chain's request context reads. */
  host: string;
  /** Whether the chain would call the request https (x-forwarded-proto or the scheme). */
  https: boolean;
}

/** The request headers the fast path reads: a request's other headers cannot change its answer. */
export const LIST_HEADERS = [
  'cookie',
  'host',
  'accept-encoding',
  'if-none-match',
  'x-gate-applang',
  'x-forwarded-proto',
  'x-fault',
] as const;
export type ListHeader = (typeof LIST_HEADERS)[number];

/** A fast-path answer: a 200 with the snapshot's bytes in one encoding, or a 304 without a body. */
export interface ListAnswer {
  /** 404: a page the site does not have, drawn with the layer (server/pageCache.ts). */
  status: 200 | 304 | 404;
  headers: PreparedHeaders;
  body: Buffer | null;
}

/** How a fast path decides: an answer, or undefined to leave the request to the middleware chain. */
export type Decide = (request: ListRequest) => ListAnswer | undefined | Promise<ListAnswer | undefined>;

/** A web Request as the fast paths read it (server/fastPath.ts, and server/pageCache.ts keeping an answer). */
export function listRequestFrom(request: Request): ListRequest {
  const { url, headers } = request;
  const at = url.indexOf('?', 8);
  return {
    method: request.method,
    path: getPath(request),
    search: at < 0 ? '' : url.slice(at),
    header: (name) => headers.get(name) ?? undefined,
    host: headers.get('host') ?? new URL(url).host,
    https: isHttpsRequest(request),
  };
}

// A browser sends the same Cookie header on every request (a trader's is over 200 characters):
// each distinct one is parsed once. Bounded, and a header past MEMO_LONGEST is parsed each time.
const MAX_COOKIE_HEADERS = 1024;
const MEMO_LONGEST = 4096;
const parsedCookies = new Map<string, Readonly<Record<string, string>>>();
const NO_COOKIES: Readonly<Record<string, string>> = Object.freeze({});

/** The request's cookies as Hono parses them (read-only: the same object answers every request with that header). */
export function cookiesOf(request: Pick<ListRequest, 'header'>): Readonly<Record<string, string>> {
  const header = request.header('cookie');
  if (!header) return NO_COOKIES;
  let cookies = parsedCookies.get(header);
  if (!cookies) {
    cookies = Object.freeze(parse(header));
    if (header.length > MEMO_LONGEST) return cookies;
    if (parsedCookies.size >= MAX_COOKIE_HEADERS) parsedCookies.clear();
    parsedCookies.set(header, cookies);
  }
  return cookies;
}
