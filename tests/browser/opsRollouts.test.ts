import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import { launchBrowser, logIn, MOBILE, openPage } from './helpers.ts';
import { opsPost } from './opsFlow.ts';

// The console's rollouts page on a 390 px phone, keyboard only: the UK editor's note of who sees
// what, a running UK rollout's figures in words, widened and then rolled back with the keys alone, each through the confirmation dialog,
// and nothing on the page wider than the screen. The change only gives the Markets entry an
// analytics name, so other files' visitors and traders on the shared server see the same layer.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field below
type Obj = Record<string, any>;

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return `${el?.tagName.toLowerCase()} ${(el?.textContent || el?.getAttribute('aria-label') || '').trim().slice(0, 40)}`;
  });

/** Presses Tab until the focused element's description matches. */
async function tabTo(page: Page, want: RegExp, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (want.test(await focused(page))) return;
  }
  throw new Error(`Tab never reached ${want}; last at ${await focused(page)}`);
}

/** An approved UK change naming the Markets entry for analytics, rolled out to 25%, by the API the console calls. */
async function runningRollout(publisher: BrowserContext, approver: BrowserContext): Promise<Obj> {
  const state = ((await (await publisher.request.get(ENDPOINTS.opsState.path)).json()) as Obj).data;
  const uk = state.targets.find((t: Obj) => t.name === 'uk');
  const base = state.targets.find((t: Obj) => t.name === 'base');
  const offered = (i: Obj) => (i.when?.needs ?? []).every((n: string) => uk.json.offers.includes(n));
  const keep = (items: Obj[]): Obj[] =>
    items
      .filter(offered)
      .map((i) => (i.children ? { ...i, children: keep(i.children) } : i))
      .filter((i) => !i.children || i.children.length > 0);
  const main = keep(base.json.header.main).map((i: Obj) => (i.id === 'markets' ? { ...i, analytics: 'markets-rollout' } : i));
  const asked = await opsPost(publisher, pathOf('opsChangeRequest', { name: 'uk' }), {
    json: { ...uk.json, header: { ...(uk.json.header ?? {}), main } },
    baseVersion: uk.version,
    message: 'Markets gets an analytics name',
  });
  expect(asked.status()).toBe(200);
  const change = ((await asked.json()) as Obj).data;
  expect((await opsPost(approver, pathOf('opsChangeApprove', { id: change.id }), { comment: '' })).status()).toBe(200);
  const started = await opsPost(publisher, pathOf('opsRolloutStart', { id: change.id }), { percent: 25 });
  expect(started.status(), await started.text()).toBe(200);
  return ((await started.json()) as Obj).data;
}

describe('the rollouts page', () => {
  it('at 390 px, keyboard only: reads the figures, widens, rolls back, each confirmed', async () => {
    const { page, context } = await openPage(browser, { viewport: MOBILE });
    const approver = await openPage(browser);
    let rollout: Obj | undefined;
    try {
      await logIn(page, 'publisher');
      await logIn(approver.page, 'approver');
      rollout = await runningRollout(context, approver.context);
      // The UK editor says who sees what, in the rules engine's words.
      await page.goto('/ops#uk');
      const notice = page.getByTestId('ops-rollout-notice');
      await notice.waitFor();
      const said = (await notice.textContent()) ?? '';
      expect(said).toContain(`Change #${rollout.changeId} is rolled out to 25% of uk's audience`);
      expect(said).toContain(`in the 25% rollout of change #${rollout.changeId}`);
      expect(said).toContain(`outside the 25% rollout of change #${rollout.changeId}: the live version`);
      expect(said).toContain('no bucket (no analytics consent)');
      expect(await sideways(page)).toBe(0);
      await notice.getByRole('link', { name: 'See what it does' }).click();
      const card = page.getByTestId(`ops-rollout-${rollout.id}`);
      await card.getByRole('heading', { name: `UK: change #${rollout.changeId} at 25%` }).waitFor();
      await card.getByTestId('ops-rollout-effect').waitFor();
      await expect(card.getByTestId('ops-rollout-effect').textContent()).resolves.toMatch(
        /Not enough page views yet to compare clicks on Markets/,
      );
      await expect(card.getByRole('table').textContent()).resolves.toMatch(/Page views/);
      expect(await sideways(page)).toBe(0);

      // Widen, by the keys: the share picked in the select, the button, the dialog's confirm.
      await page.getByRole('heading', { name: 'Rollouts', level: 2 }).click();
      await tabTo(page, /^select /);
      await page.keyboard.press('ArrowDown'); // 25% is below; the first share offered is 50%, the next 75%
      await expect(card.getByLabel('Widen to').inputValue()).resolves.toBe('75');
      await page.keyboard.press('ArrowUp');
      await tabTo(page, /^button Widen$/);
      await page.keyboard.press('Enter');
      const dialog = page.getByTestId('ops-confirm');
      await dialog.waitFor();
      await expect(focused(page)).resolves.toBe('button Cancel');
      await page.keyboard.press('Tab');
      await expect(focused(page)).resolves.toBe('button Widen');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => card.getByTestId('ops-rollout-outcome').textContent()).toBe('Widened to 50%.');
      await card.getByRole('heading', { name: `UK: change #${rollout.changeId} at 50%` }).waitFor();

      // Roll back with a reason, by the keys again.
      await card.getByLabel('Why roll back (for the audit log)').focus();
      await page.keyboard.type('checked on a phone');
      await page.keyboard.press('Tab');
      await expect(focused(page)).resolves.toBe('button Roll back');
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await expect(dialog.getByRole('heading').textContent()).resolves.toBe('Roll back the UK rollout?');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await card.getByTestId('ops-rollout-reason').waitFor();
      await expect(card.getByTestId('ops-rollout-reason').textContent()).resolves.toBe('rolled back by publisher: checked on a phone');
      await expect(card.textContent()).resolves.toMatch(/Rolled back: everyone sees the live version\./);
      expect(await sideways(page)).toBe(0);
      rollout = undefined;
    } finally {
      // Nothing running is left behind for the other files on the shared server.
      if (rollout) await opsPost(context, pathOf('opsRolloutStop', { id: rollout.id }), { reason: 'test ended' });
      await context.close();
      await approver.context.close();
    }
  });
});

describe('who sees a rolled-out change, where ops look for why an item shows', () => {
  it('the preview lists the changed item and the matrix row says it, with the change and without, in the engine’s words', async () => {
    const { page, context } = await openPage(browser);
    const approver = await openPage(browser);
    let rollout: Obj | undefined;
    try {
      await logIn(page, 'publisher');
      await logIn(approver.page, 'approver');
      rollout = await runningRollout(context, approver.context);
      const inside = `in the 25% rollout of change #${rollout.changeId}`;
      const outside = `outside the 25% rollout of change #${rollout.changeId}: the live version`;
      await page.goto('/ops#uk');
      await page.getByTestId('ops-rollout-notice').waitFor();
      await page.getByRole('tab', { name: 'Preview' }).click();
      const items = page.getByTestId('ops-rollout-items');
      await items.waitFor();
      const listed = (await items.textContent()) ?? '';
      expect(listed).toContain('Markets');
      expect(listed).toContain(`With the change: ${inside}.`);
      expect(listed).toContain(`Without it: ${outside}.`);
      await expect(page.getByRole('heading', { name: `In the 25% rollout of change #${rollout.changeId} (1)` }).count()).resolves.toBe(1);

      await page.getByRole('tab', { name: 'Visibility matrix' }).click();
      const row = page.getByTestId('ops-matrix').locator('tr[data-key="header.main/markets"]');
      await row.getByTestId('ops-rollout-why').waitFor();
      const said = (await row.getByRole('rowheader').textContent()) ?? '';
      expect(said).toContain(inside);
      expect(said).toContain(outside);
      // Only the changed item says so.
      await expect(page.getByTestId('ops-matrix').getByTestId('ops-rollout-why').count()).resolves.toBe(1);
    } finally {
      if (rollout) await opsPost(context, pathOf('opsRolloutStop', { id: rollout.id }), { reason: 'test ended' });
      await context.close();
      await approver.context.close();
    }
  });
});
