import { type RefObject, useLayoutEffect } from 'react';

/** Room kept between a popover and the viewport's edge. */
export const VIEWPORT_MARGIN = 8;

/**
 * How far to shift a box sideways so it fits the viewport with a margin (0: it fits). A box wider
 * than the room left is aligned to the start edge of the page's direction.
 */
export function shiftIntoView(left: number, width: number, viewport: number, rtl: boolean, margin = VIEWPORT_MARGIN): number {
  const room = viewport - margin * 2;
  if (width > room) return rtl ? viewport - margin - (left + width) : margin - left;
  if (left < margin) return margin - left;
  if (left + width > viewport - margin) return viewport - margin - (left + width);
  return 0;
}

/**
 * Collision-aware placement for a popover laid out by CSS next to its trigger: after layout (and
 * on resize) it is measured and shifted sideways, through the `translate` property so the
 * stylesheet's own transform animations still apply, until it lies inside the viewport.
 */
export function useKeepInView(ref: RefObject<HTMLElement | null>, active = true) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    const place = () => {
      el.style.translate = '';
      const r = el.getBoundingClientRect();
      const rtl = getComputedStyle(el).direction === 'rtl';
      const dx = shiftIntoView(r.left, r.width, document.documentElement.clientWidth, rtl);
      if (dx !== 0) el.style.translate = `${Math.round(dx)}px 0`;
    };
    place();
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    ro?.observe(el);
    window.addEventListener('resize', place);
    return () => {
      ro?.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [ref, active]);
}
