/**
 * Calls to the console API by a visitor or a trader are refused and audited with who knocked; a
 * flood of them cannot flood the audit log: each client gets a few rows per window and one saying
 * the rest are not written, and the door rows are held to a cap while the console's own entries stay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import { Browser, fromAddress, signedIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ doorLimits: { perClient: 5, rows: 20 } });
});
afterAll(() => server.close());

interface DoorRow {
  actor: string;
  client: string;
  flood: string | null;
}
async function doorRows(): Promise<DoorRow[]> {
  return server.deps.db.query<DoorRow>(
    `SELECT actor, detail->>'client' AS client, detail->>'flood' AS flood FROM ops_audit
     WHERE action = 'refused' AND detail->>'need' = 'the ops role' ORDER BY id`,
  );
}

const knock = (address: string, path: string = ENDPOINTS.opsState.path) => new Browser(fromAddress(server.app, address)).request(path);

describe('refusals at the console door', () => {
  it('one client flooding the door leaves its first refusals and one row saying the rest are not written', async () => {
    for (let i = 0; i < 30; i++) expect((await knock('203.0.113.1', `${ENDPOINTS.opsAudit.path}?n=${i}`)).status).toBe(401);
    const rows = (await doorRows()).filter((r) => r.client === '203.0.113.1');
    expect(rows).toHaveLength(6);
    expect(rows.slice(0, 5).every((r) => r.actor === 'anonymous (203.0.113.1)' && r.flood === null)).toBe(true);
    expect(rows[5]!.flood).toMatch(/^more than 5 refusals of 203\.0\.113\.1 in 60 s: the next ones in this window are not written$/);
    // Another client is still audited, and a trader by name.
    expect((await knock('203.0.113.2')).status).toBe(401);
    const trader = new Browser(fromAddress(server.app, '203.0.113.3'));
    expect((await trader.login('trader')).status).toBe(200);
    expect((await trader.request(ENDPOINTS.opsState.path)).status).toBe(403);
    const after = await doorRows();
    expect(after.map((r) => r.actor)).toEqual(expect.arrayContaining(['anonymous (203.0.113.2)', 'trader']));
  });

  it('the door rows are held to their cap, the newest kept, and the console’s own entries are not pruned', async () => {
    const { publisher } = await signedIn(server.app, ['publisher']);
    const state = (await (await publisher!.request(ENDPOINTS.opsState.path)).json()) as {
      data: { targets: { name: string; json: Record<string, unknown>; version: number }[] };
    };
    const uk = state.data.targets.find((t) => t.name === 'uk')!;
    const refused = await publisher!.request(pathOf('opsPublish', { name: 'uk' }), {
      json: { json: { ...uk.json, name: 'UK straight' }, baseVersion: uk.version, message: 'straight' },
    });
    expect(refused.status).toBe(403);
    for (let client = 10; client < 20; client++) for (let i = 0; i < 3; i++) await knock(`198.51.100.${client}`);
    const rows = await doorRows();
    expect(rows).toHaveLength(20);
    expect(rows.at(-1)!.client).toBe('198.51.100.19');
    expect(rows.some((r) => r.client === '203.0.113.1')).toBe(false);
    const own = await server.deps.db.query(`SELECT 1 FROM ops_audit WHERE actor = 'publisher' AND action = 'refused'`);
    expect(own).toHaveLength(1);
  });
});
