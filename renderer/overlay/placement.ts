/**
 * Where things that pop up go: the header's panels, the market panels beside them, the
 * reminder dropdown and the header bubble. Pure geometry with one margin to the viewport's edge,
 * plus one way to follow the layout; each caller keeps only the side it prefers.
 */

/** Room kept between anything that pops up and the viewport's edge, the same for all of them. */
export const VIEWPORT_MARGIN = 12;

/** A left edge moved just enough that `width` fits between the margins (the start wins when it cannot). */
export function clampLeft(left: number, width: number, viewport: number, margin = VIEWPORT_MARGIN): number {
  return Math.min(Math.max(left, margin), Math.max(margin, viewport - width - margin));
}

/**
 * A panel under its trigger: its start edge at the trigger's start edge shifted by the hover gap
 * (its end edge at the trigger's end, `endAligned`), kept inside the viewport.
 */
export function panelPosition(
  trigger: { left: number; right: number },
  panelWidth: number,
  viewportWidth: number,
  endAligned: boolean,
  gap: number,
): number {
  return clampLeft(endAligned ? trigger.right - panelWidth - gap : trigger.left + gap, panelWidth, viewportWidth);
}

/**
 * How far to shift a box sideways so it fits the viewport (0: it fits). A box wider than the room
 * left is aligned to the start edge of the page's direction.
 */
export function shiftIntoView(left: number, width: number, viewport: number, rtl: boolean, margin = VIEWPORT_MARGIN): number {
  if (width > viewport - margin * 2) return rtl ? viewport - margin - (left + width) : margin - left;
  return clampLeft(left, width, viewport, margin) - left;
}

/** A panel beside a box: after it in the reading direction when it fits, else before it, else clamped. */
export function besideBox(box: { left: number; right: number }, width: number, viewport: number, rtl: boolean, gap: number): number {
  const after = rtl ? box.left - width - gap : box.right + gap;
  const before = rtl ? box.right + gap : box.left - width - gap;
  const fits = (x: number) => x >= VIEWPORT_MARGIN && x + width <= viewport - VIEWPORT_MARGIN;
  return fits(after) ? after : fits(before) ? before : Math.max(VIEWPORT_MARGIN, viewport - width - VIEWPORT_MARGIN);
}

/** A callout centred under a box, kept inside the viewport, and where its arrow (at the box's middle) falls in it. */
export function centredUnder(box: { left: number; width: number }, width: number, viewport: number): { left: number; arrowX: number } {
  const mid = box.left + box.width / 2;
  const left = clampLeft(mid - width / 2, width, viewport);
  return { left, arrowX: mid - left };
}

/**
 * Runs `place` now and whenever the layout may have moved what it places: the window resizes, an
 * element scrolls (`scroll`), or one of `observed` changes size. Returns the way to stop.
 */
export function followLayout(place: () => void, observed: readonly (Element | null | undefined)[], scroll = true): () => void {
  place();
  const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => place());
  for (const el of observed) if (el) ro?.observe(el);
  window.addEventListener('resize', place);
  if (scroll) window.addEventListener('scroll', place, true);
  return () => {
    ro?.disconnect();
    window.removeEventListener('resize', place);
    if (scroll) window.removeEventListener('scroll', place, true);
  };
}
