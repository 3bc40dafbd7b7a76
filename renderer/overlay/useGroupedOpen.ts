import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useOverlayGroup } from './OverlayGroup.tsx';

/** SPEC §9: how long a hover panel stays after the pointer leaves, so the pointer can cross into it. */
export const HOVER_CLOSE_DELAY_MS = 150;

/**
 * The open state of an overlay in its group (one open at a time; see OverlayGroup) with hover
 * intent: a mouse entering opens it, leaving closes it after `closeDelay` unless it comes back.
 * Touch and pen do not open on hover (a tap is a click).
 */
export function useGroupedOpen(closeDelay = HOVER_CLOSE_DELAY_MS) {
  const group = useOverlayGroup();
  const [open, setOpenState] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    group.leave(hide);
    setOpenState(false);
  }, [group]);

  const show = useCallback(() => {
    clearTimeout(timer.current);
    group.enter(hide);
    setOpenState(true);
  }, [group, hide]);

  const setOpen = useCallback((next: boolean) => (next ? show() : hide()), [show, hide]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      group.leave(hide);
    },
    [group, hide],
  );

  const hoverProps = {
    onPointerEnter(e: PointerEvent) {
      if (e.pointerType === 'mouse') show();
    },
    onPointerLeave(e: PointerEvent) {
      if (e.pointerType !== 'mouse') return;
      clearTimeout(timer.current);
      timer.current = setTimeout(hide, closeDelay);
    },
  };

  return { open, show, hide, setOpen, hoverProps };
}
