// First: zod's JIT probe must be off before an endpoint's schema chunk builds its schemas.
import './zodJitless.ts';
import type * as z from 'zod/mini';
import { droppedIn } from '../../../schemas/api/droppedRows.ts';
import { OK_CODE } from '../../../schemas/constants/api.ts';
import type { EndpointSchemas, EndpointSpec, Method, QueryValue, SchemaEndpointOf, SchemasIn } from '../../../schemas/endpointTable.ts';
import { LAYER_ENDPOINTS } from '../../../schemas/layerEndpoints.ts';
import type { ApiClient } from './client.ts';

/**
 * The browser's typed call of one of the layer's endpoints (schemas/layerEndpoints.ts): its method, path, query and
 * headers from the entry, and the answer parsed with the entry's read schema (its response schema
 * when it has none). The schema's chunk loads while the request is in flight (no extra round trip,
 * nothing in the entry chunk). Never throws: a failed request, an answer the schema refuses, or a
 * code other than 200 is a failure with its reason, logged, so each caller falls back as SPEC §8
 * says. Rows a list left out are logged in one counted warning; the other rows are the answer.
 */

type Table = typeof LAYER_ENDPOINTS;
/** The layer's endpoints that declare schemas. */
export type SchemaEndpoint = SchemaEndpointOf<Table>;
type SchemasOf<N extends SchemaEndpoint> = SchemasIn<Table, N>;
type Entry<N extends SchemaEndpoint> = Table[N];

/** What the endpoint answers on success, as its response schema gives it. */
export type ResponseOf<N extends SchemaEndpoint> =
  SchemasOf<N> extends { read: infer R extends z.core.$ZodType }
    ? z.output<R>
    : SchemasOf<N> extends { response: infer R extends z.core.$ZodType }
      ? z.output<R>
      : never;

/** What a caller sends: the entry's query keys (each overriding the entry's value), its body's fields. */
export interface CallInput<N extends SchemaEndpoint> {
  query?: Entry<N> extends { query: infer Q } ? { [K in keyof Q]?: QueryValue } : never;
  body?: SchemasOf<N> extends { request: infer R extends z.core.$ZodType } ? z.input<R> : Record<string, unknown>;
  /** Send the body as JSON instead of the default form encoding. */
  json?: boolean;
  headers?: Record<string, string>;
}

/**
 * A failure says why; `refused` when an answer came and its schema or code refused it (not a failed
 * request); `message` is an error answer's own words (`{ code, message, data: null }`), when it has them.
 */
export type CallFailure = { ok: false; status: number; problem: string; refused: boolean; message?: string };
export type CallResult<T> = { ok: true; status: number; data: T } | CallFailure;

const warn = (message: string) => console.warn(`[api] ${message}`);

function failed(method: Method, path: string, status: number, problem: string, refused = true): CallFailure {
  warn(`${method} ${path}: ${problem}`);
  return { ok: false, status, problem, refused };
}

/** The first few problems of a refused answer, by path: enough to find the field, short enough for a log line. */
function summary(issues: readonly { path?: readonly PropertyKey[] | readonly unknown[]; message: string }[]): string {
  return issues
    .slice(0, 3)
    .map(
      (i) =>
        `${(i.path ?? []).map((p) => String(typeof p === 'object' && p !== null && 'key' in p ? p.key : p)).join('.') || '(answer)'}: ${i.message}`,
    )
    .join('; ');
}

export async function call<N extends SchemaEndpoint>(
  api: ApiClient,
  name: N,
  input: CallInput<N> = {},
): Promise<CallResult<ResponseOf<N>>> {
  const entry: EndpointSpec & { method: Method; path: string } = LAYER_ENDPOINTS[name];
  const { method, path } = entry;
  const schemas = (entry.schemas as () => Promise<EndpointSchemas>)().then(
    (s) => s.read ?? s.response,
    () => undefined,
  );
  const query = { ...entry.query, ...(input.query as Record<string, QueryValue> | undefined) };
  const res = await api.request<unknown>(method, path, {
    query,
    body: input.body as Record<string, unknown> | undefined,
    json: input.json,
    headers: { ...entry.headers, ...input.headers },
  });
  // The client logged a request that got no answer; an error status is logged here.
  if (res.status === 0) return { ok: false, status: 0, problem: 'no answer', refused: false };
  if (!res.ok) {
    const told = (res.data as { message?: unknown } | undefined)?.message;
    return { ...failed(method, path, res.status, `HTTP ${res.status}`, false), ...(typeof told === 'string' ? { message: told } : {}) };
  }
  const schema = await schemas;
  if (!schema) return failed(method, path, res.status, 'its schema could not be loaded', false);
  const parsed = await schema['~standard'].validate(res.data);
  if (parsed.issues) return failed(method, path, res.status, `unexpected answer (${summary(parsed.issues)})`);
  const data = parsed.value as ResponseOf<N> & { code: number; data?: unknown };
  if (data.code !== OK_CODE) return failed(method, path, res.status, `code ${data.code}`);
  const dropped = droppedIn(data.data);
  if (dropped) warn(`${method} ${path}: ${dropped.count} ${dropped.count === 1 ? 'row' : 'rows'} left out (${dropped.first})`);
  return { ok: true, status: res.status, data };
}

/** The answer on success, undefined on any failure (already logged): for callers whose fallback is the same for every failure. */
export async function answer<N extends SchemaEndpoint>(api: ApiClient, name: N, input?: CallInput<N>): Promise<ResponseOf<N> | undefined> {
  const r = await call(api, name, input);
  return r.ok ? r.data : undefined;
}
