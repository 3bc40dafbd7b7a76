/**
 * Builds the app into dist/ when it is missing or older than its sources. Shared by `npm start`
 * and the browser suite so neither rebuilds needlessly. The build is always a production one:
 * under vitest NODE_ENV is `test`, which would ship React's development build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const SOURCES = [
  'index.html',
  'vite.config.ts',
  'scripts/scopeLayerCss.ts',
  'app',
  'renderer',
  'engine',
  'schemas',
  'public',
  'search-app',
  'locales',
];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((m, name) => Math.max(m, newest(join(path, name))), st.mtimeMs);
}

export function buildIsStale(): boolean {
  const built = join(root, process.env.DIST_DIR || 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((s) => newest(join(root, s)) > builtAt);
}

/** Returns false when the build failed (its output has already been printed). */
export function buildAppIfStale(logLevel: 'info' | 'warn' = 'info'): boolean {
  if (!buildIsStale()) return true;
  if (logLevel === 'info') console.log('building the app (dist/ is missing or older than its sources)…');
  const r = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', logLevel], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return r.status === 0;
}
