/**
 * Drafts kept on the server: an editor changes sg's copyright line and, in another browser, a
 * publisher opening sg is offered that draft (saved by the editor) and opens it, with the limits of a go-live time
 * stated beside the time field before anything is refused. The draft is discarded at the end,
 * from the publisher's console, and the editor's next look finds none.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../schemas/endpoints.ts';
import { launchBrowser } from './helpers.ts';
import { discardDraft, opsConsoleAs } from './opsFlow.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LINE = '© {year} Gate Singapore (shared draft)';

describe('a draft shared between ops people', () => {
  it('the editor’s draft of sg opens in the publisher’s console, in another browser', async () => {
    const editor = await opsConsoleAs(browser, 'editor', 'sg');
    const publisher = await opsConsoleAs(browser, 'publisher', 'sg');
    try {
      await editor.page.getByLabel('Copyright ({year} is replaced)').fill(`${LINE} first`);
      const note = editor.page.getByTestId('ops-shared-draft');
      await note.getByRole('button', { name: 'Share it with the ops people of this file' }).click();
      await expect.poll(() => note.getAttribute('data-state'), { timeout: 20_000 }).toBe('shared');
      // Once shared, later edits follow by themselves.
      await editor.page.getByLabel('Copyright ({year} is replaced)').fill(LINE);
      await expect
        .poll(
          async () =>
            ((await (await editor.context.request.get(pathOf('opsDraft', { name: 'sg' }))).json()) as { data: { text: string } }).data.text,
          {
            timeout: 20_000,
          },
        )
        .toContain(`"${LINE}"`);
      await expect.poll(() => note.getAttribute('data-state'), { timeout: 20_000 }).toBe('shared');
      expect(await note.textContent()).toContain('last saved by you at');

      await publisher.page.reload();
      await publisher.page.getByTestId('ops-console').waitFor();
      const theirs = publisher.page.getByTestId('ops-shared-draft');
      // Offered, not put over what the publisher sees; opened when asked for.
      await expect.poll(() => theirs.getAttribute('data-state'), { timeout: 20_000 }).toBe('offered');
      expect(await publisher.page.getByLabel('Copyright ({year} is replaced)').inputValue()).not.toBe(LINE);
      await theirs.getByRole('button', { name: 'Open editor’s draft' }).click();
      await expect.poll(() => theirs.getAttribute('data-state')).toBe('shared');
      expect(await theirs.textContent()).toContain('last saved by editor at');
      await expect.poll(() => publisher.page.getByLabel('Copyright ({year} is replaced)').inputValue()).toBe(LINE);

      // The one-minute minimum is said beside the time field before any time is typed.
      await publisher.page.getByRole('tab', { name: 'Changes & publish', exact: true }).click();
      const field = publisher.page.getByLabel('Or schedule: go live at (your local time)');
      const limits = await field.evaluate(
        (el) => document.getElementById(el.getAttribute('aria-describedby')!.split(' ')[1]!)?.textContent,
      );
      expect(limits).toBe('A time to go live is at least a minute from now (so it can still be cancelled) and at most a year ahead.');

      await publisher.page.getByRole('tab', { name: 'Form', exact: true }).click();
      await discardDraft(publisher.page);
      await expect
        .poll(async () => (await publisher.context.request.get(pathOf('opsDraft', { name: 'sg' }))).json())
        .toMatchObject({
          data: null,
        });
      expect(editor.errors).toEqual([]);
      expect(publisher.errors).toEqual([]);
    } finally {
      await editor.context.close();
      await publisher.context.close();
    }
  });
});
