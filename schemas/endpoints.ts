import { type EndpointSpec, fillPath, type PathParams, type QueryValue, searchOf } from './endpointTable.ts';
import { LAYER_ENDPOINTS } from './layerEndpoints.ts';
import { OPS_ENDPOINTS } from './opsEndpoints.ts';

export type { EndpointSchemas, EndpointSpec, Method, QueryValue } from './endpointTable.ts';
export { pathPattern } from './endpointTable.ts';
export { OPS_API } from './opsEndpoints.ts';

/**
 * Every HTTP endpoint of the reference server, by name: the layer's public endpoints
 * (schemas/layerEndpoints.ts) and the console's (schemas/opsEndpoints.ts), as the server, the fault
 * table (server/faults.ts), the load bench and the tests read them; tests/server/endpoints.test.ts
 * checks that the server serves exactly this table. Browser code imports its own product's table,
 * never this one. Pages the app draws (`GET *`) are not endpoints.
 */
export const ENDPOINTS = { ...LAYER_ENDPOINTS, ...OPS_ENDPOINTS } as const;

export type EndpointName = keyof typeof ENDPOINTS;

/** The path of an endpoint with its `:params` filled in (each value URI-encoded). */
export function pathOf<N extends EndpointName>(
  name: N,
  params: Record<PathParams<(typeof ENDPOINTS)[N]['path']>, string | number>,
): string {
  return fillPath(ENDPOINTS[name].path, params);
}

/** The query an endpoint's entry declares with `overrides` on top, as a search string ('' or '?a=1&b='); undefined values are left out. */
export function queryString(name: EndpointName, overrides: Readonly<Record<string, QueryValue>> = {}): string {
  return searchOf(ENDPOINTS[name] as EndpointSpec, overrides);
}
