/**
 * The reference server as a child process for browser tests: built app folder, free port,
 * in-memory database, FAULTS=1. Used by the global setup and by tests that need a second server
 * (e.g. one serving a build with other flags).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { newMenuBuild } from '../../scripts/buildApp.ts';
import { templateFile } from '../server/memoryDb.ts';

const root = new URL('../../', import.meta.url).pathname;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

// As long as a hook may wait (vitest.config.ts): a server start (tsx, PGlite, migrations, demo seed)
// took over 90 s on two cores shared with other heavy work.
async function waitUntilUp(url: string, child: ChildProcess, output: () => string, timeoutMs = 240_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms:\n${output()}`);
}

export async function startServer(env: Record<string, string> = {}): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const entry = join(root, 'server/main.ts');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      PGLITE_MEMORY_TEMPLATE: await templateFile('migrated'),
      NODE_ENV: 'production',
      FAULTS: '1',
      // Every page of the suite comes from 127.0.0.1: one client address for the whole browser, at
      // whatever rate the machine runs the tests (the fault matrix passed 120 analytics posts a
      // minute on a fast machine, and each refused post is a console error a test counts).
      ANALYTICS_POSTS_PER_MINUTE: '1000000',
      ERROR_REPORTS_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  try {
    await waitUntilUp(`${baseURL}${ENDPOINTS.bootstrap.path}?lang=en`, child, () => log);
  } catch (e) {
    child.kill('SIGKILL');
    throw e;
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  return { baseURL, stop };
}

/** A server of the VITE_NEW_MENU build (SPEC §4 remote menu system), which the global setup makes. */
export function startNewMenuServer(): ReturnType<typeof startServer> {
  return startServer({ DIST_DIR: newMenuBuild().distDir });
}
