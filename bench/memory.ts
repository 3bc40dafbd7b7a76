/**
 * Resident memory of the server with embedded PGlite (`npm start`'s default): after the first
 * start (initdb, migrations, seed), after a short load, and after a restart on the same data. Side
 * by side: the first start in the server's own process (as the server once did; with PGlite's
 * own settings and with ours, server/db/pgliteSettings.ts) and in a child process of its own
 * (server/firstStart.ts, the default), whose peak is shown apart: it has exited before the server
 * opens the database.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { MIX } from './load.ts';
import { startServerChild } from './serverChild.ts';

interface Row {
  label: string;
  firstStart: number;
  /** The highest peak of the server's child processes while it started (the first start's), in MB. */
  childPeak: number;
  afterLoad: number;
  peak: number;
  restarted: number;
}

/** Follows the child processes of `pid` (read from /proc every 50 ms) and keeps the highest VmHWM among them, in MB. */
function watchChildPeaks(pid: () => number | undefined): { stop(): number } {
  let peak = 0;
  const read = (path: string) => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return '';
    }
  };
  const timer = setInterval(() => {
    const parent = pid();
    if (parent === undefined) return;
    for (const child of read(`/proc/${parent}/task/${parent}/children`).split(' ').filter(Boolean)) {
      const kb = Number(/^VmHWM:\s+(\d+) kB/m.exec(read(`/proc/${child}/status`))?.[1] ?? 0);
      peak = Math.max(peak, kb / 1024);
    }
  }, 50);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

async function measureVariant(label: string, env: Record<string, string>, seconds: number): Promise<Row> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-mem-'));
  try {
    let started: number | undefined;
    const children = watchChildPeaks(() => started);
    let server = await startServerChild({ DATA_DIR: dataDir, ...env }, (pid) => {
      started = pid;
    });
    const childPeak = children.stop();
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
    return { label, firstStart, childPeak, afterLoad: after.rssMb, peak: after.peakMb, restarted };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function memoryBench(seconds = Number(process.env.MEMORY_SECONDS || 10)): Promise<Row[]> {
  console.log(`\n## Server memory with embedded PGlite (RSS, MB; ${seconds} s of the mixed load as a visitor)`);
  const inProcess = { PGLITE_FIRST_START: 'in-process' };
  const rows = [
    await measureVariant(
      "PGlite's own settings (PGLITE_SETTINGS=''), first start in process",
      { ...inProcess, PGLITE_SETTINGS: '' },
      seconds,
    ),
    await measureVariant('server/db/pgliteSettings.ts, first start in process (before)', inProcess, seconds),
    await measureVariant('server/db/pgliteSettings.ts, first start in a child process (the default)', {}, seconds),
  ];
  console.log("| variant | after first start | first start's child, peak | after load | server's peak | after a restart |");
  console.log('| --- | --- | --- | --- | --- | --- |');
  const mb = (n: number) => (n > 0 ? n.toFixed(0) : '-');
  for (const r of rows)
    console.log(`| ${r.label} | ${mb(r.firstStart)} | ${mb(r.childPeak)} | ${mb(r.afterLoad)} | ${mb(r.peak)} | ${mb(r.restarted)} |`);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) await memoryBench();
