import type { AnnouncementItem } from '../../schemas/announcements.ts';
import type { Announcement } from '../../schemas/api/announcement.ts';
import type { Lang } from '../../schemas/site.ts';

export type ScheduleState = 'live' | 'scheduled' | 'ended';

/** An unparseable bound counts as none being met: such an item never shows (the console refuses it). */
const at = (iso: string | null, open: number) => (iso === null ? open : Date.parse(iso));

/** Where `now` (epoch ms) is in an item's window: the start is inclusive, the end exclusive. */
export function scheduleState(item: Pick<AnnouncementItem, 'start' | 'end'>, now: number): ScheduleState {
  const start = at(item.start, Number.NEGATIVE_INFINITY);
  const end = at(item.end, Number.POSITIVE_INFINITY);
  if (!(now >= start)) return Number.isNaN(start) ? 'ended' : 'scheduled';
  return now < end ? 'live' : 'ended';
}

/**
 * The item the bar shows at `now`: of those live, the one that started last (a scheduled notice
 * takes over from a standing one while it runs); the earlier in the list on a tie.
 */
export function liveAnnouncement(items: readonly AnnouncementItem[], now: number): AnnouncementItem | null {
  let best: AnnouncementItem | null = null;
  for (const item of items) {
    if (scheduleState(item, now) !== 'live') continue;
    if (!best || at(item.start, Number.NEGATIVE_INFINITY) > at(best.start, Number.NEGATIVE_INFINITY)) best = item;
  }
  return best;
}

/**
 * The SPEC §3 announcement of an item in one language: English where that language is empty (what
 * ops chose with englishFallback), marked `lang: 'en'` so the page says which language it reads.
 */
export function announcementIn(item: AnnouncementItem, lang: Lang): Announcement | null {
  const own = item.text[lang]?.trim();
  if (own) return { content_id: item.id, content: own, link: item.link };
  const english = item.text.en?.trim();
  return english ? { content_id: item.id, content: english, link: item.link, lang: 'en' } : null;
}

/**
 * The first moment after `now` at which the bar stops showing `shown`: its end, or the start of a
 * later item that takes over; null when nothing is set to change it.
 */
export function nextChangeAt(items: readonly AnnouncementItem[], shown: AnnouncementItem, now: number): number | null {
  let next = at(shown.end, Number.POSITIVE_INFINITY);
  for (const item of items) {
    const start = at(item.start, Number.NEGATIVE_INFINITY);
    if (start > now && start < next) next = start;
  }
  return Number.isFinite(next) && next > now ? next : null;
}

/**
 * The bulletin at `now` in `lang`, with when it stops holding (`until`) and the bar that follows
 * then (`next`, none: no bar), so an open page changes its bar on time without asking again.
 */
export function bulletinIn(items: readonly AnnouncementItem[], lang: Lang, now: number): Announcement | null {
  const live = liveAnnouncement(items, now);
  const shown = live && announcementIn(live, lang);
  if (!live || !shown) return null;
  const change = nextChangeAt(items, live, now);
  if (change === null) return shown;
  const then = liveAnnouncement(items, change);
  const next = then && announcementIn(then, lang);
  return { ...shown, until: new Date(change).toISOString(), ...(next ? { next } : {}) };
}

/**
 * What a bulletin answer shows at `now` by the page's own clock: past its `until` the bar that
 * follows (an answer kept by a cache a little too long is read the same way), else the answer.
 */
export function bulletinNow(answer: Announcement | null, now: number): Announcement | null {
  if (!answer?.until) return answer;
  const until = Date.parse(answer.until);
  return Number.isNaN(until) || now < until ? answer : (answer.next ?? null);
}
