import { hashPassword, verifyPassword } from '@lemans/platform';
import { WorkGate } from '../http/work-gate.ts';

/** Checks an administrator password against the configured hash; the password itself is never kept. */
export interface AdminCredentials {
  verify(password: string): Promise<boolean>;
}

/**
 * A derivation takes about half a second of a core and 128 MiB (scrypt N = 2^17, r = 8): two at a time
 * keep the process answering, and a queue of a few covers an administrator's scripts. A burst of guesses
 * beyond that is refused at once rather than taking the process's memory.
 */
const DERIVATIONS_AT_ONCE = 2;
const DERIVATIONS_WAITING = 8;
export const DERIVATIONS_BUSY = 'Trop de vérifications de mot de passe en cours : réessayez dans un instant.';

/**
 * The credentials of the configuration: ADMIN_PASSWORD_HASH when given, else ADMIN_PASSWORD hashed here
 * (for local use), else none (the admin area then refuses every login).
 */
export async function adminCredentialsOf(config: {
  passwordHash?: string | undefined;
  password?: string | undefined;
}): Promise<AdminCredentials | null> {
  const hash = config.passwordHash ?? (config.password ? await hashPassword(config.password) : undefined);
  if (!hash) return null;
  const derivations = new WorkGate(DERIVATIONS_AT_ONCE, DERIVATIONS_WAITING, DERIVATIONS_BUSY);
  return { verify: (password) => derivations.run(() => verifyPassword(password, hash)) };
}
