/**
 * Draft links as the people would use them, each in their own browser: the editor hides Learn in a
 * UK draft and copies its draft link; the approver, logged in in another browser, opens it and sees
 * the UK site without Learn under the "Draft preview — not live" banner, on every page, until they
 * leave the preview; a visitor opening the same link is refused and sees the live site with Learn.
 * The same for a draft of the EU announcement bar. The approver (no edit role) finds the editor
 * read only. Nothing is published.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, live, logIn, openPage } from './helpers.ts';
import { hideOn, opsConsoleAs, siteNav, textOf } from './opsFlow.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const banner = (page: Page) => page.getByRole('region', { name: 'Draft preview' });
const nav = async (page: Page) => (await page.getByRole('banner').getByRole('navigation').first().textContent()) ?? '';

describe('draft links in the console', () => {
  it('show another ops person the UK draft on every page with the banner; visitors see the live site', async () => {
    const editor = await opsConsoleAs(browser, 'editor', 'uk');
    const approver = await openPage(browser);
    const visitor = await openPage(browser);
    try {
      await hideOn(editor.page, 'Learn');
      await editor.page.getByRole('button', { name: 'Copy draft link: uk draft' }).click();
      const field = editor.page.getByTestId('ops-draft-link');
      await field.waitFor({ timeout: 30_000 });
      const link = await field.inputValue();
      expect(link).toMatch(/\/draft\/[A-Za-z0-9_-]{43}$/);

      // The approver, logged in elsewhere, opens the link: the UK site as the draft makes it.
      const a = approver.page;
      await logIn(a, 'approver');
      await a.goto(link);
      await a.locator('.page[data-site="uk"]').waitFor();
      await live(a);
      await textOf(banner(a), 'Draft preview — not live');
      expect(await banner(a).textContent()).toContain('uk.json');
      expect(await nav(a)).not.toContain('Learn');
      // Another page stays in the preview.
      await a.goto('/de/');
      await a.locator('.page[data-site="uk"]').waitFor();
      await textOf(banner(a), 'Draft preview — not live');

      // A visitor with the same link is refused, and the live UK site still has Learn.
      const v = visitor.page;
      const refused = await v.goto(link);
      expect(refused?.status()).toBe(401);
      expect(await v.getByRole('heading', { level: 1 }).textContent()).toBe('Log in to see this draft');
      expect(await v.content()).not.toContain('uk.json');
      expect(await siteNav(v, 'uk')).toContain('Learn');
      expect(await banner(v).count()).toBe(0);

      // Leaving the preview: the same browser sees the live site again.
      await a.goto('/');
      await banner(a).getByRole('link', { name: 'Leave preview' }).click();
      await a.waitForURL((u) => u.pathname === '/');
      await a.locator('.page[data-site]').waitFor();
      expect(await banner(a).count()).toBe(0);
      expect(await siteNav(a, 'uk')).toContain('Learn');
    } finally {
      await Promise.all([editor.context.close(), approver.context.close(), visitor.context.close()]);
    }
  });

  it('show another ops person an announcement bar draft on the page; a visitor sees the live bar', async () => {
    const DRAFT = `Draft bar ${Date.now()}: not live yet`;
    const editor = await opsConsoleAs(browser, 'editor', 'announcement-eu');
    const approver = await openPage(browser);
    const visitor = await openPage(browser);
    try {
      const item = editor.page.getByTestId('ops-announcement-form').getByTestId('ops-announcement').first();
      await item.getByLabel('English (en)', { exact: true }).fill(DRAFT);
      await editor.page.getByRole('button', { name: 'Copy draft link: announcement-eu draft' }).click();
      const field = editor.page.getByTestId('ops-draft-link');
      await field.waitFor({ timeout: 30_000 });
      const link = await field.inputValue();

      const a = approver.page;
      await logIn(a, 'approver');
      await a.goto(link);
      await a.locator('.page[data-site="eu"]').waitFor();
      await live(a);
      await textOf(banner(a), 'announcement-eu.json');
      await textOf(a.getByTestId('announcement').locator('.announcement-text').first(), DRAFT);

      const v = visitor.page;
      await v.goto('/?site=eu');
      await v.locator('.page[data-site="eu"]').waitFor();
      await live(v);
      await textOf(v.getByTestId('announcement').locator('.announcement-text').first(), /MiCA/);
      expect(await v.content()).not.toContain(DRAFT);
      expect(await banner(v).count()).toBe(0);
    } finally {
      await Promise.all([editor.context.close(), approver.context.close(), visitor.context.close()]);
    }
  });

  it('is read only for a person without the edit role, saying why', async () => {
    const approver = await opsConsoleAs(browser, 'approver', 'uk');
    try {
      const p = approver.page;
      await textOf(p.getByTestId('ops-read-only'), /Read only\..*approver/);
      await p.getByLabel('Search items and fields').fill('Learn');
      const hide = p.getByRole('checkbox', { name: 'Hide Learn on UK' });
      await hide.waitFor({ timeout: 30_000 });
      expect(await hide.isDisabled()).toBe(true);
      expect(await p.getByRole('button', { name: 'Import JSON file' }).count()).toBe(0);
      expect(await p.getByRole('button', { name: /Copy draft link/ }).count()).toBe(0);
      await p.getByRole('tab', { name: 'JSON', exact: true }).click();
      expect(await p.getByRole('textbox', { name: /uk\.json \(raw JSON\)/ }).getAttribute('readonly')).not.toBeNull();
      await p.getByRole('tab', { name: 'Changes & publish', exact: true }).click();
      await p.getByTestId('ops-changes').waitFor();
      expect(await p.getByRole('button', { name: /^Publish uk|^Request approval/ }).count()).toBe(0);
    } finally {
      await approver.context.close();
    }
  });
});
