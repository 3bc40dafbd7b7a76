import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Json } from '../../engine/configMerge.ts';
import { resolveExtends } from '../../engine/configMerge.ts';
import { changeRows, itemNamer } from '../../engine/ops/changeRows.ts';
import { fieldHelp, fieldLabel } from '../../engine/ops/fieldInfo.ts';
import { describeHidden, describeRule } from '../../engine/ops/plainWords.ts';
import { readablePath } from '../../engine/ops/readablePath.ts';
import { validateRegionDraft } from '../../engine/ops/validateDraft.ts';
import { itemKeys } from '../../engine/regionEdits.ts';
import { SITE_CODES } from '../../schemas/site.ts';

const DIR = new URL('../../region-configs/', import.meta.url).pathname;
const FILES: Record<string, Json> = Object.fromEntries(
  ['base', ...SITE_CODES].map((n) => [n, JSON.parse(readFileSync(`${DIR}${n}.json`, 'utf8')) as Json]),
);
// biome-ignore lint/suspicious/noExplicitAny: test edits reach into the raw JSON
type Raw = any;

describe('rules in plain words', () => {
  it('says who sees an item without field names', () => {
    expect(describeRule({ platform: 'web' })).toEqual(['Hidden on: phones']);
    expect(describeRule({ login: 'in' })).toEqual(['Only for logged-in users']);
    expect(describeRule({ sites: ['uk', 'us'] })).toEqual(['Only in: UK, US']);
    expect(describeRule({ needs: ['margin', 'earn'] })).toEqual(['Only where the sub-site offers: Margin trading, Earn']);
    expect(describeRule({ sites: ['main'], flagsOff: ['isUKLimit', 'is_copper'], minTier: 2 })).toEqual([
      'Only in: Global',
      'Hidden for: UK-restricted visitors, Copper (ClearLoop) accounts',
      'Only for VIP tier 2 and above',
    ]);
    expect(describeRule({ langs: ['en', 'ja'], compliance: ['fiat_trade'] })).toEqual([
      'Hidden where compliance blocks: Buy crypto with fiat',
      'Only in languages: English, 日本語',
    ]);
    for (const sentence of describeRule({ needs: ['margin'], flagsOff: ['isUKLimit'], platform: 'h5', flagsOn: ['isSubAccount'] }))
      expect(sentence).not.toMatch(/needs|flagsOff|flagsOn|h5|isUKLimit|isSubAccount/);
    expect(describeRule(undefined)).toEqual([]);
  });

  it('explains why the engine hid an item for an audience', () => {
    expect(describeHidden({ rule: 'sites', value: ['uk'] })).toBe('Only in: UK');
    expect(describeHidden({ rule: 'needs', value: 'margin' })).toBe(
      "This sub-site does not offer Margin trading (add it to the sub-site's offers to show the item)",
    );
    expect(describeHidden({ rule: 'needs', value: 'earn' }, 'uk')).toBe('Not in: UK (it does not offer Earn)');
    expect(describeHidden({ rule: 'flagsOn', value: 'isSubAccount' })).toBe('Only for: sub-accounts');
    expect(describeHidden({ rule: 'platform', value: 'web' })).toBe('Hidden on: phones');
    expect(describeHidden({ rule: 'login', value: 'in' })).toBe('Only for logged-in users');
  });

  it('labels fields in words, with help from the schema descriptions', () => {
    expect(fieldLabel('needs')).toBe('Only where the sub-site offers');
    expect(fieldLabel('offers')).toBe('Products offered here');
    expect(fieldHelp('region', 'offers')).toMatch(/^The products and services this sub-site offers/);
    expect(fieldHelp('condition', 'needs')).toMatch(/^Only on sub-sites that offer every one of these products/);
    expect(fieldHelp('item', 'external')).toBe('Open in a new tab');
    expect(fieldHelp('edits', 'hide')).toMatch(/Inherited items this sub-site does not show/);
  });

  it('shows a JSON path as a location named by labels', () => {
    expect(readablePath('$.header.main[3]', FILES.base)).toBe('Header › Main menu › item 4 (Derivatives)');
    expect(readablePath('$.header.main[3].children[0].when.needs', FILES.base)).toBe(
      'Header › Main menu › item 4 (Derivatives) › item 1 (Contracts) › Who sees it › Only where the sub-site offers',
    );
    expect(readablePath('$.footer.columns[0].items[1].href', FILES.uk)).toBe(
      'Footer › Link columns › item 1 (Company) › item 2 (Terms of Service) › Link',
    );
    expect(readablePath('$', FILES.uk)).toBe('the whole file');
    // A label that is not text (the error being shown) falls back to the id.
    const broken: Raw = structuredClone(FILES.base);
    broken.header.main[4].label = 5;
    expect(readablePath('$.header.main[4].label', broken)).toBe('Header › Main menu › item 5 (earn) › Label');
  });

  it('validation messages say what to change', () => {
    const draft: Raw = structuredClone(FILES.base);
    draft.header.main[4].label = 5;
    draft.header.main[0].when.needs = ['marign'];
    draft.header.main[1].when = { notSites: ['uk'] };
    draft.flags.hiddenDownlaod = true;
    draft.defaults.tradePair = 'btc-usdt';
    const issues = validateRegionDraft('base', draft, FILES);
    // Once, naming where it breaks, not once per sub-site.
    expect(issues.filter((i) => i.path === '$.header.main[4].label')).toHaveLength(1);
    const reasons = Object.fromEntries(issues.map((i) => [i.path, i.reason]));
    expect(reasons['$.header.main[4].label']).toMatch(
      /^must be text in quotes, like "Earn"; it is the number 5 \(write "5"\) \(in every sub-site\)$/,
    );
    expect(reasons['$.header.main[0].when.needs[0]']).toBe('unknown offer "marign"; did you mean margin? (in every sub-site)');
    // The deny-list a condition no longer has: what to write instead.
    expect(reasons['$.header.main[1].when']).toMatch(/^notSites \(sub-sites that hide the item\) is gone: name the product .* in "needs"/);
    expect(reasons['$.flags']).toMatch(/^unknown flag hiddenDownlaod; did you mean hiddenDownload\?/);
    expect(reasons['$.defaults.tradePair']).toMatch(/^must be a pair like BTC_USDT; it is the text "btc-usdt"/);
    for (const r of Object.values(reasons)) expect(r).not.toMatch(/Expected|received|Unrecognized|Invalid input/);
  });
});

describe('a version diff ops can read', () => {
  it('names the field by its location, with the old and new value', () => {
    const before: Raw = structuredClone(FILES.uk);
    const after: Raw = structuredClone(FILES.uk);
    after.hide = ['header.main/rewards'];
    after.footer.copyright = '© {year} Gate UK';
    const rows = changeRows(before, after);
    expect(rows).toContainEqual({
      what: 'header.main/rewards hidden on this sub-site',
      field: 'Hidden on this sub-site',
      path: '$.hide',
      kind: 'added',
      old: '(none)',
      new: 'header.main/rewards',
    });
    expect(rows).toContainEqual({
      what: `Footer › Copyright line changed from ${JSON.stringify(before.footer.copyright)} to "© {year} Gate UK"`,
      field: 'Footer › Copyright line',
      path: '$.footer.copyright',
      kind: 'changed',
      old: JSON.stringify(before.footer.copyright),
      new: '"© {year} Gate UK"',
    });
    const menu = (ids: string[]) => ({
      header: { main: ids.map((id) => ({ id, type: 'link', label: id.toUpperCase(), href: `/${id}` })) },
    });
    expect(changeRows(menu(['a', 'b', 'c']), menu(['b', 'c', 'a']))).toEqual([
      {
        what: 'A moved from position 1 to position 3 in Header › Main menu',
        field: 'Header › Main menu › item 3 (A)',
        path: '$.header.main[2]',
        kind: 'moved',
        old: 'position 1',
        new: 'position 3',
      },
    ]);
    expect(changeRows(before, structuredClone(before))).toEqual([]);
  });

  it('names the items of a hide list in words', () => {
    const before: Raw = structuredClone(FILES.uk);
    const after: Raw = { ...(structuredClone(FILES.uk) as Raw), hide: ['header.main/rewards', 'header.main/nope'] };
    const name = itemNamer(itemKeys(resolveExtends('base', FILES).value), (s) => s.split('.').map(fieldLabel).join(' › '));
    expect(changeRows(before, after, undefined, name)).toContainEqual(
      expect.objectContaining({ field: 'Hidden on this sub-site', new: 'Rewards (Header › Main menu), header.main/nope' }),
    );
  });

  it('reads a list of words as a set: an entry put in the middle is one added, not every later one changed', () => {
    const name = itemNamer(itemKeys(resolveExtends('base', FILES).value), (s) => s.split('.').map(fieldLabel).join(' › '));
    const before: Raw = { ...(structuredClone(FILES.uk) as Raw), hide: ['header.main/rewards', 'header.main/learn'] };
    const after: Raw = { ...(structuredClone(FILES.uk) as Raw), hide: ['header.main/rewards', 'header.main/blog', 'header.main/learn'] };
    expect(changeRows(before, after, undefined, name).map((r) => r.what)).toEqual(['Blog (Header › Main menu) hidden on this sub-site']);
    expect(changeRows(after, before, undefined, name).map((r) => r.what)).toEqual([
      'Blog (Header › Main menu) shown again on this sub-site',
    ]);
    const offers = changeRows({ offers: ['spot', 'margin'] }, { offers: ['spot', 'earn', 'margin'] });
    expect(offers.map((r) => r.what)).toEqual(['Products offered here: earn added']);
  });

  it('says what an added item and an added announcement are, in words and not cut-off JSON', () => {
    const item = { id: 'blog', type: 'link', label: 'Blog', label_i18n: { de: 'Blog' }, href: '/blog' };
    const rows = changeRows(
      { add: [{ to: 'header.main', item: { id: 'learn', type: 'link', label: 'Learn', href: '/learn' } }] },
      {
        add: [
          { to: 'header.main', item, after: 'markets' },
          { to: 'header.main', item: { id: 'learn', type: 'link', label: 'Learn', href: '/learn' } },
        ],
      },
    );
    expect(rows).toEqual([
      expect.objectContaining({
        what: '“Blog” added to Header › Main menu (after markets) on this sub-site only',
        kind: 'added',
        new: 'Blog (link to /blog) in Header › Main menu',
      }),
    ]);
    const bar = { id: 'maint', text: { en: 'Maintenance <b>tonight</b>', de: 'Wartung' }, link: '/status', start: null, end: null };
    const announced = changeRows({ items: [] }, { items: [bar] });
    expect(announced).toEqual([
      expect.objectContaining({ what: 'Announcement “Maintenance tonight” added', new: '“Maintenance tonight”, links to /status' }),
    ]);
    for (const r of [...rows, ...announced]) expect(`${r.what} ${r.old} ${r.new}`).not.toMatch(/[{}[\]]|label_i18n/);
  });

  it('a removed item is named from the version it was removed from', () => {
    const before: Raw = structuredClone(FILES.base);
    const after: Raw = structuredClone(FILES.base);
    after.header.main.splice(4, 1);
    expect(changeRows(before, after)).toContainEqual(
      expect.objectContaining({ field: 'Header › Main menu › item 5 (Earn)', kind: 'removed', new: '(none)' }),
    );
  });
});
