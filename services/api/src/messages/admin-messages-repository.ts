import type { MessageStatus } from '@lemans/contract';
import type { DbOrTrx } from '@lemans/platform';
import { sql } from 'kysely';

const COLUMNS = ['id', 'name', 'email', 'subject', 'message', 'status', 'created_at'] as const;

/** Every message, newest first. */
export function listMessages(db: DbOrTrx) {
  return db
    .selectFrom('messages')
    .select(COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The message, locked until the transaction ends, so that two status changes apply one after the other. */
export function lockMessage(db: DbOrTrx, id: number) {
  return db.selectFrom('messages').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

export function setMessageStatus(db: DbOrTrx, id: number, status: MessageStatus) {
  return db
    .updateTable('messages')
    .set({ status })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function deleteMessage(db: DbOrTrx, id: number) {
  return db.deleteFrom('messages').where('id', '=', id).returning('id').executeTakeFirst();
}

export async function messageStats(db: DbOrTrx) {
  return db
    .selectFrom('messages')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(*) FILTER (WHERE status = 'new')::int`.as('new_count'),
      sql<number>`count(*) FILTER (WHERE status = 'read')::int`.as('read_count'),
      sql<number>`count(*) FILTER (WHERE status = 'replied')::int`.as('replied_count'),
    ])
    .executeTakeFirstOrThrow();
}
