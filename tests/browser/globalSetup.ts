/**
 * Browser suite setup: builds the app when dist/ is missing or older than its sources, starts the
 * reference server (server/main.ts via tsx) on a free port with an in-memory database, provides
 * its base URL to the tests (`inject('baseURL')`) and stops it afterwards.
 */
import type { TestProject } from 'vitest/node';
import { buildAppIfStale } from '../../scripts/buildApp.ts';
import { startServer } from './serverProcess.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  if (!buildAppIfStale('warn')) throw new Error('vite build failed');
  const { baseURL, stop } = await startServer();
  project.provide('baseURL', baseURL);
  return stop;
}
