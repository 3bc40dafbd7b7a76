/**
 * An ops person's steps on the uk.json editor, shared by the tests of two editors at once
 * (opsMerge, opsNewerVersion): open the console, hide an inherited item, publish, read the live UK nav.
 */
import type { Browser, Page } from 'playwright-core';
import { logIn, openPage } from './helpers.ts';

export async function ukEditor(browser: Browser, username: string) {
  const opened = await openPage(browser);
  await logIn(opened.page, username);
  await opened.page.goto('/ops#uk');
  await opened.page.getByTestId('ops-console').waitFor();
  await opened.page.getByRole('heading', { name: /uk\.json/ }).waitFor();
  return opened;
}

export async function hideOnUk(page: Page, label: string) {
  await page.getByRole('tab', { name: 'Form', exact: true }).click();
  await page.getByLabel('Search items and fields').fill(label);
  await page.getByRole('checkbox', { name: `Hide ${label} on UK` }).check({ timeout: 30_000 });
  await page.locator('[data-testid="ops-issues"][data-count="0"]').waitFor({ timeout: 30_000 });
}

/** Publishes the draft and returns what the console answered. */
export async function publishUk(page: Page, message: string) {
  await page.getByRole('tab', { name: 'Changes & publish', exact: true }).click();
  await page.getByLabel('Publish message').fill(message);
  await page.getByRole('button', { name: 'Publish uk' }).click();
  return (await page.getByTestId('ops-outcome').textContent({ timeout: 60_000 })) ?? '';
}

/** The live UK site's main nav, as a fresh visitor sees it. */
export async function ukNav(page: Page): Promise<string> {
  await page.goto('/?site=uk');
  await page.locator('.page[data-site]').waitFor();
  return (await page.getByRole('banner').getByRole('navigation').first().textContent()) ?? '';
}
