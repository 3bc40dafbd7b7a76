import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import { csrfTokenOf, launchBrowser, liveVersion, logIn, openPage } from './helpers.ts';
import { discardDraft, opsPost, textOf as pollText, requestApprovePublish, restoreTarget, tab } from './opsFlow.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function opsConsole(target = 'base', options: Parameters<typeof openPage>[1] = {}) {
  const opened = await openPage(browser, options);
  await logIn(opened.page, 'ops');
  await opened.page.goto(`/ops#${target}`);
  await opened.page.getByTestId('ops-console').waitFor();
  return opened;
}

async function csrfPost(context: BrowserContext, path: string, data: unknown) {
  const token = await csrfTokenOf(context);
  return context.request.post(path, { data, headers: { csrftoken: token } });
}

/** The shared poll, with this file's own wait. */
const textOf = (locator: Locator, want: RegExp | string, negate = false) => pollText(locator, want, negate, 5000);

/**
 * Replaces a large textarea's text in one input event, as a paste would. (locator.fill inserts
 * the 60 KB of base.json as typed text, which takes Chromium half a minute.)
 */
async function paste(locator: Locator, text: string) {
  await locator.evaluate((el, value) => {
    const area = el as HTMLTextAreaElement;
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, value);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

const valid = (page: Page) => page.locator('[data-testid="ops-issues"][data-count="0"]').waitFor();

const navText = async (page: Page, site: string) => {
  await page.goto(`/?site=${site}`);
  await page.locator('.page[data-site]').waitFor();
  return (await page.getByRole('banner').locator('.main-nav').textContent()) ?? '';
};

/** Opens an item of the form tree and returns its own fields (not its children's). */
async function openItem(page: Page, list: string, id: string) {
  const row = page.locator(`ul[aria-label="${list}"] > li[data-key="${id}"]`);
  await row.locator(':scope > .ops-item-head .ops-item-toggle').click();
  return row.locator(':scope > .ops-item-body > .ops-fields');
}

describe('ops console access', () => {
  it('a non-ops account gets 403 from the API and a clear page; a visitor is sent to log in', async () => {
    const trader = await openPage(browser);
    try {
      await logIn(trader.page, 'trader');
      await trader.page.goto('/ops');
      await trader.page.getByTestId('ops-forbidden').waitFor();
      await expect(trader.page.getByTestId('ops-forbidden').textContent()).resolves.toMatch(/ops staff only/);
      expect((await trader.context.request.get(ENDPOINTS.opsState.path)).status()).toBe(403);
      expect(
        (await csrfPost(trader.context, pathOf('opsPublish', { name: 'base' }), { json: {}, baseVersion: 0, message: 'x' })).status(),
      ).toBe(403);
    } finally {
      await trader.context.close();
    }
    const visitor = await openPage(browser);
    try {
      await visitor.page.goto('/ops');
      await visitor.page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('redirect') === '/ops');
      expect((await visitor.context.request.get(ENDPOINTS.opsState.path)).status()).toBe(401);
    } finally {
      await visitor.context.close();
    }
  });
});

describe('edit, preview, publish, roll back', () => {
  it('ops renames a menu item and adds a compliance rule, previews uk and main, publishes; main shows it, uk does not; rollback restores it', async () => {
    const ops = await opsConsole('base');
    const visitor = await openPage(browser);
    const approver = await openPage(browser);
    await logIn(approver.page, 'approver');
    try {
      const { page } = ops;
      const before = await liveVersion(ops.context, 'base');
      const earn = await openItem(page, 'Header › Main menu', 'earn');
      await earn.getByLabel('Label', { exact: true }).fill('Earn & Save');
      // The compliance key is ticked by its product's name, the key beside it.
      await earn
        .getByRole('group', { name: 'Hidden where compliance blocks' })
        .getByRole('checkbox', { name: 'Earn earn', exact: true })
        .check();
      await valid(page);

      await tab(page, 'Preview');
      const preview = page.frameLocator('[data-testid="ops-computer-frame"]').getByTestId('ops-preview');
      await page.getByLabel('Sub-site').selectOption({ label: 'Global (main)' });
      await textOf(preview.locator('.main-nav'), 'Earn & Save');
      await page.getByLabel('Compliance menu list').fill('earn');
      await expect(preview.locator('.main-nav').textContent()).resolves.not.toContain('Earn & Save');
      await expect(page.getByTestId('ops-hidden').textContent()).resolves.toMatch(
        /Earn & Save — Compliance blocks "Earn" for this visitor/,
      );
      await page.getByLabel('Compliance menu list').fill('');
      await page.getByLabel('Sub-site').selectOption({ label: 'UK (uk)' });
      await expect(preview.getAttribute('data-site')).resolves.toBe('uk');
      await textOf(preview.locator('.main-nav'), 'Earn & Save', true);
      await textOf(page.getByTestId('ops-hidden'), /Earn & Save — Not in: UK/);

      await tab(page, 'Visibility matrix');
      const row = page.locator('[data-testid="ops-matrix"] tr[data-key="header.main/earn"]');
      await expect(row.textContent()).resolves.toMatch(/Earn & Save.*Not in: UK/);
      // Header parts have rows too, with the reason the site's composition gave (engine/rules.ts).
      const login = page.locator('[data-testid="ops-matrix"] tr[data-key="header.parts/login"]');
      await expect(login.textContent()).resolves.toMatch(/Log in button.*Only for visitors who are not logged in/);

      await tab(page, 'Changes & publish');
      const diff = page.getByTestId('ops-diff');
      await expect(diff.textContent()).resolves.toMatch(
        /item 5 \(Earn & Save\) › Label changed from "Earn" to "Earn & Save"\s*\$\.header\.main\[4\]\.label\s*"Earn"\s*"Earn & Save"/,
      );
      await expect(diff.textContent()).resolves.toContain('$.header.main[4].when.compliance');
      await page.getByLabel('Publish message').fill('Rename Earn, hide it for the earn compliance key');
      // base.json is shared: the rename alters uk and eu, whose configs require a second person's approval.
      await page.getByText(/This change alters [a-z, ]*\buk\b[a-z, ]*, whose region configs require approval/).waitFor();
      await expect(page.getByRole('button', { name: 'Publish base' }).count()).resolves.toBe(0);
      await expect(requestApprovePublish(page, approver.context, 'base')).resolves.toContain(`Published base version ${before + 1}`);

      // The running site serves it on the next request, without a restart.
      await expect(navText(visitor.page, 'main')).resolves.toContain('Earn & Save');
      await expect(navText(visitor.page, 'uk')).resolves.not.toContain('Earn & Save');

      await tab(page, 'History');
      await page.getByRole('button', { name: `Roll back to v${before}` }).click();
      await page.getByRole('button', { name: `Confirm rollback to v${before}` }).click();
      // The rollback alters uk and eu too, so it is a change request the approver signs off.
      const requested = page.getByText(/Rollback to version \d+ requested \(change #(\d+)\).*It alters [a-z, ]*\buk\b/);
      await requested.waitFor();
      const id = Number(/change #(\d+)/.exec((await requested.textContent()) ?? '')![1]);
      expect((await opsPost(approver.context, pathOf('opsChangeApprove', { id }), { comment: 'checked' })).status()).toBe(200);
      expect((await opsPost(ops.context, pathOf('opsChangePublish', { id }), {})).status()).toBe(200);
      await page.reload();
      await page.getByTestId('ops-console').waitFor();
      await tab(page, 'History');
      await textOf(page.getByTestId('ops-audit'), new RegExp(`publish.*rollback to version ${before}`, 's'));
      await expect(navText(visitor.page, 'main')).resolves.not.toContain('Earn & Save');
      const boot = await visitor.context.request.get(`${ENDPOINTS.bootstrap.path}?site=main`);
      const labels = ((await boot.json()) as { data: { config: { header: { main: { id: string; label: string }[] } } } }).data.config.header
        .main;
      expect(labels.find((i) => i.id === 'earn')!.label).toBe('Earn');
      expect(ops.errors).toEqual([]);
    } finally {
      await ops.context.close();
      await visitor.context.close();
      await approver.context.close();
    }
  });

  it('reorders with the keyboard (focus follows) and by dragging', async () => {
    const { page, context } = await opsConsole('base');
    try {
      const list = page.locator('ul[aria-label="Header › Main menu"] > li');
      const order = () => list.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.key));
      const start = await order();
      await page.getByRole('button', { name: 'Move Markets down' }).focus();
      await page.keyboard.press('Enter');
      expect((await order()).slice(0, 3)).toEqual([start[0], start[2], 'markets']);
      await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Move Markets down');
      await page.keyboard.press('Enter');
      expect((await order()).indexOf('markets')).toBe(3);
      // Both rows in view first: a drag whose target is below the fold scrolls the page after the
      // press, and the drag then starts from whatever row is under the pointer.
      await list.nth(1).evaluate((row) => row.scrollIntoView({ block: 'center' }));
      await list.nth(0).dragTo(list.nth(3), { sourcePosition: { x: 10, y: 16 } });
      expect((await order())[3]).toBe(start[0]);
      await discardDraft(page);
      expect(await order()).toEqual(start);
    } finally {
      await context.close();
    }
  });
});

describe('invalid input and concurrency', () => {
  it('invalid JSON shows the path and reason, keeps the draft across a reload and publishes nothing', async () => {
    const { page, context } = await opsConsole('base');
    try {
      const before = await liveVersion(context, 'base');
      await tab(page, 'JSON');
      // The plain text box (the code editor is tried in opsTranslations.test.ts).
      await page.getByLabel('Plain text box (no line numbers)').check();
      const text = page.getByLabel('base.json (raw JSON)');
      const live = await text.inputValue();
      await paste(text, live.replace('"label": "Earn"', '"label": 5'));
      const issues = page.getByTestId('ops-issues');
      await textOf(issues, /Main menu › item 5 \(earn\) › Label: must be text in quotes, like "Earn"; it is the number 5/);
      await paste(text, live.replace('"label": "Earn",', '"label": "Earn"'));
      await text.press('End');
      await text.evaluate((el) => {
        const area = el as HTMLTextAreaElement;
        const at = area.value.indexOf('"label": "Earn"') + '"label": "Earn"'.length;
        area.setSelectionRange(at, at);
      });
      await page.keyboard.type(',,');
      await textOf(issues, /the whole file: not valid JSON at line \d+, column \d+: expected a "quoted" key/);
      await tab(page, 'Changes & publish');
      await expect(page.getByRole('button', { name: 'Publish base' }).isDisabled()).resolves.toBe(true);

      await page.reload();
      await page.getByTestId('ops-console').waitFor();
      await page.getByText('Your unpublished draft (based on version').waitFor();
      await tab(page, 'JSON');
      await page.getByLabel('Plain text box (no line numbers)').check();
      await expect(page.getByLabel('base.json (raw JSON)').inputValue()).resolves.toContain('"label": "Earn",,');

      // The server refuses it too, with the path and reason.
      const bad = JSON.parse(live);
      bad.header.main[4].label = 5;
      const res = await csrfPost(context, pathOf('opsPublish', { name: 'base' }), { json: bad, baseVersion: before, message: 'bad' });
      expect(res.status()).toBe(400);
      expect(((await res.json()) as { data: { issues: { path: string }[] } }).data.issues[0]!.path).toBe('$.header.main[4].label');
      expect(await liveVersion(context, 'base')).toBe(before);
      await discardDraft(page);
      await valid(page);
    } finally {
      await context.close();
    }
  });

  it('a publish based on an old version is refused with a clear message and the draft is kept', async () => {
    const a = await opsConsole('uk');
    const b = await opsConsole('uk');
    // UK requires approval: A's change goes live once the approver (own browser) approves it.
    const approver = await openPage(browser);
    await logIn(approver.page, 'approver');
    try {
      const start = await liveVersion(a.context, 'uk');
      const type = (page: Page, copyright: string) => page.getByLabel('Copyright ({year} is replaced)').fill(copyright);
      const toPublish = async (page: Page, message: string) => {
        await tab(page, 'Changes & publish');
        await page.getByLabel('Publish message').fill(message);
      };
      // B starts editing first: a console with a draft keeps the version the draft started from.
      await type(b.page, '© {year} Gate UK (B)');
      await type(a.page, '© {year} Gate UK (A)');
      await toPublish(a.page, 'A');
      await expect(requestApprovePublish(a.page, approver.context, 'uk')).resolves.toContain(`Published uk version ${start + 1}`);
      await toPublish(b.page, 'B');
      await b.page.getByRole('button', { name: 'Request approval for uk' }).click();
      await expect.poll(() => b.page.getByTestId('ops-outcome').textContent()).toContain('so nothing was published');
      const refused = (await b.page.getByTestId('ops-outcome').textContent()) ?? '';
      // In words that hold in any time zone, with the way forward the button below offers.
      expect(refused).toContain(
        `Version ${start + 1} was published by ops after you started from version ${start}, so nothing was published`,
      );
      expect(refused).toContain(`Merge your changes into version ${start + 1}`);
      expect(refused).not.toMatch(/\d{4}-\d\d-\d\dT/);
      expect(refused).toContain('Your draft is kept.');
      // Both changed the copyright: merging asks which to keep. The refusal is shown before the
      // console has reloaded the live version; until it has, the newer-version notice offers its own
      // merge (of the stored draft), so the panel's button is the one to wait for.
      await b.page
        .locator('.ops-publish')
        .getByRole('button', { name: `Merge my changes into version ${start + 1}` })
        .click();
      const clash = b.page.getByTestId('ops-merge-conflicts');
      await clash.waitFor();
      await expect(clash.textContent()).resolves.toContain('Live now: “© {year} Gate UK (A)”');
      await expect(b.page.getByRole('button', { name: 'Request approval for uk' }).isDisabled()).resolves.toBe(true);
      await expect(b.page.getByTestId('ops-diff').textContent()).resolves.toContain('(B)');
      expect(await liveVersion(a.context, 'uk')).toBe(start + 1);
      // Leave the shared server as shipped for the other suites.
      await restoreTarget(a.context, approver.context, 'uk', start);
      await discardDraft(b.page);
    } finally {
      await a.context.close();
      await b.context.close();
      await approver.context.close();
    }
  });
});
