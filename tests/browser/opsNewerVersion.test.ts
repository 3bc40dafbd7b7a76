/**
 * The open consoles: editor B has uk.json open while editor A publishes it. B's
 * console says so without a reload (it polls the live versions) and offers the way forward: with
 * no changes of B's it shows the new version; with a draft it keeps the draft and merges it onto
 * the new version in one press. The live UK site then hides what both hid.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, liveVersion, logIn, openPage } from './helpers.ts';
import { hideOn as hide, opsConsoleAs, publishApproved, restoreTarget, siteNav } from './opsFlow.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('an open console learns of a newer live version', () => {
  it('tells B of A’s publish without a reload, then merges B’s draft onto it', async () => {
    const a = await opsConsoleAs(browser, 'ops', 'uk');
    const b = await opsConsoleAs(browser, 'publisher', 'uk');
    const visitor = await openPage(browser);
    // UK requires approval: each publish is requested, approved here, then published.
    const approver = await openPage(browser);
    await logIn(approver.page, 'approver');
    const publish = (page: Page, message: string) => publishApproved(page, message, approver.context);
    const start = await liveVersion(a.context, 'uk');
    try {
      // A marker on B's page: still there at the end means B's page was never reloaded.
      await b.page.evaluate(() => {
        (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
      });

      await hide(a.page, 'Learn');
      expect(await publish(a.page, 'A hides Learn')).toContain(`Published uk version ${start + 1}`);
      const notice = b.page.getByTestId('ops-newer-version');
      await expect
        .poll(() => notice.textContent(), { timeout: 60_000 })
        .toContain(`A newer version of uk.json is live: version ${start + 1}, published by ops`);
      expect(await notice.textContent()).toContain('It is shown now');
      await b.page.getByText(`live v${start + 1}`).waitFor({ timeout: 30_000 });
      // The time reads in B's own time zone, with UTC on hover.
      expect(await notice.locator('time').getAttribute('title')).toMatch(/UTC$/);
      await notice.getByRole('button', { name: 'Dismiss' }).click();

      // B now has a draft when A publishes again: the draft is kept and merged on request.
      await hide(b.page, 'Blog');
      await hide(a.page, 'Rewards');
      expect(await publish(a.page, 'A hides Rewards')).toContain(`Published uk version ${start + 2}`);
      await expect
        .poll(() => notice.textContent(), { timeout: 60_000 })
        .toContain(`A newer version of uk.json is live: version ${start + 2}, published by ops`);
      expect(await notice.textContent()).toContain(`Your changes are based on version ${start + 1}; they are kept`);
      await notice.getByRole('button', { name: `Merge my changes into version ${start + 2}` }).click();
      await expect
        .poll(() => notice.textContent(), { timeout: 60_000 })
        .toContain(`Merged: your changes are now on top of version ${start + 2}`);
      await b.page.getByText(`live v${start + 2}`).waitFor({ timeout: 30_000 });
      expect(await b.page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);

      // B's diff against what is live holds B's change only; publishing it keeps A's.
      expect(await publish(b.page, 'B hides Blog')).toContain(`Published uk version ${start + 3}`);
      const nav = await siteNav(visitor.page, 'uk');
      for (const gone of ['Learn', 'Rewards', 'Blog']) expect(nav).not.toContain(gone);
    } finally {
      // Leave the shared server as shipped for the other suites.
      await restoreTarget(a.context, approver.context, 'uk', start);
      await Promise.all([a.context.close(), b.context.close(), visitor.context.close(), approver.context.close()]);
    }
  });
});
