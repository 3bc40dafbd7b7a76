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
  'scripts/osDarkTheme.ts',
  'scripts/appAfterPaint.ts',
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

/** A build of the app: its output folder and the build-time flags it is made with. */
export interface AppBuild {
  /** Output folder, relative to the project root (DIST_DIR; `dist` by default). */
  distDir: string;
  /** Extra build-time variables, e.g. `{ VITE_NEW_MENU: 'true' }` for the remote menu system. */
  env?: Record<string, string>;
}

/** The build `npm start` serves: dist/, or DIST_DIR. */
export const defaultBuild = (): AppBuild => ({ distDir: process.env.DIST_DIR || 'dist' });

/** The same app built with the remote menu system on (SPEC §4 VITE_NEW_MENU), beside the default build. */
export const newMenuBuild = (): AppBuild => ({ distDir: `${defaultBuild().distDir}-newmenu`, env: { VITE_NEW_MENU: 'true' } });

export function buildIsStale(build: AppBuild = defaultBuild()): boolean {
  const built = join(root, build.distDir, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((s) => newest(join(root, s)) > builtAt);
}

/** Returns false when the build failed (its output has already been printed). */
export function buildAppIfStale(logLevel: 'info' | 'warn' = 'info', build: AppBuild = defaultBuild()): boolean {
  if (!buildIsStale(build)) return true;
  if (logLevel === 'info') console.log(`building the app (${build.distDir}/ is missing or older than its sources)…`);
  const r = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', logLevel], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', DIST_DIR: build.distDir, ...build.env },
  });
  return r.status === 0;
}
