/**
 * server/main.ts as a child process for server tests that need a real process (restart, SIGKILL,
 * two instances): started like `npm start` (without the build step) on a free port, with a start
 * timeout meant for 2 busy cores.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { templateFile } from './memoryDb.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
/** tsx transpiling, PGlite opening its data and the demo seed, on a loaded machine. */
export const START_TIMEOUT_MS = 120_000;

export interface ServerProc {
  proc: ChildProcess;
  url: string;
  /** Everything the process printed. */
  log(): string;
  /** SIGTERM and the exit code (a clean shutdown is 0). */
  stop(): Promise<number | null>;
  /** SIGKILL, as the OOM killer or a power cut would. */
  kill(): Promise<void>;
}

const running = new Set<ChildProcess>();

export async function startServerProcess(env: Record<string, string>): Promise<ServerProc> {
  const proc = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    // A memory:// database starts from the saved migrated cluster instead of running initdb and the migrations.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: '1',
      FAULTS: '',
      PGLITE_MEMORY_TEMPLATE: await templateFile('migrated'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(proc);
  proc.once('exit', () => running.delete(proc));
  let log = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within ${START_TIMEOUT_MS} ms:\n${log}`)), START_TIMEOUT_MS);
    proc.stdout!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const m = /listening on (http:\/\/\S+?)\/? /.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    proc.stderr!.on('data', (c: Buffer) => {
      log += c.toString();
    });
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code ?? signal}:\n${log}`));
    });
  }).catch((e) => {
    proc.kill('SIGKILL');
    throw e;
  });
  const exited = () => proc.exitCode !== null || proc.signalCode !== null;
  return {
    proc,
    url,
    log: () => log,
    async stop() {
      if (exited()) return proc.exitCode;
      const done = once(proc, 'exit');
      proc.kill('SIGTERM');
      const [code] = await done;
      return code as number | null;
    },
    async kill() {
      if (exited()) return;
      const done = once(proc, 'exit');
      proc.kill('SIGKILL');
      await done;
    },
  };
}

/** Kills whatever a test file left running (afterAll). */
export function killAllServerProcesses(): void {
  for (const p of running) p.kill('SIGKILL');
}
