import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { getRequestListener } from '@hono/node-server';
import type { Deps } from './appDeps.ts';
import { isHttpsFrom } from './cookies.ts';
import { fastPaths, mayAnswerFast } from './fastPath.ts';
import { LIST_HEADERS, type ListAnswer, type ListHeader, type ListRequest } from './listRequest.ts';

type Fetch = Parameters<typeof getRequestListener>[0];
type Listener = (req: IncomingMessage, res: ServerResponse) => void;

// What @hono/node-server takes as it is when it builds the web Request's URL (src/url.ts,
// reValidRequestUrl, reDotSegment, reValidHost): anything else it rewrites through new URL() or
// refuses, so the public lists leave it to the adapter and the app (whose fast path may still answer).
const PLAIN_TARGET = /^\/[!#$&-;=?-[\]_a-z~]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?#]|$)/;
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;
const FORBIDDEN_VALUE = /[\0\r\n]/;

const WANTED: ReadonlySet<string> = new Set(LIST_HEADERS);

/**
 * The node server's request listener (`npm start`, `npm run dev`): a public list, or a visitor's
 * page or fragment already drawn, is answered straight from node's request and response by the
 * fast paths, the very rules the app's own fast path runs on a web Request (server/fastPath.ts), so
 * no web Request, Headers or Response is made for it. Everything else, and whatever the rules leave,
 * goes through @hono/node-server to the app's chain, which skips its own fast path for node's
 * requests: each request is decided once. `fastPath: false` is the adapter alone (tests compare the two).
 */
export function nodeRequestListener(fetch: Fetch, deps: Deps, options: { hostname?: string; fastPath?: boolean } = {}): Listener {
  const chain = getRequestListener(fetch, { hostname: options.hostname });
  const toChain: Listener = (req, res) => void chain(req, res);
  if (options.fastPath === false) return toChain;
  const decide = fastPaths(deps);
  return (req, res) => {
    let request: ListRequest | undefined;
    let decided: ReturnType<typeof decide>;
    try {
      request = listRequestOf(req);
      decided = request && decide(request);
    } catch {
      decided = undefined;
    }
    // Not a request the fast paths read here, or one they leave: the chain answers it (the app's
    // own fast path is for web Requests only, server/app.ts).
    if (decided === undefined) return toChain(req, res);
    if (!(decided instanceof Promise)) return send(req, res, decided, toChain);
    decided.then(
      (answer) => (answer ? send(req, res, answer, toChain) : toChain(req, res)),
      () => toChain(req, res),
    );
  };
}

// HTTP whitespace only, as Hono's request headers trim a value (String.trim takes more).
const isHttpSpace = (code: number) => code === 9 || code === 10 || code === 13 || code === 32;
function trimHttp(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && isHttpSpace(value.charCodeAt(start))) start++;
  while (end > start && isHttpSpace(value.charCodeAt(end - 1))) end--;
  return start === 0 && end === value.length ? value : value.slice(start, end);
}

/** The request as the fast paths read it, or undefined when it is not a plain GET they may answer. */
function listRequestOf(req: IncomingMessage): ListRequest | undefined {
  if (req.method !== 'GET') return undefined;
  const url = req.url ?? '';
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  if (!mayAnswerFast(path) || !PLAIN_TARGET.test(url) || DOT_SEGMENT.test(url)) return undefined;
  // One pass over the raw headers, joined as Hono's request headers join repeated ones.
  const headers: Partial<Record<ListHeader, string>> = {};
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase() as ListHeader;
    if (!WANTED.has(name)) continue;
    const value = trimHttp(raw[i + 1]!);
    if (FORBIDDEN_VALUE.test(value)) return undefined;
    const before = headers[name];
    headers[name] = before === undefined ? value : `${before}${name === 'cookie' ? '; ' : ', '}${value}`;
  }
  const host = headers.host;
  if (host === undefined || !PLAIN_HOST.test(host)) return undefined;
  const https = isHttpsFrom(headers['x-forwarded-proto'], (req.socket as TLSSocket).encrypted === true);
  return new NodeListRequest(path, at < 0 ? '' : url.slice(at), headers, host, https);
}

/** Node's request as the fast paths read it: a class, so a request makes no closure of its own. */
class NodeListRequest implements ListRequest {
  readonly method = 'GET';
  constructor(
    readonly path: string,
    readonly search: string,
    private readonly headers: Partial<Record<ListHeader, string>>,
    readonly host: string,
    readonly https: boolean,
  ) {}
  header(name: ListHeader): string | undefined {
    return this.headers[name];
  }
}

function send(req: IncomingMessage, res: ServerResponse, answer: ListAnswer, toChain: Listener): void {
  try {
    res.writeHead(answer.status, answer.headers.flat as string[]);
    res.end(answer.body ?? undefined);
  } catch {
    if (!res.headersSent) toChain(req, res);
    else res.destroy();
  }
}
