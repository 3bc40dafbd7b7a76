import { ENDPOINTS } from './endpoints.ts';
import type { EndpointSchemas, SchemaEndpointOf, SchemasIn } from './endpointTable.ts';

type Entries = typeof ENDPOINTS;
/** The endpoints that declare schemas. */
export type SchemaEndpoint = SchemaEndpointOf<Entries>;
/** The schemas an endpoint declares, resolved. */
export type SchemasOf<N extends SchemaEndpoint> = SchemasIn<Entries, N>;

/**
 * Every endpoint's schemas (schemas/endpoints.ts), resolved once, for Node: the server validates
 * queries and bodies with them and the tests check answers. A module the browser never imports (it
 * loads one endpoint's schemas when it calls it: app/layer/api/call.ts, app/ops/opsApi.ts).
 */
export const ENDPOINT_SCHEMAS = Object.fromEntries(
  await Promise.all(
    Object.entries(ENDPOINTS).flatMap(([name, e]) =>
      'schemas' in e ? [(e.schemas as () => Promise<EndpointSchemas>)().then((s) => [name, s] as const)] : [],
    ),
  ),
) as { readonly [N in SchemaEndpoint]: SchemasOf<N> };

export type { EndpointSchemas } from './endpointTable.ts';
