/**
 * Browser suite setup: builds the app and its VITE_NEW_MENU variant (served by the remote-menu
 * tests) when missing or older than their sources, starts the reference server (server/main.ts via
 * tsx) on a free port with an in-memory database, provides its base URL to the tests
 * (`inject('baseURL')`) and stops it afterwards.
 */
import type { TestProject } from 'vitest/node';
import { buildAppIfStale, defaultBuild, newMenuBuild } from '../../scripts/buildApp.ts';
import { startServer } from './serverProcess.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  for (const build of [defaultBuild(), newMenuBuild()]) {
    if (!buildAppIfStale('warn', build)) throw new Error(`vite build of ${build.distDir} failed`);
  }
  const { baseURL, stop } = await startServer();
  project.provide('baseURL', baseURL);
  return stop;
}
