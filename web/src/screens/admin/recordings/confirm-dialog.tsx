import { useId } from 'react';
import { AdminModal } from '../admin-modal.tsx';
import { RECORDINGS_TEXT as TEXT } from './recordings-rules.ts';

export interface Confirmation {
  title: string;
  text: string;
  confirm: string;
  run: () => Promise<void>;
}

/** Asks before an action that cannot be undone; Escape, the backdrop and 'Annuler' leave it undone. */
export function ConfirmDialog({
  confirmation,
  busy,
  onConfirm,
  onClose,
}: {
  confirmation: Confirmation;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <AdminModal
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      busy={busy}
      onClose={onClose}
    >
      <h2 id={`${id}-title`}>{confirmation.title}</h2>
      <p id={`${id}-text`}>{confirmation.text}</p>
      <div className="admin-modal-actions">
        <button
          type="button"
          className="admin-button admin-button-danger"
          disabled={busy}
          onClick={onConfirm}
        >
          {confirmation.confirm}
        </button>
        <button type="button" className="admin-button" onClick={onClose}>
          {TEXT.cancel}
        </button>
      </div>
    </AdminModal>
  );
}
