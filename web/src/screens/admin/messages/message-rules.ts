import type { AdminMessage, MessageStatus } from '@lemans/contract';
import { DAY_MS } from '@lemans/contract/timing';
import { choicesOf, textsOf } from '../../../i18n/texts-of.ts';

/** The message triage's rules and texts (spec part 2 §2, §4, §5, §8). Pure, read by the unit tests. */

export const MESSAGE_TEXT = textsOf({
  title: 'admin.messages.title',
  intro: 'admin.messages.intro',
  loadError: 'admin.messages.load_error',
  statusError: 'admin.messages.status_error',
  deleteError: 'admin.messages.delete_error',
  deleteConfirm: 'admin.messages.delete_confirm',
  deleted: 'admin.messages.deleted',
  markRead: 'admin.messages.mark_read',
  markReplied: 'admin.messages.mark_replied',
  remove: 'admin.messages.remove',
  close: 'admin.messages.close',
  empty: 'admin.messages.empty',
  noMatch: 'admin.messages.no_match',
});

export const STATUS_LABELS: Record<MessageStatus, string> = textsOf({
  new: 'admin.messages.status_new',
  read: 'admin.messages.status_read',
  replied: 'admin.messages.status_replied',
});

export type StatusFilter = 'all' | MessageStatus;
export type Period = 'all' | 'today' | 'week' | 'month';

export interface MessageFilters {
  status: StatusFilter;
  search: string;
  period: Period;
}

export const NO_FILTERS: MessageFilters = { status: 'all', search: '', period: 'all' };

export const STATUS_FILTER_OPTIONS = choicesOf<StatusFilter>([
  { value: 'all', label: 'admin.messages.filter_all' },
  { value: 'new', label: 'admin.messages.filter_new' },
  { value: 'read', label: 'admin.messages.filter_read' },
  { value: 'replied', label: 'admin.messages.filter_replied' },
]);

export const PERIOD_OPTIONS = choicesOf<Period>([
  { value: 'all', label: 'admin.messages.period_all' },
  { value: 'today', label: 'admin.messages.period_today' },
  { value: 'week', label: 'admin.messages.period_week' },
  { value: 'month', label: 'admin.messages.period_month' },
]);

/** The start of a period: today since local midnight, the last 7 or 30 days; null for all time. */
export function periodStart(period: Period, now: Date): number | null {
  switch (period) {
    case 'today':
      return new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
    case 'week':
      return now.getTime() - 7 * DAY_MS;
    case 'month':
      return now.getTime() - 30 * DAY_MS;
    default:
      return null;
  }
}

/** The messages the filters let through, newest first. */
export function filterMessages(
  messages: readonly AdminMessage[],
  filters: MessageFilters,
  now: Date,
): AdminMessage[] {
  const since = periodStart(filters.period, now);
  const typed = filters.search.trim().toLocaleLowerCase('fr');
  return messages
    .filter((message) => filters.status === 'all' || message.status === filters.status)
    .filter((message) => since === null || Date.parse(message.created_at) >= since)
    .filter(
      (message) =>
        !typed ||
        [message.name, message.email, message.subject, message.message].some((field) =>
          field.toLocaleLowerCase('fr').includes(typed),
        ),
    )
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}

/** The four tiles: all, new, waiting for a reply (read), dealt with (replied). */
export function messageCounts(messages: readonly AdminMessage[]) {
  const count = (status: MessageStatus) => messages.filter((message) => message.status === status).length;
  return { total: messages.length, new: count('new'), read: count('read'), replied: count('replied') };
}

/** Statuses only move forward: 'Marquer lu' for a new message, 'Marquer répondu' until replied. */
export const canMarkRead = (message: Pick<AdminMessage, 'status'>) => message.status === 'new';
export const canMarkReplied = (message: Pick<AdminMessage, 'status'>) => message.status !== 'replied';
