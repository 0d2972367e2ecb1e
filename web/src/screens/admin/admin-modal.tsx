import { type ReactNode, useRef } from 'react';
import { useModalDialog } from '../../components/use-modal-dialog.ts';

/**
 * The admin area's modal: a backdrop over the page and a card holding the focus. Escape, a click on the
 * backdrop and the dialog's own buttons close it; the keyboard has the first and the last.
 */
export function AdminModal({
  role = 'dialog',
  labelledBy,
  describedBy,
  busy,
  onClose,
  children,
}: {
  role?: 'dialog' | 'alertdialog';
  labelledBy: string;
  describedBy?: string;
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  useModalDialog(dialog, onClose);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on the document
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control of its own
    <div
      className="admin-modal-backdrop"
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, both modal */}
      <div
        ref={dialog}
        className="admin-modal"
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-busy={busy}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>
  );
}
