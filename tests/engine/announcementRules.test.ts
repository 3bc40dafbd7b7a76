import { describe, expect, it } from 'vitest';
import { coverage, coverageWords, mayDo } from '../../engine/ops/access.ts';
import { fallbackLanguages, linkOptionsOfFiles, markupProblems, validateAnnouncementDraft } from '../../engine/ops/announcementRules.ts';
import { LANG_CODES } from '../../schemas/siteConstants.ts';

// The rules the console shows as ops type and the server applies before a publish.

const LINKS = { allowedHosts: ['gate.com'] };
const everyLang = (text: string) => Object.fromEntries(LANG_CODES.map((l) => [l, `${text} (${l})`]));
const item = (over: Record<string, unknown> = {}) => ({
  id: 'eu-20261127-1',
  text: everyLang('Maintenance tonight'),
  link: '/announcements/article/1',
  start: '2026-11-27T20:00:00.000Z',
  end: '2026-11-28T02:00:00.000Z',
  ...over,
});
const reasons = (draft: unknown) => validateAnnouncementDraft('announcement-eu', draft, LINKS).map((i) => `${i.path}: ${i.reason}`);

describe('announcement rules', () => {
  it('accept a complete announcement, markup the sanitiser keeps, and no announcement at all', () => {
    expect(reasons({ items: [item()] })).toEqual([]);
    expect(
      reasons({ items: [item({ text: everyLang('<b>Now</b> <a href="/fee">fees</a> <a href="https://www.gate.com/x">x</a>') })] }),
    ).toEqual([]);
    expect(reasons({ items: [] })).toEqual([]);
  });

  it('refuse what the sanitiser would strip, in plain words', () => {
    expect(markupProblems('Hi <script>alert(1)</script>', LINKS)).toEqual([
      '<script> is not allowed in an announcement: only <b> <strong> <i> <em> <u> <br> <p> <span> <a> <ul> <ol> <li> are, and the site removes anything else',
    ]);
    expect(markupProblems('<b onclick="x()">Hi</b>', LINKS)).toEqual([
      "the onclick attribute on <b> is not allowed: only a link's href is kept",
    ]);
    expect(markupProblems('<a href="javascript:alert(1)">x</a>', LINKS)).toEqual([
      'the link "javascript:alert(1)" inside the text would be dropped: use a path on this site, like /announcements/article/123, or an https:// address on gate.com',
    ]);
    expect(markupProblems('<a href=https://evil.example/>x</a>', LINKS)).toHaveLength(1);
    expect(markupProblems('a <!-- hidden --> b', LINKS)).toEqual(['HTML comments (<!-- … -->) are not allowed: remove them']);
    // Each problem is named once however often it occurs, and against the language it is in.
    const text = { ...everyLang('ok'), de: 'Bild <img src=x onerror=alert(1)><img src=y>' };
    expect(reasons({ items: [item({ text })] })).toEqual([
      '$.items[0].text.de: in the Deutsch (de) text, <img> is not allowed in an announcement: only <b> <strong> <i> <em> <u> <br> <p> <span> <a> <ul> <ol> <li> are, and the site removes anything else',
    ]);
  });

  it('refuse a bar link the link allow-list would drop', () => {
    expect(reasons({ items: [item({ link: 'https://evil.example/phish' })] })).toEqual([
      '$.items[0].link: the link "https://evil.example/phish" is not allowed: use a path on this site, like /announcements/article/123, or an https:// address on gate.com',
    ]);
    expect(reasons({ items: [item({ link: '//evil.example' })] })).toHaveLength(1);
    expect(reasons({ items: [item({ link: '' })] })).toEqual([]);
  });

  it('ask for every language the region offers', () => {
    const { ar: _ar, ...text } = everyLang('Hi');
    expect(reasons({ items: [item({ text: { ...text, ja: '  ' } })] })).toEqual([
      '$.items[0].text.ja: the 日本語 (ja) text is empty: the region offers 日本語 (ja), so write the announcement in it (or choose to show English where a language is missing)',
      '$.items[0].text.ar: the العربية (ar) text is empty: the region offers العربية (ar), so write the announcement in it (or choose to show English where a language is missing)',
    ]);
    expect(reasons({ items: [item({ text: { ...everyLang('Hi'), en: 'x'.repeat(301) } })] })).toEqual([
      '$.items[0].text.en: the English (en) text has 301 characters; at most 300 fit the bar',
    ]);
  });

  it('let ops choose English where a language is missing, and still require the English text', () => {
    const text = { en: 'Withdrawals paused', de: 'Auszahlungen pausiert', fr: '  ' };
    expect(reasons({ items: [item({ text, englishFallback: true })] })).toEqual([]);
    expect(fallbackLanguages(item({ text, englishFallback: true }))).toEqual(LANG_CODES.filter((l) => l !== 'en' && l !== 'de'));
    // Without the choice every language is still required; the choice itself is named in the refusal.
    expect(reasons({ items: [item({ text })] })).toHaveLength(LANG_CODES.length - 2);
    expect(fallbackLanguages(item({ text }))).toEqual([]);
    expect(reasons({ items: [item({ text: { de: 'Nur Deutsch' }, englishFallback: true })] })).toEqual([
      '$.items[0].text.en: the English (en) text is empty: it is shown wherever a language is missing, so write it',
    ]);
    // What is written is checked as before, and the choice is a yes or a no, spelled as the schema spells it.
    expect(reasons({ items: [item({ text: { en: 'ok', de: 'Bild <img src=x>' }, englishFallback: true })] })).toHaveLength(1);
    expect(reasons({ items: [item({ englishFallback: 'yes' })] })).toEqual([
      '$.items[0].englishFallback: englishFallback must be true (show English where a language is missing) or false',
    ]);
    expect(reasons({ items: [item({ englishFalback: true })] })).toEqual([
      '$.items[0].englishFalback: englishFalback is not a field of an announcement: only id, text, link, start, end, englishFallback are',
    ]);
  });

  it('check ids and the schedule', () => {
    expect(reasons({ items: [item(), item()] })).toEqual([
      '$.items[1].id: the id eu-20261127-1 is used twice: each announcement needs its own (visitors dismiss by id)',
    ]);
    expect(reasons({ items: [item({ id: 'Bad Id' })] })).toEqual([
      '$.items[0].id: the id must be 3 to 80 lower-case letters, digits or dashes, like eu-2026-11-maintenance',
    ]);
    expect(reasons({ items: [item({ end: '2026-11-27T19:00:00.000Z' })] })).toEqual([
      '$.items[0].end: the end (2026-11-27T19:00:00.000Z) is not after the start (2026-11-27T20:00:00.000Z): the announcement would never show',
    ]);
    expect(reasons({ items: [item({ start: '27/11/2026 20:00' })] })).toEqual([
      '$.items[0].start: the start must be a date and time with its zone, like 2026-11-27T09:00:00Z, or empty for at once',
    ]);
    expect(reasons({ items: [item({ start: null, end: null })] })).toEqual([]);
  });

  it('refuse what is not an announcement file', () => {
    expect(reasons([])).toEqual(['$: an announcement file must be an object with an "items" list (an empty list: no announcement)']);
    expect(reasons({ items: ['x'] })).toEqual(['$.items[0]: each announcement must be an object with id, text, link, start and end']);
  });

  it("read a region's link hosts from the raw files, as the site does from the resolved config", () => {
    const files = { base: { linkHosts: ['gate.com'] }, eu: { extends: 'base', hosts: ['gate.eu'] } };
    expect(linkOptionsOfFiles('eu', files)).toEqual({ allowedHosts: ['gate.com', 'gate.eu'] });
  });
});

describe('grants on announcement bars', () => {
  it('a role on a region covers its bar; a role on a bar alone does not cover the region file', () => {
    const uk = [{ target: 'uk' as const, can: 'publish' as const }];
    expect(mayDo(uk, 'publish', 'announcement-uk')).toBe(true);
    expect(mayDo(uk, 'publish', 'announcement-eu')).toBe(false);
    expect(coverageWords(coverage(uk, 'publish'))).toBe('uk');
    const bar = [{ target: 'announcement-uk' as const, can: 'edit' as const }];
    expect(mayDo(bar, 'edit', 'announcement-uk')).toBe(true);
    expect(mayDo(bar, 'edit', 'uk')).toBe(false);
    expect(coverageWords(coverage(bar, 'edit'))).toBe('announcement-uk');
  });
});
