import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './helpers.ts';
import { startServer } from './serverProcess.ts';

const root = new URL('../../', import.meta.url).pathname;
const DIST = 'dist-newmenu';

/** The remote (new) menu system is a build-time switch (SPEC §4), so this suite builds with it on. */
describe('remote menu system with VITE_NEW_MENU=true (SPEC §4, §5)', () => {
  let browser: Browser;
  let server: { baseURL: string; stop: () => Promise<void> };
  beforeAll(async () => {
    const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DIST_DIR: DIST, VITE_NEW_MENU: 'true', NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('flagged build failed');
    server = await startServer({ DIST_DIR: DIST });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const topLevel = async (path: string) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseURL}${path}`);
    const nav = page.getByRole('navigation').first();
    await nav.waitFor();
    return { page, context, errors, nav };
  };

  it('draws the remote web menu in the main header, without h5-only items', async () => {
    const { page, context, errors, nav } = await topLevel('/?site=main');
    await expect.poll(async () => nav.getByText('Rewards Hub', { exact: true }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await nav.getByText('Futures', { exact: true }).count()).toBeGreaterThan(0);
    expect(await nav.getByText('Download App', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
    await context.close();
  });

  it('keeps the region config menu on other sub-sites', async () => {
    const { context, errors, nav } = await topLevel('/?site=eu');
    await nav.getByText('Trade', { exact: true }).first().waitFor();
    expect(await nav.getByText('Rewards Hub', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
