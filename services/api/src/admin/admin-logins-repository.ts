import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTrx } from '@lemans/platform';

/** An administrator stays logged in for a working day; past that, the password is asked again. */
export const ADMIN_LOGIN_TTL_MS = 12 * 60 * 60_000;

/** The stored key of a token: a leaked table gives no usable cookie. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new login: a random 128-bit token for the cookie, its hash in the table. */
export async function createAdminLogin(
  db: DbOrTrx,
  { clientIpHash, now }: { clientIpHash: string; now: number },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(16).toString('base64url');
  const expiresAt = new Date(now + ADMIN_LOGIN_TTL_MS);
  // Expired logins go as new ones come: the table stays as small as the number of logged-in people.
  await db.deleteFrom('admin_logins').where('expires_at', '<=', new Date(now)).execute();
  await db
    .insertInto('admin_logins')
    .values({ token_hash: tokenHash(token), client_ip_hash: clientIpHash, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

/** The expiry of the login `token` opens, or undefined when it opens none (unknown, ended or expired). */
export async function findAdminLogin(db: DbOrTrx, token: string, now: number): Promise<Date | undefined> {
  const row = await db
    .selectFrom('admin_logins')
    .select('expires_at')
    .where('token_hash', '=', tokenHash(token))
    .where('expires_at', '>', new Date(now))
    .executeTakeFirst();
  return row?.expires_at;
}

/** Ends the login on the server: every copy of its cookie stops working. */
export async function deleteAdminLogin(db: DbOrTrx, token: string): Promise<void> {
  await db.deleteFrom('admin_logins').where('token_hash', '=', tokenHash(token)).execute();
}
