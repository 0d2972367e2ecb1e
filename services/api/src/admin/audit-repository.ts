import type { AdminAction, AdminActivity } from '@lemans/contract';
import type { DbOrTrx } from '@lemans/platform';

/** Writes one administrator action to the audit table. */
export async function recordAdminAction(
  db: DbOrTrx,
  action: AdminAction,
  { target = null, details = {}, clientIpHash = null }: AuditContext = {},
): Promise<void> {
  await db
    .insertInto('admin_audit')
    .values({ action, target, details: JSON.stringify(details), client_ip_hash: clientIpHash })
    .execute();
}

export interface AuditContext {
  target?: string | null;
  details?: Record<string, unknown>;
  clientIpHash?: string | null;
}

/** The latest actions, newest first. */
export async function listAdminActivity(db: DbOrTrx, limit: number): Promise<AdminActivity[]> {
  const rows = await db
    .selectFrom('admin_audit')
    .select(['id', 'action', 'target', 'details', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), created_at: row.created_at.toISOString() }));
}
