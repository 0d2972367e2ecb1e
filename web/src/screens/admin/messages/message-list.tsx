import type { AdminMessage } from '@lemans/contract';
import { formatDateTime } from '../../../format/dates.ts';
import { StatusBadge } from './status-badge.tsx';

/** The filtered messages, newest first; each opens its detail. Visitors' texts are shown as text. */
export function MessageList({
  messages,
  onOpen,
}: {
  messages: AdminMessage[];
  onOpen: (id: number) => void;
}) {
  return (
    <ul className="admin-message-list">
      {messages.map((message) => (
        <li key={message.id} data-message-id={message.id} data-status={message.status}>
          <button type="button" className="admin-message" onClick={() => onOpen(message.id)}>
            <span className="admin-message-head">
              <strong className="admin-message-name">{message.name}</strong>
              <StatusBadge status={message.status} />
            </span>
            <span className="admin-message-subject">{message.subject}</span>
            <span className="admin-message-excerpt muted">{message.message}</span>
            <span className="admin-message-meta muted">
              {message.email} ·{' '}
              <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
