import { describe, expect, it } from 'vitest';
import { hasMarkup, markupText } from '../../engine/notifications/announcement.ts';
import { besideBox, centredUnder, panelPosition, shiftIntoView, VIEWPORT_MARGIN } from '../../renderer/overlay/placement.ts';
import { nextEntry } from '../../renderer/useDisclosure.ts';

describe('collision-aware placement', () => {
  it('shifts a box that sticks out back inside with the margin', () => {
    expect(shiftIntoView(-33, 360, 390, false)).toBe(45);
    expect(shiftIntoView(100, 360, 390, false)).toBe(390 - 12 - 460);
    expect(shiftIntoView(20, 200, 390, false)).toBe(0);
    // Wider than the room: its start edge (left in LTR, right in RTL) is kept.
    expect(shiftIntoView(0, 500, 390, false)).toBe(12);
    expect(shiftIntoView(0, 500, 390, true)).toBe(390 - 12 - 500);
  });

  it('one margin for every kind of popup: under a trigger, beside a panel, centred under a button', () => {
    expect(VIEWPORT_MARGIN).toBe(12);
    expect(panelPosition({ left: 1300, right: 1380 }, 400, 1440, false, 0)).toBe(1440 - 400 - 12);
    // After the box in the reading direction, else before it, else against the end margin.
    expect(besideBox({ left: 100, right: 500 }, 300, 1440, false, 6)).toBe(506);
    expect(besideBox({ left: 1000, right: 1400 }, 300, 1440, false, 6)).toBe(694);
    expect(besideBox({ left: 100, right: 500 }, 300, 1440, true, 6)).toBe(506);
    expect(besideBox({ left: 0, right: 1440 }, 300, 1440, false, 6)).toBe(1440 - 300 - 12);
    expect(centredUnder({ left: 1400, width: 30 }, 200, 1440)).toEqual({ left: 1440 - 200 - 12, arrowX: 1415 - 1228 });
    expect(centredUnder({ left: 500, width: 100 }, 200, 1440)).toEqual({ left: 450, arrowX: 100 });
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
