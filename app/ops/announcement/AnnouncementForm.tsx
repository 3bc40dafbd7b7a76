import { useId } from 'react';
import { scheduleState } from '../../../engine/notifications/announcementSchedule.ts';
import { fallbackLanguages } from '../../../engine/ops/announcementRules.ts';
import type { PathIssue } from '../../../engine/ops/jsonPath.ts';
import { FieldIssue, issuesAt } from './FieldIssue.tsx';
import { ScheduleFields } from './ScheduleFields.tsx';
import { type AnnounceOnSites, SeveralSites } from './SeveralSites.tsx';
import { TextFields } from './TextFields.tsx';
import { bothClocks } from './time.ts';

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const itemsOf = (value: unknown): unknown[] => (isObject(value) && Array.isArray(value.items) ? value.items : []);

/** An announcement's one-line fields, each with what may be typed in it. */
const PLAIN_FIELDS = [
  {
    field: 'id',
    label: 'Id',
    hint: 'Lower-case letters, digits and dashes. Change it to show an edited announcement again to those who closed it.',
  },
  {
    field: 'link',
    label: 'Link',
    hint: 'A path on the site (/announcements/article/123) or an https:// address the region allows; empty for no link.',
  },
] as const;

/** A fresh id for a new announcement: the region and today's date, unique within the list. */
function newId(site: string, taken: readonly unknown[], now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  const ids = new Set(taken.map((i) => (isObject(i) ? i.id : undefined)));
  for (let n = 1; ; n++) {
    const id = `${site}-${day}-${n}`;
    if (!ids.has(id)) return id;
  }
}

/** The item with English chosen (or no longer chosen) where a language is missing; off leaves no key. */
function withFallback(item: Obj, on: boolean): Obj {
  const { englishFallback: _was, ...rest } = item;
  return on ? { ...rest, englishFallback: true } : rest;
}

function statusWords(item: Obj, now: number): string {
  const start = typeof item.start === 'string' ? item.start : null;
  const end = typeof item.end === 'string' ? item.end : null;
  const state = scheduleState({ start, end }, now);
  if (state === 'live') return end ? `Shown now, until ${bothClocks(end)}` : 'Shown now';
  if (state === 'scheduled') return `Scheduled: starts ${bothClocks(start!)}`;
  return end ? `Ended ${bothClocks(end)}` : 'Never shown (its start is not a time)';
}

/**
 * The announcement bar of one region as a form. Each announcement has an id
 * (what a visitor's dismissal remembers), a text per language, a link and a schedule; the one
 * shown is the one live now that started last. Edits go to the draft; publish is the usual one.
 */
export function AnnouncementForm({
  site,
  value,
  issues,
  update,
  several,
}: {
  site: string;
  value: unknown;
  issues: readonly PathIssue[];
  update: (fn: (value: unknown) => unknown) => void;
  /** Sending one announcement to several sub-sites' bars (absent: read only). */
  several?: { announce: AnnounceOnSites; needsApproval: (site: string) => boolean; onDone: (itemId: unknown) => void };
}) {
  const id = useId();
  const items = itemsOf(value);
  const now = Date.now();
  const edit = (fn: (items: unknown[]) => unknown[]) => update((v) => ({ ...(isObject(v) ? v : {}), items: fn([...itemsOf(v)]) }));
  const patch = (i: number, p: Obj) => edit((list) => list.map((it, j) => (j === i ? { ...(isObject(it) ? it : {}), ...p } : it)));
  const add = () => edit((list) => [{ id: newId(site, list, new Date()), text: {}, link: '', start: null, end: null }, ...list]);

  return (
    <div className="ops-announcements" data-testid="ops-announcement-form">
      <p className="ops-hint">
        The bar at the top of every page of the {site} site. Visitors who closed an announcement do not see it again; a new one (a new id)
        shows to everyone. When several are shown at once, the one that started last wins.
      </p>
      <button type="button" className="btn btn--primary btn--sm" onClick={add}>
        Add an announcement
      </button>
      {items.length === 0 ? <p className="ops-note">No announcement: the {site} site shows no bar.</p> : null}
      {items.map((item, i) => {
        const at = `$.items[${i}]`;
        // The position is an announcement's identity here: its id is one of the fields being typed.
        const key = `${id}-${i}`;
        if (!isObject(item))
          return (
            <p key={key} className="ops-note" role="alert">
              Announcement {i + 1} is not an object: fix it in the JSON tab.
            </p>
          );
        const text = isObject(item.text) ? item.text : {};
        return (
          <fieldset className="ops-announcement" key={key} data-testid="ops-announcement">
            <legend>
              Announcement {i + 1}: <span data-testid="ops-announcement-status">{statusWords(item, now)}</span>
            </legend>
            {PLAIN_FIELDS.map(({ field, label, hint }) => {
              const problems = issuesAt(issues, `${at}.${field}`);
              const fieldId = `${key}-${field}`;
              const current = item[field];
              return (
                <div className="ops-field" key={field}>
                  <label htmlFor={fieldId}>{label}</label>
                  <input
                    id={fieldId}
                    type="text"
                    value={typeof current === 'string' ? current : ''}
                    aria-invalid={problems.length > 0}
                    aria-describedby={`${fieldId}-hint${problems.length ? ` ${fieldId}-issue` : ''}`}
                    onChange={(e) => patch(i, { [field]: e.target.value })}
                  />
                  <span id={`${fieldId}-hint`} className="ops-hint">
                    {hint}
                  </span>
                  <FieldIssue id={`${fieldId}-issue`} issues={problems} />
                </div>
              );
            })}
            <TextFields
              at={at}
              text={text}
              issues={issues}
              fallback={item.englishFallback === true ? fallbackLanguages(item) : null}
              onChange={(lang, v) => patch(i, { text: { ...text, [lang]: v } })}
              onFallback={(on) => edit((list) => list.map((it, j) => (j === i && isObject(it) ? withFallback(it, on) : it)))}
            />
            <ScheduleFields
              at={at}
              start={item.start ?? null}
              end={item.end ?? null}
              issues={issues}
              onChange={(bound, iso) => patch(i, { [bound]: iso })}
            />
            {several ? (
              <SeveralSites
                site={site}
                item={item}
                ready={issues.some((p) => p.path.startsWith(`${at}.`)) ? 'Fix the problems of this announcement first.' : ''}
                needsApproval={several.needsApproval}
                announce={several.announce}
                onDone={() => several.onDone(item.id)}
              />
            ) : null}
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => edit((list) => list.filter((_, j) => j !== i))}>
              Remove announcement {i + 1}
            </button>
          </fieldset>
        );
      })}
    </div>
  );
}
