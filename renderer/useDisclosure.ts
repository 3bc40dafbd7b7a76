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

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * WAI-ARIA disclosure for a hover menu: opens on hover (mouse only, with a short close delay so
 * the pointer can cross to the panel), on Enter/Space (button click) and ArrowDown (which also
 * moves focus into the panel); closes on Escape (focus back to the trigger), on leaving and when
 * focus moves out.
 */
export function useDisclosure(closeDelay = 150) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastPointer = useRef<string>('');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const cancel = () => clearTimeout(timer.current);
  useEffect(() => () => clearTimeout(timer.current), []);

  const close = useCallback((focusTrigger = false) => {
    clearTimeout(timer.current);
    setOpen(false);
    if (focusTrigger) triggerRef.current?.focus();
  }, []);

  const focusFirst = () => {
    // The panel renders on the next frame; wait for it before moving focus.
    requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus());
  };

  const rootProps = {
    onPointerEnter(e: PointerEvent) {
      lastPointer.current = e.pointerType;
      if (e.pointerType !== 'mouse') return;
      cancel();
      setOpen(true);
    },
    onPointerLeave(e: PointerEvent) {
      if (e.pointerType !== 'mouse') return;
      cancel();
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
      else setOpen((o) => !o);
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
