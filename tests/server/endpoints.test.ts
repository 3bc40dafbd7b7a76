import { describe, expect, it } from 'vitest';
import { ENDPOINT_SCHEMAS } from '../../schemas/endpointSchemas.ts';
import { ENDPOINTS, pathOf, pathPattern } from '../../schemas/endpoints.ts';
import { createApp, type Deps } from '../../server/app.ts';

// Registering routes reads no dependency, so the served routes are known without a database.
const app = createApp({} as Deps);

/** What the app answers itself: handlers, not middleware (`ALL`) and not the page fallback (`GET *`). */
const served = app.routes.filter((r) => r.method !== 'ALL' && r.path !== '*' && r.path !== '/*').map((r) => `${r.method} ${r.path}`);
const table = Object.values(ENDPOINTS).map((e) => `${e.method} ${e.path}`);

describe('the endpoints table (schemas/endpoints.ts)', () => {
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

  it('names schemas only for endpoints it lists', () => {
    for (const name of Object.keys(ENDPOINT_SCHEMAS)) expect(Object.keys(ENDPOINTS), name).toContain(name);
  });

  it('fills path parameters, encoded, and matches a path to its pattern by whole segments', () => {
    expect(pathOf('regionConfig', { site: 'eu', lang: 'zh-tw', version: 'ab_12' })).toBe('/api/web/v1/site/regionConfig/eu/zh-tw/ab_12');
    expect(pathOf('opsLabels', { lang: 'a/b' })).toBe('/api/ops/v1/labels/a%2Fb');
    const pattern = pathPattern(ENDPOINTS.logoutLinkLang.path);
    expect(pattern.test('/ja/logout')).toBe(true);
    expect(pattern.test('/logout')).toBe(false);
    expect(pattern.test('/a/b/logout')).toBe(false);
    expect(pathPattern(ENDPOINTS.layerElements.path).test('/layer/elementsxjs')).toBe(false);
  });
});
