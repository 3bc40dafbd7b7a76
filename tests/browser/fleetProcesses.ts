/**
 * The parts of a fleet for tests/browser/fleet.test.ts: a PostgreSQL database of its own (a schema
 * in TEST_DATABASE_URL, as `.ci/run` provides, or a throwaway cluster of Debian's PostgreSQL when
 * that is not set), and nginx from Debian's package with the shipped deploy/nginx/exchange-layer.conf
 * pointed at the test's instances.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../../server/db/adapter.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
export const NGINX_CONF = join(ROOT, 'deploy/nginx/exchange-layer.conf');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface Database {
  /** For DATABASE_URL: the database, with this test's own schema first on the search path. */
  url: string;
  stop(): Promise<void>;
}

/** A database for the fleet: a fresh schema in TEST_DATABASE_URL, or a throwaway cluster. */
export async function fleetDatabase(): Promise<Database> {
  const given = process.env.TEST_DATABASE_URL;
  const cluster = given ? null : await throwawayCluster();
  const base = given ?? cluster!.url;
  const schema = `fleet_${randomBytes(6).toString('hex')}`;
  await (await openDb({ databaseUrl: base, schema })).close();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async stop() {
      const admin = await openDb({ databaseUrl: base });
      await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
      await cluster?.stop();
    },
  };
}

/** Debian's PostgreSQL in a temporary folder (as the postgres user when run as root, as initdb asks). */
async function throwawayCluster(): Promise<{ url: string; stop(): Promise<void> }> {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
  if (!versions.length) throw new Error('PostgreSQL is needed for the fleet test: set TEST_DATABASE_URL, or install it (.ci/run does)');
  const bin = `/usr/lib/postgresql/${versions[0]}/bin`;
  const dir = mkdtempSync(join(tmpdir(), 'fleet-pg-'));
  chmodSync(dir, 0o777);
  const asPg = (cmd: string, args: string[]) =>
    process.getuid?.() === 0 ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args]) : execFileSync(cmd, args);
  asPg(`${bin}/initdb`, ['-D', `${dir}/data`, '-A', 'trust', '-U', 'postgres']);
  const port = await freePort();
  asPg(`${bin}/pg_ctl`, [
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/log`,
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        asPg(`${bin}/pg_ctl`, ['-D', `${dir}/data`, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export interface Nginx {
  url: string;
  log(): string;
  stop(): Promise<void>;
}

/**
 * nginx with the shipped configuration, its listen port, upstream servers and cache folder
 * rewritten for this test (nothing else of it changes), in a folder of its own.
 */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'fleet-nginx-'));
  // Its workers may run as another user: they write the cache and temporary files here.
  chmodSync(dir, 0o777);
  const port = await freePort();
  const shipped = readFileSync(NGINX_CONF, 'utf8');
  const site = shipped
    .replace(/proxy_cache_path \/var\/cache\/nginx\/exchange-layer/, `proxy_cache_path ${dir}/cache`)
    .replace(
      / {4}server 127\.0\.0\.1:8081[^\n]*\n {4}server 127\.0\.0\.1:8082[^\n]*\n/,
      upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=2s;\n`).join(''),
    )
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`);
  if (site === shipped || !site.includes(`${dir}/cache`) || !site.includes(upstreams[0]!))
    throw new Error('the shipped nginx config no longer has the shape this test rewrites');
  return runNginx(dir, port, site, '/robots.txt');
}

/**
 * nginx serving fixed files from disk, each path with the headers given (its Content-Type as the
 * type, the others added as they are): the yardstick of what the fleet answers (bench/load.ts
 * versusStatic). nginx writes its own Server, Date, Content-Length and connection headers.
 */
export async function startStaticNginx(files: Record<string, { file: string; headers: Record<string, string> }>): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'fleet-static-'));
  chmodSync(dir, 0o777);
  const port = await freePort();
  // An ETag holds double quotes, a CSP single ones: each value in the quotes it does not hold.
  const quoted = (v: string) => {
    const q = v.includes('"') ? "'" : '"';
    if (v.includes(q) || /[\\$]/.test(v)) throw new Error(`a header value nginx would read otherwise: ${v}`);
    return `${q}${v}${q}`;
  };
  const locations = Object.entries(files).map(([path, { file: given, headers }], i) => {
    // Copied where nginx's workers (another user) may read it.
    const file = join(dir, `${i}.bin`);
    copyFileSync(given, file);
    chmodSync(file, 0o644);
    const { 'content-type': type = 'application/octet-stream', server: _server, ...rest } = headers;
    const added = Object.entries(rest).map(([h, v]) => `    add_header ${h} ${quoted(v)} always;`);
    return [`  location = ${path} {`, `    alias ${file};`, '    types { }', `    default_type ${quoted(type)};`, ...added, '  }'].join(
      '\n',
    );
  });
  const first = Object.keys(files)[0] ?? '/';
  const site = ['server {', `  listen 127.0.0.1:${port};`, '  etag off;', '  keepalive_requests 10000;', ...locations, '}'].join('\n');
  return runNginx(dir, port, site, first);
}

async function runNginx(dir: string, port: number, site: string, probe: string): Promise<Nginx> {
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${dir}/body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi;`,
      `  scgi_temp_path ${dir}/scgi;`,
      site,
      '}',
    ].join('\n'),
  );
  const bin = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const proc: ChildProcess = spawn(bin, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  proc.stdout!.on('data', (c: Buffer) => {
    out += c.toString();
  });
  proc.stderr!.on('data', (c: Buffer) => {
    out += c.toString();
  });
  const log = () => `${out}${existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''}`;
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((_, reject) => proc.once('exit', (code) => reject(new Error(`nginx exited with ${code}:\n${log()}`))));
  exited.catch(() => undefined);
  await Promise.race([until('nginx to listen', async () => (await fetch(`${url}${probe}`)).status > 0, 30_000), exited]);
  return {
    url,
    log,
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) {
        const done = once(proc, 'exit');
        proc.kill('SIGQUIT');
        await done;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
