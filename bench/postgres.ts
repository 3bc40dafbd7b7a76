/**
 * A PostgreSQL server for the load benchmark: BENCH_DATABASE_URL or TEST_DATABASE_URL (a fresh
 * schema in it, dropped afterwards), else a throwaway cluster from the installed server binaries
 * started the way .ci/run does, else nothing (with the reason).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../server/db/adapter.ts';

export type BenchPostgres = { url: string; label: string; close: () => Promise<void> } | { skipped: string };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** A connection URL whose every connection uses `schema` (node-postgres passes `options` through). */
export function urlWithSchema(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

/** An isolated schema in an existing database: created now, dropped by close(). */
export async function schemaIn(url: string, prefix: string): Promise<{ url: string; close: () => Promise<void> }> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = await openDb({ databaseUrl: url, schema });
  await admin.close();
  return {
    url: urlWithSchema(url, schema),
    close: async () => {
      const db = await openDb({ databaseUrl: url });
      await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await db.close();
    },
  };
}

function postgresBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin/postgres')) && existsSync(join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const last = versions.at(-1);
  return last ? join(base, last, 'bin') : undefined;
}

export interface Cluster {
  url: string;
  /** The server's major version (the folder under /usr/lib/postgresql). */
  version: string;
  /** pg_ctl stop -m fast: connections are cut, the data stays. */
  stop(): void;
  /** pg_ctl start on the same port and data, waiting until it accepts connections. */
  start(): void;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster from the installed server binaries, started the way .ci/run does
 * (as root, initdb and the server run as the postgres user). Throws, saying why, when it cannot.
 */
export async function startCluster(): Promise<Cluster> {
  const bin = postgresBin();
  if (!bin) throw new Error('no /usr/lib/postgresql/*/bin/postgres: install the postgresql package (.ci/run does)');
  const dir = mkdtempSync(join(tmpdir(), 'exnav-pg-'));
  // initdb refuses to run as root: as root, the cluster belongs to the postgres user (as in .ci/run).
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  const user = asRoot ? 'postgres' : (process.env.USER ?? 'postgres');
  const data = join(dir, 'data');
  const stop = () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // not running
    }
  };
  try {
    if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
    run('initdb', ['-D', data, '-A', 'trust', '-U', user]);
    const port = await freePort();
    const start = () =>
      run('pg_ctl', [
        '-D',
        data,
        '-l',
        join(dir, 'log'),
        '-w',
        '-t',
        '120',
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
        'start',
      ]);
    start();
    return {
      url: `postgres://${user}@127.0.0.1:${port}/postgres`,
      version: bin.split('/').at(-2) ?? '?',
      stop,
      start,
      close: async () => {
        stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (e) {
    stop();
    rmSync(dir, { recursive: true, force: true });
    const err = e as Error & { stderr?: Buffer };
    throw new Error(`could not start a throwaway PostgreSQL cluster: ${err.stderr?.toString().trim() || err.message}`);
  }
}

export async function benchPostgres(): Promise<BenchPostgres> {
  const given = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (given) {
    const from = process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : 'TEST_DATABASE_URL';
    const isolated = await schemaIn(given, 'bench');
    return { url: isolated.url, label: `PostgreSQL (${from})`, close: isolated.close };
  }
  try {
    const cluster = await startCluster();
    return { url: cluster.url, label: `PostgreSQL ${cluster.version} (throwaway cluster)`, close: cluster.close };
  } catch (e) {
    return { skipped: (e as Error).message };
  }
}
