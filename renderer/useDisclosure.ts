import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { FOCUSABLE } from './focusable.ts';

/** Only one header panel is open at a time: opening one closes the previous at once. */
let closeOpenPanel: (() => void) | null = null;

/**
 * WAI-ARIA disclosure for a hover menu: opens on hover (mouse only, with a short close delay so
 * the pointer can cross to the panel), on Enter/Space (button click) and ArrowDown (which also
 * moves focus into the panel); closes on Escape (focus back to the trigger), on leaving, when
 * focus moves out and on a press outside.
 */
export function useDisclosure(closeDelay = 150) {
  const [open, setOpenState] = useState(false);
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastPointer = useRef<string>('');
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const hideNow = useCallback(() => {
    clearTimeout(timer.current);
    setOpenState(false);
  }, []);

  const setOpen = useCallback(
    (next: boolean) => {
      clearTimeout(timer.current);
      if (next && closeOpenPanel !== hideNow) {
        closeOpenPanel?.();
        closeOpenPanel = hideNow;
      }
      if (!next && closeOpenPanel === hideNow) closeOpenPanel = null;
      setOpenState(next);
    },
    [hideNow],
  );

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (closeOpenPanel === hideNow) closeOpenPanel = null;
    },
    [hideNow],
  );

  // A press anywhere else closes a panel opened by click or touch.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: globalThis.PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen]);

  const close = useCallback(
    (focusTrigger = false) => {
      setOpen(false);
      if (focusTrigger) triggerRef.current?.focus();
    },
    [setOpen],
  );

  const focusFirst = () => {
    // The panel renders on the next frame, and content loaded on demand later still: keep looking
    // for a focusable entry for a little while (about a second of frames).
    let frames = 60;
    const tryFocus = () => {
      const target = panelRef.current?.querySelector<HTMLElement>(FOCUSABLE);
      if (target) target.focus();
      else if (frames-- > 0) requestAnimationFrame(tryFocus);
    };
    requestAnimationFrame(tryFocus);
  };

  const rootProps = {
    ref: rootRef,
    onPointerEnter(e: PointerEvent) {
      lastPointer.current = e.pointerType;
      if (e.pointerType === 'mouse') setOpen(true);
    },
    onPointerLeave(e: PointerEvent) {
      if (e.pointerType !== 'mouse') return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setOpen(false), closeDelay);
    },
    onKeyDown(e: KeyboardEvent) {
      if (e.key === 'Escape' && open) {
        e.stopPropagation();
        close(true);
      }
    },
    onBlur(e: FocusEvent<HTMLElement>) {
      const next = e.relatedTarget as Node | null;
      if (next && !e.currentTarget.contains(next)) close(false);
    },
  };

  const triggerProps = {
    ref: triggerRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': id,
    onClick(e: MouseEvent) {
      // A mouse click on a hover-opened menu keeps it open; keyboard and touch toggle.
      if (e.detail > 0 && lastPointer.current === 'mouse') setOpen(true);
      else setOpen(!open);
    },
    onKeyDown(e: KeyboardEvent) {
      if (e.key === 'ArrowDown') {
        e.preventDefault();
        setOpen(true);
        focusFirst();
      }
    },
  };

  const panelProps = { id, ref: panelRef, hidden: !open };

  return { open, setOpen, close, rootProps, triggerProps, panelProps, triggerRef, panelRef };
}
