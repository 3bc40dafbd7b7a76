import { LANG_CODES, LANGUAGES } from '../../schemas/siteConstants.ts';
import { type Json, resolveExtends } from '../configMerge.ts';
import { buildHref, type LinkOptions } from '../links.ts';
import { SANITISED_ATTRS, SANITISED_TAGS } from '../notifications/safeMarkup.ts';
import { boundsIssues } from './jsonBounds.ts';
import type { PathIssue } from './jsonPath.ts';

/**
 * The console's rules for an announcement bar, run as ops type and again by the
 * server before a publish. They are the site's own rules made visible: markup the sanitiser would
 * strip and links the link allow-list would drop are refused with a plain sentence instead of
 * disappearing silently on the live site.
 */
export const ANNOUNCEMENT_TEXT_MAX = 300;
export const ANNOUNCEMENTS_MAX = 20;
const ID = /^[a-z0-9][a-z0-9-]{2,79}$/;
const TAG = /<\s*(\/?)\s*([a-zA-Z][\w-]*)([^>]*)>/g;
const ATTR = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const ISO_WITH_ZONE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|([+-])(\d{2}):(\d{2}))$/;
/** Years a bar may start or end in: past ones are typos, far ones never come. */
export const ANNOUNCEMENT_YEARS = { min: 2000, max: 2100 } as const;
// What the browser takes as the start of a tag or a comment: without its `>` it swallows the rest.
const TAG_START = /<[a-zA-Z/!?]/;
// Characters that reorder the text around them (bidi embeddings, overrides and isolates).
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
// Characters that draw nothing: zero-width spaces and joiners, word joiner, BOM, soft hyphen.
const INVISIBLE = /[\s\u200b-\u200f\u2060-\u2064\ufeff\u00ad]/g;

/** The fields an announcement is made of (schemas/announcements.ts); anything else is a typo. */
const ITEM_FIELDS = ['id', 'text', 'link', 'start', 'end', 'englishFallback'] as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const linkHelp = (hosts: readonly string[]) =>
  `use a path on this site, like /announcements/article/123, or an https:// address on ${hosts.length ? hosts.join(', ') : 'a host the region allows'}`;

/** What in one text the sanitiser or the link allow-list would change, in plain words. */
export function markupProblems(text: string, links: LinkOptions): string[] {
  const out: string[] = [];
  if (/<!--/.test(text)) out.push('HTML comments (<!-- … -->) are not allowed: remove them');
  // Read as the visitor's browser reads it: a `<` that opens a tag never closed hides what follows.
  if (TAG_START.test(text.replace(/<!--[\s\S]*?(?:-->|$)/g, '').replace(TAG, '')))
    out.push('a "<" starts a tag that is never closed, so the browser would hide the text after it: write "less than" or close the tag');
  if (BIDI_CONTROLS.test(text))
    out.push('the text holds a right-to-left override or embedding character, which shows its words in another order: remove it');
  if (text.replace(TAG, '').replace(INVISIBLE, '') === '') out.push('the text has nothing visible: write the announcement');
  for (const m of text.matchAll(TAG)) {
    const tag = m[2]!.toLowerCase();
    if ((m[3]!.match(/"/g)?.length ?? 0) % 2 || (m[3]!.match(/'/g)?.length ?? 0) % 2)
      out.push(`a quote inside <${tag}> is never closed, so the browser reads the tag differently: close the quote`);
    if (!(SANITISED_TAGS as readonly string[]).includes(tag)) {
      out.push(
        `<${tag}> is not allowed in an announcement: only ${SANITISED_TAGS.map((t) => `<${t}>`).join(' ')} are, and the site removes anything else`,
      );
      continue;
    }
    if (m[1]) continue;
    for (const a of m[3]!.matchAll(ATTR)) {
      const name = a[1]!.toLowerCase();
      if (!(SANITISED_ATTRS as readonly string[]).includes(name)) {
        out.push(`the ${name} attribute on <${tag}> is not allowed: only a link's href is kept`);
        continue;
      }
      const href = a[2] ?? a[3] ?? a[4] ?? '';
      if (/^\s*http:/i.test(href)) out.push(`the link "${href}" inside the text is plain http: use https://`);
      else if (buildHref(href, 'en', links) === null)
        out.push(`the link "${href}" inside the text would be dropped: ${linkHelp(links.allowedHosts ?? [])}`);
    }
  }
  return [...new Set(out)];
}

/** Whether the parts of an ISO time name a real moment (no 30 February, no 25 o'clock). */
function realMoment(m: RegExpExecArray): boolean {
  const [y, mo, d, h, mi, sec = 0, , zh = 0, zm = 0] = m
    .slice(1)
    .map((p) => (p === undefined || p === '+' || p === '-' ? undefined : Number(p)));
  const day = new Date(Date.UTC(y!, mo! - 1, d!));
  return (
    day.getUTCFullYear() === y &&
    day.getUTCMonth() === mo! - 1 &&
    day.getUTCDate() === d &&
    h! < 24 &&
    mi! < 60 &&
    sec! < 60 &&
    zh! < 24 &&
    zm! < 60
  );
}

function timeProblem(value: unknown, which: 'start' | 'end'): string | null {
  if (value === null) return null;
  const m = typeof value === 'string' ? ISO_WITH_ZONE.exec(value) : null;
  if (!m || Number.isNaN(Date.parse(value as string)))
    return `the ${which} must be a date and time with its zone, like 2026-11-27T09:00:00Z, or empty for ${which === 'start' ? 'at once' : 'no end'}`;
  const year = Number(m[1]);
  if (year < ANNOUNCEMENT_YEARS.min || year > ANNOUNCEMENT_YEARS.max)
    return `the ${which} is in the year ${m[1]}: give a year from ${ANNOUNCEMENT_YEARS.min} to ${ANNOUNCEMENT_YEARS.max}`;
  if (!realMoment(m)) return `the ${which} ${value} is not a real date and time (check the day of the month and the hour)`;
  return null;
}

/**
 * Every problem of an announcement draft, against the region's link rules. `file` names the target
 * (announcement-eu) so the console and the server report it like any other target's issues.
 */
export function validateAnnouncementDraft(file: string, draft: unknown, links: LinkOptions): PathIssue[] {
  const issue = (path: string, reason: string): PathIssue => ({ file, path, reason });
  const outOfBounds = boundsIssues(file, draft);
  if (outOfBounds.length) return outOfBounds;
  if (!isObject(draft) || !Array.isArray(draft.items))
    return [issue('$', 'an announcement file must be an object with an "items" list (an empty list: no announcement)')];
  if (draft.items.length > ANNOUNCEMENTS_MAX)
    return [issue('$.items', `at most ${ANNOUNCEMENTS_MAX} announcements per region; end and remove old ones first`)];
  const out: PathIssue[] = [];
  const seen = new Set<string>();
  draft.items.forEach((item, i) => {
    const at = `$.items[${i}]`;
    if (!isObject(item)) {
      out.push(issue(at, 'each announcement must be an object with id, text, link, start and end'));
      return;
    }
    const id = item.id;
    if (typeof id !== 'string' || !ID.test(id))
      out.push(issue(`${at}.id`, 'the id must be 3 to 80 lower-case letters, digits or dashes, like eu-2026-11-maintenance'));
    else if (seen.has(id))
      out.push(issue(`${at}.id`, `the id ${id} is used twice: each announcement needs its own (visitors dismiss by id)`));
    else seen.add(id);
    for (const key of Object.keys(item))
      if (!(ITEM_FIELDS as readonly string[]).includes(key))
        out.push(issue(`${at}.${key}`, `${key} is not a field of an announcement: only ${ITEM_FIELDS.join(', ')} are`));
    const fallback = item.englishFallback === true;
    if (item.englishFallback !== undefined && typeof item.englishFallback !== 'boolean')
      out.push(issue(`${at}.englishFallback`, 'englishFallback must be true (show English where a language is missing) or false'));
    const text = isObject(item.text) ? item.text : {};
    if (!isObject(item.text)) out.push(issue(`${at}.text`, 'the text must be given per language, like {"en": "…"}'));
    for (const key of Object.keys(text))
      if (!(LANG_CODES as readonly string[]).includes(key)) out.push(issue(`${at}.text.${key}`, `${key} is not a language of the site`));
    for (const lang of LANG_CODES) {
      const value = text[lang];
      const name = `${LANGUAGES[lang]} (${lang})`;
      if (typeof value !== 'string' || !value.trim()) {
        if (fallback && lang !== 'en') continue;
        out.push(
          issue(
            `${at}.text.${lang}`,
            fallback
              ? `the ${name} text is empty: it is shown wherever a language is missing, so write it`
              : `the ${name} text is empty: the region offers ${name}, so write the announcement in it (or choose to show English where a language is missing)`,
          ),
        );
        continue;
      }
      if (value.length > ANNOUNCEMENT_TEXT_MAX)
        out.push(
          issue(`${at}.text.${lang}`, `the ${name} text has ${value.length} characters; at most ${ANNOUNCEMENT_TEXT_MAX} fit the bar`),
        );
      for (const p of markupProblems(value, links)) out.push(issue(`${at}.text.${lang}`, `in the ${name} text, ${p}`));
    }
    if (typeof item.link !== 'string')
      out.push(issue(`${at}.link`, 'the link must be text: a path, an https:// address, or empty for none'));
    else if (/^\s*http:/i.test(item.link)) out.push(issue(`${at}.link`, `the link "${item.link}" is plain http: use the https:// address`));
    else if (item.link.trim() !== '' && buildHref(item.link, 'en', links) === null)
      out.push(issue(`${at}.link`, `the link "${item.link}" is not allowed: ${linkHelp(links.allowedHosts ?? [])}`));
    const startProblem = timeProblem(item.start ?? null, 'start');
    const endProblem = timeProblem(item.end ?? null, 'end');
    if (startProblem) out.push(issue(`${at}.start`, startProblem));
    if (endProblem) out.push(issue(`${at}.end`, endProblem));
    if (!startProblem && !endProblem && typeof item.start === 'string' && typeof item.end === 'string')
      if (Date.parse(item.end) <= Date.parse(item.start))
        out.push(issue(`${at}.end`, `the end (${item.end}) is not after the start (${item.start}): the announcement would never show`));
  });
  return out;
}

/**
 * The languages in which an announcement shows its English text: those left empty, when ops chose
 * englishFallback; none otherwise (then each is a problem until written).
 */
export function fallbackLanguages(item: unknown): string[] {
  if (!isObject(item) || item.englishFallback !== true) return [];
  const text = isObject(item.text) ? item.text : {};
  return LANG_CODES.filter((lang) => lang !== 'en' && !(typeof text[lang] === 'string' && (text[lang] as string).trim()));
}

const strings = (v: Json | undefined) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/**
 * The link rules of a sub-site from the raw region files (the console has no resolved config): its
 * link hosts and own hosts, as engine/resolveLayer.ts linkOptionsFor reads them from the resolved one.
 */
export function linkOptionsOfFiles(site: string, files: Record<string, Json>): LinkOptions {
  const { value } = resolveExtends(site, files);
  const config = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  return { allowedHosts: [...strings(config.linkHosts), ...strings(config.hosts)] };
}
