import { effect, signal } from '@preact/signals-react';
import { getJson } from '../api/http.ts';
import type { Program } from '../api/types.ts';
import { t } from '../i18n/i18n.ts';
import { momentQuery, momentSession } from './shown-moment.ts';
import { withMomentQuery } from './shown-moment-rules.ts';

/**
 * The event programme keyed by day, from GET /api/program (reloaded on the socket's program-update). It is
 * the followed event's: asked with the moment shown, it is empty for a session of another event. Which of
 * its items are over is the page's to say, from the moment's instant.
 */

export const program = signal<Program | null>(null);
export const programLoading = signal(false);
export const programError = signal<string | null>(null);

export async function loadProgram(): Promise<void> {
  const session = momentSession.peek();
  programLoading.value = true;
  try {
    const body = await getJson<Program>(withMomentQuery('/program', momentQuery.peek() ?? ''));
    // Another session shown meanwhile: its own call says whether the programme is its event's.
    if (momentSession.peek() !== session) return;
    program.value = body;
    programError.value = null;
  } catch {
    programError.value = t('load_error.programme');
  } finally {
    programLoading.value = false;
  }
}

/**
 * Loads the programme now and each time another session is shown (its content does not change with the
 * race time, only whether it is the shown session's event); returns the stop.
 */
export function followMomentProgram(): () => void {
  return effect(() => {
    // Until the page knows what it shows, a programme asked for could be another event's.
    if (momentSession.value !== null) void loadProgram();
  });
}
