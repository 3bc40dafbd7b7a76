/**
 * As the people would act, each in their own browser: the publisher hides
 * Learn on the UK site and asks for approval (UK's config requires it); they cannot approve it
 * themselves; the approver reads the diff and approves it with a comment; the publisher sees that,
 * publishes it after a confirmation (Escape first: nothing happens), and a fresh visitor's UK site
 * no longer shows Learn.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, liveVersion, openPage } from './helpers.ts';
import { confirm, opsConsoleAs, restoreTarget, siteNav } from './opsFlow.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const publishTab = (page: Page) => page.getByRole('tab', { name: 'Changes & publish', exact: true }).click();

describe('four-eyes approval in the console (UK)', () => {
  it('requested by the publisher, approved by the approver, published after a confirmation, live for a fresh visitor', async () => {
    const requester = await opsConsoleAs(browser, 'publisher', 'uk');
    const approver = await opsConsoleAs(browser, 'approver', 'uk');
    const start = await liveVersion(requester.context, 'uk');
    try {
      const a = requester.page;
      await a.getByLabel('Search items and fields').fill('Learn');
      await a.getByRole('checkbox', { name: 'Hide Learn on UK' }).check({ timeout: 30_000 });
      await a.locator('[data-testid="ops-issues"][data-count="0"]').waitFor({ timeout: 30_000 });
      await publishTab(a);
      await a.getByTestId('ops-needs-approval').waitFor();
      expect(await a.getByRole('button', { name: 'Publish uk' }).count()).toBe(0);
      await a.getByLabel('Publish message').fill('Learn is not offered in the UK');
      await a.getByRole('button', { name: 'Request approval for uk' }).click();
      await expect.poll(() => a.getByTestId('ops-outcome').textContent()).toMatch(/Change #\d+ requested/);
      const id = Number(/#(\d+)/.exec((await a.getByTestId('ops-outcome').textContent()) ?? '')![1]);
      const mine = a.locator(`li[data-change="${id}"]`);
      await expect.poll(() => mine.getByTestId('ops-change-state').textContent()).toBe('waiting for approval');
      await expect.poll(() => mine.getByTestId('ops-review-why').textContent()).toContain('You asked for this change');
      expect(await mine.getByRole('button', { name: `Approve #${id}` }).count()).toBe(0);
      expect(await liveVersion(requester.context, 'uk')).toBe(start);

      // The approver, in their own browser, reads the diff and approves with a comment.
      const b = approver.page;
      await publishTab(b);
      const theirs = b.locator(`li[data-change="${id}"]`);
      await expect
        .poll(() => theirs.getByTestId(`ops-change-diff-${id}`).textContent())
        .toContain('Learn (Header › Main menu) hidden on this sub-site');
      await theirs.getByLabel('Review comment (required to reject)').fill('Checked against the FCA list');
      await theirs.getByRole('button', { name: `Approve #${id}` }).click();
      await expect.poll(() => b.getByTestId('ops-change-outcome').textContent()).toBe(`Change #${id} approved.`);

      // The requester sees it approved, and publishes after confirming (Escape cancels first).
      await a.getByRole('button', { name: 'check for updates' }).click();
      await expect.poll(() => mine.getByTestId('ops-change-state').textContent()).toBe('approved by approver, ready to publish');
      await expect.poll(() => mine.textContent()).toContain('approver: “Checked against the FCA list”');
      const publish = mine.getByRole('button', { name: `Publish #${id}`, exact: true });
      await publish.click();
      const dialog = a.getByRole('dialog', { name: `Publish change #${id} to uk?` });
      await dialog.waitFor();
      await expect.poll(() => a.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
      await a.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => a.evaluate(() => document.activeElement?.textContent)).toBe(`Publish #${id}`);
      expect(await liveVersion(requester.context, 'uk')).toBe(start);
      await publish.click();
      await confirm(a, `Publish #${id} now`);
      await expect.poll(() => a.getByTestId('ops-change-outcome').textContent()).toBe(`Published uk version ${start + 1} (change #${id}).`);

      const visitor = await openPage(browser);
      try {
        const nav = await siteNav(visitor.page, 'uk');
        expect(nav).toContain('Markets');
        expect(nav).not.toContain('Learn');
      } finally {
        await visitor.context.close();
      }
      expect(requester.errors).toEqual([]);
      expect(approver.errors).toEqual([]);
    } finally {
      await restoreTarget(requester.context, approver.context, 'uk', start);
      await Promise.all([requester.context.close(), approver.context.close()]);
    }
  });
});
