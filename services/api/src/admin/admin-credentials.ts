import { hashPassword, verifyPassword } from '@lemans/platform';

/** Checks an administrator password against the configured hash; the password itself is never kept. */
export interface AdminCredentials {
  verify(password: string): Promise<boolean>;
}

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
  return { verify: (password) => verifyPassword(password, hash) };
}
