import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import { LANG_CODES, LANGUAGES } from '../../schemas/siteConstants.ts';
import { launchBrowser, live, liveVersion, logIn, MOBILE, openPage } from './helpers.ts';
import { confirm, opsPost } from './opsFlow.ts';

// Announcements as ops would make them: in the console, add an announcement for Australia in every
// language it offers, publish it, see it on the live site (a fresh visitor, in English, German and
// Arabic), end it, and see it gone (the shipped AFSL notice shows again). The ops browser runs in
// Tokyo time, so the schedule is shown in that zone and in UTC side by side.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

const SITE = 'au';
const TARGET = `announcement-${SITE}`;
const TEXT: Record<string, string> = {
  ...Object.fromEntries(LANG_CODES.map((l) => [l, `Ops notice ${Date.now()} for ${l}`])),
  de: 'Wartung heute Nacht: Ein- und Auszahlungen pausieren.',
  ar: 'صيانة الليلة: يتوقف الإيداع والسحب مؤقتًا.',
};

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

/** The bar a brand-new visitor is shown on the live site, or null when there is none. */
async function barOfFreshVisitor(path: string): Promise<string | null> {
  const { page, context, errors } = await openPage(browser);
  try {
    await page.goto(path);
    await page.locator('.page[data-site]').waitFor();
    await live(page);
    const bar = page.getByTestId('announcement');
    const text = (await bar.count()) ? await bar.locator('.announcement-text').first().textContent() : null;
    expect(errors).toEqual([]);
    return text;
  } finally {
    await context.close();
  }
}

async function publish(page: Page, message: string, version: number) {
  await tab(page, 'Changes & publish');
  await page.getByLabel('Publish message').fill(message);
  await page.getByRole('button', { name: `Publish ${TARGET}` }).click();
  await confirm(page, `Publish ${TARGET} now`);
  await page.getByTestId('ops-outcome').getByText(`Published ${TARGET} version ${version}`).waitFor();
}

describe('announcements in the ops console', () => {
  it('ops create a translated announcement, publish it, visitors see it in their language, ops end it and it is gone', async () => {
    const ops = await openPage(browser, { timezoneId: 'Asia/Tokyo' });
    try {
      const { page } = ops;
      await logIn(page, 'ops');
      const before = await liveVersion(ops.context, TARGET);
      const shipped = await barOfFreshVisitor(`/?site=${SITE}`);
      expect(shipped).toMatch(/complaints handling policy/);

      await page.goto(`/ops#${TARGET}`);
      await page.getByTestId('ops-console').waitFor();
      await page.getByRole('heading', { name: new RegExp(`${TARGET}\\.json`) }).waitFor();
      const form = page.getByTestId('ops-announcement-form');
      await form.getByRole('button', { name: 'Add an announcement' }).click();
      const mine = form.getByTestId('ops-announcement').first();

      // Every language the region offers has its own labelled field; Arabic is written right to left.
      for (const lang of LANG_CODES) await mine.getByLabel(`${LANGUAGES[lang]} (${lang})`, { exact: true }).fill(TEXT[lang]!);
      await expect(mine.getByLabel('العربية (ar)', { exact: true }).getAttribute('dir')).resolves.toBe('rtl');
      await expect(mine.getByLabel('English (en)', { exact: true }).getAttribute('dir')).resolves.toBe('ltr');

      // A link the site would drop is refused at the field, in plain words, until it is fixed.
      const link = mine.getByLabel('Link', { exact: true });
      await link.fill('javascript:alert(1)');
      await mine.getByText('the link "javascript:alert(1)" is not allowed: use a path on this site').waitFor();
      await expect(link.getAttribute('aria-invalid')).resolves.toBe('true');
      // The form with its error showing passes axe (WCAG 2.1 A and AA): labels, contrast, ids.
      const axe = await new AxeBuilder({ page })
        .include('[data-testid="ops-announcement-form"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await link.fill('/fee');
      await page.locator('[data-testid="ops-issues"][data-count="0"]').waitFor();
      await expect(link.getAttribute('aria-invalid')).resolves.toBe('false');

      // The schedule is typed in the browser's zone (Tokyo) and shown in UTC beside it.
      const end = mine.getByLabel('Ends (your time, Asia/Tokyo)');
      await end.fill('2030-01-01T09:00');
      await mine
        .getByTestId('ops-announcement-end-utc')
        .getByText('2030-01-01 00:00 UTC · 2030-01-01 09:00 your time (Asia/Tokyo)', { exact: true })
        .waitFor();
      await expect(mine.getByTestId('ops-announcement-start-utc').textContent()).resolves.toBe('Empty: shows as soon as it is published.');

      await publish(page, 'Maintenance notice for Australia', before + 1);

      // The live site, each time a visitor who has never been here.
      expect(await barOfFreshVisitor(`/?site=${SITE}`)).toBe(TEXT.en);
      expect(await barOfFreshVisitor(`/de/?site=${SITE}`)).toBe(TEXT.de);
      expect(await barOfFreshVisitor(`/ar/?site=${SITE}`)).toBe(TEXT.ar);

      // Ending it: "End now", publish, and the next visitor does not see it.
      await tab(page, 'Form');
      await page.getByTestId('ops-announcement').first().getByRole('button', { name: 'End now' }).click();
      await page
        .getByTestId('ops-announcement-status')
        .first()
        .getByText(/^Ended /)
        .waitFor();
      await publish(page, 'Maintenance is over', before + 2);
      const after = await barOfFreshVisitor(`/?site=${SITE}`);
      expect(after).not.toBe(TEXT.en);
      expect(after).toBe(shipped);
      const api = await (await ops.context.request.get(`${ENDPOINTS.bulletin.path}?site=${SITE}&lang=de`)).json();
      expect(api.data.content_id).toBe('au-20251102-afsl');

      // History names both versions and who published them.
      await tab(page, 'History');
      const row = page.locator(`[data-testid="ops-versions"] li[data-version="${before + 2}"]`);
      await row.getByText(/ops/).first().waitFor();
      expect(ops.errors).toEqual([]);
    } finally {
      await ops.context.close();
    }
  }, 300_000);

  it('an urgent notice in English and German, English shown elsewhere by choice, previewed per language, theme and device', async () => {
    const target = 'announcement-hk';
    const ops = await openPage(browser);
    let before = 0;
    try {
      const { page } = ops;
      await logIn(page, 'ops');
      before = await liveVersion(ops.context, target);
      await page.goto(`/ops#${target}`);
      await page.getByRole('heading', { name: new RegExp(`${target}\\.json`) }).waitFor();
      const form = page.getByTestId('ops-announcement-form');
      await form.getByRole('button', { name: 'Add an announcement' }).click();
      const mine = form.getByTestId('ops-announcement').first();
      const en = 'Withdrawals paused for 30 minutes.';
      const de = 'Auszahlungen für 30 Minuten pausiert.';
      await mine.getByLabel('English (en)', { exact: true }).fill(en);
      await mine.getByLabel('Deutsch (de)', { exact: true }).fill(de);
      // Without the choice every language is required; with it, the languages that fall back are named.
      await mine.getByText('or choose to show English where a language is missing').first().waitFor();
      const fallback = mine.getByLabel('Show English where a language is missing');
      await fallback.focus();
      await page.keyboard.press('Space');
      await expect(fallback.isChecked()).resolves.toBe(true);
      const listed = mine.getByTestId('ops-announcement-fallback');
      await listed.getByText(/^On: visitors reading .*日本語 \(ja\).*العربية \(ar\).* see the English text\.$/).waitFor();
      await expect(listed.textContent()).resolves.not.toMatch(/Deutsch|English \(en\)/);
      await page.locator('[data-testid="ops-issues"][data-count="0"]').waitFor();

      // The preview draws the site's own bar: Arabic reads the English text, marked as English.
      await tab(page, 'Preview');
      const panel = page.getByTestId('ops-announcement-preview');
      await panel.getByLabel('Announcement', { exact: true }).selectOption({ index: 0 });
      await panel.getByLabel('Language').selectOption('ar');
      await panel.getByTestId('ops-announcement-preview-words').getByText('visitors see the English text').waitFor();
      const computer = page.frameLocator('[data-testid="ops-computer-frame"]');
      const text = computer.getByTestId('announcement').locator('.announcement-text').first();
      await expect.poll(() => text.textContent()).toBe(en);
      await expect(text.getAttribute('lang')).resolves.toBe('en');
      await expect(text.getAttribute('dir')).resolves.toBe('ltr');
      await expect(computer.locator('html').getAttribute('dir')).resolves.toBe('rtl');
      // A landmark with its name in the page's language, as on the site.
      await expect(computer.getByRole('region').count()).resolves.toBe(1);
      // The preview's controls pass axe (WCAG 2.1 A and AA): labels, contrast, names.
      const axe = await new AxeBuilder({ page })
        .include('[data-testid="ops-announcement-preview"]')
        .exclude('iframe')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await panel.getByLabel('Language').selectOption('de');
      await expect.poll(() => text.textContent()).toBe(de);
      await expect(text.getAttribute('lang')).resolves.toBeNull();
      await panel.getByLabel('Theme').selectOption('dark');
      await expect.poll(() => computer.locator('html').getAttribute('data-theme')).toBe('dark');
      await panel.getByLabel('Device').selectOption('phone');
      const phone = page.locator('[data-testid="ops-phone-frame"]');
      await expect(phone.getAttribute('width')).resolves.toBe('390');
      const phoneBar = page.frameLocator('[data-testid="ops-phone-frame"]').getByTestId('announcement');
      await expect.poll(() => phoneBar.locator('.announcement-text').first().textContent()).toBe(de);
      // Closing it in the preview remembers nothing for the site.
      await phoneBar.getByTestId('announcement-dismiss').click();
      await expect.poll(() => phoneBar.count()).toBe(0);
      await expect(page.evaluate(() => localStorage.getItem('announcement_dismissed'))).resolves.toBeNull();

      await tab(page, 'Changes & publish');
      await page.getByLabel('Publish message').fill('Urgent: withdrawals paused');
      await page.getByRole('button', { name: `Publish ${target}` }).click();
      await confirm(page, `Publish ${target} now`);
      await page
        .getByTestId('ops-outcome')
        .getByText(`Published ${target} version ${before + 1}`)
        .waitFor();

      // A Japanese visitor reads the English text, marked as English; a German one reads German.
      const visitor = await openPage(browser);
      try {
        await visitor.page.goto('/ja/?site=hk');
        const bar = visitor.page.getByTestId('announcement').locator('.announcement-text').first();
        await expect.poll(() => bar.textContent()).toBe(en);
        await expect(bar.getAttribute('lang')).resolves.toBe('en');
        await expect(visitor.page.locator('html').getAttribute('lang')).resolves.toBe('ja');
        await visitor.page.goto('/de/?site=hk');
        await expect.poll(() => bar.textContent()).toBe(de);
        expect(visitor.errors).toEqual([]);
      } finally {
        await visitor.context.close();
      }
      expect(ops.errors).toEqual([]);
    } finally {
      if (before) {
        const now = await liveVersion(ops.context, target);
        if (now !== before) await opsPost(ops.context, pathOf('opsRollback', { name: target }), { toVersion: before, baseVersion: now });
      }
      await ops.context.close();
    }
  }, 300_000);

  it('one announcement for Japan and the UK: Japan publishes at once, the UK waits for approval, each lists the other', async () => {
    const ops = await openPage(browser);
    let jpBefore = 0;
    let ukChange = 0;
    try {
      const { page } = ops;
      await logIn(page, 'ops');
      jpBefore = await liveVersion(ops.context, 'announcement-jp');
      await page.goto('/ops#announcement-jp');
      await page.getByRole('heading', { name: /announcement-jp\.json/ }).waitFor();
      const form = page.getByTestId('ops-announcement-form');
      await form.getByRole('button', { name: 'Add an announcement' }).click();
      const mine = form.getByTestId('ops-announcement').first();
      const text = `Planned maintenance ${Date.now()}`;
      for (const lang of LANG_CODES) await mine.getByLabel(`${LANGUAGES[lang]} (${lang})`, { exact: true }).fill(`${text} (${lang})`);
      await page.locator('[data-testid="ops-issues"][data-count="0"]').waitFor();
      const sites = mine.getByTestId('ops-announcement-sites');
      const send = sites.getByRole('button', { name: /^Announce on/ });
      await expect(send.isDisabled()).resolves.toBe(true);
      await sites.getByRole('checkbox', { name: /^UK/ }).check();
      // Which sub-sites wait for approval is said before anything is sent.
      await sites.getByText("uk require a second person's approval").waitFor();
      await sites.getByLabel('Message for these changes').fill('Planned maintenance, Japan and UK');
      const axe = await new AxeBuilder({ page })
        .include('[data-testid="ops-announcement-sites"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await send.click();
      const outcome = sites.getByTestId('ops-group-outcome');
      await outcome.getByText(`announcement-jp: published as version ${jpBefore + 1}`).waitFor();
      const waiting = await outcome.getByText(/^announcement-uk: waiting for another person's approval \(change #\d+\)$/).textContent();
      ukChange = Number(/#(\d+)/.exec(waiting ?? '')?.[1]);

      // The UK's change, where its reviewers look, names what went out with it.
      await page.goto('/ops#announcement-uk');
      await page.getByRole('heading', { name: /announcement-uk\.json/ }).waitFor();
      await tab(page, 'Changes & publish');
      const together = page.getByTestId(`ops-change-together-${ukChange}`);
      await together.getByText(`announcement-jp: published as version ${jpBefore + 1}`).waitFor();

      // A visitor of Japan sees it now.
      const visitor = await openPage(browser);
      try {
        await visitor.page.goto('/?site=jp');
        const bar = visitor.page.getByTestId('announcement').locator('.announcement-text').first();
        await expect.poll(() => bar.textContent()).toBe(`${text} (en)`);
      } finally {
        await visitor.context.close();
      }
      expect(ops.errors).toEqual([]);
    } finally {
      if (ukChange) await opsPost(ops.context, pathOf('opsChangeCancel', { id: ukChange }), {});
      if (jpBefore) {
        const now = await liveVersion(ops.context, 'announcement-jp');
        if (now !== jpBefore)
          await opsPost(ops.context, pathOf('opsRollback', { name: 'announcement-jp' }), { toVersion: jpBefore, baseVersion: now });
      }
      await ops.context.close();
    }
  }, 300_000);

  it('on a phone, 390 px wide: the form, its sub-sites and the preview fit without sideways scrolling', async () => {
    const ops = await openPage(browser, { viewport: MOBILE });
    try {
      const { page } = ops;
      await logIn(page, 'ops');
      await page.goto('/ops#announcement-bs');
      await page.getByRole('heading', { name: /announcement-bs\.json/ }).waitFor();
      const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
      await page.getByTestId('ops-announcement-form').getByRole('button', { name: 'Add an announcement' }).click();
      await page.getByTestId('ops-announcement-sites').waitFor();
      await expect(fits()).resolves.toBe(true);
      await tab(page, 'Preview');
      const panel = page.getByTestId('ops-announcement-preview');
      await panel.getByLabel('Device').selectOption('phone');
      await page.locator('[data-testid="ops-phone-frame"]').waitFor();
      await expect(fits()).resolves.toBe(true);
      await panel.getByLabel('Device').selectOption('computer');
      await page.locator('[data-testid="ops-computer-frame"]').waitFor();
      await expect(fits()).resolves.toBe(true);
      expect(ops.errors).toEqual([]);
    } finally {
      await ops.context.close();
    }
  }, 300_000);
});
