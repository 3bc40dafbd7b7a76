import { describe, expect, it } from 'vitest';
import { hasMarkup, markupText } from '../../engine/notifications/announcement.ts';
import { nextEntry } from '../../renderer/useDisclosure.ts';
import { shiftIntoView } from '../../renderer/useKeepInView.ts';

describe('collision-aware placement', () => {
  it('shifts a box that sticks out back inside with the margin', () => {
    expect(shiftIntoView(-33, 366, 390, false)).toBe(41);
    expect(shiftIntoView(100, 366, 390, false)).toBe(390 - 8 - 466);
    expect(shiftIntoView(20, 200, 390, false)).toBe(0);
    // Wider than the room: its start edge (left in LTR, right in RTL) is kept.
    expect(shiftIntoView(0, 500, 390, false)).toBe(8);
    expect(shiftIntoView(0, 500, 390, true)).toBe(390 - 8 - 500);
  });
});

describe('menu keys', () => {
  it('ArrowDown and ArrowUp wrap, Home and End jump, every time', () => {
    expect([0, 1, 2, 3].map((i) => nextEntry('ArrowDown', i, 4))).toEqual([1, 2, 3, 0]);
    expect([0, 1, 2, 3].map((i) => nextEntry('ArrowUp', i, 4))).toEqual([3, 0, 1, 2]);
    expect(nextEntry('Home', 2, 4)).toBe(0);
    expect(nextEntry('End', 0, 4)).toBe(3);
    expect(nextEntry('ArrowDown', -1, 4)).toBe(0);
    expect(nextEntry('Tab', 1, 4)).toBe(-1);
  });
});

describe('announcement markup', () => {
  it('is recognised, and its words shown without tags until the sanitiser has loaded', () => {
    expect(hasMarkup('Plain text & more')).toBe(false);
    expect(hasMarkup('<b>Bold</b>')).toBe(true);
    expect(hasMarkup('Fish &amp; chips')).toBe(true);
    expect(markupText('<b>Maintenance</b> on <a href="/x">Saturday</a><img src=x onerror=y>')).toBe('Maintenance on Saturday');
  });
});
