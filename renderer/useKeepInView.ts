import { type RefObject, useLayoutEffect } from 'react';
import { followLayout, shiftIntoView } from './overlay/placement.ts';

/**
 * Collision-aware placement for a popover laid out by CSS next to its trigger: after layout (and
 * on resize) it is measured and shifted sideways, through the `translate` property so the
 * stylesheet's own transform animations still apply, until it lies inside the viewport.
 */
export function useKeepInView(ref: RefObject<HTMLElement | null>, active = true) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    return followLayout(
      () => {
        el.style.translate = '';
        const r = el.getBoundingClientRect();
        const rtl = getComputedStyle(el).direction === 'rtl';
        const dx = shiftIntoView(r.left, r.width, document.documentElement.clientWidth, rtl);
        if (dx !== 0) el.style.translate = `${Math.round(dx)}px 0`;
      },
      [el],
      false,
    );
  }, [ref, active]);
}
