/**
 * Two editors, as ops would work: editors A and B open uk.json from the same version; A
 * hides Learn and publishes; B hides Blog, is told the file moved on, merges and publishes. The
 * live UK site then hides both: nothing A did comes back. (UK requires approval: each
 * publish is requested, approved by the approver in a third browser, then published.)
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, liveVersion, logIn, openPage } from './helpers.ts';
import { hideOn as hide, opsConsoleAs, publishApproved as publish, requestApprovePublish, restoreTarget, siteNav } from './opsFlow.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('two editors, one file', () => {
  it('B’s publish after A’s is merged: both items stay hidden on the live site', async () => {
    const a = await opsConsoleAs(browser, 'ops', 'uk');
    const b = await opsConsoleAs(browser, 'publisher', 'uk');
    const visitor = await openPage(browser);
    const approver = await openPage(browser);
    await logIn(approver.page, 'approver');
    const start = await liveVersion(a.context, 'uk');
    try {
      const before = await siteNav(visitor.page, 'uk');
      expect(before).toContain('Learn');
      expect(before).toContain('Blog');
      await hide(a.page, 'Learn');
      await hide(b.page, 'Blog');
      expect(await publish(a.page, 'A hides Learn', approver.context)).toContain(`Published uk version ${start + 1}`);

      const refused = await publish(b.page, 'B hides Blog', approver.context);
      expect(refused).toContain('Your draft is kept.');
      // The panel's merge (the newer-version notice offers its own until the console has reloaded).
      await b.page
        .locator('.ops-publish')
        .getByRole('button', { name: `Merge my changes into version ${start + 1}` })
        .click();
      await expect
        .poll(() => b.page.getByTestId('ops-outcome').textContent())
        .toContain(`Merged: your changes are now on top of version ${start + 1}`);
      expect(await b.page.getByTestId('ops-merge-conflicts').count()).toBe(0);
      // The diff against what is live holds B's change only: A's is already live.
      const diff = (await b.page.getByTestId('ops-diff').textContent()) ?? '';
      expect(diff).toContain('Blog (Header › Main menu) hidden on this sub-site');
      expect(diff).not.toContain('Learn');
      await b.page.getByLabel('Publish message').fill('B hides Blog');
      await expect(requestApprovePublish(b.page, approver.context, 'uk')).resolves.toContain(`Published uk version ${start + 2}`);

      const nav = await siteNav(visitor.page, 'uk');
      expect(nav).not.toContain('Learn');
      expect(nav).not.toContain('Blog');
    } finally {
      // Leave the shared server as shipped for the other suites.
      await restoreTarget(a.context, approver.context, 'uk', start);
      await Promise.all([a.context.close(), b.context.close(), visitor.context.close(), approver.context.close()]);
    }
  });
});
