import type { ReactNode } from 'react';
import { Modal } from '../layer/header/Modal.tsx';

/**
 * Asks before what cannot be taken back quietly (publish, rollback, discard): the
 * app's modal (focus moved in and kept there, Escape and the backdrop cancel, focus back to the
 * button that opened it). Focus starts on Cancel, so Enter pressed by habit changes nothing.
 */
export function ConfirmDialog({
  title,
  confirmLabel,
  onConfirm,
  onCancel,
  confirmDisabled = false,
  children,
}: {
  title: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** A form in the dialog that is not ready yet (it says why itself). */
  confirmDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Modal title={title} onClose={onCancel} closeLabel="Cancel" testId="ops-confirm" className="ops-confirm">
      <div className="ops-confirm-body">{children}</div>
      <div className="ops-confirm-actions">
        <button type="button" className="btn btn--ghost" data-autofocus onClick={onCancel}>
          Cancel
        </button>{' '}
        <button type="button" className="btn btn--primary" disabled={confirmDisabled} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
