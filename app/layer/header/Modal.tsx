import { type ReactNode, useId } from 'react';
import { Dialog } from '../../../renderer/overlay/Dialog.tsx';
import './modal.css';
import { CloseGlyph } from '../../../renderer/CloseGlyph.tsx';

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
 * The app's titled modal on the overlay layer's Dialog (renderer/overlay): labelled by its title,
 * focus moved in and trapped, Escape and the backdrop close it, and focus goes back to what had it
 * before.
 */
export function Modal({ title, onClose, children, sheet = false, blocking = false, testId, className = '', closeLabel }: Props) {
  const titleId = useId();
  return (
    <Dialog
      onClose={blocking ? undefined : onClose}
      rootClassName={`modal-root${sheet ? ' modal-root--sheet' : ''}`}
      backdropClassName="modal-backdrop"
      className={`modal ${className}`}
      aria-labelledby={titleId}
      tabIndex={-1}
      testId={testId}
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
    </Dialog>
  );
}
