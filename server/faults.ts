import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { getCookie } from 'hono/cookie';
import { ENDPOINT_SCHEMAS, type EndpointSchemas } from '../schemas/endpointSchemas.ts';
import { ENDPOINTS, type EndpointName, type EndpointSpec, type Method, pathPattern } from '../schemas/endpoints.ts';
import type { AppEnv } from './appDeps.ts';

/**
 * Test-only fault injection, honoured only when the server runs with FAULTS=1 (the browser suite
 * sets it). The `x-fault` header and the `fault` cookie list comma-separated `name` or
 * `name=kind` entries (name `*` matches every call below).
 */
export const FAULT_KINDS = ['error', '500', 'timeout', 'hang', 'malformed', 'shape', 'code', 'empty', 'row'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/**
 * How long `timeout` holds a request before letting it through: past the client's own 4 s limit
 * (SPEC §9), so the client gives up first. The hold runs ahead of the server's 3 s timeout
 * middleware, which would otherwise answer 504 before the client ever timed out.
 */
export const FAULT_HOLD_MS = 4500;

/** What the `shape` kind sends: the `data` a call expects is a list, an object, or only the envelope is read. */
type Shape = 'list' | 'object' | 'envelope';

export interface FaultCall {
  /** The name a test puts in the header or cookie (the endpoint's `fault` in schemas/endpoints.ts). */
  name: string;
  /** The endpoints the name covers: one, or a link and its language-prefixed twin. */
  endpoints: readonly EndpointName[];
  method: Method;
  /** The status of a bare `name` (kind `error`): 503 for the herald calls, which tests rely on. */
  errorStatus: 500 | 503;
  shape: Shape;
}

type Def = { type: string; [k: string]: unknown };
const defOf = (s: unknown): Def | undefined => (s as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** The shape of an answer's `data`, read from the endpoint's response schema; none or null data: only the envelope. */
export function shapeOf(response: unknown): Shape {
  let data = (defOf(response)?.shape as Record<string, unknown> | undefined)?.data;
  for (let def = defOf(data); def && ['optional', 'nullable', 'default', 'catch', 'pipe'].includes(def.type); def = defOf(data))
    data = def.type === 'pipe' ? def.in : def.innerType;
  const type = defOf(data)?.type;
  if (type === 'array') return 'list';
  return type === undefined || type === 'null' ? 'envelope' : 'object';
}

/** Every endpoint with a fault name, one call per name: every SPEC §7 call, the bootstrap, the header bubble and favourites. */
export const FAULT_CALLS: readonly FaultCall[] = Object.values(
  (Object.keys(ENDPOINTS) as EndpointName[]).reduce<Record<string, FaultCall>>((calls, name) => {
    const e: EndpointSpec & { method: Method } = ENDPOINTS[name];
    if (!e.fault) return calls;
    const known = calls[e.fault];
    if (known) known.endpoints = [...known.endpoints, name];
    else {
      const response = (ENDPOINT_SCHEMAS as Partial<Record<EndpointName, EndpointSchemas>>)[name]?.response;
      calls[e.fault] = { name: e.fault, endpoints: [name], method: e.method, errorStatus: e.faultStatus ?? 500, shape: shapeOf(response) };
    }
    return calls;
  }, {}),
);

const MATCHERS = FAULT_CALLS.map((f) => ({ f, patterns: f.endpoints.map((e) => pathPattern(ENDPOINTS[e].path)) }));

export function faultCallOf(method: string, path: string): FaultCall | undefined {
  return MATCHERS.find(({ f, patterns }) => f.method === method && patterns.some((p) => p.test(path)))?.f;
}

/** The kind asked for this call: `error` for a bare name, undefined when none (or FAULTS is off). */
export function requestedFault(c: Context<AppEnv>, name: string): string | undefined {
  return faultAsked(c.req.header('x-fault'), getCookie(c, 'fault'), name);
}

/** requestedFault from the `x-fault` header and the `fault` cookie themselves. */
export function faultAsked(header: string | undefined, cookie: string | undefined, name: string): string | undefined {
  // A request that names no fault reads nothing more (the environment is a scan of every variable).
  if ((header === undefined && cookie === undefined) || process.env.FAULTS !== '1') return undefined;
  const asked = `${header ?? ''},${cookie ?? ''}`;
  const entry = asked
    .split(',')
    .map((p) => p.trim().split('='))
    .find(([n]) => n === name || n === '*');
  return entry ? (entry[1] ?? 'error') : undefined;
}

/** Valid JSON of the wrong shape: an object where a list belongs, a string where an object does. */
export function wrongShape(shape: Shape): unknown {
  switch (shape) {
    case 'list':
      return { code: 200, message: 'success', data: { list: 'injected: an object where a list belongs' } };
    case 'object':
      return { code: 200, message: 'success', data: 'injected: a string where an object belongs' };
    case 'envelope':
      return ['injected: a list where the { code, message, data } envelope belongs'];
  }
}

/** What the `row` kind adds to a list: a row no list's reader takes (not a tuple, none of a row's fields). */
export const MALFORMED_ROW = { injected: 'a row no reader takes' };

const DECODE: Record<string, (b: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };

/** The real answer with MALFORMED_ROW first in its list (`data`, or the first list in `data`); any other answer as it was. */
async function addMalformedRow(c: Context<AppEnv>): Promise<void> {
  const res = c.res;
  if (res.status !== 200 || !res.headers.get('content-type')?.includes('json')) return;
  const bytes = Buffer.from(await res.arrayBuffer());
  const decode = DECODE[res.headers.get('content-encoding') ?? ''];
  const body = JSON.parse((decode ? decode(bytes) : bytes).toString('utf8')) as { data?: unknown };
  if (Array.isArray(body.data)) body.data = [MALFORMED_ROW, ...body.data];
  else if (typeof body.data === 'object' && body.data !== null) {
    const data = body.data as Record<string, unknown>;
    const key = Object.keys(data).find((k) => Array.isArray(data[k]));
    if (key) body.data = { ...data, [key]: [MALFORMED_ROW, ...(data[key] as unknown[])] };
  }
  // The new body is neither the encoded bytes nor the version the old headers describe; cleared
  // first, the old answer's headers are not copied onto it.
  const headers = new Headers(res.headers);
  for (const name of ['content-encoding', 'content-length', 'etag']) headers.delete(name);
  c.res = undefined;
  c.res = new Response(JSON.stringify(body), { status: 200, headers });
}

const hold = () => new Promise((r) => setTimeout(r, FAULT_HOLD_MS));
const MALFORMED = '{"code":200,"data":[["BTC_USDT",';

async function answer(c: Context<AppEnv>, f: FaultCall, kind: string, next: Next) {
  switch (kind) {
    case 'error':
    case '500': {
      const status = kind === 'error' ? f.errorStatus : 500;
      return c.json({ code: status, message: `injected fault: ${f.name}`, data: null }, status);
    }
    case 'timeout':
      await hold();
      return next();
    case 'hang':
      // Held by faultHang, behind the server timeout.
      return next();
    case 'malformed':
      return c.body(MALFORMED, 200, { 'content-type': 'application/json' });
    case 'shape':
      return c.json(wrongShape(f.shape));
    case 'code':
      return c.json({ code: 500100, message: 'injected error code', data: [] });
    case 'empty':
      return c.json({ code: 200, message: 'success', data: [] });
    case 'row':
      await next();
      return addMalformedRow(c);
    default:
      // An unknown kind is ignored: a typo then shows real data and the test asserting a fallback fails.
      return next();
  }
}

/**
 * One middleware for every call of FAULT_CALLS, mounted ahead of the server timeout. Kinds:
 * `error` (bare name) answers the call's error status; `500` an internal error; `timeout` holds the
 * request FAULT_HOLD_MS then lets it through; `hang` holds it behind the server timeout (see
 * faultHang); `malformed` sends broken JSON; `shape` valid JSON of the wrong shape; `code` a non-200
 * code; `empty` an empty list; `row` the real answer with one malformed row in its (first) list.
 */
export const faultInjection: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (process.env.FAULTS !== '1') return next();
  const f = faultCallOf(c.req.method, c.req.path);
  const kind = f ? requestedFault(c, f.name) : undefined;
  if (!f || !kind) return next();
  return answer(c, f, kind, next);
};

/** Mounted after the server timeout: `hang` holds the request there, so the server answers its own 504 at 3 s. */
export const faultHang: MiddlewareHandler<AppEnv> = async (c, next) => {
  const f = process.env.FAULTS === '1' ? faultCallOf(c.req.method, c.req.path) : undefined;
  if (f && requestedFault(c, f.name) === 'hang') await hold();
  return next();
};
