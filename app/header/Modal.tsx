import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { FOCUSABLE, trapTab } from '../../renderer/focusTrap.ts';
import { portalTarget } from '../../renderer/portalTarget.ts';
import './modal.css';
import { CloseGlyph } from '../../renderer/CloseGlyph.tsx';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A bottom sheet on phones (the drawer's modals). */
  sheet?: boolean;
  /** Closing is not offered (the "Logging out" overlay). */
  blocking?: boolean;
  testId?: string;
  className?: string;
  closeLabel: string;
}

/**
 * Where focus goes back after a dialog: what had it before, or, when that control sat in a panel
 * that has closed meanwhile (a menu's "Log out"), the button that controls that panel.
 */
function returnTarget(before: HTMLElement | null): HTMLElement | null {
  if (!before?.isConnected) return null;
  if (before.getClientRects().length > 0) return before;
  const panel = before.closest<HTMLElement>('[hidden][id]');
  const trigger = panel ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(panel.id)}"]`) : null;
  return trigger && trigger.getClientRects().length > 0 ? trigger : null;
}

/**
 * A WAI-ARIA modal dialog: labelled by its title, focus moved in on open and trapped, Escape and
 * the backdrop close it, and focus goes back to what had it before.
 */
export function Modal({ title, onClose, children, sheet = false, blocking = false, testId, className = '', closeLabel }: Props) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first = box.current?.querySelector<HTMLElement>('[data-autofocus]') ?? box.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? box.current)?.focus();
    return () => {
      returnTarget(before)?.focus();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !blocking) {
      e.stopPropagation();
      onClose();
      return;
    }
    if (box.current) trapTab(e, box.current);
  };

  return createPortal(
    <div className={`modal-root${sheet ? ' modal-root--sheet' : ''}`}>
      <div className="modal-backdrop" aria-hidden="true" onClick={blocking ? undefined : onClose} />
      <div
        ref={box}
        className={`modal ${className}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={onKeyDown}
      >
        <div className="modal-head">
          <h2 className="modal-title" id={titleId}>
            {title}
          </h2>
          {blocking ? null : (
            <button type="button" className="icon-button modal-close" aria-label={closeLabel} onClick={onClose}>
              <CloseGlyph size={20} />
            </button>
          )}
        </div>
        <div className="modal-body">{children}</div>
      </div>
    </div>,
    portalTarget(),
  );
}
