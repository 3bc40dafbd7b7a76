import type * as z from 'zod/mini';

/**
 * How an endpoint is written: its method, its path (Hono syntax, `:param` for a path segment), the
 * query the browser sends (the fixed values, which a call may override), the name fault injection
 * knows it by, and its query, request and response schemas. The tables are per product: the
 * layer's public endpoints (schemas/layerEndpoints.ts) and the console's (schemas/opsEndpoints.ts);
 * schemas/endpoints.ts joins them for the server, the fault table, the bench and the tests.
 *
 * The schemas are behind `import()`, so a browser's first chunk carries the table and no schema:
 * a call loads its endpoint's schema module when it is made, and the server resolves them all at
 * start (schemas/endpointSchemas.ts).
 */

export type Method = 'GET' | 'POST';

export type QueryValue = string | number | boolean | undefined;

/** The schemas of an endpoint: the query and body it accepts, the JSON answer (envelope included) it gives on success. */
export interface EndpointSchemas {
  /** The query string as the server reads it (each value a string, as URLSearchParams gives it). */
  readonly query?: z.core.$ZodType;
  readonly request?: z.core.$ZodType;
  readonly response?: z.core.$ZodType;
  /**
   * How the browser reads the answer (SPEC §5, §8): the envelope strictly, each list row by row
   * (rowsOf, schemas/api/envelope.ts: a row that does not fit is left out and counted, the others
   * kept) or, for the menus, left to the caller's item reader. `response` is the strict shape the
   * server makes; without `read` the browser reads with it.
   */
  readonly read?: z.core.$ZodType;
}

export interface EndpointSpec {
  /** The query the browser sends, with its fixed values; a call may override each. */
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** Headers the browser sends with every call of this endpoint. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The name a test puts in `x-fault` (server/faults.ts); endpoints sharing one are one call. */
  readonly fault?: string;
  /** What a bare fault answers: 503 for the herald calls (tests rely on it), 500 otherwise. */
  readonly faultStatus?: 500 | 503;
  /**
   * The endpoint's schemas, loaded when first needed: written `lazy(() => import(…))`, which checks
   * the shape (typed `unknown` here so each entry keeps its own schemas' types).
   */
  readonly schemas?: unknown;
}

export type EndpointEntry = EndpointSpec & { readonly method: Method; readonly path: string };
export type EndpointTable = Readonly<Record<string, EndpointEntry>>;

/** An endpoint's schema module, loaded on first use; typed as the module gives it. */
export const lazy = <const T extends EndpointSchemas>(load: () => Promise<T>) => load;

export const get = <const P extends string, const S extends EndpointSpec = EndpointSpec>(path: P, spec?: S) =>
  ({ method: 'GET', path, ...(spec as S) }) as { readonly method: 'GET'; readonly path: P } & S;
export const post = <const P extends string, const S extends EndpointSpec = EndpointSpec>(path: P, spec?: S) =>
  ({ method: 'POST', path, ...(spec as S) }) as { readonly method: 'POST'; readonly path: P } & S;

/** The endpoints of a table that declare schemas. */
export type SchemaEndpointOf<T> = { [N in keyof T]: T[N] extends { schemas: () => Promise<unknown> } ? N : never }[keyof T] & string;
/** The schemas an endpoint of a table declares, resolved. */
export type SchemasIn<T, N extends keyof T> = T[N] extends { schemas: () => Promise<infer S> } ? S : never;

/** The `:param` names of a path, as a union. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path with its `:params` filled in (each value URI-encoded); typed per table by its callers (pathOf). */
export function fillPath(path: string, params: Readonly<Record<string, string | number>>): string {
  return path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key])));
}

/** An entry's declared query with `overrides` on top, as a search string ('' or '?a=1&b='); undefined values are left out. */
export function searchOf(entry: EndpointSpec, overrides: Readonly<Record<string, QueryValue>> = {}): string {
  const pairs = Object.entries({ ...entry.query, ...overrides }).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]));
  return pairs.length ? `?${new URLSearchParams(pairs)}` : '';
}

/** A matcher for a table path: each `:param` stands for one non-empty path segment. */
export function pathPattern(path: string): RegExp {
  const source = path
    .split(/(:\w+)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}
