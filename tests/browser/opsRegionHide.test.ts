import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import { DESKTOP, launchBrowser, liveVersion, logIn, MOBILE, openPage } from './helpers.ts';
import { confirm, discardDraft, opsPost, textOf as pollText, requestApprovePublish, restoreTarget, tab } from './opsFlow.ts';

// Tried as an ops person who is not a developer: hide one menu item for the UK only,
// through the console's form, preview it, publish, check the live site, read the diff in history
// and roll back.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

/** The shared poll, with this file's own wait. */
const textOf = (locator: Locator, want: RegExp | string, negate = false) => pollText(locator, want, negate, 10_000);

async function navText(page: Page, site: string): Promise<string> {
  await page.goto(`/?site=${site}`);
  await page.locator('.page[data-site]').waitFor();
  return (await page.getByRole('banner').getByRole('navigation').first().textContent()) ?? '';
}

describe('ops hides an item for the UK only', () => {
  it('through the form: preview, publish, uk loses it and main keeps it, history shows the diff, rollback brings it back', async () => {
    const ops = await openPage(browser);
    const visitor = await openPage(browser);
    // UK requires approval: the approver, in their own browser, approves each change.
    const approver = await openPage(browser);
    await logIn(approver.page, 'approver');
    let restoreTo: number | undefined;
    try {
      const { page } = ops;
      await logIn(page, 'ops');
      const before = await liveVersion(ops.context, 'uk');
      restoreTo = before;
      const baseBefore = await liveVersion(ops.context, 'base');
      expect(await navText(visitor.page, 'uk')).toContain('Rewards');

      await page.goto('/ops#uk');
      await page.getByTestId('ops-console').waitFor();
      await page.getByRole('heading', { name: /uk\.json/ }).waitFor();

      // The 6,800 px form has a search box: "Rewards" leaves the item and its list only.
      await page.getByLabel('Search items and fields').fill('Rewards');
      const hide = page.getByRole('checkbox', { name: 'Hide Rewards on UK' });
      await hide.waitFor();
      await expect(page.getByRole('checkbox', { name: 'Hide Markets on UK' }).count()).resolves.toBe(0);
      await hide.check();
      await page.locator('[data-testid="ops-issues"][data-count="0"]').waitFor();

      // The preview opens on uk (the file being edited), without choosing it.
      await tab(page, 'Preview');
      const preview = page.frameLocator('[data-testid="ops-computer-frame"]').getByTestId('ops-preview');
      await expect(preview.getAttribute('data-site')).resolves.toBe('uk');
      const nav = preview.getByRole('navigation').first();
      await textOf(nav, 'Markets');
      await textOf(nav, 'Rewards', true);
      await textOf(page.getByTestId('ops-hidden'), 'Rewards — Hidden on UK by uk.json');
      // The chosen visitor profile stays chosen.
      const profile = page.getByLabel('Visitor profile');
      await profile.selectOption({ label: 'UK-restricted visitor' });
      await expect(profile.locator('option:checked').textContent()).resolves.toBe('UK-restricted visitor');
      await expect(page.getByLabel('Compliance menu list').inputValue()).resolves.toContain('derivatives');
      // Hidden reasons read in words.
      await textOf(page.getByTestId('ops-hidden'), /Derivatives — (Not in: UK|Compliance blocks "Futures and options" for this visitor)/);
      await profile.selectOption({ label: 'no restrictions' });
      await expect(profile.locator('option:checked').textContent()).resolves.toBe('no restrictions');

      // The matrix says who hides it, in words.
      await tab(page, 'Visibility matrix');
      const rewards = page.locator('[data-testid="ops-matrix"] tr[data-key="header.main/rewards"]');
      await textOf(rewards, /Rewards.*Hidden on UK by uk\.json.*Untick “Hide … on UK” for it in uk\.json/);

      await tab(page, 'Changes & publish');
      await textOf(
        page.getByTestId('ops-diff'),
        /Rewards \(Header › Main menu\) hidden on this sub-site\s*\$\.hide\s*\(none\)\s*Rewards \(Header › Main menu\)/,
      );
      await page.getByLabel('Publish message').fill('Rewards are not offered in the UK');
      await expect(requestApprovePublish(page, approver.context, 'uk')).resolves.toContain(`Published uk version ${before + 1}`);

      // The live site: gone on uk, still on main; base.json untouched.
      await expect(navText(visitor.page, 'uk')).resolves.not.toContain('Rewards');
      await expect(navText(visitor.page, 'main')).resolves.toContain('Rewards');
      expect(await liveVersion(ops.context, 'base')).toBe(baseBefore);

      // History: the version's diff names the field, old and new value, who and when.
      await tab(page, 'History');
      const row = page.locator(`[data-testid="ops-versions"] li[data-version="${before + 1}"]`);
      await textOf(row, /ops/);
      await row.getByRole('button', { name: `What changed in v${before + 1}` }).click();
      const diff = page.getByTestId(`ops-version-diff-${before + 1}`);
      await textOf(diff, /Rewards \(Header › Main menu\) hidden on this sub-site\s*\$\.hide\s*\(none\)\s*Rewards \(Header › Main menu\)/);
      await textOf(row, new RegExp(`Changes from v${before} to v${before + 1}, by ops,`));

      // A rollback of UK is a change request too, approved by another person, then published.
      await page.getByRole('button', { name: `Request rollback to v${before}` }).click();
      await confirm(page, `Request rollback to v${before}`);
      const asked = await textOf(page.getByTestId('ops-history'), new RegExp(`Rollback to version ${before} requested \\(change #\\d+\\)`));
      const id = Number(/\(change #(\d+)\)/.exec(asked)![1]);
      expect((await opsPost(approver.context, pathOf('opsChangeApprove', { id }), { comment: 'back as it was' })).status()).toBe(200);
      await tab(page, 'Changes & publish');
      await page.getByRole('button', { name: 'check for updates' }).click();
      await page.getByRole('button', { name: `Publish #${id}`, exact: true }).click();
      await confirm(page, `Publish #${id} now`);
      await textOf(page.getByTestId('ops-change-outcome'), `Published uk version ${before + 2} (change #${id}).`);
      await expect(navText(visitor.page, 'uk')).resolves.toContain('Rewards');
      expect(ops.errors).toEqual([]);
    } finally {
      if (restoreTo !== undefined) await restoreTarget(ops.context, approver.context, 'uk', restoreTo);
      await ops.context.close();
      await visitor.context.close();
      await approver.context.close();
    }
  }, 240_000);

  it('nothing of the site (announcement bar, campaign bubble, cookie notice, consent banner) is drawn on the console', async () => {
    // No consent given up front: the eu site page must show its banner, the console must not.
    const { page, context, errors } = await openPage(browser, { consent: 'none' });
    try {
      await logIn(page, 'ops');
      // Control: the site's own page shows the announcement bar and asks for the bubble.
      const bubbleAsked = page.waitForRequest((r) => r.url().includes('/site/header_bubble'));
      await page.goto('/?site=main');
      await page.getByTestId('announcement').waitFor();
      await bubbleAsked;
      let bubbleOnConsole = false;
      page.on('request', (r) => {
        if (r.url().includes('/site/header_bubble')) bubbleOnConsole = true;
      });
      const state = page.waitForResponse((r) => r.url().includes(ENDPOINTS.opsState.path));
      await page.goto('/ops#main');
      await state;
      await page.getByTestId('ops-console').waitFor();
      await page.getByLabel('Search items and fields').waitFor();
      await expect(page.getByTestId('announcement').count()).resolves.toBe(0);
      await expect(page.getByTestId('header-bubble').count()).resolves.toBe(0);
      await expect(page.getByTestId('cookie-notice').count()).resolves.toBe(0);
      expect(bubbleOnConsole).toBe(false);
      // On eu the consent banner shows on a site page, never on the console.
      await page.goto('/?site=eu');
      await page.getByTestId('consent-banner').waitFor();
      await page.goto('/ops#eu');
      await page.getByTestId('ops-console').waitFor();
      await page.getByLabel('Search items and fields').waitFor();
      await expect(page.getByTestId('consent-banner').count()).resolves.toBe(0);
      await expect(page.getByTestId('cookie-notice').count()).resolves.toBe(0);
      await expect(page.getByTestId('announcement').count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);

  it('the uk form adds an item on this sub-site and previews it, at 390 px and in the dark theme', async () => {
    for (const options of [
      { viewport: MOBILE, colorScheme: 'light' },
      { viewport: DESKTOP, colorScheme: 'dark' },
    ] as const) {
      const { page, context, errors } = await openPage(browser, options);
      try {
        await logIn(page, 'ops');
        await page.goto('/ops#uk');
        await page.getByTestId('ops-console').waitFor();
        await page.getByRole('button', { name: 'Add an item to Header › Main menu on UK only' }).click();
        const added = page.getByRole('region', { name: 'Added on this sub-site' });
        await added.getByLabel('Label', { exact: true }).fill('UK Guide');
        await added.getByLabel('Position').selectOption({ label: 'after Markets' });
        await page.locator('[data-testid="ops-issues"][data-count="0"]').waitFor();
        if (options.viewport === DESKTOP) {
          // (At 390 px the previewed header is the phone one, with its menu in the drawer.)
          await tab(page, 'Preview');
          const nav = page.frameLocator('[data-testid="ops-computer-frame"]').getByTestId('ops-preview').getByRole('navigation').first();
          await textOf(nav, /Markets.*UK Guide.*Trade/s);
          await tab(page, 'Form');
        }
        await discardDraft(page);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  }, 240_000);
});
