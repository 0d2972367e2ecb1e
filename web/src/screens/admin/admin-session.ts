import { signal } from '@preact/signals-react';
import { errorText } from '../../api/error-text.ts';
import { textsOf } from '../../i18n/texts-of.ts';
import { requestAdmin } from './admin-http.ts';

/**
 * Whether this page is logged in to the admin area. The server decides (GET /api/admin/session against its
 * cookie); the page keeps nothing but this state, so there is nothing to steal from it or from storage.
 */
export type AdminSessionState = 'checking' | 'signed-out' | 'signed-in';

export const adminSession = signal<AdminSessionState>('checking');
/** Set when a call found the session over (expired, or closed elsewhere): the login gate says so. */
export const adminSessionExpired = signal(false);

export const SESSION_TEXT = textsOf({
  title: 'admin.session.title',
  intro: 'admin.session.intro',
  password: 'admin.session.password',
  cancel: 'admin.session.cancel',
  submit: 'admin.session.submit',
  submitting: 'admin.session.submitting',
  checking: 'admin.session.checking',
  failure: 'admin.session.failure',
  expired: 'admin.session.expired',
  logoutConfirm: 'admin.session.logout_confirm',
});

export async function checkAdminSession(): Promise<void> {
  try {
    await requestAdmin('GET', '/session');
    adminSession.value = 'signed-in';
  } catch {
    adminSession.value = 'signed-out';
  }
}

/** Any admin call answered 401: the session is over, the gate shows again. */
export function adminSessionEnded(): void {
  if (adminSession.value !== 'signed-in') return;
  adminSessionExpired.value = true;
  adminSession.value = 'signed-out';
}

/** Resolves once logged in; rejects with the text the gate shows. */
export async function logIn(password: string): Promise<void> {
  try {
    await requestAdmin('POST', '/login', { password });
  } catch (err) {
    throw new Error(loginErrorText(err));
  }
  adminSessionExpired.value = false;
  adminSession.value = 'signed-in';
}

/** The gate's text for a failed login: what the server said (a wrong password, the wait), else a generic one. */
export function loginErrorText(err: unknown): string {
  return errorText(err, SESSION_TEXT.failure);
}

/** Ends the session on the server; the page forgets it even if the server cannot be reached. */
export async function logOut(): Promise<void> {
  await requestAdmin('POST', '/logout').catch(() => {});
  adminSession.value = 'signed-out';
}
