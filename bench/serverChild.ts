/**
 * The reference server as its own process for the load benchmark, so the load generator never
 * shares its event loop. Started with `node --import tsx` (not the tsx CLI) so the pid is the
 * server's own and /proc/<pid>/status reports its memory.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;

export interface ServerChild {
  url: string;
  pid: number;
  /** VmRSS and VmHWM (peak) of the server process, in MB. */
  memory(): { rssMb: number; peakMb: number };
  stop(): Promise<void>;
}

/** `onSpawn` gets the server's pid as soon as it runs (bench/memory.ts follows its child processes from then). */
export function startServerChild(env: Record<string, string>, onSpawn?: (pid: number) => void, root = ROOT): Promise<ServerChild> {
  return startChild([join(root, 'server/main.ts')], { ...BENCH_SERVER_ENV, ...env }, onSpawn);
}

/** How the benchmarks run the server: production, on loopback, the demo accounts seeded, no faults. */
const BENCH_SERVER_ENV = {
  PORT: '0',
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  FAULTS: '',
  SEED_DEMO: '1',
  DATABASE_URL: '',
};

/** A TypeScript entry (with its arguments) as its own process; resolves once it prints "listening on URL ". */
export async function startChild(args: string[], env: Record<string, string> = {}, onSpawn?: (pid: number) => void): Promise<ServerChild> {
  const proc: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onSpawn?.(proc.pid!);
  let log = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running behind the failed bench: nothing else holds its pid.
      proc.kill('SIGKILL');
      reject(new Error(`server did not start within 90 s:\n${log}`));
    }, 90_000);
    proc.stdout!.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-20_000);
      const m = /listening on (http:\/\/\S+?)\/? /.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    proc.stderr!.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-20_000);
    });
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${log}`));
    });
  });
  const pid = proc.pid!;
  return {
    url,
    pid,
    memory() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
      return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
    },
    async stop() {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      const force = setTimeout(() => proc.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    },
  };
}
