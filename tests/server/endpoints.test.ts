import { describe, expect, it } from 'vitest';
import { ENDPOINT_SCHEMAS } from '../../schemas/endpointSchemas.ts';
import { ENDPOINTS, type EndpointName, OPS_API, pathOf, pathPattern, queryString } from '../../schemas/endpoints.ts';
import { LAYER_ENDPOINTS } from '../../schemas/layerEndpoints.ts';
import { OPS_ENDPOINTS } from '../../schemas/opsEndpoints.ts';
import { createApp, type Deps } from '../../server/app.ts';
import { FAULT_CALLS, shapeOf, wrongShape } from '../../server/faults.ts';

// Registering routes reads no dependency, so the served routes are known without a database.
const app = createApp({} as Deps);

/** What the app answers itself: handlers, not middleware (`ALL`) and not the page fallback (`GET *`). */
const served = app.routes.filter((r) => r.method !== 'ALL' && r.path !== '*' && r.path !== '/*').map((r) => `${r.method} ${r.path}`);
const table = Object.values(ENDPOINTS).map((e) => `${e.method} ${e.path}`);

describe('the endpoints tables (schemas/layerEndpoints.ts, schemas/opsEndpoints.ts)', () => {
  it('is what the server serves: every entry with its method, and no served route missing', () => {
    expect(new Set(served).size, 'a route registered twice').toBe(served.length);
    expect(new Set(table).size, 'an entry written twice').toBe(table.length);
    expect([...served].sort()).toEqual([...table].sort());
  });

  it('leaves no served /api, /apiw or /apiweb route out', () => {
    const apiRoutes = served.filter((r) => /^\w+ \/(api|apiw|apiweb)\//.test(r));
    expect(apiRoutes.length).toBeGreaterThan(40);
    for (const route of apiRoutes) expect(table, route).toContain(route);
  });

  it("is split per product: the console's entries are every endpoint under its prefix, and only those", () => {
    const underOps = (e: { path: string }) => e.path.startsWith(`${OPS_API}/`);
    expect(Object.values(OPS_ENDPOINTS).every(underOps)).toBe(true);
    expect(Object.values(LAYER_ENDPOINTS).some(underOps)).toBe(false);
    expect(Object.keys(ENDPOINTS).length).toBe(Object.keys(LAYER_ENDPOINTS).length + Object.keys(OPS_ENDPOINTS).length);
    expect(served.filter((r) => r.includes(` ${OPS_API}/`)).sort()).toEqual(
      Object.values(OPS_ENDPOINTS)
        .map((e) => `${e.method} ${e.path}`)
        .sort(),
    );
  });

  it("types every console endpoint: a JSON answer's schema, a body's, a query's, each the server reads with", async () => {
    const downloads = ['opsAuditExport', 'opsExport'];
    for (const [name, entry] of Object.entries(OPS_ENDPOINTS)) {
      const schemas = (await entry.schemas()) as { query?: unknown; request?: unknown; response?: unknown };
      expect((ENDPOINT_SCHEMAS as Record<string, unknown>)[name], name).toStrictEqual(schemas);
      if (downloads.includes(name)) expect(schemas.response, name).toBeUndefined();
      else expect(schemas.response, name).toBeDefined();
      // A declared query has the schema the server validates it with.
      if ('query' in entry) expect(schemas.query, name).toBeDefined();
    }
    const bodies = [
      ...['opsValidate', 'opsPublish', 'opsRollback', 'opsChangeRequest', 'opsChangeApprove', 'opsChangeReject'],
      ...['opsChangeSchedule', 'opsChangeCancel', 'opsRolloutStart', 'opsRolloutWiden', 'opsGrant', 'opsRevoke', 'opsDraftLink'],
    ] as const;
    for (const name of bodies) expect(ENDPOINT_SCHEMAS[name].request, name).toBeDefined();
  });

  it('names schemas only for endpoints it lists', () => {
    for (const name of Object.keys(ENDPOINT_SCHEMAS)) expect(Object.keys(ENDPOINTS), name).toContain(name);
  });

  it('fills path parameters, encoded, and matches a path to its pattern by whole segments', () => {
    expect(pathOf('regionConfig', { site: 'eu', lang: 'zh-tw', version: 'ab_12' })).toBe('/api/web/v1/site/regionConfig/eu/zh-tw/ab_12');
    expect(pathOf('opsVersions', { name: 'a/b' })).toBe('/api/ops/v1/targets/a%2Fb/versions');
    const pattern = pathPattern(ENDPOINTS.logoutLinkLang.path);
    expect(pattern.test('/ja/logout')).toBe(true);
    expect(pattern.test('/logout')).toBe(false);
    expect(pattern.test('/a/b/logout')).toBe(false);
    expect(pathPattern(ENDPOINTS.layerElements.path).test('/layer/elementsxjs')).toBe(false);
  });

  it('is one entry per endpoint: the fault table and the schemas derive from the entries', async () => {
    const names = Object.keys(ENDPOINTS) as EndpointName[];
    const faulted = names.filter((n) => 'fault' in ENDPOINTS[n] && ENDPOINTS[n].fault);
    // Every entry with a fault name is in the fault table under that name, and nothing else is.
    expect(FAULT_CALLS.flatMap((f) => f.endpoints).sort()).toEqual([...faulted].sort());
    for (const f of FAULT_CALLS) for (const e of f.endpoints) expect(ENDPOINTS[e]).toMatchObject({ fault: f.name, method: f.method });
    // Every call the browser makes with a JSON answer has its response schema; the schemas the
    // server resolved are the ones the entry loads.
    for (const n of faulted.filter((n) => !['logoutLink', 'logoutLinkLang'].includes(n))) {
      const entry = ENDPOINTS[n] as { schemas?: () => Promise<{ response?: unknown }> };
      const loaded = await entry.schemas?.();
      expect(loaded?.response, n).toBeDefined();
      expect((ENDPOINT_SCHEMAS as Record<string, { response?: unknown }>)[n]?.response, n).toBe(loaded?.response);
    }
  });

  it('gives each fault the wrong shape its response schema refuses', () => {
    const schemas = ENDPOINT_SCHEMAS as Partial<Record<EndpointName, { response?: { safeParse(v: unknown): { success: boolean } } }>>;
    expect(shapeOf(ENDPOINT_SCHEMAS.spots.response)).toBe('list');
    expect(shapeOf(ENDPOINT_SCHEMAS.bootstrap.response)).toBe('object');
    expect(shapeOf(undefined)).toBe('envelope');
    for (const f of FAULT_CALLS) {
      const response = schemas[f.endpoints[0]!]?.response;
      if (response) expect(response.safeParse(wrongShape(f.shape)).success, f.name).toBe(false);
    }
  });

  it("writes the query the browser sends, a caller's values over the entry's, undefined left out", () => {
    expect(queryString('spots')).toBe('?exchange_type=ALL&timezone=');
    expect(queryString('alpha', { chain: 'sol', page: 2 })).toBe('?tab=ALPHA_ALLCHAIN&chain=sol&timezone=&page=2&limit=100');
    expect(queryString('delivery')).toBe('');
  });
});
