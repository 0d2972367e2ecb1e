import { AppError, type DbOrTrx } from '@lemans/platform';
import type { Request, RequestHandler, Response } from 'express';
import { clientIp, clientKey, hashIp } from '../http/client-ip.ts';
import { type Limit, minutesToWait, retryAfterSeconds, waitMinutes } from '../http/rate-limits.ts';
import { GateFullError } from '../http/work-gate.ts';
import type { AdminCredentials } from './admin-credentials.ts';
import { findAdminLogin } from './admin-logins-repository.ts';
import { recordAdminAction } from './audit-repository.ts';

/** The login cookie, sent back only to the admin API (path) and never by another site (SameSite). */
export const ADMIN_COOKIE = 'lemans_admin';
/**
 * A state-changing call with the cookie must also carry this header. A form or an image of another site
 * cannot add a header, and a script of another origin would need a CORS preflight this API never grants.
 */
export const CSRF_HEADER = 'x-admin-request';
/** Scripts may send the password itself instead of a login (spec part 2 §6). */
export const PASSWORD_HEADER = 'x-admin-password';

export const WRONG_PASSWORD = 'Mot de passe administrateur incorrect';
export const LOGIN_REQUIRED = 'Authentification administrateur requise';
export const CSRF_MISSING = 'Requête refusée : en-tête X-Admin-Request manquant';
export const ADMIN_DISABLED = "L'administration n'est pas configurée (ADMIN_PASSWORD_HASH)";

export interface AdminAuth {
  db: DbOrTrx;
  credentials: AdminCredentials | null;
  /**
   * Password attempts per client, from the login form and the header alike: five wrong ones per quarter
   * of an hour (a right one is given back).
   */
  attempts: Limit;
  /** Wrong passwords for the account from every client together (checkPassword says what it gates). */
  accountFailures: Limit;
  now: () => number;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The token of the login cookie, if the request has one; a cookie that cannot be decoded is none. */
export function adminToken(req: Request): string | undefined {
  for (const part of req.headers.cookie?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=');
    if (name !== ADMIN_COOKIE) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The one admin account, as the account-wide limit counts it. */
const ACCOUNT = 'admin';

/**
 * Checks a password for a client: counted before the derivation, so that guesses sent all at once are
 * refused past the limit rather than all derived first, and given back when right (the limit is on wrong
 * passwords). Throws the French error to answer; returns when the password is right.
 *
 * Counted per client, guesses spread over many addresses would go on for ever; counted per account alone,
 * a few wrong guesses from anyone would lock the administrator out. So both: once the account has taken
 * its share of wrong passwords, a client that has guessed wrong itself is refused until its own window
 * ends, while a client with no failure of its own is still checked: the administrator, from an address
 * that has not guessed wrong, gets in, and each new address an attacker brings gets one guess, not five.
 */
export async function checkPassword(auth: AdminAuth, req: Request, res: Response, password: string) {
  if (!auth.credentials) throw new AppError(ADMIN_DISABLED, 503, { code: 'admin.disabled' });
  const key = clientKey(req);
  const decision = await auth.attempts.take(key);
  if (!decision.allowed) tooManyAttempts(res, decision.retryAfterMs);
  const guessedBefore = decision.consumed > 1;
  if (guessedBefore) {
    const account = await auth.accountFailures.check(ACCOUNT);
    if (!account.allowed) tooManyAttempts(res, account.retryAfterMs);
  }
  let right: boolean;
  try {
    right = await auth.credentials.verify(password);
  } catch (err) {
    // Refused unchecked (too many derivations at once): not a wrong password.
    if (err instanceof GateFullError) {
      await auth.attempts.giveBack(key);
      res.setHeader('retry-after', '2');
    }
    throw err;
  }
  if (right) {
    await auth.attempts.giveBack(key);
    return;
  }
  await auth.accountFailures.take(ACCOUNT);
  await recordAdminAction(auth.db, 'login_failed', {
    details: { via: req.path.endsWith('/login') ? 'formulaire' : 'en-tête' },
    clientIpHash: hashIp(clientIp(req)),
  });
  throw new AppError(WRONG_PASSWORD, 401, { code: 'admin.wrong_password' });
}

function tooManyAttempts(res: Response, retryAfterMs: number): never {
  res.setHeader('retry-after', retryAfterSeconds(retryAfterMs));
  throw new AppError(
    `Trop de tentatives de connexion : réessayez dans ${minutesToWait(retryAfterMs)}.`,
    429,
    {
      code: 'admin.too_many_attempts',
      values: { minutes: waitMinutes(retryAfterMs) },
    },
  );
}

/**
 * Lets through a caller with a live login cookie (plus the CSRF header when the call changes state) or
 * with the right password in X-Admin-Password; anyone else gets 401.
 */
export function requireAdmin(auth: AdminAuth): RequestHandler {
  return async (req, res, next) => {
    const token = adminToken(req);
    if (token && (await findAdminLogin(auth.db, token, auth.now()))) {
      if (!SAFE_METHODS.has(req.method) && !req.get(CSRF_HEADER))
        throw new AppError(CSRF_MISSING, 403, { code: 'admin.csrf_missing' });
      next();
      return;
    }
    const password = req.get(PASSWORD_HEADER);
    if (password === undefined) throw new AppError(LOGIN_REQUIRED, 401, { code: 'admin.login_required' });
    await checkPassword(auth, req, res, password);
    next();
  };
}
