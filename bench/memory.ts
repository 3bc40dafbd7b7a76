/**
 * Resident memory of the server with embedded PGlite (`npm start`'s default), with PGlite's own
 * settings and with ours (server/db/pgliteSettings.ts): after the first start (initdb, migrations,
 * seed), after a short load, and after a restart on the same data. Also PostgreSQL-free `memory://`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { MIX } from './load.ts';
import { startServerChild } from './serverChild.ts';

interface Row {
  label: string;
  firstStart: number;
  afterLoad: number;
  peak: number;
  restarted: number;
}

async function measureVariant(label: string, env: Record<string, string>, seconds: number): Promise<Row> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-mem-'));
  try {
    let server = await startServerChild({ DATA_DIR: dataDir, ...env });
    const firstStart = server.memory().rssMb;
    await autocannon({
      url: server.url,
      connections: 10,
      duration: seconds,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      requests: MIX.map((path) => ({ method: 'GET' as const, path })),
    });
    const after = server.memory();
    await server.stop();
    server = await startServerChild({ DATA_DIR: dataDir, ...env });
    const restarted = server.memory().rssMb;
    await server.stop();
    return { label, firstStart, afterLoad: after.rssMb, peak: after.peakMb, restarted };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function memoryBench(seconds = Number(process.env.MEMORY_SECONDS || 10)): Promise<Row[]> {
  console.log(`\n## Server memory with embedded PGlite (RSS, MB; ${seconds} s of the mixed load as a visitor)`);
  const rows = [
    await measureVariant("PGlite's own settings (PGLITE_SETTINGS='')", { PGLITE_SETTINGS: '' }, seconds),
    await measureVariant('server/db/pgliteSettings.ts (the default)', {}, seconds),
  ];
  console.log('| settings | after first start | after load | peak | after a restart |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const r of rows)
    console.log(
      `| ${r.label} | ${r.firstStart.toFixed(0)} | ${r.afterLoad.toFixed(0)} | ${r.peak.toFixed(0)} | ${r.restarted.toFixed(0)} |`,
    );
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) await memoryBench();
