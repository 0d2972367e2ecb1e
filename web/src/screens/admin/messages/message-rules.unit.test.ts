import type { AdminMessage } from '@lemans/contract';
import { DAY_MS, HOUR_MS } from '@lemans/contract/timing';
import { describe, expect, it } from 'vitest';
import {
  canMarkRead,
  canMarkReplied,
  filterMessages,
  messageCounts,
  NO_FILTERS,
  periodStart,
} from './message-rules.ts';

const NOW = new Date(2025, 5, 15, 10, 30);

const message = (id: number, ageMs: number, fields: Partial<AdminMessage> = {}): AdminMessage => ({
  id,
  name: `Visiteur ${id}`,
  email: `v${id}@example.com`,
  subject: 'Question générale',
  message: 'Bonjour',
  status: 'new',
  created_at: new Date(NOW.getTime() - ageMs).toISOString(),
  ...fields,
});

const messages = [
  message(1, 40 * DAY_MS, { status: 'replied' }),
  message(2, 9 * HOUR_MS, { email: 'Pilote@Exemple.fr' }),
  message(3, 11 * HOUR_MS, { status: 'read', message: 'Le STREAM de la #51 ne marche pas' }),
  message(4, 3 * DAY_MS, { subject: 'Partage de lien stream' }),
  message(5, 20 * DAY_MS, { name: 'Jeanne Streamer' }),
];
const ids = (list: AdminMessage[]) => list.map((item) => item.id);

describe('message filters', () => {
  it('lists every message newest first without filters', () => {
    expect(ids(filterMessages(messages, NO_FILTERS, NOW))).toEqual([2, 3, 4, 5, 1]);
  });

  it('filters by status', () => {
    expect(ids(filterMessages(messages, { ...NO_FILTERS, status: 'new' }, NOW))).toEqual([2, 4, 5]);
    expect(ids(filterMessages(messages, { ...NO_FILTERS, status: 'replied' }, NOW))).toEqual([1]);
  });

  it('searches name, email, subject and message in any case', () => {
    expect(ids(filterMessages(messages, { ...NO_FILTERS, search: ' stream ' }, NOW))).toEqual([3, 4, 5]);
    expect(ids(filterMessages(messages, { ...NO_FILTERS, search: 'pilote@exemple' }, NOW))).toEqual([2]);
    expect(ids(filterMessages(messages, { ...NO_FILTERS, search: 'rien' }, NOW))).toEqual([]);
  });

  it('keeps today since local midnight, and the last 7 or 30 days', () => {
    expect(periodStart('today', NOW)).toBe(new Date(2025, 5, 15).getTime());
    expect(periodStart('all', NOW)).toBeNull();
    // 9 h ago is today (10:30 - 9 h = 01:30), 11 h ago was yesterday.
    expect(ids(filterMessages(messages, { ...NO_FILTERS, period: 'today' }, NOW))).toEqual([2]);
    expect(ids(filterMessages(messages, { ...NO_FILTERS, period: 'week' }, NOW))).toEqual([2, 3, 4]);
    expect(ids(filterMessages(messages, { ...NO_FILTERS, period: 'month' }, NOW))).toEqual([2, 3, 4, 5]);
  });

  it('combines the filters', () => {
    expect(ids(filterMessages(messages, { status: 'new', search: 'STREAM', period: 'week' }, NOW))).toEqual([
      4,
    ]);
  });
});

describe('message statuses', () => {
  it('counts the tiles', () => {
    expect(messageCounts(messages)).toEqual({ total: 5, new: 3, read: 1, replied: 1 });
  });

  it('only offers to move forward', () => {
    expect([canMarkRead({ status: 'new' }), canMarkReplied({ status: 'new' })]).toEqual([true, true]);
    expect([canMarkRead({ status: 'read' }), canMarkReplied({ status: 'read' })]).toEqual([false, true]);
    expect([canMarkRead({ status: 'replied' }), canMarkReplied({ status: 'replied' })]).toEqual([
      false,
      false,
    ]);
  });
});
