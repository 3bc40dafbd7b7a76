import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../schemas/endpoints.ts';
import { launchBrowser, type liveVersion } from './helpers.ts';
import { opsConsoleAs, opsPost, tab, textOf } from './opsFlow.ts';

// The workflow without hunting: a review inbox across regions with a count, change lists that
// keep themselves current, an editor who proposes a go-live time, limits said before a refusal.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

/** Asks for a change of `name` (renamed) as the person of `context`, through the API. */
async function ask(context: Parameters<typeof liveVersion>[0], name: string, rename: string, publishAt?: number) {
  const state = (await (await context.request.get(pathOf('opsState', {}))).json()) as {
    data: { targets: { name: string; json: Record<string, unknown>; version: number }[] };
  };
  const t = state.data.targets.find((x) => x.name === name)!;
  const res = await opsPost(context, pathOf('opsChangeRequest', { name }), {
    json: { ...t.json, name: rename },
    baseVersion: t.version,
    message: rename,
    ...(publishAt === undefined ? {} : { publishAt }),
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

describe('the review inbox and self-refreshing lists', () => {
  it('an EU request shows in the approver’s inbox on any file, with its count, and the requester sees the approval without reloading', async () => {
    const approver = await opsConsoleAs(browser, 'approver', 'base');
    const requester = await opsConsoleAs(browser, 'publisher', 'eu');
    let id: number | undefined;
    try {
      const inbox = approver.page.getByTestId('ops-inbox');
      await inbox.waitFor();
      const before = Number(await inbox.getAttribute('data-count'));
      await tab(requester.page, 'Changes & publish');
      id = await ask(requester.context, 'eu', 'EU inbox check');
      // Neither page is reloaded nor asked to check: both lists follow by themselves.
      await approver.page.locator(`[data-testid="ops-inbox"][data-count="${before + 1}"]`).waitFor({ timeout: 30_000 });
      await textOf(inbox.locator('summary'), `Waiting for you ${before + 1}`);
      await inbox.locator('summary').click();
      await inbox.getByRole('link', { name: `#${id} eu: “EU inbox check”` }).click();
      await approver.page.getByRole('heading', { name: /eu\.json/ }).waitFor();
      const mine = requester.page.locator(`li[data-change="${id}"]`);
      await textOf(mine.getByTestId('ops-change-state'), 'waiting for approval', false, 30_000);
      expect((await opsPost(approver.context, pathOf('opsChangeApprove', { id }), {})).status()).toBe(200);
      await textOf(mine.getByTestId('ops-change-state'), 'approved by approver, ready to publish', false, 30_000);
      await approver.page.locator(`[data-testid="ops-inbox"][data-count="${before}"]`).waitFor({ timeout: 30_000 });
    } finally {
      if (id !== undefined) await opsPost(requester.context, pathOf('opsChangeCancel', { id }), {});
      await Promise.all([approver.context.close(), requester.context.close()]);
    }
  });

  it('an editor proposes a go-live time on EU; the limits are said before, and a time too soon is refused in local time', async () => {
    const editor = await opsConsoleAs(browser, 'editor', 'eu');
    let id: number | undefined;
    try {
      const { page } = editor;
      await page.getByLabel('Sub-site name').fill('EU proposed');
      await page.locator('[data-testid="ops-issues"][data-count="0"]').waitFor({ timeout: 30_000 });
      await tab(page, 'Changes & publish');
      const when = page.getByLabel('Propose a time to go live, once approved (optional) (your local time)');
      await textOf(
        page.locator('.ops-publish'),
        'A time to go live is at least a minute from now (so it can still be cancelled) and at most a year ahead.',
      );
      const local = (ms: number) => {
        const d = new Date(ms);
        const p = (n: number) => String(n).padStart(2, '0');
        return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
      };
      await when.fill(local(Date.now() - 3600_000));
      await textOf(
        page.getByTestId('ops-schedule-read'),
        /Not this time: the time to go live \(.* your time \(.* UTC\)\) must be at least a minute from now/,
      );
      await page.getByLabel('Publish message').fill('EU renamed at a proposed time');
      const button = page.getByRole('button', { name: 'Request approval for eu' });
      expect(await button.isDisabled()).toBe(true);
      await when.fill(local(Date.now() + 2 * 3600_000));
      await button.click();
      const asked = await textOf(page.getByTestId('ops-outcome'), /Change #\d+ requested/, false, 30_000);
      id = Number(/#(\d+)/.exec(asked)![1]);
      expect(asked).toMatch(/It goes live .* your time \(.* UTC\) once approved\./);
    } finally {
      if (id !== undefined) await opsPost(editor.context, pathOf('opsChangeCancel', { id }), {});
      await editor.context.close();
    }
  });
});
