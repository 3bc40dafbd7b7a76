import type { BrowserContext, Page } from 'playwright-core';

/** Logs the demo trader in elsewhere: another tab of the same browser, on the exchange's login page under the host's origin. */
export async function logInElsewhere(context: BrowserContext, origin: string) {
  const other = await context.newPage();
  await other.goto(`${origin}/login`);
  await other.locator('input[name="username"]').fill('trader');
  await other.locator('input[name="password"]').fill('demo1234');
  await Promise.all([other.waitForURL((u) => !u.pathname.endsWith('/login')), other.locator('form button[type="submit"]').click()]);
  await other.close();
}

/** Logs out from the layer's header (this device). Nobody cancels the logout event: the layer goes to the login page. */
export async function logOutFromHeader(page: Page) {
  await page.getByRole('banner').locator('.account-menus [data-item-id="profile"] > button').hover();
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await page.getByTestId('logout-dialog').getByRole('button', { name: 'This device' }).click();
  await page.waitForURL((u) => u.pathname === '/login', { timeout: 30_000 });
}
