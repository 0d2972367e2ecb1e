import { computed, signal } from '@preact/signals-react';
import { getJson } from '../api/http.ts';
import type { Session } from '../api/types.ts';
import { t } from '../i18n/i18n.ts';
import { pickCurrentSession } from './session-rules.ts';

/** The recorded sessions, from GET /api/sessions, and the one the site treats as current. */

export const sessions = signal<Session[]>([]);
export const sessionsLoading = signal(false);
export const sessionsError = signal<string | null>(null);
export const currentSession = computed(() => pickCurrentSession(sessions.value));

export async function loadSessions(): Promise<void> {
  sessionsLoading.value = true;
  try {
    sessions.value = await getJson<Session[]>('/sessions');
    sessionsError.value = null;
  } catch {
    sessionsError.value = t('load_error.sessions');
  } finally {
    sessionsLoading.value = false;
  }
}
