import { ENDPOINTS, type EndpointName, type EndpointSchemas } from './endpoints.ts';

type Entries = typeof ENDPOINTS;
/** The endpoints that declare schemas. */
export type SchemaEndpoint = { [N in EndpointName]: Entries[N] extends { schemas: () => Promise<unknown> } ? N : never }[EndpointName];
/** The schemas an endpoint declares, resolved. */
export type SchemasOf<N extends SchemaEndpoint> = Awaited<ReturnType<Entries[N]['schemas']>>;

/**
 * Every endpoint's schemas (schemas/endpoints.ts), resolved once, for Node: the server validates
 * bodies with them and the tests check answers. A module the browser never imports (it loads one
 * endpoint's schemas when it calls it: app/layer/api/call.ts).
 */
export const ENDPOINT_SCHEMAS = Object.fromEntries(
  await Promise.all(
    Object.entries(ENDPOINTS).flatMap(([name, e]) =>
      'schemas' in e ? [(e.schemas as () => Promise<EndpointSchemas>)().then((s) => [name, s] as const)] : [],
    ),
  ),
) as { readonly [N in SchemaEndpoint]: SchemasOf<N> };

export type { EndpointSchemas } from './endpoints.ts';
