import type { AdminMessage, MessageStatus } from '@lemans/contract';
import { useId } from 'react';
import { formatDateTime } from '../../../format/dates.ts';
import { t } from '../../../i18n/i18n.ts';
import { AdminModal } from '../admin-modal.tsx';
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
  return (
    <AdminModal labelledBy={`${id}-title`} busy={busy} onClose={onClose}>
      <button type="button" className="admin-modal-close" onClick={onClose} aria-label={TEXT.close}>
        ×
      </button>
      <StatusBadge status={message.status} />
      <h2 id={`${id}-title`} className="admin-modal-subject">
        {message.subject}
      </h2>
      <dl className="admin-modal-meta">
        <dt>{t('admin.messages.from')}</dt>
        <dd data-field="name">{message.name}</dd>
        <dt>{t('admin.messages.email')}</dt>
        <dd data-field="email">{message.email}</dd>
        <dt>{t('admin.messages.received')}</dt>
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
        <button type="button" className="admin-button admin-button-danger" onClick={onDelete} disabled={busy}>
          {TEXT.remove}
        </button>
      </div>
    </AdminModal>
  );
}
