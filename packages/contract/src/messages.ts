/** Visitors' messages as the admin API answers them (GET /api/admin/messages, spec part 2 §4). */

/** A message only moves forward, in this order: new, then read, then replied. */
export const MESSAGE_STATUSES = ['new', 'read', 'replied'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export interface AdminMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: MessageStatus;
  created_at: string;
}

export interface MessageStats {
  total: number;
  new_count: number;
  read_count: number;
  replied_count: number;
}
