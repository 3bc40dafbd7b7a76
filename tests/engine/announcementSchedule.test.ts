import { describe, expect, it } from 'vitest';
import {
  announcementIn,
  bulletinIn,
  bulletinNow,
  liveAnnouncement,
  nextChangeAt,
  scheduleState,
} from '../../engine/notifications/announcementSchedule.ts';
import type { AnnouncementItem } from '../../schemas/announcements.ts';

const at = (iso: string) => Date.parse(iso);
const item = (id: string, start: string | null, end: string | null): AnnouncementItem => ({
  id,
  text: { en: `${id} in English`, de: `${id} auf Deutsch` },
  link: '/x',
  start,
  end,
});

describe('announcement schedule (a clock passed in, never waited for)', () => {
  const night = item('night', '2026-11-27T20:00:00Z', '2026-11-28T02:00:00Z');

  it('starts at its start (inclusive) and ends at its end (exclusive)', () => {
    expect(scheduleState(night, at('2026-11-27T19:59:59.999Z'))).toBe('scheduled');
    expect(scheduleState(night, at('2026-11-27T20:00:00Z'))).toBe('live');
    expect(scheduleState(night, at('2026-11-28T01:59:59.999Z'))).toBe('live');
    expect(scheduleState(night, at('2026-11-28T02:00:00Z'))).toBe('ended');
    expect(scheduleState(item('open', null, null), 0)).toBe('live');
    expect(scheduleState(item('bad', 'soon', null), 0)).toBe('ended');
  });

  it('shows the live one that started last, and none outside every window', () => {
    const standing = item('standing', null, null);
    expect(liveAnnouncement([standing, night], at('2026-11-27T12:00:00Z'))?.id).toBe('standing');
    expect(liveAnnouncement([standing, night], at('2026-11-27T21:00:00Z'))?.id).toBe('night');
    expect(liveAnnouncement([standing, night], at('2026-11-28T03:00:00Z'))?.id).toBe('standing');
    expect(liveAnnouncement([night], at('2026-11-28T03:00:00Z'))).toBeNull();
    expect(liveAnnouncement([item('a', null, null), item('b', null, null)], 0)?.id).toBe('a');
  });

  it("speaks the visitor's language, English when that one is empty", () => {
    expect(announcementIn(night, 'de')).toEqual({ content_id: 'night', content: 'night auf Deutsch', link: '/x' });
    // English stands in for a missing language, and says so (the page marks the text lang="en").
    expect(announcementIn(night, 'ja')).toEqual({ content_id: 'night', content: 'night in English', link: '/x', lang: 'en' });
    expect(announcementIn(item('empty', null, null), 'en')).toEqual({ content_id: 'empty', content: 'empty in English', link: '/x' });
  });

  it('says until when a bulletin holds and which bar follows, so an open page needs no reload', () => {
    const standing = item('standing', null, null);
    const morning = at('2026-11-27T12:00:00Z');
    // A standing bar with a notice scheduled on top: it holds until the notice starts, which follows.
    expect(nextChangeAt([standing, night], standing, morning)).toBe(at('2026-11-27T20:00:00Z'));
    expect(bulletinIn([standing, night], 'de', morning)).toEqual({
      content_id: 'standing',
      content: 'standing auf Deutsch',
      link: '/x',
      until: '2026-11-27T20:00:00.000Z',
      next: { content_id: 'night', content: 'night auf Deutsch', link: '/x' },
    });
    // The notice holds until its end, then the standing bar is back; alone, nothing follows it.
    const evening = at('2026-11-27T21:00:00Z');
    expect(bulletinIn([standing, night], 'en', evening)).toMatchObject({ content_id: 'night', until: '2026-11-28T02:00:00.000Z' });
    expect(bulletinIn([standing, night], 'en', evening)?.next?.content_id).toBe('standing');
    expect(bulletinIn([night], 'en', evening)).toEqual({
      content_id: 'night',
      content: 'night in English',
      link: '/x',
      until: '2026-11-28T02:00:00.000Z',
    });
    // Nothing set to change it: no until; nothing live: no bulletin.
    expect(bulletinIn([standing], 'en', evening)).toEqual({ content_id: 'standing', content: 'standing in English', link: '/x' });
    expect(bulletinIn([night], 'en', at('2026-11-28T03:00:00Z'))).toBeNull();
  });

  it("reads an answer by the page's clock: past its until, the bar that follows", () => {
    const answer = bulletinIn([item('standing', null, null), night], 'en', at('2026-11-27T21:00:00Z'));
    expect(bulletinNow(answer, at('2026-11-28T01:59:59Z'))?.content_id).toBe('night');
    expect(bulletinNow(answer, at('2026-11-28T02:00:00Z'))?.content_id).toBe('standing');
    expect(bulletinNow(bulletinIn([night], 'en', at('2026-11-27T21:00:00Z')), at('2026-11-28T02:00:00Z'))).toBeNull();
    expect(bulletinNow({ content_id: 'a', content: 'a', link: '', until: 'soon' }, 0)?.content_id).toBe('a');
    expect(bulletinNow(null, 0)).toBeNull();
  });
});
