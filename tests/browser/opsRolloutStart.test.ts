import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../schemas/endpoints.ts';
import { launchBrowser, logIn, MOBILE, openPage } from './helpers.ts';
import { confirm, discardDraft, opsConsoleAs, opsPost, tab } from './opsFlow.ts';

// Starting a rollout in the console, on a 390 px phone and by the keys: a publisher releases their
// own draft of jp (a region that asks for no approval) to 25% from beside Publish, lands on the
// rollout's card, and a second draft of jp is refused in the server's words while the first runs.
// The rollout is rolled back and its change withdrawn at the end, so jp is as the other files expect.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return `${el?.tagName.toLowerCase()} ${(el?.textContent || el?.getAttribute('aria-label') || '').trim().slice(0, 60)}`;
  });

/** A draft of jp's copyright line with a message, on the Changes & publish tab. */
async function draftOf(page: Page, line: string): Promise<void> {
  await tab(page, 'Form');
  await page.getByLabel('Copyright ({year} is replaced)').fill(line);
  await page.locator('[data-testid="ops-issues"][data-count="0"]').waitFor({ timeout: 30_000 });
  await tab(page, 'Changes & publish');
  await page.getByLabel('Publish message').fill(`Copyright line: ${line}`);
}

describe('starting a rollout in the console', () => {
  it('at 390 px, keyboard only: a draft of jp released to 25%, its card shown; a second one refused in words', async () => {
    const { page, context } = await opsConsoleAs(browser, 'publisher', 'jp', { viewport: MOBILE });
    let rolloutId: number | undefined;
    let changeId: number | undefined;
    try {
      await draftOf(page, '© {year} Gate Japan (released to a share)');
      const release = page.getByTestId('ops-rollout-start-draft');
      await expect(release.textContent()).resolves.toBe('Release to a share…');
      await expect(release.isEnabled()).resolves.toBe(true);
      await release.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByTestId('ops-confirm');
      await dialog.waitFor();
      await expect(dialog.getByRole('heading').textContent()).resolves.toBe('Release your draft to a share of JP?');
      await expect(focused(page)).resolves.toBe('button Cancel');
      // The first share by the keys: 1% is offered first, 25% four steps down.
      const share = dialog.getByLabel('First share');
      await share.focus();
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
      await expect(share.inputValue()).resolves.toBe('25');
      await expect(dialog.getByTestId('ops-rollout-start-words').textContent()).resolves.toBe(
        '25% of visitors of JP see your draft; the others keep the live version. Widen, finish or roll back from Rollouts.',
      );
      expect(await sideways(page)).toBe(0);
      // A later step without a time holds the confirm back and says why.
      await dialog.getByRole('button', { name: 'Add a later step' }).click();
      await expect(dialog.getByLabel('Step 1: widen to').inputValue()).resolves.toBe('50');
      await expect(dialog.textContent()).resolves.toContain('Step 1: choose a time.');
      await expect(dialog.getByRole('button', { name: 'Release to 25%' }).isDisabled()).resolves.toBe(true);
      expect(await sideways(page)).toBe(0);
      await dialog.getByRole('button', { name: 'Remove step 1' }).focus();
      await page.keyboard.press('Enter');
      const go = dialog.getByRole('button', { name: 'Release to 25%' });
      await expect(go.isEnabled()).resolves.toBe(true);
      await go.focus();
      await page.keyboard.press('Enter');

      // The console shows the new rollout's card, its heading focused.
      await page.waitForURL(/#rollouts\/\d+$/);
      rolloutId = Number(new URL(page.url()).hash.split('/')[1]);
      const card = page.getByTestId(`ops-rollout-${rolloutId}`);
      const heading = card.getByRole('heading', { name: /^JP: change #\d+ at 25%$/ });
      await heading.waitFor();
      changeId = Number(/#(\d+)/.exec((await heading.textContent()) ?? '')?.[1]);
      await expect(card.textContent()).resolves.toContain('Running: 25% of the audience see the change.');
      await expect.poll(() => focused(page)).toMatch(/^h3 JP: change #\d+ at 25%$/);
      expect(await sideways(page)).toBe(0);

      // A second draft of jp while that one runs: the server's refusal, in its words, and the draft kept.
      await page.goto('/ops#jp');
      await page.getByRole('heading', { name: /jp\.json/ }).waitFor();
      await draftOf(page, '© {year} Gate Japan (a second try)');
      // Its change waits, approved, in the list, with the same action beside its Publish.
      await page.getByTestId(`ops-rollout-start-change-${changeId}`).waitFor();
      await page.getByTestId('ops-rollout-start-draft').click();
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Release to 1%' }).click();
      await dialog.waitFor({ state: 'detached' });
      const refused = page.getByTestId('ops-rollout-start-outcome');
      await refused.waitFor();
      await expect(refused.textContent()).resolves.toContain(
        `Not started: jp already has a running rollout (#${rolloutId}, of jp): a sub-site runs at most 1 at a time`,
      );
      await expect(page.getByLabel('Publish message').inputValue()).resolves.toBe('Copyright line: © {year} Gate Japan (a second try)');
      expect(await sideways(page)).toBe(0);
      await discardDraft(page);
    } finally {
      // Nothing running or open is left behind for the other files on the shared server.
      if (rolloutId) await opsPost(context, pathOf('opsRolloutStop', { id: rolloutId }), { reason: 'test ended' });
      if (changeId) await opsPost(context, pathOf('opsChangeCancel', { id: changeId }), { comment: 'test ended' });
      await context.close();
    }
  });

  it('an approved UK change released from beside its Publish; an editor is told why the action is off', async () => {
    const { page, context } = await opsConsoleAs(browser, 'publisher', 'uk');
    const approver = await openPage(browser);
    const editor = await opsConsoleAs(browser, 'editor', 'jp');
    let rolloutId: number | undefined;
    let changeId: number | undefined;
    try {
      await logIn(approver.page, 'approver');
      await tab(page, 'Form');
      await page.getByLabel('Copyright ({year} is replaced)').fill('© {year} Gate UK (released to a share)');
      await page.locator('[data-testid="ops-issues"][data-count="0"]').waitFor({ timeout: 30_000 });
      await tab(page, 'Changes & publish');
      // Where approval is needed, a draft is not released: only the request is offered.
      await expect(page.getByTestId('ops-rollout-start-draft').count()).resolves.toBe(0);
      await page.getByLabel('Publish message').fill('UK copyright line, released to a share first');
      await page.getByRole('button', { name: 'Request approval for uk' }).click();
      const asked = page.getByTestId('ops-outcome');
      await expect.poll(() => asked.textContent()).toMatch(/Change #\d+ requested/);
      changeId = Number(/Change #(\d+) requested/.exec((await asked.textContent()) ?? '')?.[1]);
      const approved = await opsPost(approver.context, pathOf('opsChangeApprove', { id: changeId }), { comment: 'checked' });
      expect(approved.status(), await approved.text()).toBe(200);
      await page.getByRole('button', { name: 'check for updates' }).click();
      await page.locator(`li[data-change="${changeId}"][data-state="approved"]`).waitFor();
      await page.getByTestId(`ops-rollout-start-change-${changeId}`).click();
      const dialog = page.getByTestId('ops-confirm');
      await expect(dialog.getByRole('heading').textContent()).resolves.toBe(`Release change #${changeId} to a share of UK?`);
      await dialog.getByLabel('First share').selectOption('10');
      await expect(dialog.getByTestId('ops-rollout-start-words').textContent()).resolves.toBe(
        `10% of visitors of UK see change #${changeId}; the others keep the live version. Widen, finish or roll back from Rollouts.`,
      );
      await confirm(page, 'Release to 10%');
      await page.waitForURL(/#rollouts\/\d+$/);
      rolloutId = Number(new URL(page.url()).hash.split('/')[1]);
      await page
        .getByTestId(`ops-rollout-${rolloutId}`)
        .getByRole('heading', { name: `UK: change #${changeId} at 10%` })
        .waitFor();

      // Without the publish role the action is there but off, with the reason it is described by.
      const ed = editor.page;
      await ed.getByLabel('Copyright ({year} is replaced)').fill('© {year} Gate Japan (an editor tries)');
      await ed.locator('[data-testid="ops-issues"][data-count="0"]').waitFor({ timeout: 30_000 });
      await tab(ed, 'Changes & publish');
      const off = ed.getByTestId('ops-rollout-start-draft');
      await expect(off.isDisabled()).resolves.toBe(true);
      const why = await off.evaluate((b) => document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent ?? '');
      expect(why).toMatch(/editor may not publish jp/);
      await discardDraft(ed);
    } finally {
      if (rolloutId) await opsPost(context, pathOf('opsRolloutStop', { id: rolloutId }), { reason: 'test ended' });
      if (changeId) await opsPost(context, pathOf('opsChangeCancel', { id: changeId }), { comment: 'test ended' });
      await context.close();
      await approver.context.close();
      await editor.context.close();
    }
  });
});
