import type { MessageStatus } from '@lemans/contract';
import { STATUS_LABELS } from './message-rules.ts';

export function StatusBadge({ status }: { status: MessageStatus }) {
  return (
    <span className="admin-status" data-status={status}>
      {STATUS_LABELS[status]}
    </span>
  );
}
