/**
 * Roles in the console: each person sees what their role covers; an editor's Publish
 * stays off with the reason in plain words, and History offers them no rollback; a publisher's
 * Publish and rollback are there.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, openPage } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function consoleAs(username: string, target = 'uk') {
  const opened = await openPage(browser);
  await logIn(opened.page, username);
  await opened.page.goto(`/ops#${target}`);
  await opened.page.getByTestId('ops-console').waitFor();
  return opened;
}

describe('ops roles in the console', () => {
  it('an editor is told what their role covers, cannot publish or roll back, and is told why', async () => {
    // jp: a region without four-eyes approval, where Publish is one step (on uk an editor may
    // request a change for approval: tests/browser/opsApproval.test.ts).
    const { page, context } = await consoleAs('editor', 'jp');
    try {
      await expect
        .poll(() => page.getByTestId('ops-access').textContent())
        .toBe('Your role: may edit: every region; may publish: none; may approve changes to: none.');
      await page.getByRole('tab', { name: 'Changes & publish', exact: true }).click();
      const publish = page.getByRole('button', { name: 'Publish jp' });
      await expect.poll(() => publish.isDisabled()).toBe(true);
      const why = await page.locator(`[id="${await publish.getAttribute('aria-describedby')}"]`).textContent();
      expect(why).toBe('editor may not publish jp: ask someone whose role covers it, or an administrator to extend yours.');
      await page.getByRole('tab', { name: 'History', exact: true }).click();
      await page.getByTestId('ops-no-rollback').waitFor();
      expect(await page.getByRole('button', { name: /^Roll back to/ }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a publisher may publish: the role line says so and no refusal is shown', async () => {
    const { page, context } = await consoleAs('publisher');
    try {
      await expect
        .poll(() => page.getByTestId('ops-access').textContent())
        .toBe('Your role: may edit: every region; may publish: every region; may approve changes to: none.');
      await page.getByRole('tab', { name: 'History', exact: true }).click();
      await page.getByTestId('ops-versions').waitFor();
      expect(await page.getByTestId('ops-no-rollback').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
