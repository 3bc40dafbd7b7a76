/**
 * Browser suite setup: builds the app and its VITE_NEW_MENU variant (served by the remote-menu
 * tests) when missing or older than their sources, starts one reference server (server/main.ts via
 * tsx, free port, in-memory database) per browser worker, provides their base URLs to the tests
 * (`inject('baseURLs')`, see baseURL() in helpers.ts) and stops them afterwards. Each worker runs
 * its files one after another against its own server, so a file that changes server state (an ops
 * publish, a favourite, a login throttle) never meets a file running beside it.
 */
import type { TestProject } from 'vitest/node';
import { buildAppIfStale, defaultBuild, newMenuBuild } from '../../scripts/buildApp.ts';
import { startServer } from './serverProcess.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURLs: string[];
  }
}

export default async function setup(project: TestProject) {
  for (const build of [defaultBuild(), newMenuBuild()]) {
    if (!buildAppIfStale('warn', build)) throw new Error(`vite build of ${build.distDir} failed`);
  }
  const workers = project.config.maxWorkers || 1;
  const servers = await Promise.all(Array.from({ length: workers }, () => startServer()));
  project.provide(
    'baseURLs',
    servers.map((s) => s.baseURL),
  );
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}
