import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { launchBrowser, openPage } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('login throttling on the login page', () => {
  it('after five wrong passwords the form says, in plain words, how long to wait', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto('/login');
      // A name of its own (no account needs to exist: the answers are the same), so no test
      // account of the shared server is paused.
      const name = `throttle-${Date.now()}`;
      const submit = async () => {
        await page.getByRole('textbox', { name: /username/i }).fill(name);
        await page.getByLabel(/password/i).fill('not-the-password');
        const answered = page.waitForResponse((r) => r.url().endsWith(ENDPOINTS.login.path));
        await page.getByRole('button', { name: /log in/i }).click();
        return (await answered).status();
      };
      for (let i = 0; i < 5; i++) {
        expect(await submit()).toBe(401);
        await expect(page.getByRole('alert').textContent()).resolves.toMatch(/wrong username or password/i);
      }
      expect(await submit()).toBe(429);
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe('Too many failed login attempts. Please wait 1 second before trying again.');
      expect(errors.filter((e) => !/status of 4(01|29)/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
