import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { FOCUSABLE, trapTab } from '../focusTrap.ts';
import { portalTarget } from '../portalTarget.ts';
import { useViewWindow } from '../viewWindow.ts';
import { useDismissable } from './useDismissable.ts';

/**
 * Where focus goes back after a dialog: what had it before, or, when that control sat in a panel
 * that has closed meanwhile (a menu's "Log out"), the button that controls that panel.
 */
export function returnTarget(before: HTMLElement | null): HTMLElement | null {
  if (!before?.isConnected) return null;
  if (before.getClientRects().length > 0) return before;
  const panel = before.closest<HTMLElement>('[hidden][id]');
  const trigger = panel ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(panel.id)}"]`) : null;
  return trigger && trigger.getClientRects().length > 0 ? trigger : null;
}

/** What takes focus when a dialog opens: an element marked `data-autofocus`, else the first focusable one, else the box. */
const firstFocus = (box: HTMLElement) => box.querySelector<HTMLElement>('[data-autofocus]') ?? box.querySelector<HTMLElement>(FOCUSABLE);

interface DialogProps {
  /** Escape, the backdrop and the dialog's own close controls call it; absent, the dialog cannot be dismissed (blocking). */
  onClose?: () => void;
  rootClassName: string;
  backdropClassName: string;
  className: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  tabIndex?: number;
  testId?: string;
  /** Overrides where focus starts (default: `data-autofocus`, the first focusable element, the box). */
  initialFocus?: (box: HTMLElement) => HTMLElement | null;
  /** The control focus returns to on close (the trigger); by default what had focus when the dialog opened. */
  returnFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * The modal dialog of the overlay layer (WAI-ARIA dialog pattern), under the app's modals and the
 * drawer: portalled, a backdrop, a focus scope (focus moved in on open, Tab kept inside, given
 * back on close) and the top modal layer of the stack (Escape closes it, nothing below hears keys
 * or presses).
 */
export function Dialog({
  onClose,
  rootClassName,
  backdropClassName,
  className,
  tabIndex,
  testId,
  initialFocus = firstFocus,
  returnFocus,
  children,
  ...aria
}: DialogProps) {
  const root = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const focusAtOpen = useRef(initialFocus);
  const returnTo = useRef(returnFocus);
  const view = useViewWindow();

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    if (box.current) (focusAtOpen.current(box.current) ?? box.current).focus();
    return () => {
      const back = returnTo.current;
      if (back) back.current?.focus();
      else returnTarget(before)?.focus();
    };
  }, []);

  useDismissable(root, true, { onEscape: onClose, modal: true });

  const onKeyDown = (e: KeyboardEvent) => {
    if (box.current) trapTab(e, box.current);
  };

  return createPortal(
    <div ref={root} className={rootClassName}>
      <div className={backdropClassName} aria-hidden="true" onClick={onClose} />
      <div
        ref={box}
        className={className}
        role="dialog"
        aria-modal="true"
        {...aria}
        tabIndex={tabIndex}
        data-testid={testId}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    view ? view.document.body : portalTarget(),
  );
}
