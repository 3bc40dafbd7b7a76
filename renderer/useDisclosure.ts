import { type KeyboardEvent, type MouseEvent, type PointerEvent, useCallback, useId, useRef } from 'react';
import { FOCUSABLE } from './focusable.ts';
import { useDismissable } from './overlay/useDismissable.ts';
import { HOVER_CLOSE_DELAY_MS, useGroupedOpen } from './overlay/useGroupedOpen.ts';

/** Keys that move focus among a panel's entries (WAI-ARIA menu button pattern). */
const MOVE_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

/** Parts of a panel that handle these keys themselves (fields, lists, tabs of market panels). */
const OWN_KEYS = 'input, textarea, select, [role="listbox"], [role="grid"], [role="tablist"], [role="radiogroup"], [role="slider"]';

/**
 * The entries of an open panel that take focus, in order (closed parts have no boxes). What sits
 * in a nested popup (a market list shown beside its entry) belongs to that popup's own keys.
 */
function entriesOf(panel: HTMLElement | null): HTMLElement[] {
  if (!panel) return [];
  const nested = [...panel.querySelectorAll('[aria-controls]')]
    .map((el) => document.getElementById(el.getAttribute('aria-controls') ?? ''))
    .filter((el): el is HTMLElement => el !== null && el !== panel && panel.contains(el));
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0 && !nested.some((n) => n.contains(el)),
  );
}

/** Where an arrow, Home or End key moves focus from index `at` of `n` entries (wrapping). */
export function nextEntry(key: string, at: number, n: number): number {
  if (n === 0) return -1;
  if (key === 'Home') return 0;
  if (key === 'End') return n - 1;
  if (key === 'ArrowDown') return at < 0 ? 0 : (at + 1) % n;
  if (key === 'ArrowUp') return at < 0 ? n - 1 : (at - 1 + n) % n;
  return -1;
}

/**
 * WAI-ARIA disclosure for a hover menu, on the overlay layer (renderer/overlay): opens on hover
 * (mouse only, with a short close delay so the pointer can cross to the panel), on Enter/Space
 * (button click) and ArrowDown (which also moves focus into the panel); closes on Escape (focus
 * back to the trigger), on leaving, when focus moves out and on a press outside. One panel of its
 * group (the header's) is open at a time.
 */
export function useDisclosure(closeDelay = HOVER_CLOSE_DELAY_MS) {
  const { open, setOpen, hoverProps } = useGroupedOpen(closeDelay);
  const id = useId();
  const lastPointer = useRef<string>('');
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback(
    (focusTrigger = false) => {
      setOpen(false);
      if (focusTrigger) triggerRef.current?.focus();
    },
    [setOpen],
  );

  useDismissable(rootRef, open, {
    onEscape: () => close(true),
    // A press anywhere else closes a panel opened by click or touch.
    onOutside: () => setOpen(false),
    onFocusOut: () => close(false),
  });

  const focusEntry = (which: 'first' | 'last') => {
    // The panel renders on the next frame, and content loaded on demand later still: keep looking
    // for a focusable entry for a little while (about a second of frames), as long as focus is
    // still on the trigger: once it has gone elsewhere (a click, a key, a dialog that opened), a
    // late entry must not take it back.
    let frames = 60;
    const trigger = triggerRef.current;
    const tryFocus = () => {
      if (document.activeElement !== trigger) return;
      const entries = entriesOf(panelRef.current);
      const target = which === 'first' ? entries[0] : entries.at(-1);
      if (target) target.focus();
      else if (frames-- > 0) requestAnimationFrame(tryFocus);
    };
    requestAnimationFrame(tryFocus);
  };

  const rootProps = {
    ref: rootRef,
    onPointerEnter(e: PointerEvent) {
      lastPointer.current = e.pointerType;
      hoverProps.onPointerEnter(e);
    },
    onPointerLeave: hoverProps.onPointerLeave,
    onKeyDown(e: KeyboardEvent) {
      // Arrows, Home and End walk the open panel's entries, however many times they are pressed.
      const panel = panelRef.current;
      const target = e.target as HTMLElement;
      if (!open || e.defaultPrevented || !MOVE_KEYS.has(e.key) || !panel?.contains(target) || target.closest(OWN_KEYS)) return;
      const entries = entriesOf(panel);
      const next = nextEntry(e.key, entries.indexOf(target), entries.length);
      if (next < 0) return;
      e.preventDefault();
      entries[next]?.focus();
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
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        e.stopPropagation();
        setOpen(true);
        focusEntry(e.key === 'ArrowDown' ? 'first' : 'last');
      }
    },
  };

  const panelProps = { id, ref: panelRef, hidden: !open };

  return { open, setOpen, close, rootProps, triggerProps, panelProps, triggerRef, panelRef };
}
