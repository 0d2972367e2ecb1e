import type { AdminMessage, MessageStatus } from '@lemans/race/contract';

/** The message triage's rules and texts (spec part 2 §2, §4, §5, §8). Pure, read by the unit tests. */

export const MESSAGE_TEXT = {
  title: 'Messages',
  intro: 'Les messages envoyés par les visiteurs depuis la page Contact.',
  loadError: 'Erreur lors du chargement des messages',
  statusError: 'Erreur lors de la mise à jour du statut',
  deleteError: 'Erreur lors de la suppression',
  deleteConfirm: 'Êtes-vous sûr de vouloir supprimer ce message ?',
  deleted: 'Message supprimé avec succès!',
  markRead: 'Marquer lu',
  markReplied: 'Marquer répondu',
  remove: 'Supprimer',
  close: 'Fermer',
  empty: 'Aucun message',
  noMatch: 'Aucun message ne correspond aux filtres',
} as const;

export const STATUS_LABELS: Record<MessageStatus, string> = {
  new: 'Nouveau',
  read: 'Lu',
  replied: 'Répondu',
};

export type StatusFilter = 'all' | MessageStatus;
export type Period = 'all' | 'today' | 'week' | 'month';

export interface MessageFilters {
  status: StatusFilter;
  search: string;
  period: Period;
}

export const NO_FILTERS: MessageFilters = { status: 'all', search: '', period: 'all' };

export const STATUS_FILTER_OPTIONS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Tous les statuts' },
  { value: 'new', label: 'Nouveaux' },
  { value: 'read', label: 'Lus' },
  { value: 'replied', label: 'Répondus' },
];

export const PERIOD_OPTIONS: readonly { value: Period; label: string }[] = [
  { value: 'all', label: 'Toute période' },
  { value: 'today', label: "Aujourd'hui" },
  { value: 'week', label: '7 derniers jours' },
  { value: 'month', label: '30 derniers jours' },
];

const DAY_MS = 24 * 3600_000;

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
