import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/** What the lock file says about its owner. */
export interface LockOwner {
  pid: number;
  host: string;
  /** The owner's command line, so the refusal can say which process holds the folder. */
  command: string;
  /** ISO time it took the lock. */
  since: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `the PGlite data directory ${dir} is in use by process ${owner.pid} on ${owner.host} (${owner.command}, since ${owner.since}); ` +
        'two processes on one PGlite directory corrupt it. Stop that process, or give this one its own DATA_DIR (or a PostgreSQL DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const o = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof o.pid !== 'number' || !Number.isInteger(o.pid) || o.pid <= 0) return null;
    return { pid: o.pid, host: String(o.host ?? ''), command: String(o.command ?? '?'), since: String(o.since ?? '?') };
  } catch {
    return null;
  }
}

/** Whether the process is alive (EPERM: it exists but belongs to another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A lock is stale when its owner is gone: a process of this host that no longer runs, or a file
 * nobody could have written whole (a crash between create and write). Another host's lock (a shared
 * folder) cannot be checked, so it counts as held.
 */
function stale(owner: LockOwner | null): boolean {
  if (!owner) return true;
  return owner.host === hostname() && !alive(owner.pid);
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/**
 * Takes `{dir}.lock` for this process, or throws DataDirLockedError naming the directory and the
 * process that holds it. The file is created exclusively (O_EXCL), so of two processes starting at
 * once exactly one wins; a stale lock (its process gone) is removed and taken over. Released on
 * release() and, as a last resort, when the process exits.
 */
export function lockDataDir(dir: string, command = process.argv.slice(1).join(' ')): DataDirLock {
  const file = `${dir}.lock`;
  const me: LockOwner = { pid: process.pid, host: hostname(), command: command || 'node', since: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      try {
        writeSync(fd, `${JSON.stringify(me)}\n`);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const owner = readOwner(file);
      if (!stale(owner) || attempt >= 3) throw new DataDirLockedError(dir, owner ?? { pid: 0, host: '?', command: '?', since: '?' });
      try {
        unlinkSync(file);
      } catch {
        // Someone else removed it first: try again.
      }
    }
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    // Only our own lock: never remove one a later owner took over.
    if (readOwner(file)?.pid === process.pid) {
      try {
        unlinkSync(file);
      } catch {
        // Already gone.
      }
    }
  };
  process.on('exit', release);
  return { file, release };
}
