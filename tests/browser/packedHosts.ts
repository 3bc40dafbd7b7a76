/**
 * Host apps built as another team would build them, outside the repository, from the
 * packed package (`npm pack` of packages/layer after `npm run build:lib`), not from the source tree.
 * Each host is copied to a folder of its own under the system's temp folder, gets its dependencies
 * from the npm registry (pinned versions; --prefer-offline uses the npm cache when it has them) and
 * the package from the tarball, and is built once per run.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export const ROOT = new URL('../../', import.meta.url).pathname;
/** One folder per run: hosts of two runs never mix. */
export const HOSTS_DIR = join(tmpdir(), `exchange-layer-hosts-${process.pid}`);

const installed = (name: string) =>
  (JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
/** React as the repository has it (the package's peer), pinned for every host. */
export const REACT_VERSION = installed('react');

const execFileAsync = promisify(execFile);

/**
 * Runs a command without blocking the test's event loop: a build takes minutes, and a loop blocked
 * that long keeps sockets the suite's server has long closed in fetch's pool (the worker is shared
 * by the files, vitest.config.ts), so the next request on one failed with "other side closed".
 */
async function run(cmd: string, args: string[], cwd: string, what: string, env: Record<string, string> = {}) {
  try {
    const { stdout } = await execFileAsync(cmd, args, {
      cwd,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, ...env, NODE_ENV: 'production' },
    });
    return stdout;
  } catch (e) {
    const { stdout = '', stderr = '' } = e as { stdout?: string; stderr?: string };
    throw new Error(`${what} failed (${cmd} ${args.join(' ')}):\n${stdout}\n${stderr}`);
  }
}

/** Builds the package and packs it; returns the tarball's path. */
export async function packLayer(): Promise<string> {
  await run('npm', ['run', 'build:lib'], ROOT, 'npm run build:lib');
  mkdirSync(HOSTS_DIR, { recursive: true });
  const out = await run('npm', ['pack', '--json', '--pack-destination', HOSTS_DIR], join(ROOT, 'packages/layer'), 'npm pack');
  const [packed] = JSON.parse(out) as { filename: string }[];
  if (!packed) throw new Error('npm pack gave no file');
  return join(HOSTS_DIR, packed.filename);
}

/**
 * Copies an example's sources into a host folder and installs its dependencies, with @exchange/layer
 * from the tarball; returns the folder.
 */
export async function installHost(
  name: string,
  example: string,
  files: string[],
  dependencies: Record<string, string>,
  tarball: string,
): Promise<string> {
  const dir = join(HOSTS_DIR, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const f of files) cpSync(join(ROOT, example, f), join(dir, f), { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify(
      { name, private: true, type: 'module', dependencies: { ...dependencies, '@exchange/layer': `file:${tarball}` } },
      null,
      2,
    ),
  );
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], dir, `npm install in ${name}`);
  return dir;
}

export function buildWith(dir: string, cmd: string, args: string[], what: string, env: Record<string, string> = {}): Promise<string> {
  return run(cmd, args, dir, what, env);
}

/** Removes the run's hosts and tarball once a file's tests are done (the next file packs and installs its own). */
export function removeHosts() {
  rmSync(HOSTS_DIR, { recursive: true, force: true });
}

/**
 * docs/embedding.md's complete list of the paths a host routes to the layer: the layer's parts use
 * the first group only; the exchange's own pages its links lead to (login, signup, reminder) add the rest.
 */
export const LAYER_PART_PATHS = /^\/(?:layer\/|api\/|apiw\/|apiweb\/|icons\/|search\/|logo\.svg$)/;

/** Records the same-origin paths a page asks for, leaving out the host's own. */
export function recordLayerRequests(page: import('playwright-core').Page, origin: string, hostOwn: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin === origin && !hostOwn.test(url.pathname)) seen.push(url.pathname);
  });
  return seen;
}
