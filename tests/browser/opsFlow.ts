import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { pathOf } from '../../schemas/endpoints.ts';
import { csrfTokenOf, liveVersion, logIn, openPage } from './helpers.ts';

// The steps of the publishing flow as the ops console's people take them: confirming in the
// dialog, and a change to a region that requires approval (UK, EU) requested, approved by another
// person and then published.

/** Opens one of the console's tabs (Form, JSON, Changes & publish, ...). */
export const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

/**
 * Polls a locator's text until it matches, or (`negate`) until it no longer does, for at most
 * `timeoutMs` (the console validates a frame behind typing). Returns the text seen.
 */
export async function textOf(locator: Locator, want: RegExp | string, negate = false, timeoutMs = 5000): Promise<string> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const text = (await locator.textContent()) ?? '';
    const hit = typeof want === 'string' ? text.includes(want) : want.test(text);
    if (hit !== negate) return text;
    if (Date.now() > end) throw new Error(`"${text.slice(0, 400)}" ${negate ? 'still matches' : 'does not match'} ${want}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A fresh browser context logged in as `username`, on the console's page of `target`. */
export async function opsConsoleAs(browser: Browser, username: string, target: string, options: Parameters<typeof openPage>[1] = {}) {
  const opened = await openPage(browser, options);
  await logIn(opened.page, username);
  await opened.page.goto(`/ops#${target}`);
  await opened.page.getByTestId('ops-console').waitFor();
  await opened.page.getByRole('heading', { name: new RegExp(`${target}\\.json`) }).waitFor();
  return opened;
}

/** The main navigation of a sub-site's home page, as a visitor of `page` sees it. */
export async function siteNav(page: Page, site: string): Promise<string> {
  await page.goto(`/?site=${site}`);
  await page.locator('.page[data-site]').waitFor();
  return (await page.getByRole('banner').getByRole('navigation').first().textContent()) ?? '';
}

/** Presses a button of the open confirmation dialog. */
export async function confirm(page: Page, label: string): Promise<void> {
  await page.getByTestId('ops-confirm').getByRole('button', { name: label, exact: true }).click();
  await page.getByTestId('ops-confirm').waitFor({ state: 'detached' });
}

/** Throws the draft away through "Discard draft" and its confirmation. */
export async function discardDraft(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await confirm(page, 'Discard draft');
}

/** A POST of the ops API from a signed-in context, as its page would send it. */
export async function opsPost(context: BrowserContext, path: string, data: unknown) {
  return context.request.post(path, { data, headers: { csrftoken: await csrfTokenOf(context) } });
}

/**
 * The draft on the Publish tab of `page` (the message filled in) is requested, `approver` (another
 * person's context) approves it, and the requester publishes it from the list (confirming). The
 * outcome line of the change list is returned, e.g. "Published uk version 3 (change #2)."
 */
export async function requestApprovePublish(page: Page, approver: BrowserContext, name: string): Promise<string> {
  await page.getByRole('button', { name: `Request approval for ${name}` }).click();
  const outcome = page.getByTestId('ops-outcome');
  await expect.poll(() => outcome.textContent()).toMatch(/Change #\d+ requested|stale|so nothing was published|invalid|may not/);
  const asked = /Change #(\d+) requested/.exec((await outcome.textContent()) ?? '');
  if (!asked) return (await outcome.textContent()) ?? '';
  const id = Number(asked[1]);
  const approved = await opsPost(approver, pathOf('opsChangeApprove', { id }), { comment: 'checked' });
  expect(approved.status(), await approved.text()).toBe(200);
  await page.getByRole('button', { name: 'check for updates' }).click();
  await page.locator(`li[data-change="${id}"][data-state="approved"]`).waitFor();
  await page.getByRole('button', { name: `Publish #${id}`, exact: true }).click();
  await confirm(page, `Publish #${id} now`);
  const done = page.getByTestId('ops-change-outcome');
  await expect.poll(() => done.textContent()).toMatch(/Published|stale|so nothing was published|invalid/);
  return (await done.textContent()) ?? '';
}

/**
 * Publishes `json` as `name` through the API: at once where no approval is needed, else requested
 * by `requester`, approved by `approver` and published. Undefined when the live content equals it.
 */
export async function publishThroughApproval(
  requester: BrowserContext,
  approver: BrowserContext,
  name: string,
  json: unknown,
  message: string,
): Promise<number | undefined> {
  const now = await liveVersion(requester, name);
  const asked = await opsPost(requester, pathOf('opsChangeRequest', { name }), { json, baseVersion: now, message });
  if (asked.status() === 400 && /nothing to change/.test(await asked.text())) return undefined;
  if (asked.status() === 400 && /needs no approval/.test(await asked.text())) {
    const res = await opsPost(requester, pathOf('opsPublish', { name }), { json, baseVersion: now, message });
    expect(res.status(), await res.text()).toBe(200);
    return liveVersion(requester, name);
  }
  expect(asked.status(), await asked.text()).toBe(200);
  const id = ((await asked.json()) as { data: { id: number } }).data.id;
  expect((await opsPost(approver, pathOf('opsChangeApprove', { id }), {})).status()).toBe(200);
  const published = await opsPost(requester, pathOf('opsChangePublish', { id }), {});
  expect(published.status(), await published.text()).toBe(200);
  return liveVersion(requester, name);
}

/**
 * Puts a target back to the content of `toVersion` (leaving the shared server as shipped), through
 * approval where it is needed.
 */
export async function restoreTarget(requester: BrowserContext, approver: BrowserContext, name: string, toVersion: number): Promise<void> {
  if ((await liveVersion(requester, name)) === toVersion) return;
  const old = await requester.request.get(pathOf('opsVersion', { name, version: toVersion }));
  const { json } = ((await old.json()) as { data: { json: unknown } }).data;
  await publishThroughApproval(requester, approver, name, json, `restore version ${toVersion}`);
}

/** On the Form tab of a sub-site's editor: hides an inherited item there, and waits until the draft is valid. */
export async function hideOn(page: Page, label: string, site = 'UK') {
  await page.getByRole('tab', { name: 'Form', exact: true }).click();
  await page.getByLabel('Search items and fields').fill(label);
  await page.getByRole('checkbox', { name: `Hide ${label} on ${site}` }).check({ timeout: 30_000 });
  await page.locator('[data-testid="ops-issues"][data-count="0"]').waitFor({ timeout: 30_000 });
}

/** The draft of `page` published on a region that requires approval: requested, approved by `approver`, published. */
export async function publishApproved(page: Page, message: string, approver: BrowserContext, name = 'uk'): Promise<string> {
  await page.getByRole('tab', { name: 'Changes & publish', exact: true }).click();
  await page.getByLabel('Publish message').fill(message);
  return requestApprovePublish(page, approver, name);
}
