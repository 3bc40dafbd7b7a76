import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  badgeText,
  defaultTabCode,
  pageCount,
  pickTab,
  tabHasMessages,
  totalUnread,
  visibleTabs,
} from '../../engine/notifications/tabs.ts';
import type { NotificationTab } from '../../schemas/api/herald.ts';

const tab = (code: string, content: string, unread = 0, is_show: 0 | 1 = 1): NotificationTab => ({
  code,
  name: code,
  content,
  unread_num: unread,
  is_show,
});

describe('notification tabs (SPEC §4, §5, §9)', () => {
  it('keeps only tabs with is_show 1, in order', () => {
    const tabs = [tab('announce', ''), tab('copytrade', 'x', 3, 0), tab('trade', 'y')];
    expect(visibleTabs(tabs).map((t) => t.code)).toEqual(['announce', 'trade']);
  });

  it('empty content is no message, except for the announce tab', () => {
    expect(tabHasMessages(tab('trade', ''))).toBe(false);
    expect(tabHasMessages(tab('trade', '   '))).toBe(false);
    expect(tabHasMessages(tab('trade', 'Order filled'))).toBe(true);
    expect(tabHasMessages(tab('announce', ''))).toBe(true);
  });

  it('defaults to the first tab with messages, else the first tab, else none', () => {
    expect(defaultTabCode([tab('system', ''), tab('trade', 'filled'), tab('activity', 'x')])).toBe('trade');
    expect(defaultTabCode([tab('system', ''), tab('announce', ''), tab('trade', 'x')])).toBe('announce');
    expect(defaultTabCode([tab('system', ''), tab('trade', '')])).toBe('system');
    expect(defaultTabCode([])).toBeNull();
  });

  it('a wanted tab wins only when it exists', () => {
    const tabs = [tab('system', ''), tab('trade', 'x')];
    expect(pickTab(tabs, 'system')).toBe('system');
    expect(pickTab(tabs, 'nope')).toBe('trade');
    expect(pickTab(tabs, null)).toBe('trade');
  });

  it('caps the badge at 99+ and shows nothing for 0', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(-3)).toBe('');
    expect(badgeText(Number.NaN)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (n) => {
        const text = badgeText(n);
        return n > 99 ? text === '99+' : text === String(n);
      }),
    );
  });

  it('sums unread and counts pages of 20', () => {
    expect(totalUnread([tab('a', '', 2), tab('b', '', 5)])).toBe(7);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(26, 20)).toBe(2);
  });
});
