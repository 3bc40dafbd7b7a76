import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_SCHEMAS } from '../../schemas/endpointSchemas.ts';
import { ENDPOINTS, pathOf, queryString } from '../../schemas/endpoints.ts';
import { Browser, startTestServer, T0, type TestServer } from './helpers.ts';

/**
 * The console's answers are what its table says (schemas/opsEndpoints.ts): each call the console
 * makes, answered by the server, parses with the endpoint's response schema, and a body or query
 * the schemas refuse is a 400 that names what is wrong.
 */

let server: TestServer;
let ops: Browser;
beforeAll(async () => {
  server = await startTestServer();
  ops = new Browser(server.app);
  expect((await ops.login('ops')).status).toBe(200);
});
afterAll(() => server.close());

describe("the console's answers fit its table", () => {
  it('reads the state, live versions, people, versions, audit, changes, draft links and rollouts', async () => {
    const state = await ops.get(ENDPOINTS.opsState.path, ENDPOINT_SCHEMAS.opsState.response);
    const main = state.data.targets.find((t) => t.name === 'main');
    expect(main?.kind).toBe('region');
    const live = await ops.get(ENDPOINTS.opsLive.path, ENDPOINT_SCHEMAS.opsLive.response);
    expect(live.data.list.map((h) => h.name)).toEqual(state.data.targets.map((t) => t.name));
    const people = await ops.get(ENDPOINTS.opsPeople.path, ENDPOINT_SCHEMAS.opsPeople.response);
    expect(people.data.list.map((p) => p.username)).toContain('ops');
    const versions = await ops.get(pathOf('opsVersions', { name: 'main' }), ENDPOINT_SCHEMAS.opsVersions.response);
    expect(versions.data.list[0]?.version).toBe(main?.version);
    const version = await ops.get(pathOf('opsVersion', { name: 'main', version: main!.version }), ENDPOINT_SCHEMAS.opsVersion.response);
    expect(version.data.json).toEqual(main?.json);
    const audit = await ops.get(`${ENDPOINTS.opsAudit.path}${queryString('opsAudit', { limit: 5 })}`, ENDPOINT_SCHEMAS.opsAudit.response);
    expect(audit.data.list.length).toBeLessThanOrEqual(5);
    const changes = `${ENDPOINTS.opsChanges.path}${queryString('opsChanges', { target: 'main', all: 1, limit: 20 })}`;
    expect((await ops.get(changes, ENDPOINT_SCHEMAS.opsChanges.response)).data.list).toEqual([]);
    expect((await ops.get(ENDPOINTS.opsDraftLinks.path, ENDPOINT_SCHEMAS.opsDraftLinks.response)).data.list).toEqual([]);
    expect((await ops.get(ENDPOINTS.opsRollouts.path, ENDPOINT_SCHEMAS.opsRollouts.response)).data.list).toEqual([]);
  });

  it('answers validation, a scheduled change, its cancel, and a draft link made and revoked', async () => {
    const state = await ops.get(ENDPOINTS.opsState.path, ENDPOINT_SCHEMAS.opsState.response);
    const main = state.data.targets.find((t) => t.name === 'main')!;
    const json = { ...(main.json as object), requireApproval: false, hide: ['earn'] };
    const valid = await ops.get(pathOf('opsValidate', { name: 'main' }), ENDPOINT_SCHEMAS.opsValidate.response, { json: { json } });
    expect(valid.data).toMatchObject({ issues: [], liveVersion: main.version });
    expect(valid.data.changes.length).toBeGreaterThan(0);
    const asked = await ops.get(pathOf('opsChangeRequest', { name: 'main' }), ENDPOINT_SCHEMAS.opsChangeRequest.response, {
      json: { json, baseVersion: main.version, message: 'hide earn', publishAt: T0 + 3_600_000 },
    });
    expect(asked.data).toMatchObject({ target: 'main', state: 'scheduled', publishAt: T0 + 3_600_000 });
    const listed = await ops.get(
      `${ENDPOINTS.opsChanges.path}${queryString('opsChanges', { limit: 100 })}`,
      ENDPOINT_SCHEMAS.opsChanges.response,
    );
    expect(listed.data.list[0]).toMatchObject({ id: asked.data.id, liveVersion: main.version, stale: false });
    const cancelled = await ops.get(pathOf('opsChangeCancel', { id: asked.data.id }), ENDPOINT_SCHEMAS.opsChangeCancel.response, {
      json: { comment: 'not now' },
    });
    expect(cancelled.data).toMatchObject({ id: asked.data.id, state: 'cancelled', outcome: 'not now' });
    const link = await ops.get(pathOf('opsDraftLink', { name: 'main' }), ENDPOINT_SCHEMAS.opsDraftLink.response, {
      json: { json, baseVersion: main.version },
    });
    expect(link.data.path).toMatch(/^\/draft\//);
    const revoked = await ops.get(pathOf('opsDraftLinkRevoke', { id: link.data.id }), ENDPOINT_SCHEMAS.opsDraftLinkRevoke.response, {
      json: {},
    });
    expect(revoked.data).toEqual({ id: link.data.id, revoked: true });
  });

  it('refuses a body or a query its schemas refuse, naming the field', async () => {
    const publish = await ops.request(pathOf('opsPublish', { name: 'main' }), { json: { json: {}, baseVersion: -1, message: 'x' } });
    expect(publish.status).toBe(400);
    expect((await publish.json()).message).toMatch(/^invalid body: .*baseVersion/);
    const changes = await ops.request(`${ENDPOINTS.opsChanges.path}?limit=0`);
    expect(changes.status).toBe(400);
    expect((await changes.json()).message).toMatch(/^invalid query: .*limit/);
    const exported = await ops.request(`${pathOf('opsExport', { name: 'main' })}?version=-2`);
    expect(exported.status).toBe(400);
    expect((await exported.json()).message).toMatch(/^invalid version: /);
  });
});
