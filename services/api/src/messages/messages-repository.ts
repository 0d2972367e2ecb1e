import type { ContactMessage } from '@lemans/contract';
import type { DbOrTrx } from '@lemans/platform';

/** Stored as typed: the text is never turned into HTML, so nothing is escaped or stripped here. */
export async function insertMessage(
  db: DbOrTrx,
  message: ContactMessage,
  clientIpHash: string,
): Promise<number> {
  const row = await db
    .insertInto('messages')
    .values({ ...message, client_ip_hash: clientIpHash })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
