import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../schemas/endpoints.ts';
import { launchBrowser, liveVersion } from './helpers.ts';
import { opsConsoleAs, opsPost, restoreTarget, tab, textOf } from './opsFlow.ts';

// What a reviewer reads before approving or rolling back: each change in a sentence, lists of
// item keys as sets, the translations a change leaves stale, and what a rollback undoes.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

/** On the Form tab: renames the footer link `id` (searched by its label). */
async function renameFooterLink(page: Page, label: string, id: string, to: string) {
  await page.getByLabel('Search items and fields').fill(label);
  const row = page.locator(`li.ops-item[data-key="${id}"]`).first();
  await row.locator('.ops-item-toggle').click();
  await row.getByLabel('Label', { exact: true }).fill(to);
}

describe('a reviewer reads the change in plain words', () => {
  it('the approver of a UK request reads the hidden item by name, the rename in words and the translations it left stale', async () => {
    const requester = await opsConsoleAs(browser, 'publisher', 'uk');
    const approver = await opsConsoleAs(browser, 'approver', 'uk');
    let id: number | undefined;
    try {
      const a = requester.page;
      await a.getByLabel('Search items and fields').fill('Learn');
      await a.getByRole('checkbox', { name: 'Hide Learn on UK' }).check({ timeout: 30_000 });
      await renameFooterLink(a, 'Terms of Service', 'terms', 'Terms and Conditions');
      await a.locator('[data-testid="ops-issues"][data-count="0"]').waitFor({ timeout: 30_000 });
      await tab(a, 'Changes & publish');
      await a.getByLabel('Publish message').fill('Learn off in the UK, Terms renamed');
      await a.getByRole('button', { name: 'Request approval for uk' }).click();
      const asked = await textOf(a.getByTestId('ops-outcome'), /Change #\d+ requested/, false, 30_000);
      id = Number(/#(\d+)/.exec(asked)![1]);

      const b = approver.page;
      await tab(b, 'Changes & publish');
      await b.getByRole('button', { name: 'check for updates' }).click();
      const diff = b.getByTestId(`ops-change-diff-${id}`);
      const words = await textOf(diff, 'Learn (Header › Main menu) hidden on this sub-site', false, 30_000);
      expect(words).toMatch(/Terms and Conditions\) › Label changed from "Terms of Service" to "Terms and Conditions"/);
      expect(words).not.toMatch(/\["|\{"/);
      const review = b.getByTestId(`ops-change-review-${id}`);
      await textOf(review.locator('summary'), /12 translations need review in this version, 12 of them made stale by this change/);
      await review.locator('summary').click();
      await textOf(review, /Terms and Conditions\).* › Français \(fr\) \(this change\)/);
    } finally {
      if (id !== undefined) await opsPost(requester.context, pathOf('opsChangeCancel', { id }), {});
      await Promise.all([requester.context.close(), approver.context.close()]);
    }
  });

  it('a rollback says what it undoes before it is confirmed', async () => {
    const ops = await opsConsoleAs(browser, 'ops', 'tr');
    const start = await liveVersion(ops.context, 'tr');
    try {
      const { page } = ops;
      await page.getByLabel('Search items and fields').fill('Learn');
      await page.getByRole('checkbox', { name: 'Hide Learn on Turkey' }).check({ timeout: 30_000 });
      await page.locator('[data-testid="ops-issues"][data-count="0"]').waitFor({ timeout: 30_000 });
      await tab(page, 'Changes & publish');
      await page.getByLabel('Publish message').fill('Learn off in Turkey');
      await page.getByRole('button', { name: 'Publish tr' }).click();
      await page.getByTestId('ops-confirm').getByRole('button', { name: 'Publish tr now' }).click();
      await textOf(page.getByTestId('ops-outcome'), `Published tr version ${start + 1}`, false, 30_000);

      await tab(page, 'History');
      await page.getByRole('button', { name: `Roll back to v${start}` }).click();
      const dialog = page.getByTestId('ops-confirm');
      await textOf(dialog.getByTestId('ops-rollback-diff'), 'Learn (Header › Main menu) shown again on this sub-site', false, 30_000);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await liveVersion(ops.context, 'tr')).toBe(start + 1);
    } finally {
      await restoreTarget(ops.context, ops.context, 'tr', start);
      await ops.context.close();
    }
  });
});
