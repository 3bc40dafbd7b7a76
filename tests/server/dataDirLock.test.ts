import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { DataDirLockedError, lockDataDir } from '../../server/db/dataDirLock.ts';
import { initialisedDataDir } from './memoryDb.ts';
import { killAllServerProcesses, START_TIMEOUT_MS, startServerProcess } from './serverProcess.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-lock-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  killAllServerProcesses();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A pid that surely belongs to no running process: a child that has already exited. */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(r.stdout);
}

describe('one owner per PGlite data directory', () => {
  it('a second owner is refused with the directory and the holder named; release frees it', () => {
    const dir = join(tempDir(), 'pglite');
    const first = lockDataDir(dir, 'first owner');
    let refusal: unknown;
    try {
      lockDataDir(dir, 'second owner');
    } catch (e) {
      refusal = e;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(`the PGlite data directory ${dir} is in use by process ${process.pid}`);
    expect((refusal as Error).message).toContain('first owner');
    first.release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    const again = lockDataDir(dir, 'second owner');
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid, command: 'second owner' });
    again.release();
  });

  it('takes over a stale lock (its process gone, or a half-written file) but not another host’s', () => {
    const dir = join(tempDir(), 'pglite');
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: deadPid(), host: hostname(), command: 'crashed', since: 'x' }));
    lockDataDir(dir).release();
    writeFileSync(`${dir}.lock`, '{"pid":');
    lockDataDir(dir).release();
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: deadPid(), host: 'another-host', command: 'npm start', since: 'x' }));
    expect(() => lockDataDir(dir)).toThrow(/in use by process \d+ on another-host \(npm start/);
  });

  it(
    'a second `npm start` on the same DATA_DIR refuses to start; after a stop or a crash the next one starts',
    async () => {
      const dataDir = tempDir();
      const env = { DATA_DIR: dataDir, SEED_DEMO: '0' };
      // An initialised cluster, so no first-start child runs (restart.test.ts covers that path).
      await initialisedDataDir(dataDir);
      const first = await startServerProcess(env);
      const pid = first.proc.pid;
      await expect(startServerProcess(env)).rejects.toThrow(
        new RegExp(`cannot start: the PGlite data directory ${join(dataDir, 'pglite')} is in use by process ${pid}`),
      );
      // The first server still answers: the refused one touched nothing.
      expect((await fetch(`${first.url}${ENDPOINTS.fiatRates.path}`)).status).toBe(200);
      expect(await first.stop()).toBe(0);
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
      // A crash leaves the lock behind; its process is gone, so the next start takes it over.
      const second = await startServerProcess(env);
      await second.kill();
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(true);
      const third = await startServerProcess(env);
      expect(JSON.parse(readFileSync(join(dataDir, 'pglite.lock'), 'utf8')).pid).toBe(third.proc.pid);
      expect(await third.stop()).toBe(0);
    },
    START_TIMEOUT_MS * 5,
  );
});
