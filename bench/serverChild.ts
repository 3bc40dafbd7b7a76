/**
 * The reference server as its own process for the load benchmark, so the load generator never
 * shares its event loop. Started with `node --import tsx` (not the tsx CLI) so the pid is the
 * server's own and /proc/<pid>/status reports its memory.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

/** A child's log past this size is emptied, every ROTATE_MS (a load run writes megabytes a second). */
const MAX_LOG_BYTES = 64 * 1024 * 1024;
const ROTATE_MS = 2_000;
/** How often a starting child's log is read for its "listening on" line. */
const START_POLL_MS = 50;

/**
 * A TypeScript entry (with its arguments) as its own process; resolves once it prints "listening on URL ".
 * Its stdout and stderr go to a file, as a server's log goes to a file or a collector in production:
 * piped into this process, every request line would be read by the event loop that runs the load
 * generator, slowing the generator in the server's runs only.
 */
export async function startChild(args: string[], env: Record<string, string> = {}, onSpawn?: (pid: number) => void): Promise<ServerChild> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-child-'));
  const logFile = join(dir, 'output.log');
  const out = openSync(logFile, 'a');
  const proc: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  onSpawn?.(proc.pid!);
  const tail = () => {
    try {
      return readFileSync(logFile, 'utf8').slice(-20_000);
    } catch {
      return '';
    }
  };
  const url = await new Promise<string>((resolve, reject) => {
    let poll: ReturnType<typeof setTimeout>;
    const timer = setTimeout(() => {
      clearTimeout(poll);
      // Not left running behind the failed bench: nothing else holds its pid.
      proc.kill('SIGKILL');
      reject(new Error(`server did not start within 90 s:\n${tail()}`));
    }, 90_000);
    const look = () => {
      const m = /listening on (http:\/\/\S+?)\/? /.exec(tail());
      if (!m) {
        poll = setTimeout(look, START_POLL_MS);
        return;
      }
      clearTimeout(timer);
      proc.removeListener('exit', exited);
      resolve(m[1]!);
    };
    const exited = (code: number | null) => {
      clearTimeout(timer);
      clearTimeout(poll);
      reject(new Error(`server exited with ${code}:\n${tail()}`));
    };
    proc.once('exit', exited);
    look();
  });
  const pid = proc.pid!;
  // Rotated as logrotate's copytruncate does (the child appends, so it goes on at the new end).
  const rotate = setInterval(() => {
    try {
      if (statSync(logFile).size > MAX_LOG_BYTES) truncateSync(logFile, 0);
    } catch {
      // Gone with the child.
    }
  }, ROTATE_MS);
  rotate.unref();
  return {
    url,
    pid,
    memory() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
      return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
    },
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) {
        const exited = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGTERM');
        const force = setTimeout(() => proc.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(force);
      }
      clearInterval(rotate);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
