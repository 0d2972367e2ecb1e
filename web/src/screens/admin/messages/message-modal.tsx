import { useId, useRef } from 'react';
import { useModalDialog } from '../../../components/use-modal-dialog.ts';
import { formatDateTime } from '../../../format/dates.ts';
import type { AdminMessage, MessageStatus } from '../admin-types.ts';
import { canMarkRead, canMarkReplied, MESSAGE_TEXT as TEXT } from './message-rules.ts';
import { StatusBadge } from './status-badge.tsx';

/**
 * One message in full (spec part 2 §2, §4). Everything in it was typed by a visitor: it is rendered as
 * text, never as HTML, its line breaks kept by CSS.
 */
export function MessageModal({
  message,
  busy,
  onStatus,
  onDelete,
  onClose,
}: {
  message: AdminMessage;
  busy: boolean;
  onStatus: (status: MessageStatus) => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useModalDialog(dialog, onClose);

  return (
    // A click on the backdrop closes, as Escape and the button do; the keyboard has those two.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on the document
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control of its own
    <div
      className="admin-modal-backdrop"
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={dialog}
        className="admin-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        aria-busy={busy}
      >
        <button type="button" className="admin-modal-close" onClick={onClose} aria-label={TEXT.close}>
          ×
        </button>
        <StatusBadge status={message.status} />
        <h2 id={`${id}-title`} className="admin-modal-subject">
          {message.subject}
        </h2>
        <dl className="admin-modal-meta">
          <dt>De</dt>
          <dd data-field="name">{message.name}</dd>
          <dt>E-mail</dt>
          <dd data-field="email">{message.email}</dd>
          <dt>Reçu le</dt>
          <dd>
            <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
          </dd>
        </dl>
        <p className="admin-modal-text" data-field="message">
          {message.message}
        </p>
        <div className="admin-modal-actions">
          {canMarkRead(message) && (
            <button type="button" className="admin-button" onClick={() => onStatus('read')} disabled={busy}>
              {TEXT.markRead}
            </button>
          )}
          {canMarkReplied(message) && (
            <button
              type="button"
              className="admin-button admin-button-primary"
              onClick={() => onStatus('replied')}
              disabled={busy}
            >
              {TEXT.markReplied}
            </button>
          )}
          <button
            type="button"
            className="admin-button admin-button-danger"
            onClick={onDelete}
            disabled={busy}
          >
            {TEXT.remove}
          </button>
        </div>
      </div>
    </div>
  );
}
