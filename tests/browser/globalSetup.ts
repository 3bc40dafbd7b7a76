/**
 * Browser suite setup: builds the app and its VITE_NEW_MENU variant (served by the remote-menu
 * tests) when missing or older than their sources, then starts one reference server (server/main.ts
 * via tsx, free port, in-memory database) per worker that will run browser files at once: a file
 * talks to its worker's server (`baseURL()` in helpers.ts), so two files running side by side never
 * see each other's server state. Provides their base URLs (`inject('baseURLs')`) and a folder for
 * what the files of one run share (`inject('runDir')`, e.g. the packed layer package), and stops
 * and removes both afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildAppIfStale, defaultBuild, newMenuBuild } from '../../scripts/buildApp.ts';
import { startServer } from './serverProcess.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURLs: string[];
    runDir: string;
  }
}

/** The browser files this run picked (the command line's filters applied), at least one. */
async function pickedFiles(project: TestProject): Promise<number> {
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern ?? [];
  const { testFiles } = await project.globTestFiles(filters);
  return Math.max(1, testFiles.length);
}

export default async function setup(project: TestProject) {
  for (const build of [defaultBuild(), newMenuBuild()]) {
    if (!buildAppIfStale('warn', build)) throw new Error(`vite build of ${build.distDir} failed`);
  }
  const workers = Math.min(project.config.maxWorkers || project.vitest.config.maxWorkers || 1, await pickedFiles(project));
  const servers = await Promise.all(Array.from({ length: workers }, () => startServer()));
  const runDir = mkdtempSync(join(tmpdir(), 'exchange-browser-run-'));
  project.provide(
    'baseURLs',
    servers.map((s) => s.baseURL),
  );
  project.provide('runDir', runDir);
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(runDir, { recursive: true, force: true });
  };
}
