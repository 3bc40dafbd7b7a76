import { describe, expect, it } from 'vitest';
import { announcementIn, liveAnnouncement, scheduleState } from '../../engine/notifications/announcementSchedule.ts';
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
});
