import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { isDismissed, marqueeSeconds, needsMarquee, parseDismissed, withDismissed } from '../../engine/notifications/announcement.ts';
import { STATUS_ICONS, statusIcon } from '../../engine/notifications/statusIcons.ts';
import { formatSendTime } from '../../engine/notifications/time.ts';

describe('send time (SPEC §3, §8)', () => {
  it('formats unix seconds as YYYY-MM-DD HH:mm:ss', () => {
    const t = 1_763_719_200; // 2025-11-21 10:00:00 UTC
    expect(formatSendTime(t)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(formatSendTime(t)).toBe(dayjs(t * 1000).format('YYYY-MM-DD HH:mm:ss'));
    expect(formatSendTime(String(t))).toBe(formatSendTime(t));
  });

  it('gives an empty string for anything unusable', () => {
    for (const bad of [undefined, null, '', 'soon', Number.NaN, Number.POSITIVE_INFINITY, -1, {}, 8.64e15 + 1])
      expect(formatSendTime(bad)).toBe('');
  });
});

describe('status icons (SPEC §3)', () => {
  it('maps 0, 1, 2 and 99 and nothing else', () => {
    expect(statusIcon(0)?.kind).toBe('warning');
    expect(statusIcon('1')?.kind).toBe('success');
    expect(statusIcon(2)?.kind).toBe('progress');
    expect(statusIcon('99')?.kind).toBe('error');
    expect(statusIcon(3)).toBeNull();
    expect(statusIcon(undefined)).toBeNull();
    expect(statusIcon('x')).toBeNull();
    for (const s of Object.values(STATUS_ICONS)) expect(s.color).toMatch(/^var\(--/);
  });
});

describe('announcement (SPEC §4, §9)', () => {
  it('remembers dismissed content ids and survives garbage', () => {
    expect(parseDismissed('not json')).toEqual([]);
    expect(parseDismissed('{"a":1}')).toEqual([]);
    const once = withDismissed(null, 'a');
    expect(isDismissed(once, 'a')).toBe(true);
    expect(isDismissed(once, 'b')).toBe(false);
    expect(parseDismissed(withDismissed(once, 'a'))).toEqual(['a']);
    let many: string | null = null;
    for (let i = 0; i < 80; i++) many = withDismissed(many, `id${i}`);
    expect(parseDismissed(many)).toHaveLength(50);
    expect(isDismissed(many, 'id79')).toBe(true);
  });

  it('scrolls only when the text is wider than its box, for width/200*3 s', () => {
    expect(needsMarquee(500, 300)).toBe(true);
    expect(needsMarquee(300, 300)).toBe(false);
    expect(needsMarquee(200, 300)).toBe(false);
    expect(marqueeSeconds(800)).toBe(12);
    expect(marqueeSeconds(0)).toBe(1);
  });
});
