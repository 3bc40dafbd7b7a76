import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { Json } from '../../engine/configMerge.ts';
import { resolveRegionSet } from '../../engine/regionSet.ts';
import { BootstrapResponse } from '../../schemas/api/index.ts';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import { Browser, overHttp } from './helpers.ts';
import { initialisedDataDir } from './memoryDb.ts';
import { killAllServerProcesses, type ServerProc, startServerProcess } from './serverProcess.ts';

afterAll(() => killAllServerProcesses());

/**
 * Kills, each at a moment of its own stratum of the window from the request to a little after a
 * publish's usual end, so every part of it is hit (twenty kills at random moments had hit the same
 * parts several times, for about 10 s of a restart each).
 */
const KILLS = 12;

interface Target {
  name: string;
  version: number;
  json: Json;
}

async function targets(ops: Browser): Promise<Target[]> {
  const res = await ops.request(ENDPOINTS.opsState.path);
  if (res.status !== 200) throw new Error(`ops state: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { targets: Target[] } }).data.targets;
}

it(`the server killed (SIGKILL) in the middle of an ops publish, ${KILLS} times, never leaves a half-written or invalid config live and starts again cleanly (PGlite on disk)`, {
  timeout: 1_800_000,
}, async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'exnav-kill-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  let server: ServerProc | undefined;
  const outcomes = { published: 0, notPublished: 0, acknowledged: 0 };
  try {
    // The subject is the kills, not the first start (restart.test.ts starts a new folder): the
    // folder holds an initialised cluster, so the first start costs what a restart does.
    await initialisedDataDir(dataDir);
    server = await startServerProcess(env);
    const ops = new Browser(overHttp, server.url);
    expect((await ops.login('ops')).status).toBe(200);
    // How long one publish takes here and now, so the kills can land before, inside and after it.
    const first = (await targets(ops)).find((t) => t.name === 'main')!;
    const timed = Date.now();
    const ok = await ops.request(pathOf('opsPublish', { name: 'main' }), {
      json: { json: { ...(first.json as Record<string, Json>), name: 'Global 0' }, baseVersion: first.version, message: 'timed' },
    });
    expect(ok.status).toBe(200);
    const publishMs = Date.now() - timed;

    for (let i = 0; i < KILLS; i++) {
      const before = (await targets(ops)).find((t) => t.name === 'main')!;
      const draft = { ...(before.json as Record<string, Json>), name: `Global ${i + 1}` };
      const seen: { status: number | 'cut' } = { status: 'cut' };
      const publishing = ops
        .request(pathOf('opsPublish', { name: 'main' }), {
          json: { json: draft, baseVersion: before.version, message: `kill test ${i + 1}` },
        })
        .then(
          (res) => {
            seen.status = res.status;
          },
          () => {
            seen.status = 'cut';
          },
        );
      // A random moment in this kill's stratum of the window from the request to a little after a
      // publish's usual end (validation of the whole set, then one transaction).
      await new Promise((r) => setTimeout(r, ((i + Math.random()) / KILLS) * publishMs * 1.3));
      await server.kill();
      await publishing;

      // Starts again on the same data, cleanly.
      server = await startServerProcess(env);
      ops.base = server.url;
      const live = await targets(ops);
      const main = live.find((t) => t.name === 'main')!;
      // Either the whole publish or none of it: the old version as it was, or the new one as sent.
      if (main.version === before.version) {
        expect(main.json).toEqual(before.json);
        outcomes.notPublished++;
      } else {
        expect(main.version).toBe(before.version + 1);
        expect(main.json).toEqual(draft);
        outcomes.published++;
      }
      // A publish the client saw succeed is never lost.
      if (seen.status === 200) {
        outcomes.acknowledged++;
        expect(main.version, `publish ${i + 1} was acknowledged`).toBe(before.version + 1);
      }
      // The published set resolves and validates, and the site serves it.
      const files = Object.fromEntries(live.filter((t) => t.name !== 'remote-menu').map((t) => [t.name, t.json]));
      expect(resolveRegionSet(files).issues).toEqual([]);
      const boot = await ops.get(`${ENDPOINTS.bootstrap.path}?lang=en&site=main`, BootstrapResponse);
      expect(boot.code).toBe(200);
      // The audit log agrees with the versions: one publish row per version, none for a lost one.
      const audit = await ops.request(`${ENDPOINTS.opsAudit.path}?target=main&limit=100`);
      const rows = ((await audit.json()) as { data: { list: { action: string; version: number | null }[] } }).data.list;
      expect(rows.filter((r) => r.action === 'publish').map((r) => r.version)).toEqual(
        Array.from({ length: main.version }, (_, k) => main.version - k),
      );
    }
    console.log(
      `SIGKILL during publish x${KILLS} (a publish took ${publishMs} ms): ${outcomes.published} published whole, ${outcomes.notPublished} not at all, ` +
        `${outcomes.acknowledged} acknowledged before the kill; 0 half-written`,
    );
    expect(outcomes.published + outcomes.notPublished).toBe(KILLS);
    expect(await server.stop()).toBe(0);
  } finally {
    await server?.kill();
    await rm(dataDir, { recursive: true, force: true });
  }
});
